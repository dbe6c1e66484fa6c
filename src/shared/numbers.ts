import type { Language } from './enums';

/**
 * Money, numbers and percentages as each language writes them, the one formatter the screens, the
 * file exports, the PDFs and the e-mails use, so a receipt, a pay page and a register say an amount
 * the same way: "15.000 kr." and "15.000,5" in Icelandic, "ISK 15,000" and "15,000.5" in English.
 */
const locales: Record<Language, string> = { is: 'is-IS', en: 'en-GB' };

/** Keeps a number and its unit on one line: "100 %" must not break at 320 px. */
export const unitSpace = '\u00a0';

/** The separators of thousands and of decimals, for a field that formats while it is typed in. */
export const separatorsOf = (language: Language) =>
  language === 'is' ? { thousandSeparator: '.', decimalSeparator: ',' } : { thousandSeparator: ',', decimalSeparator: '.' };

const numberFormats = new Map<string, Intl.NumberFormat>();
function numberFormat(language: Language, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${language}:${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) numberFormats.set(key, (format = new Intl.NumberFormat(locales[language], options)));
  return format;
}

/** A number with at most `digits` decimals (two unless told) in the language's own style: "15.000,5" or "15,000.5". */
export function formatNumber(value: number, language: Language, digits = 2): string {
  return numberFormat(language, { maximumFractionDigits: digits }).format(value);
}

/**
 * A number with exactly `digits` decimals and no grouping of thousands, the language's decimal mark
 * between: for files a spreadsheet reads as numbers ("100,00" in Icelandic, "100.00" in English).
 */
export function formatFixed(value: number, language: Language, digits = 2): string {
  return numberFormat(language, { minimumFractionDigits: digits, maximumFractionDigits: digits, useGrouping: false }).format(value);
}

/**
 * A share given in percent (82.5 for 82.5 %): "82,5 %" in Icelandic, with a space that does not
 * break, and "82.5%" in English, which writes none; a dash when there is none.
 */
export function formatPercent(value: number | null | undefined, language: Language): string {
  if (value === null || value === undefined || Number.isNaN(value)) return '—';
  return `${formatNumber(value, language)}${percentSign[language]}`;
}
const percentSign: Record<Language, string> = { is: `${unitSpace}%`, en: '%' };

/** An amount in krónur as each language writes it: "15.000 kr." in Icelandic, "ISK 15,000" in English. */
export function formatIsk(value: number, language: Language): string {
  return numberFormat(language, { style: 'currency', currency: 'ISK', maximumFractionDigits: 0 }).format(value).replace(/\s/g, unitSpace);
}

/** An amount in its currency: krónur as above, any other after the number ("12,5 EUR"). */
export function formatAmount(amount: number, currency: string, language: Language): string {
  return currency.toUpperCase() === 'ISK' ? formatIsk(amount, language) : `${formatNumber(amount, language)}${unitSpace}${currency}`;
}

/** The values a setting or a field allows, "0–10.000.000" or "0–10,000,000". */
export function formatRange(min: number, max: number, language: Language): string {
  return `${formatNumber(min, language)}–${formatNumber(max, language)}`;
}
