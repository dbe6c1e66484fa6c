import { LogController, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import pino, { type DestinationStream, type Logger } from 'pino';
import type { RequestContext } from './context';

/**
 * What the portal writes to its log, in one place: enough to find a fault (the error's class, the
 * PostgreSQL error code, the constraint and the statement's table), never what a person typed or
 * what would let someone act as them (a password hash, a token, a link code, a name, an e-mail
 * address). Errors from the database are described without their message or parameters, which
 * carry the row's values; other errors keep their message with such values masked.
 */

export interface LoggedError {
  type: string;
  /** PostgreSQL's SQLSTATE, or Node's error code. */
  code?: string;
  constraint?: string;
  table?: string;
  column?: string;
  routine?: string;
  /** The statement's verb and table, e.g. `insert into "users"`, or a prepared statement's name. */
  query?: string;
  message?: string;
  stack?: string;
  cause?: LoggedError;
}

type ErrorFields = {
  name?: unknown;
  code?: unknown;
  constraint?: unknown;
  table?: unknown;
  column?: unknown;
  routine?: unknown;
  severity?: unknown;
  query?: unknown;
  message?: unknown;
  stack?: unknown;
  cause?: unknown;
};

const sqlState = /^[0-9A-Z]{5}$/;
const isDatabaseError = (e: ErrorFields) =>
  (typeof e.code === 'string' && sqlState.test(e.code) && typeof e.severity === 'string') || typeof e.query === 'string';

/** `insert into "users" (…) values (…)` -> `insert into "users"`: which statement, never its values. */
export function statementOf(sql: string): string {
  const match = /^\s*(?:with\s+.*?\)\s*)?(select\b.*?\bfrom\s+\S+|insert\s+into\s+\S+|update\s+\S+|delete\s+from\s+\S+|\w+)/is.exec(sql);
  const head = match ? match[1] : sql.slice(0, 20);
  return head.replace(/\s+/g, ' ').slice(0, 80);
}

