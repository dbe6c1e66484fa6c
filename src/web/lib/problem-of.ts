import { businessMessageOf, fieldErrorsOf, isApiError } from './errors';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * What a form shows when a save fails: the fields' errors, or else one sentence — the server's own
 * (a duplicate, a refused rule) or the general "something is wrong" when no answer came.
 */
export function problemOf(error: unknown, t: Translate): { fields: Record<string, string>; message: string | null } {
  // Keyed by the whole member path the server names (`questionOptions.2.descriptionIcelandic`).
  const fields = fieldErrorsOf(error, 'member');
  if (Object.keys(fields).length > 0) return { fields, message: null };
  if (isApiError(error) && error.handled) return { fields, message: null };
  return { fields, message: businessMessageOf(error) ?? t('errors:unknown') };
}
