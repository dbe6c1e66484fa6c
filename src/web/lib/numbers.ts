import type { Language } from '../../shared/enums';

const locales: Record<Language, string> = { is: 'is-IS', en: 'en-GB' };

/** A number with at most two decimals in the language's own style: "82,5" or "82.5". */
export function formatNumber(value: number, language: Language): string {
  return new Intl.NumberFormat(locales[language], { maximumFractionDigits: 2 }).format(value);
}

/** A score in percent, "82,5 %"; a dash when there is none. */
export function formatPercent(value: number | null | undefined, language: Language): string {
  if (value === null || value === undefined || Number.isNaN(value)) return '—';
  return `${formatNumber(value, language)} %`;
}
