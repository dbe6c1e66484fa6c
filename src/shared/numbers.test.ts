import { describe, expect, it } from 'vitest';
import { formatAmount, formatFixed, formatIsk, formatNumber, formatPercent, formatRange } from './numbers';

const nbsp = '\u00a0';

describe('numbers in each language', () => {
  it('groups thousands and marks decimals as the language does', () => {
    expect(formatNumber(15000.5, 'is')).toBe('15.000,5');
    expect(formatNumber(15000.5, 'en')).toBe('15,000.5');
    expect(formatNumber(10000000, 'is')).toBe('10.000.000');
    expect(formatNumber(2.345, 'en', 1)).toBe('2.3');
  });

  it('writes a number for a spreadsheet with fixed decimals and no grouping', () => {
    expect(formatFixed(1234.5, 'is')).toBe('1234,50');
    expect(formatFixed(1234.5, 'en')).toBe('1234.50');
  });

  it('writes krónur as Icelandic and English readers expect', () => {
    expect(formatIsk(5000, 'is')).toBe(`5.000${nbsp}kr.`);
    expect(formatIsk(15000, 'en')).toBe(`ISK${nbsp}15,000`);
  });

  it('writes an amount in its currency: krónur as above, any other after the number', () => {
    expect(formatAmount(5000, 'isk', 'is')).toBe(`5.000${nbsp}kr.`);
    expect(formatAmount(5000, 'ISK', 'en')).toBe(`ISK${nbsp}5,000`);
    expect(formatAmount(12.5, 'EUR', 'is')).toBe(`12,5${nbsp}EUR`);
  });

  it('writes a percentage with the sign each language uses, and a dash for none', () => {
    expect(formatPercent(100, 'is')).toBe(`100${nbsp}%`);
    expect(formatPercent(82.5, 'is')).toBe(`82,5${nbsp}%`);
    expect(formatPercent(75, 'en')).toBe('75%');
    expect(formatPercent(82.5, 'en')).toBe('82.5%');
    expect(formatPercent(null, 'en')).toBe('—');
  });

  it('writes a range of allowed values with its thousands grouped', () => {
    expect(formatRange(0, 10000000, 'is')).toBe('0–10.000.000');
    expect(formatRange(0, 10000000, 'en')).toBe('0–10,000,000');
  });
});

describe('numbers written by hand', () => {
  /** Values of every kind a register shows: whole, halves and ties, tiny, negative, large, and the zeros. */
  function values(): number[] {
    let seed = 20261129;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const fixed = [
      0, -0, 1e-7, -5e-7, 4.9999e-3, 9.9999, 0.5, 1.5, 2.5, 0.125, 0.005, 1.005, -0.125, -0.001, 999.995, 1e20, -9.99e20, 1e21, 1.5e22,
      123456789012345680000, 1234567.891, 5000, 15000.5,
    ];
    const random = Array.from({ length: 2000 }, (_, i) => {
      const magnitude = 10 ** Math.floor(next() * 12 - 3);
      const value = (next() - 0.3) * magnitude;
      return i % 3 === 0 ? Math.round(value * 1000) / 1000 : value;
    });
    return [...fixed, ...random];
  }

  it('write every value as Intl.NumberFormat does, in both languages', () => {
    const locale = { is: 'is-IS', en: 'en-GB' } as const;
    for (const language of ['is', 'en'] as const) {
      const intl = (options: Intl.NumberFormatOptions, value: number) => new Intl.NumberFormat(locale[language], options).format(value);
      for (const value of values()) {
        for (const digits of [0, 1, 2, 3])
          expect(formatNumber(value, language, digits), `${language} ${value} ${digits}`).toBe(
            intl({ maximumFractionDigits: digits }, value),
          );
        expect(formatFixed(value, language), `${language} ${value}`).toBe(
          intl({ minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: false }, value),
        );
        expect(formatIsk(value, language), `${language} ${value}`).toBe(
          intl({ style: 'currency', currency: 'ISK', maximumFractionDigits: 0 }, value).replace(/\s/g, nbsp),
        );
      }
    }
  });

  it('leave to Intl.NumberFormat only what is not a number, and write the largest and smallest themselves', () => {
    expect(formatNumber(Number.POSITIVE_INFINITY, 'is')).toBe('∞');
    expect(formatNumber(Number.NaN, 'en')).toBe('NaN');
    expect(formatNumber(1.005, 'is')).toBe('1,01');
    expect(formatNumber(1e-7, 'en', 3)).toBe('0');
    expect(formatNumber(-5e-7, 'is', 6)).toBe('-0,000001');
    expect(formatNumber(1e21, 'is')).toBe('1.000.000.000.000.000.000.000');
    expect(formatIsk(-1e22, 'en')).toBe(`-ISK${nbsp}10,000,000,000,000,000,000,000`);
  });
});
