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
