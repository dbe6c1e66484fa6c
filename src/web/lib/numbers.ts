import type { Language } from '../../shared/enums';
import { separatorsOf, unitSpace } from '../../shared/numbers';

export { formatAmount, formatIsk, formatNumber, formatPercent, formatRange } from '../../shared/numbers';

/** How a number field writes its value while typing, matching the formatters of shared/numbers.ts. */
export function numberFieldFormat(unit: 'percent' | 'isk' | 'plain', language: Language) {
  const separators = separatorsOf(language);
  if (unit === 'percent') return { ...separators, suffix: language === 'is' ? `${unitSpace}%` : '%' };
  if (unit === 'isk')
    return language === 'is' ? { ...separators, suffix: `${unitSpace}kr.` } : { ...separators, prefix: `ISK${unitSpace}` };
  return separators;
}
