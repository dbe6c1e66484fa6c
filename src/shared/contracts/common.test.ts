import { describe, expect, it } from 'vitest';
import { dateOrInstant, entityId, int, isoDate, isStorableText, queryInt, text } from './common';

describe('text()', () => {
  it('refuses a NUL and a lone surrogate, and keeps every other character', () => {
    for (const bad of ['\u0000', 'a\u0000b', '\uD800', 'x\uDBFF', '\uDC00', 'a\uDFFFb', '\uDC00\uD800'])
      expect(isStorableText(bad), JSON.stringify(bad)).toBe(false);
    for (const good of ['', 'Þórður Ægisson', '👩‍✈️🚁', '\uD83D\uDE81', '\u202Eabc', 'a\u200Bb', '\u0001\t\r\n', 'e\u0301']) {
      expect(isStorableText(good), JSON.stringify(good)).toBe(true);
    }
    const name = text().trim().min(1).max(5);
    expect(name.safeParse('  abc ').data).toBe('abc');
    expect(name.safeParse('a\u0000').error?.issues[0]).toMatchObject({ code: 'custom', message: 'validation.invalidCharacter' });
  });
});

describe('whole numbers', () => {
  it('stay within PostgreSQL’s integer, in bodies and in query strings', () => {
    expect(int.safeParse(2_147_483_647).success).toBe(true);
    expect(int.safeParse(-2_147_483_648).success).toBe(true);
    for (const bad of [2_147_483_648, -2_147_483_649, 2 ** 53 + 2, 1e308, 1.5, '1'])
      expect(int.safeParse(bad).success, String(bad)).toBe(false);
    expect(queryInt.safeParse('2147483647').data).toBe(2_147_483_647);
    for (const bad of ['2147483648', '9'.repeat(40), '1e400', 'NaN', '1.5']) expect(queryInt.safeParse(bad).success, bad).toBe(false);
    expect(queryInt.positive().safeParse('2147483648').error?.issues[0]).toMatchObject({ code: 'too_big', maximum: 2_147_483_647 });
    expect(entityId.safeParse(0).success).toBe(false);
  });
});

describe('dates', () => {
  it('are real calendar dates from 1753 to 2199', () => {
    for (const good of ['1753-01-01', '1753-03-01', '2000-02-29', '2199-12-31']) expect(isoDate.safeParse(good).success, good).toBe(true);
    for (const bad of ['1752-12-31', '2200-01-01', '9999-12-31', '0000-01-01', '2023-02-29', '2024-1-1', '2024-01-01T00:00:00Z']) {
      expect(isoDate.safeParse(bad).success, bad).toBe(false);
    }
  });

  it('as a filter bound, take a date or an ISO instant in the same range', () => {
    for (const good of ['2024-05-01', '2024-05-01T12:00:00Z', '2024-05-01T12:00:00.000+00:00', ' 2199-12-31T23:59:59Z ']) {
      expect(dateOrInstant.safeParse(good).success, good).toBe(true);
    }
    for (const bad of [
      '9999-12-31',
      '+275760-09-13T00:00:00Z',
      '0001-01-01T00:00:00Z',
      '2200-01-01T00:00:00Z',
      'yesterday',
      'May 1 2024',
      '2024-02-30',
    ]) {
      expect(dateOrInstant.safeParse(bad).success, bad).toBe(false);
    }
  });
});
