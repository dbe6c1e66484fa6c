// The portal's calendar day is one of the date rules both sides share.
import { isCalendarDate } from '../../shared/contracts/common';
import { calendarDay } from '../../shared/dates';
import { invalidField } from './errors';

export { calendarDay };

const dayMs = 86_400_000;

/** The calendar day `days` after (or before) one. */
export const addDays = (day: string, days: number) => calendarDay(new Date(Date.parse(`${day}T12:00:00Z`) + days * dayMs));

/** The same day `years` on; 29 February in a year that has none is the 1st of March. */
export function addYears(day: string, years: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return calendarDay(new Date(Date.UTC(y + years, m - 1, d, 12)));
}

/** The last instant of a calendar day in Iceland, which keeps UTC all year: a date of expiry holds through it. */
export const endOfDay = (day: string) => new Date(`${day}T23:59:59.999Z`);

/**
 * A bound of a filter's period, `from` (start) or `to` (end, exclusive after it): a calendar day
 * means the whole day in Iceland (which keeps UTC all year), anything else an instant. A value
 * that is neither is refused on the member it came in.
 */
export function periodBound(member: string, value: string | undefined, end: boolean): Date | undefined {
  if (!value) return undefined;
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) {
    if (!isCalendarDate(value)) throw invalidField(member, 'validation:date');
    const start = Date.parse(`${value}T00:00:00Z`);
    return new Date(end ? start + dayMs : start);
  }
  const instant = Date.parse(value);
  if (Number.isNaN(instant)) throw invalidField(member, 'validation:date');
  return new Date(end ? instant + 1 : instant);
}
