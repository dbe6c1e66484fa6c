import { describe, expect, it } from 'vitest';
import { formatAmount, formatIsk, formatNumber, formatPercent, numberFieldFormat } from './numbers';

const nbsp = '\u00a0';

describe('numbers in each language', () => {
  it('groups thousands and marks decimals as the language does', () => {
    expect(formatNumber(15000.5, 'is')).toBe('15.000,5');
    expect(formatNumber(15000.5, 'en')).toBe('15,000.5');
  });

  it('writes krónur as Icelandic and English readers expect', () => {
    expect(formatIsk(15000, 'is')).toBe(`15.000${nbsp}kr.`);
    expect(formatIsk(15000, 'en')).toBe(`ISK${nbsp}15,000`);
  });

  it('writes an amount in its currency: krónur as above, any other after the number', () => {
    expect(formatAmount(5000, 'isk', 'is')).toBe(`5.000${nbsp}kr.`);
    expect(formatAmount(5000, 'ISK', 'en')).toBe(`ISK${nbsp}5,000`);
    expect(formatAmount(12.5, 'EUR', 'is')).toBe(`12,5${nbsp}EUR`);
  });

  it('keeps a percentage on one line, and gives a dash for none', () => {
    expect(formatPercent(100, 'is')).toBe(`100${nbsp}%`);
    expect(formatPercent(82.5, 'is')).toBe(`82,5${nbsp}%`);
    expect(formatPercent(82.5, 'en')).toBe(`82.5${nbsp}%`);
    expect(formatPercent(null, 'en')).toBe('—');
  });

  it('formats a number field the same way while it is typed in', () => {
    expect(numberFieldFormat('isk', 'is')).toEqual({ thousandSeparator: '.', decimalSeparator: ',', suffix: `${nbsp}kr.` });
    expect(numberFieldFormat('isk', 'en')).toEqual({ thousandSeparator: ',', decimalSeparator: '.', prefix: `ISK${nbsp}` });
    expect(numberFieldFormat('percent', 'en')).toMatchObject({ suffix: `${nbsp}%` });
  });
});