/** Masks what may name or identify someone in free text: e-mail addresses, password hashes, tokens. */
export function maskSecrets(text: string): string {
  return (
    text
      .replace(/\$argon2[a-z]*\$[^\s"',)]*/gi, '[hash]')
      .replace(/[^\s@"'<>(),;:]+@[^\s@"'<>(),;:]+\.[^\s@"'<>(),;:]+/g, '[email]')
      .replace(/eyJ[\w-]+\.[\w-]+\.[\w-]*/g, '[token]')
      // Tokens and codes: long runs of letters and digits mixed (file names in a stack have no digits).
      .replace(/(?<![\w-])(?=[\w-]*\d)(?=[\w-]*[A-Za-z])[\w-]{24,}/g, '[secret]')
  );
}

export function describeError(error: unknown, depth = 0): LoggedError {
  if (!error || typeof error !== 'object') return { type: typeof error, message: maskSecrets(String(error)).slice(0, 500) };
  const e = error as ErrorFields;
  const type = (error as object).constructor?.name ?? 'Object';
  const described: LoggedError = { type };
  if (typeof e.code === 'string') described.code = e.code;
  if (isDatabaseError(e)) {
    for (const key of ['constraint', 'table', 'column', 'routine'] as const)
      if (typeof e[key] === 'string') described[key] = e[key] as string;
    if (typeof e.query === 'string') described.query = statementOf(e.query);
  } else {
    if (typeof e.message === 'string') described.message = maskSecrets(e.message).slice(0, 1000);
    if (typeof e.stack === 'string') described.stack = maskSecrets(e.stack.split('\n').slice(1).join('\n'));
  }
  if (e.cause !== undefined && depth < 3) described.cause = describeError(e.cause, depth + 1);
  return described;
}

/**
 * An error's class and, when it has one, its code (a SQLSTATE, Node's or nodemailer's), never its
 * message: for lines about work done on someone's behalf (a job, a mail), whose errors may quote
 * what they were working on.
 */
export function errorClassOf(error: unknown): { errorClass: string; errorCode?: string } {
  if (!error || typeof error !== 'object') return { errorClass: typeof error };
  const code = (error as { code?: unknown }).code;
  return { errorClass: error.constructor?.name ?? 'Object', ...(typeof code === 'string' ? { errorCode: code } : {}) };
}

/** Query values that are only numbers or true/false (ids, pages, types) stay; any other is masked. */
export function maskedUrl(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const masked = url
    .slice(at + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      if (eq < 0) return pair;
      const value = pair.slice(eq + 1);
      return /^(-?\d{1,10}|true|false)?$/i.test(value) ? pair : `${pair.slice(0, eq)}=*`;
    })
    .join('&');
  return `${url.slice(0, at)}?${masked}`;
}

/**
 * The request as its line says it: what was asked, from which address (`request.ip`: the
 * connection's, or the client a trusted proxy names, as TRUST_PROXY allows), and by whom, as ids
 * only: the signed-in user and their tenant (null for the host's), or the tenant an anonymous
 * client named. A route that reads nobody (health, files) knows no user.
 */
function describeRequest(request: FastifyRequest) {
  const described: { method: string; url: string; requestId: string; clientIp: string; userId?: number; tenantId?: number | null } = {
    method: request.method,
    url: maskedUrl(request.url),
    requestId: request.id,
    clientIp: request.ip,
  };
  // Absent when the request failed before its context was built.
  const ctx = request.ctx as RequestContext | null;
  if (ctx?.actor) {
    described.userId = ctx.actor.userId;
    described.tenantId = ctx.actor.tenantId;
  } else if (ctx?.tenantId) described.tenantId = ctx.tenantId;
  return described;
}

/** Keys that carry secrets or personal data wherever they appear in a logged object. */
const sensitiveKeys = [
  'authorization',
  'cookie',
  'password',
  'newPassword',
  'currentPassword',
  'passwordHash',
  'token',
  'accessToken',
  'encryptedAccessToken',
  'passwordResetCode',
  'emailAddress',
  'email',
  'name',
  'surname',
  'userNameOrEmailAddress',
  'params',
];

const sensitive = new Set(sensitiveKeys);
/** Keys whose serializers (below, and Fastify's for `res`) already write only what is safe. */
const serializedKeys = new Set(['req', 'res', 'err']);
const redacted = '[redacted]';

/**
 * Masks sensitive keys at the top of a logged object and one level down (what pino's `redact`
 * paths `key` and `*.key` would), copying only what it changes. Done here rather than through
 * pino's `redact`, whose wildcard paths walked every value of every line, the request line's too,
 * at a fifth of a small reply's cost; the request line's values are serialized safely and skipped.
 */
export function redactLogged(logged: Record<string, unknown>): Record<string, unknown> {
  let out = logged;
  const change = (key: string, value: unknown) => {
    if (out === logged) out = { ...logged };
    out[key] = value;
  };
  for (const key in logged) {
    if (!Object.hasOwn(logged, key)) continue;
    const value = logged[key];
    if (sensitive.has(key)) change(key, redacted);
    else if (!serializedKeys.has(key) && value && typeof value === 'object' && !Array.isArray(value)) {
      let inner = value as Record<string, unknown>;
      for (const innerKey in value) {
        if (!Object.hasOwn(value, innerKey) || !sensitive.has(innerKey)) continue;
        if (inner === value) inner = { ...(value as Record<string, unknown>) };
        inner[innerKey] = redacted;
      }
      if (inner !== value) change(key, inner);
    }
  }
  return out;
}

/** The logger options for Fastify, as `main.ts` uses them and the tests that read the log. */
export function loggerOptions(level: string): Exclude<FastifyServerOptions['logger'], boolean | undefined> {
  // Fastify's types expect pino's own error shape (a message and a stack always); ours may omit both.
  const errorSerializer = describeError as unknown as (error: Error) => { type: string; message: string; stack: string };
  return {
    level,
    serializers: { err: errorSerializer, req: describeRequest as never },
    formatters: { log: redactLogged },
  };
}

export type { Logger };

/**
 * The portal's one logger: the app's request lines, the job queue, the mail and backup workers and
 * the embedded database all write through it, so that everything on standard output is a JSON line
 * with the same redaction. `npm start` writes to `blockLogDestination`; a test to a stream it reads.
 */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  return pino(loggerOptions(level) as pino.LoggerOptions, destination ?? pino.destination(1));
}

/** For tests and tools that say nothing: every level off, and nothing serialized. */
export const silentLogger: Logger = pino({ level: 'silent' });

/** The log's output in blocks of at least this many bytes (a busy portal's dozen lines or so). */
const logBlockBytes = 4096;

/**
 * Where `npm start` writes its log: a file descriptor (standard output), in blocks rather than
 * line by line. A write per line was a system call per request, and a wake-up of whatever reads
 * the log (a service manager, a container runtime), which cost a busy portal about a tenth of its
 * reads a second (docs/benchmark.md). A quiet portal's lines wait at most `flushMs`; what is held
 * when the process exits, by `process.exit` or a crash, is written then (pino's flush on exit).
 */
export function blockLogDestination(fd: number, flushMs = 500) {
  const destination = pino.destination({ dest: fd, sync: false, minLength: logBlockBytes });
  setInterval(() => destination.flush(), flushMs).unref();
  return destination;
}

/**
 * One line per request, when it has been answered: what was asked (`req`, masked as above), the
 * status and the time it took. Fastify's default writes two (`incoming request` and `request
 * completed`); at `info` the second line cost a busy portal about a third of its reads a second.
 */
export class OneLineRequestLog extends LogController {
  override incomingRequest() {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    const responseTime = Math.round(reply.elapsedTime * 10) / 10;
    if (error) reply.log.error({ req: request, res: reply, err: error, responseTime }, 'request errored');
    // A balancer's or container runtime's probe, every few seconds from each: at `info` it would
    // be most of a quiet portal's log. A failing one shows at the balancer, its cause in other lines.
    else if (request.routeOptions.url?.startsWith('/health/'))
      reply.log.debug({ req: request, res: reply, responseTime }, 'request completed');
    else reply.log.info({ req: request, res: reply, responseTime }, 'request completed');
  }
}
