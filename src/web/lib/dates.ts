import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import { TimeZone, type Language } from '../../shared/enums';
import type { DateInput } from './format-date';

dayjs.extend(utc);
dayjs.extend(timezone);

/** Requirements §9: DD.MM.YYYY in Icelandic, DD/MM/YYYY in English, Atlantic/Reykjavik time. */
export const dateFormats: Record<Language, string> = { is: 'DD.MM.YYYY', en: 'DD/MM/YYYY' };
export const timeFormat = 'HH:mm';

/**
 * How a date field shows what to type, in the reader's own letters: Icelandic writes a year "ár",
 * so DD.MM.ÁÁÁÁ, and the hours and minutes "klst:mín"; the format the field parses stays the above.
 */
export const datePlaceholders: Record<Language, string> = { is: 'DD.MM.ÁÁÁÁ', en: 'DD/MM/YYYY' };
export const timePlaceholders: Record<Language, string> = { is: 'kk:mm', en: 'HH:mm' };

function inPortalZone(value: Exclude<DateInput, null | undefined>) {
  return dayjs.utc(value).tz(TimeZone);
}

// Dates alone need no date library: the public pages format them without it.
export { formatDate } from './format-date';

export function formatDateTime(value: DateInput, language: Language): string {
  if (value === null || value === undefined || value === '') return '';
  const d = inPortalZone(value);
  return d.isValid() ? d.format(`${dateFormats[language]} ${timeFormat}`) : '';
}

/** ISO instant -> Reykjavik wall-clock time, `YYYY-MM-DDTHH:mm`, as the date-time field takes it. */
export function isoToLocalInput(value: string | null | undefined): string {
  if (!value) return '';
  const d = inPortalZone(value);
  return d.isValid() ? d.format('YYYY-MM-DDTHH:mm') : '';
}

/** Reykjavik wall-clock time, `YYYY-MM-DDTHH:mm`, as the date-time field gives it -> ISO instant (UTC). */
export function localInputToIso(value: string): string {
  if (!value) return '';
  const d = dayjs.tz(value, TimeZone);
  return d.isValid() ? d.utc().toISOString() : '';
}

/** Months January..December valued 0..11 (requirements §9). */
export const monthValues = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11] as const;

export interface DateParts {
  day: string;
  month: string;
  year: string;
}

export const emptyDateParts: DateParts = { day: '', month: '', year: '' };

/** `YYYY-MM-DD` -> the select values of a day/month/year picker (month zero-based). */
export function isoDateToParts(value: string | null | undefined): DateParts {
  if (!value) return emptyDateParts;
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (!m) return emptyDateParts;
  return { year: String(Number(m[1])), month: String(Number(m[2]) - 1), day: String(Number(m[3])) };
}

/** The parts -> `YYYY-MM-DD`, or null when a part is missing or the date does not exist. */
export function partsToIsoDate(parts: DateParts): string | null {
  if (parts.day === '' || parts.month === '' || parts.year === '') return null;
  const day = Number(parts.day);
  const month = Number(parts.month);
  const year = Number(parts.year);
  const date = new Date(Date.UTC(year, month, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month || date.getUTCDate() !== day) return null;
  return `${String(year).padStart(4, '0')}-${String(month + 1).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

// "Today" and age follow the rules the server applies.
export { ageInYears, monthKeys, todayIso } from '../../shared/dates';
