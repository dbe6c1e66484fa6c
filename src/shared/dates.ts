/**
 * The date rules both sides apply: what "today" is, how old someone is, and which dates of birth
 * are believable. Calendar dates are `YYYY-MM-DD` strings; Reykjavík keeps UTC all year round,
 * so the portal's calendar day is the UTC one, with no time-zone data needed.
 */

/** A real calendar date written YYYY-MM-DD (no 30 February). */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [y, m, d] = match.slice(1).map(Number);
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** The calendar day (YYYY-MM-DD) of an instant in Reykjavík. */
export function calendarDay(instant: Date): string {
  return instant.toISOString().slice(0, 10);
}

/** Today's calendar date in Reykjavík. */
export function todayIso(now: Date = new Date()): string {
  return calendarDay(now);
}

/** Whole years from a date of birth (YYYY-MM-DD) to a day; a 29 February birthday comes on 1 March. */
export function ageOn(dateOfBirth: string, day: string): number {
  const [by, bm, bd] = dateOfBirth.slice(0, 10).split('-').map(Number);
  const [y, m, d] = day.split('-').map(Number);
  const hadBirthday = m > bm || (m === bm && d >= bd);
  return y - by - (hadBirthday ? 0 : 1);
}

/** Whole years between a date of birth and today in Reykjavík. */
export function ageInYears(dateOfBirth: string, now: Date = new Date()): number {
  return ageOn(dateOfBirth, todayIso(now));
}

/** Dates of birth before this year are typing slips (or the old system's placeholder, 1753-03-01). */
export const earliestBirthYear = 1901;

/** A date of birth is a real calendar date after 1900 and before today (requirements §5). */
export function isValidDateOfBirth(isoDate: string, now: Date = new Date()): boolean {
  return isCalendarDate(isoDate) && Number(isoDate.slice(0, 4)) >= earliestBirthYear && isoDate < todayIso(now);
}

/** The key of each month's name (`common:months` on screens, `statistics:months` in the server's files), by its value 0..11. */
export const monthKeys = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
] as const;

/** The key of the month of an ISO date or a `YYYY-MM` month. */
export const monthKeyOf = (isoMonth: string) => monthKeys[Number(isoMonth.slice(5, 7)) - 1];
