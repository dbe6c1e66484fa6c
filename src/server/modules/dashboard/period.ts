import { twelveMonthsTo, type PeriodInput } from '../../../shared/contracts/dashboard';
import { calendarDay } from '../../kernel/calendar';

const dayMs = 86_400_000;

/** A period of whole Icelandic days (Iceland keeps UTC): `from` and `to` both included, `before` the instant after `to`. */
export interface Period {
  from: string;
  to: string;
  start: Date;
  before: Date;
}

const startOf = (day: string) => new Date(`${day}T00:00:00Z`);

/**
 * The period asked for, with the defaults filled in: up to today, and from the first day of the
 * month eleven months back, so the monthly chart shows twelve whole months. A period given only
 * its end runs the twelve months up to it; the contract has already refused a period out of order.
 */
export function resolvePeriod(input: PeriodInput, now: Date): Period {
  const to = input.to ?? (input.from && input.from > calendarDay(now) ? input.from : calendarDay(now));
  const from = input.from ?? twelveMonthsTo(to).from;
  return { from, to, start: startOf(from), before: new Date(startOf(to).getTime() + dayMs) };
}

/** Every day of the period, in order. */
export function daysOf(period: Period): string[] {
  const days: string[] = [];
  for (let at = period.start.getTime(); at < period.before.getTime(); at += dayMs) days.push(calendarDay(new Date(at)));
  return days;
}

/** Every month the period touches, in order; months numbered 0 (January) to 11. */
export function monthsOf(period: Period): { year: number; month: number }[] {
  const months: { year: number; month: number }[] = [];
  let year = period.start.getUTCFullYear();
  let month = period.start.getUTCMonth();
  const lastYear = Number(period.to.slice(0, 4));
  const lastMonth = Number(period.to.slice(5, 7)) - 1;
  while (year < lastYear || (year === lastYear && month <= lastMonth)) {
    months.push({ year, month });
    month += 1;
    if (month === 12) {
      month = 0;
      year += 1;
    }
  }
  return months;
}

/** The day after `day` (YYYY-MM-DD). */
export const dayAfter = (day: string) => calendarDay(new Date(startOf(day).getTime() + dayMs));

/** Where a summary's rows lie for the days from `from` up to `before` (not included): its whole months, and the days at either end. */
export interface Spans {
  months?: { from: string; before: string };
  days: { from: string; before: string }[];
}

const monthStart = (day: string) => `${day.slice(0, 7)}-01`;
const nextMonthStart = (day: string) => {
  const at = startOf(monthStart(day));
  return calendarDay(new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 1, 1)));
};

/**
 * Splits the days from `from` up to `before` into the whole months they hold, read from the
 * summaries' month rows, and the days before the first and after the last of them, read from
 * their day rows; a stretch holding no whole month is all days. So at most about sixty day rows
 * and a row a month are added up, however long the period, and the figures are those of its days.
 */
export function spansOf(from: string, before: string): Spans {
  const firstWhole = from.endsWith('-01') ? from : nextMonthStart(from);
  const lastWhole = monthStart(before);
  if (firstWhole >= lastWhole) return { days: [{ from, before }] };
  const days = [
    { from, before: firstWhole },
    { from: lastWhole, before },
  ].filter((d) => d.from < d.before);
  return { months: { from: firstWhole, before: lastWhole }, days };
}
