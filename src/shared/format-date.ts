import type { Language } from './enums';

export type DateInput = string | number | Date | null | undefined;

const dateOnly = /^\d{4}-\d{2}-\d{2}$/;
const separators: Record<Language, string> = { is: '.', en: '/' };
const twoDigits = (n: number) => String(n).padStart(2, '0');

/**
 * A calendar date as requirements §9 writes it: DD.MM.YYYY in Icelandic, DD/MM/YYYY in
 * English. A date-only value (`YYYY-MM-DD`) is shown as it is, without time-zone shifts; an instant
 * on its day in Reykjavík, which keeps UTC all year round (shared/dates.ts). Without the date
 * library, so that a page showing dates alone (a certificate's check) does not load it.
 */
export function formatDate(value: DateInput, language: Language): string {
  if (value === null || value === undefined || value === '') return '';
  const day = typeof value === 'string' && dateOnly.test(value) ? new Date(`${value}T00:00:00Z`) : new Date(value);
  if (Number.isNaN(day.getTime())) return '';
  return [twoDigits(day.getUTCDate()), twoDigits(day.getUTCMonth() + 1), String(day.getUTCFullYear()).padStart(4, '0')].join(
    separators[language],
  );
}
