/** The calendar day (YYYY-MM-DD) of an instant in Reykjavík, which keeps UTC all year round. */
export const calendarDay = (instant: Date): string => instant.toISOString().slice(0, 10);
