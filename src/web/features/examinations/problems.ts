import { businessMessageOf, isApiError } from '../../lib/errors';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * A 400's validation errors keyed by the member path the server names (`descriptionEnglish`,
 * `questionOptions.2.descriptionIcelandic`, `minimumRequiredQuestions`).
 */
export function memberErrorsOf(error: unknown): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!isApiError(error)) return errors;
  for (const v of error.info?.validationErrors ?? []) {
    for (const member of v.members) {
      const key = member
        .replace(/\[(\d+)\]/g, '.$1')
        .split('.')
        .map((part) => part.charAt(0).toLowerCase() + part.slice(1))
        .join('.');
      if (!(key in errors)) errors[key] = v.message;
    }
  }
  return errors;
}

/**
 * What a form shows when a save fails: the fields' errors, or else one sentence — the server's own
 * (a duplicate, a refused rule) or the general "something is wrong" when no answer came.
 */
export function problemOf(error: unknown, t: Translate): { fields: Record<string, string>; message: string | null } {
  const fields = memberErrorsOf(error);
  if (Object.keys(fields).length > 0) return { fields, message: null };
  if (isApiError(error) && error.handled) return { fields, message: null };
  return { fields, message: businessMessageOf(error) ?? t('errors:unknown') };
}
