import type { ErrorInfo } from '../../shared/contracts/common';

/**
 * A reply's validation errors as ABP clients read them, words and members, without the problem
 * each carries for the portal's own forms: for tests about what is said.
 */
export function wordsOf(body: { error: ErrorInfo | null } | null | undefined): { message: string; members: string[] }[] | null | undefined {
  return body?.error?.validationErrors?.map(({ message, members }) => ({ message, members }));
}
