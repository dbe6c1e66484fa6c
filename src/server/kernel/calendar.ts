// The portal's calendar day is one of the date rules both sides share.
import { isCalendarDate } from '../../shared/contracts/common';
import { invalidField } from './errors';

export { calendarDay } from '../../shared/dates';

const dayMs = 86_400_000;

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
