import { isValidDateOfBirth } from '../../shared/dates';
import { nameMarks } from '../../shared/printable-name';
import { ageInYears, partsToIsoDate, type DateParts } from './dates';
import type { Problem } from '../../shared/issue-message';

/**
 * The form helper rules of requirements §5. Each returns null when the value passes, or
 * the message it was given. Empty values pass the min/max and date checks: requiredness is a
 * separate rule.
 */
export function minValue(value: string | number | null | undefined, min: number, message: string): string | null {
  if (value === null || value === undefined || value === '') return null;
  return Number(value) < min ? message : null;
}

export function maxValue(value: string | number | null | undefined, max: number, message: string): string | null {
  if (value === null || value === undefined || value === '') return null;
  return Number(value) > max ? message : null;
}

export function requiredWhen(condition: boolean, value: unknown, message: string): string | null {
  if (!condition) return null;
  return isEmptyValue(value) ? message : null;
}

/** An empty-or-spaces test for text. */
export function isBlank(value: string | null | undefined): boolean {
  return value === null || value === undefined || value.trim() === '';
}

function isEmptyValue(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return isBlank(value);
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

/** The placeholder the old system stored for an invalid date of birth (1 March 1753). */
export const invalidDateOfBirthPlaceholder = '1753-03-01';

/**
 * Builds a date from day, zero-based month and year; fails with the message when it is not a date
 * of birth the server would take (a real date after 1900, before today). Skipped while any part is empty.
 */
export function dateOfBirthProblem(parts: DateParts, message: string, now: Date = new Date()): string | null {
  if (parts.day === '' || parts.month === '' || parts.year === '') return null;
  const iso = partsToIsoDate(parts);
  return iso !== null && isValidDateOfBirth(iso, now) ? null : message;
}

const notInName = new RegExp(`[^\\p{L}\\p{M}${nameMarks}]`, 'gu');

/**
 * Letters (Icelandic and Nordic included) and the marks names carry (space, hyphen, apostrophe,
 * the period of an initial): the key filter for name inputs, by the contract's own rule.
 * Combining marks stay, so an accent typed apart from its letter composes with it (the contract
 * composes names); letters the certificate cannot print stay too, and the form says why it refuses them.
 */
export function filterNameInput(value: string): string {
  return value.replace(notInName, '');
}

/**
 * What is wrong with a date of birth given as parts, as a problem said in the reader's language:
 * missing ("Enter your date of birth"), not a real past date, or under the age limit.
 */
export function dateOfBirthIssue(parts: DateParts, ageLimit?: number, now: Date = new Date()): Problem | null {
  if (parts.day === '' || parts.month === '' || parts.year === '') return { key: 'validation:required', field: 'dateOfBirth' };
  if (dateOfBirthProblem(parts, 'invalid', now)) return { key: 'errors:dateOfBirthInvalid' };
  const iso = partsToIsoDate(parts);
  if (iso && ageLimit !== undefined && Number.isFinite(ageLimit) && ageLimit > 0 && ageInYears(iso, now) < ageLimit) {
    return { key: 'errors:tooYoung', params: { age: ageLimit } };
  }
  return null;
}
