import { describe, expect, it } from 'vitest';
import {
  ageInYears,
  dateFormats,
  datePlaceholders,
  formatDate,
  formatDateTime,
  isoDateToParts,
  isoToLocalInput,
  localInputToIso,
  monthValues,
  partsToIsoDate,
  timePlaceholders,
  todayIso,
} from './dates';

describe('dates', () => {
  it('uses DD.MM.YYYY in Icelandic and DD/MM/YYYY in English', () => {
    expect(dateFormats).toEqual({ is: 'DD.MM.YYYY', en: 'DD/MM/YYYY' });
    expect(formatDate('2026-03-05T12:00:00Z', 'is')).toBe('05.03.2026');
    expect(formatDate('2026-03-05T12:00:00Z', 'en')).toBe('05/03/2026');
  });

  it('shows what to type in the reader’s own letters: an Icelandic year is ÁÁÁÁ', () => {
    expect(datePlaceholders).toEqual({ is: 'DD.MM.ÁÁÁÁ', en: 'DD/MM/YYYY' });
    expect(timePlaceholders).toEqual({ is: 'kk:mm', en: 'HH:mm' });
  });

  it('shows times in Atlantic/Reykjavik (UTC+0 all year)', () => {
    expect(formatDateTime('2026-07-01T09:30:00Z', 'is')).toBe('01.07.2026 09:30');
    expect(formatDateTime('2026-07-01T09:30:00+02:00', 'en')).toBe('01/07/2026 07:30');
    // Just before midnight UTC is still the same calendar day in Reykjavik.
    expect(formatDate('2026-12-31T23:59:00Z', 'is')).toBe('31.12.2026');
  });

  it('shows a date-only value as it is, without shifting it', () => {
    expect(formatDate('2000-01-31', 'is')).toBe('31.01.2000');
    expect(formatDate('2000-01-31', 'en')).toBe('31/01/2000');
  });

  it('shows nothing for empty or invalid values', () => {
    expect(formatDate(null, 'is')).toBe('');
    expect(formatDate('', 'en')).toBe('');
    expect(formatDate('not a date', 'is')).toBe('');
    expect(formatDateTime(undefined, 'is')).toBe('');
  });

  it('converts between ISO instants and datetime-local input values in Reykjavik time', () => {
    expect(isoToLocalInput('2026-05-01T08:15:00.000Z')).toBe('2026-05-01T08:15');
    expect(localInputToIso('2026-05-01T08:15')).toBe('2026-05-01T08:15:00.000Z');
    expect(isoToLocalInput('')).toBe('');
    expect(localInputToIso('')).toBe('');
  });

  it('has months January..December valued 0..11', () => {
    expect(monthValues).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
  });

  it('builds a date from day, zero-based month and year', () => {
    expect(partsToIsoDate({ day: '5', month: '0', year: '1990' })).toBe('1990-01-05');
    expect(partsToIsoDate({ day: '31', month: '11', year: '2001' })).toBe('2001-12-31');
    expect(partsToIsoDate({ day: '29', month: '1', year: '2024' })).toBe('2024-02-29');
    expect(partsToIsoDate({ day: '29', month: '1', year: '2023' })).toBeNull();
    expect(partsToIsoDate({ day: '31', month: '3', year: '2023' })).toBeNull();
    expect(partsToIsoDate({ day: '', month: '3', year: '2023' })).toBeNull();
    expect(isoDateToParts('1990-01-05')).toEqual({ day: '5', month: '0', year: '1990' });
    expect(isoDateToParts(null)).toEqual({ day: '', month: '', year: '' });
  });

  it('counts whole years of age in Reykjavik', () => {
    const now = new Date('2026-06-15T12:00:00Z');
    expect(todayIso(now)).toBe('2026-06-15');
    expect(ageInYears('2010-06-15', now)).toBe(16);
    expect(ageInYears('2010-06-16', now)).toBe(15);
  });
});
