import { ErrorCode } from '../../shared/errors';

type Params = Record<string, string | number>;

/** An error the caller is meant to see: an HTTP status, an ABP code and a translation key. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: number,
    readonly messageKey: string,
    readonly params: Params = {},
    readonly detailsKey?: string,
    readonly validationErrors?: { messageKey: string; params?: Params; members: string[] }[],
  ) {
    super(messageKey);
  }
}

export const unauthorized = () => new AppError(401, 0, 'errors:unauthorized');
export const forbidden = (permission?: string) =>
  new AppError(403, 0, 'errors:forbidden', permission ? { permission } : {}, permission ? 'errors:forbiddenDetails' : undefined);
/** Something only the host's administrators may do, refused to a tenant's user whatever they hold. */
export const hostOnly = () => new AppError(403, 0, 'errors:forbidden', {}, 'errors:hostOnly');
/** Missing, deleted and other tenants' or users' records answer alike, so nothing leaks. */
export const notFound = () => new AppError(404, 0, 'errors:notFound');
export const businessError = (messageKey: string, params?: Params) => new AppError(400, ErrorCode.BusinessRule, messageKey, params);
export const duplicate = (messageKey: string, params?: Params) => new AppError(400, ErrorCode.Duplicate, messageKey, params);
export const registrationFailed = (messageKey: string, params?: Params) =>
  new AppError(400, ErrorCode.RegistrationFailed, messageKey, params);
/** A 400 naming one field, as a validation failure would. */
export const invalidField = (member: string, messageKey: string, params?: Params) =>
  new AppError(400, 0, 'errors:invalidRequest', {}, 'errors:invalidRequestDetails', [{ messageKey, params, members: [member] }]);

/** PostgreSQL's unique violation, for turning a race on a unique index into a duplicate error. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const e = error as { code?: string; constraint?: string; cause?: unknown };
  if (e?.code === '23505') return constraint === undefined || e.constraint === constraint;
  return e?.cause ? isUniqueViolation(e.cause, constraint) : false;
}
