import { describe, expect, it } from 'vitest';
import { ageInYears, ageOn, calendarDay, isCalendarDate, isValidDateOfBirth, todayIso } from './dates';
import { dateOfBirth } from './contracts/common';

describe('calendar days', () => {
  it('takes the day in Reykjavík, which is the UTC one', () => {
    expect(calendarDay(new Date('2026-06-15T23:59:59Z'))).toBe('2026-06-15');
    expect(todayIso(new Date('2026-01-01T00:00:00Z'))).toBe('2026-01-01');
  });

  it('knows real calendar dates', () => {
    for (const good of ['2000-02-29', '1753-03-01', '2026-12-31']) expect(isCalendarDate(good), good).toBe(true);
    for (const bad of ['2001-02-29', '1990-13-01', '1990-1-1', '', '1990-01-01T00:00:00Z']) expect(isCalendarDate(bad), bad).toBe(false);
  });
});

describe('age', () => {
  const now = new Date('2026-06-15T12:00:00Z');

  it('counts whole years, the birthday itself included', () => {
    expect(ageInYears('2010-06-15', now)).toBe(16);
    expect(ageInYears('2010-06-16', now)).toBe(15);
    expect(ageOn('2000-12-31', '2026-01-01')).toBe(25);
  });

  it('lets a 29 February birthday come on 1 March', () => {
    expect(ageOn('2008-02-29', '2026-02-28')).toBe(17);
    expect(ageOn('2008-02-29', '2026-03-01')).toBe(18);
  });
});

describe('date of birth', () => {
  const now = new Date('2026-06-15T12:00:00Z');

  it('is a real date after 1900 and before today', () => {
    expect(isValidDateOfBirth('1990-05-17', now)).toBe(true);
    expect(isValidDateOfBirth('1901-01-01', now)).toBe(true);
    expect(isValidDateOfBirth('2026-06-14', now)).toBe(true);
  });

  it('refuses today, the future, impossible dates and years up to 1900', () => {
    expect(isValidDateOfBirth('2026-06-15', now)).toBe(false);
    expect(isValidDateOfBirth('2999-01-01', now)).toBe(false);
    expect(isValidDateOfBirth('1990-02-30', now)).toBe(false);
    expect(isValidDateOfBirth('1900-12-31', now)).toBe(false);
    expect(isValidDateOfBirth('1753-03-01', now)).toBe(false);
  });
});

describe('the dateOfBirth contract field', () => {
  const messagesOf = (value: string) => {
    const result = dateOfBirth.safeParse(value);
    return result.success ? [] : result.error.issues.map((issue) => issue.message);
  };

  it('takes a believable date of birth and says in one message what is wrong with another', () => {
    expect(messagesOf('1990-05-17')).toEqual([]);
    expect(messagesOf('1990-02-30')).toEqual(['validation.date']);
    expect(messagesOf('')).toEqual(['validation.date']);
    expect(messagesOf('1900-06-01')).toEqual(['errors.dateOfBirthInvalid']);
    expect(messagesOf('2999-01-01')).toEqual(['errors.dateOfBirthInvalid']);
    expect(messagesOf(todayIso())).toEqual(['errors.dateOfBirthInvalid']);
  });
});
