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

/** The decimal digits of a non-negative number as JavaScript writes it shortest ("1.005", not 1.00499…), without an exponent. */
function plainDigits(value: number): { whole: string; fraction: string } {
  if (Number.isSafeInteger(value)) return { whole: String(value), fraction: '' };
  const [mantissa, exponent = '0'] = String(value).split('e');
  const [wholePart, fractionPart = ''] = mantissa.split('.');
  let digits = wholePart + fractionPart;
  let point = wholePart.length + Number(exponent);
  if (point <= 0) {
    digits = '0'.repeat(1 - point) + digits;
    point = 1;
  }
  digits = digits.padEnd(point, '0');
  return { whole: digits.slice(0, point), fraction: digits.slice(point) };
}

/** "1234567" as "1.234.567": a loop, as an export formats hundreds of thousands of amounts. */
function groupThousands(digits: string, separator: string): string {
  if (digits.length <= 3) return digits;
  let grouped = digits.slice(0, digits.length % 3 || 3);
  for (let at = grouped.length; at < digits.length; at += 3) grouped += separator + digits.slice(at, at + 3);
  return grouped;
}

/** A string of digits plus one: "0999" to "1000", "99" to "100". */
function incremented(digits: string): string {
  let at = digits.length - 1;
  while (at >= 0 && digits[at] === '9') at--;
  const carried = '0'.repeat(digits.length - 1 - at);
  return at < 0 ? `1${carried}` : `${digits.slice(0, at)}${String.fromCharCode(digits.charCodeAt(at) + 1)}${carried}`;
}

/** Rounds the digits to `maxDigits` decimals, half away from zero. */
function roundDigits({ whole, fraction }: { whole: string; fraction: string }, maxDigits: number): { whole: string; fraction: string } {
  if (fraction.length <= maxDigits) return { whole, fraction };
  let kept = whole + fraction.slice(0, maxDigits);
  if (fraction[maxDigits] >= '5') kept = incremented(kept);
  return { whole: kept.slice(0, kept.length - maxDigits), fraction: kept.slice(kept.length - maxDigits) };
}

/**
 * `value` rounded to `maxDigits` decimals, at least `minDigits` kept, with the language's marks, as
 * Intl.NumberFormat writes it: rounded half away from zero on the number's shortest decimal form
 * ("1.005" to "1.01"). Written by hand because the first Intl.NumberFormat a page makes loads the
 * locale's data, 130 ms of a phone's main thread in the first frame of My pages (docs/benchmark.md).
 * Intl.NumberFormat still writes the infinities and NaN.
 */
function written(value: number, language: Language, minDigits: number, maxDigits: number, grouping: boolean): string | null {
  if (!Number.isFinite(value)) return null;
  const negative = value < 0 || Object.is(value, -0);
  const { whole, fraction } = roundDigits(plainDigits(Math.abs(value)), maxDigits);
  let end = fraction.length;
  while (end > minDigits && fraction[end - 1] === '0') end--;
  const kept = fraction.slice(0, end).padEnd(minDigits, '0');
  const { thousandSeparator, decimalSeparator } = separatorsOf(language);
  const grouped = grouping ? groupThousands(whole, thousandSeparator) : whole;
  return `${negative ? '-' : ''}${grouped}${kept ? `${decimalSeparator}${kept}` : ''}`;
}

/** What Intl.NumberFormat writes, for the values `written` leaves to it. */
function intlFormat(value: number, language: Language, options: Intl.NumberFormatOptions): string {
  return new Intl.NumberFormat(locales[language], options).format(value);
}

/** A number with at most `digits` decimals (two unless told) in the language's own style: "15.000,5" or "15,000.5". */
export function formatNumber(value: number, language: Language, digits = 2): string {
  return written(value, language, 0, digits, true) ?? intlFormat(value, language, { maximumFractionDigits: digits });
}

/**
 * A number with exactly `digits` decimals and no grouping of thousands, the language's decimal mark
 * between: for files a spreadsheet reads as numbers ("100,00" in Icelandic, "100.00" in English).
 */
export function formatFixed(value: number, language: Language, digits = 2): string {
  return (
    written(value, language, digits, digits, false) ??
    intlFormat(value, language, { minimumFractionDigits: digits, maximumFractionDigits: digits, useGrouping: false })
  );
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
  const amount = written(value, language, 0, 0, true);
  if (amount === null) {
    return intlFormat(value, language, { style: 'currency', currency: 'ISK', maximumFractionDigits: 0 }).replace(/\s/g, unitSpace);
  }
  if (language === 'is') return `${amount}${unitSpace}kr.`;
  return amount.startsWith('-') ? `-ISK${unitSpace}${amount.slice(1)}` : `ISK${unitSpace}${amount}`;
}

/** An amount in its currency: krónur as above, any other after the number ("12,5 EUR"). */
export function formatAmount(amount: number, currency: string, language: Language): string {
  return currency.toUpperCase() === 'ISK' ? formatIsk(amount, language) : `${formatNumber(amount, language)}${unitSpace}${currency}`;
}

/** The values a setting or a field allows, "0–10.000.000" or "0–10,000,000". */
export function formatRange(min: number, max: number, language: Language): string {
  return `${formatNumber(min, language)}–${formatNumber(max, language)}`;
}
