import { describe, expect, it } from 'vitest';
import { formatPercent } from '../../shared/numbers';
import { numberFieldFormat } from './numbers';

const nbsp = '\u00a0';

describe('a number field', () => {
  it('formats its value while it is typed in as the formatters write it', () => {
    expect(numberFieldFormat('isk', 'is')).toEqual({ thousandSeparator: '.', decimalSeparator: ',', suffix: `${nbsp}kr.` });
    expect(numberFieldFormat('isk', 'en')).toEqual({ thousandSeparator: ',', decimalSeparator: '.', prefix: `ISK${nbsp}` });
    expect(numberFieldFormat('percent', 'en')).toMatchObject({ suffix: '%' });
    expect(numberFieldFormat('percent', 'is')).toMatchObject({ suffix: `${nbsp}%` });
    expect(formatPercent(75, 'en')).toBe('75%');
    expect(formatPercent(75, 'is')).toBe(`75${nbsp}%`);
  });
});
