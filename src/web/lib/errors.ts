import type { ErrorInfo, ValidationError } from '../../shared/contracts/common';
import { ErrorCode } from '../../shared/errors';
import type { ProblemLike } from '../../shared/issue-message';

export type ApiErrorKind = 'http' | 'network' | 'timeout';

/** A failed call: an HTTP error reply (with the ABP error when there was one), or no reply at all. */
export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly status: number | null;
  readonly info: ErrorInfo | null;
  /** Set when the client already dealt with it (a 401 that sent the user to the login screen). */
  handled: boolean;

  constructor(kind: ApiErrorKind, status: number | null, info: ErrorInfo | null, handled = false) {
    super(info?.message || (kind === 'http' ? `HTTP ${status}` : kind));
    this.name = 'ApiError';
    this.kind = kind;
    this.status = status;
    this.info = info;
    this.handled = handled;
  }

  get code(): number | null {
    return this.info?.code ?? null;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

type Translate = (key: string, options?: Record<string, unknown>) => string;

export type ErrorPresentation = { kind: 'none' } | { kind: 'modal'; title: string; message: string };

/**
 * The global error rules of requirements §8:
 * - message and details: a modal with the message as title and the details as content;
 * - only a message: code 449 -> titled for registration failure; 450 -> nothing (the caller
 *   handles it); any other code -> titled for login failure;
 * - no response at all: an unknown-error modal with the fallback text.
 */
export function presentError(error: unknown, t: Translate): ErrorPresentation {
  if (isApiError(error) && error.handled) return { kind: 'none' };
  if (!isApiError(error) || error.kind !== 'http') return unknownError(t);
  const info = error.info;
  if (!info || !info.message) return unknownError(t);
  if (info.details) return { kind: 'modal', title: info.message, message: info.details };
  if (info.code === ErrorCode.Duplicate) return { kind: 'none' };
  if (info.code === ErrorCode.RegistrationFailed) return { kind: 'modal', title: t('errors:title.registration'), message: info.message };
  return { kind: 'modal', title: t('errors:title.login'), message: info.message };
}

function unknownError(t: Translate): ErrorPresentation {
  return {
    kind: 'modal',
    title: t('errors:title.unknown'),
    message: t('errors:unknown', { defaultValue: 'Something is wrong. Please check back later.' }),
  };
}

/**
 * Validation errors of a 400 reply, keyed by form field. The server names members by camelCase paths
 * (`dateOfBirth`, `grantedPermissions.2`, `questionOptions[1].DescriptionEnglish`); by default the first
 * segment names the field, and `'member'` keeps the whole path (`questionOptions.1.descriptionEnglish`)
 * for forms with lists of fields. The first message of each key wins.
 */
export function fieldErrorsOf(error: unknown, keyedBy: 'field' | 'member' = 'field'): Record<string, string> {
  return byMember(error, keyedBy, (v) => v.message);
}

/**
 * The server's validation errors as problems a form keeps: the problem itself where the server sent
 * it (said again in a new language, named the form's way), the server's words otherwise.
 */
export function fieldProblemsOf(error: unknown, keyedBy: 'field' | 'member' = 'field'): Record<string, ProblemLike> {
  return byMember(error, keyedBy, (v, path) => (v.problem ? { key: v.problem.key, params: v.problem.params, field: path[0] } : v.message));
}

/** Each validation error's `pick`, under its field or member path; the first of each key wins. */
function byMember<T>(error: unknown, keyedBy: 'field' | 'member', pick: (v: ValidationError, path: string[]) => T): Record<string, T> {
  const out: Record<string, T> = {};
  if (!isApiError(error)) return out;
  for (const v of error.info?.validationErrors ?? []) {
    for (const member of v.members) {
      const path = memberPath(member);
      const key = keyedBy === 'field' ? path[0] : path.join('.');
      if (key && !(key in out)) out[key] = pick(v, path);
    }
  }
  return out;
}

/** `Options[2].Name` -> ['options', '2', 'name']. */
function memberPath(member: string): string[] {
  return member
    .replace(/\[(\d+)\]/g, '.$1')
    .split('.')
    .map((part) => part.charAt(0).toLowerCase() + part.slice(1));
}

export function hasFieldErrors(error: unknown): boolean {
  return Object.keys(fieldErrorsOf(error)).length > 0;
}

/** A business error the caller shows itself (e.g. a duplicate), or null. */
export function businessMessageOf(error: unknown): string | null {
  if (!isApiError(error) || error.kind !== 'http' || !error.info?.message) return null;
  return error.info.message;
}
