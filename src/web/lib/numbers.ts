import type { Language } from '../../shared/enums';

const locales: Record<Language, string> = { is: 'is-IS', en: 'en-GB' };

/** Keeps a number and its unit on one line: "100 %" must not break at 320 px. */
const unitSpace = '\u00a0';

/** A number with at most two decimals in the language's own style: "15.000,5" or "15,000.5". */
export function formatNumber(value: number, language: Language): string {
  return new Intl.NumberFormat(locales[language], { maximumFractionDigits: 2 }).format(value);
}

/** A share in percent, "82,5 %" or "82.5 %", the same in text and in a progress bar's spoken value; a dash when there is none. */
export function formatPercent(value: number | null | undefined, language: Language): string {
  if (value === null || value === undefined || Number.isNaN(value)) return '—';
  return `${formatNumber(value, language)}${unitSpace}%`;
}

/** An amount in krónur as each language writes it: "15.000 kr." in Icelandic, "ISK 15,000" in English. */
export function formatIsk(value: number, language: Language): string {
  return new Intl.NumberFormat(locales[language], { style: 'currency', currency: 'ISK', maximumFractionDigits: 0 })
    .format(value)
    .replace(/\s/g, unitSpace);
}

/** An amount in its currency, krónur as each language writes them. */
export function formatAmount(amount: number, currency: string, language: Language): string {
  return currency.toUpperCase() === 'ISK' ? formatIsk(amount, language) : `${formatNumber(amount, language)}${unitSpace}${currency}`;
}

/** How a number field writes its value while typing, matching the formatters above. */
export function numberFieldFormat(unit: 'percent' | 'isk' | 'plain', language: Language) {
  const separators =
    language === 'is' ? { thousandSeparator: '.', decimalSeparator: ',' } : { thousandSeparator: ',', decimalSeparator: '.' };
  if (unit === 'percent') return { ...separators, suffix: `${unitSpace}%` };
  if (unit === 'isk')
    return language === 'is' ? { ...separators, suffix: `${unitSpace}kr.` } : { ...separators, prefix: `ISK${unitSpace}` };
  return separators;
}
