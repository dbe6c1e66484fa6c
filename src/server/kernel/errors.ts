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

/** The constraint or trigger a PostgreSQL error names, wherever Drizzle wrapped it. */
export function violatedConstraint(error: unknown, depth = 0): string | undefined {
  const e = error as { constraint?: unknown; cause?: unknown } | null;
  if (!e || typeof e !== 'object' || depth > 5) return undefined;
  return typeof e.constraint === 'string' ? e.constraint : violatedConstraint(e.cause, depth + 1);
}

/**
 * Rules the database keeps for every path (decision 0027), answered as the business errors the
 * services give for them when they see the case first.
 */
const databaseRules: Record<string, () => AppError> = {
  tenant_keeps_an_administrator: () => businessError('errors:lastAdministrator'),
  pilots_keep_proved_id_number: () => businessError('errors:provedIdNumberKept'),
};

export function databaseRuleError(error: unknown): AppError | undefined {
  const constraint = violatedConstraint(error);
  return constraint ? databaseRules[constraint]?.() : undefined;
}

/** How long a client is asked to wait while the database is out of reach. */
export const databaseRetrySeconds = 5;
export const databaseUnavailable = () =>
  new AppError(503, 0, 'errors:databaseUnavailable', { seconds: databaseRetrySeconds, count: databaseRetrySeconds });

/** Network failures on the way to PostgreSQL, and its own "cannot serve you now" codes. */
const unreachableCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);
/** Admin shutdown, crash shutdown, cannot connect now (starting or stopping), too many connections. */
const unavailableStates = new Set(['57P01', '57P02', '57P03', '53300']);
/** node-postgres says these in words only. */
const unreachableMessages =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Cannot use a pool after calling end)/;

/**
 * Whether an error means the database is out of reach rather than that the request was wrong:
 * such a request answers 503 and may be tried again. Drizzle wraps the driver's error in `cause`;
 * a connection to a name with several addresses fails with all of them in `errors`.
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  const e = error as { code?: unknown; message?: unknown; address?: unknown; cause?: unknown; errors?: unknown } | null;
  if (!e || typeof e !== 'object' || depth > 5) return false;
  if (typeof e.code === 'string' && (unreachableCodes.has(e.code) || unavailableStates.has(e.code) || e.code.startsWith('08'))) return true;
  // A Unix socket that is not there: the server is not running.
  if (e.code === 'ENOENT' && typeof e.address === 'string' && e.address.includes('.s.PGSQL.')) return true;
  if (typeof e.message === 'string' && unreachableMessages.test(e.message)) return true;
  if (Array.isArray(e.errors) && e.errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))) return true;
  return isDatabaseUnavailable(e.cause, depth + 1);
}
