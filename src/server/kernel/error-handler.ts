import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorInfo, ValidationError } from '../../shared/contracts/common';
import type { Language } from '../../shared/enums';
import { issueProblem, problemText, valueAt, type Problem } from '../../shared/issue-message';
import { AppError, databaseRuleError, databaseUnavailable, isDatabaseUnavailable } from './errors';
import { translate, translatorFor } from './i18n';
import { describeError } from './logger';

interface ZodIssueLike {
  keyword: string;
  instancePath: string;
  message: string;
  params: Record<string, unknown>;
}

/**
 * One validation error: the problem in the same words a form says it in, naming the field ("Enter
 * your first name"), and, when the browser has its words too (the validation texts), the problem
 * itself, so that a form can say it its own way.
 */
function validationErrorOf(language: Language, problem: Problem, members: string[]): ValidationError {
  const message = problemText(problem, translatorFor(language));
  if (!problem.key.startsWith('validation:')) return { message, members };
  return { message, members, problem: problem.params ? { key: problem.key, params: problem.params } : { key: problem.key } };
}

function issueError(language: Language, issue: ZodIssueLike, body: unknown): ValidationError {
  const path = issue.instancePath
    .split('/')
    .filter(Boolean)
    .map((segment) => (/^\d+$/.test(segment) ? Number(segment) : segment));
  const problem = issueProblem({ code: issue.keyword, message: issue.message, ...issue.params }, path, valueAt(body, path));
  return validationErrorOf(language, problem, [issue.instancePath.replace(/^\//, '').replace(/\//g, '.')].filter(Boolean));
}

function errorBody(error: ErrorInfo, unAuthorizedRequest = false) {
  return { result: null, targetUrl: null, success: false, error, unAuthorizedRequest, __abp: true as const };
}

/** "Try again in 1 second" or "in 60 seconds": the count picks the plural form. */
const retryIn = (seconds: number) => ({ seconds, count: seconds });

export function sendError(reply: FastifyReply, language: Language, error: AppError) {
  const info: ErrorInfo = {
    code: error.code,
    message: translate(language, error.messageKey, error.params),
    details: error.detailsKey ? translate(language, error.detailsKey, error.params) : null,
    validationErrors:
      error.validationErrors?.map((v) =>
        // Named by the field it is about, in the words a form uses ("Enter the text in English").
        validationErrorOf(
          language,
          { key: v.messageKey, params: v.params as Problem['params'], field: v.members[0]?.split(/[.[]/)[0] },
          v.members,
        ),
      ) ?? null,
  };
  if (error.status === 503 && error.params.seconds) reply.header('retry-after', String(error.params.seconds));
  if (error.status === 429 && error.params.seconds) reply.header('retry-after', String(error.params.seconds));
  return reply
    .code(error.status)
    .type('application/json; charset=utf-8')
    .send(errorBody(info, error.status === 401));
}

export function installErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const language = request.ctx?.language ?? 'is';
    if (error instanceof AppError) return sendError(reply, language, error);
    const ruleBroken = databaseRuleError(error);
    if (ruleBroken) return sendError(reply, language, ruleBroken);
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation as unknown as ZodIssueLike[];
      return reply
        .code(400)
        .type('application/json; charset=utf-8')
        .send(
          errorBody({
            code: 0,
            message: translate(language, 'errors:invalidRequest'),
            details: translate(language, 'errors:invalidRequestDetails'),
            validationErrors: issues.map((issue) =>
              issueError(language, issue, error.validationContext === 'body' ? request.body : request.query),
            ),
          }),
        );
    }
    if (error.statusCode === 429) {
      return sendError(
        reply,
        language,
        new AppError(429, 0, 'errors:tooManyRequests', retryIn(Number(reply.getHeader('retry-after') ?? 60))),
      );
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      // Malformed JSON, a wrong content type, a body too large: the client's fault, said plainly.
      const key =
        error.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
          ? 'errors:bodyTooLarge'
          : error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError
            ? 'errors:invalidJson'
            : 'errors:invalidRequest';
      return sendError(reply, language, new AppError(error.statusCode, 0, key));
    }
    // Described here rather than by the logger's serializer, so that no logger can write a
    // failed statement's parameters (a password hash, an e-mail address) whatever its options.
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ error: describeError(error) }, 'database unavailable');
      return sendError(reply, language, databaseUnavailable());
    }
    request.log.error({ error: describeError(error) }, 'unhandled error');
    return sendError(reply, language, new AppError(500, 0, 'errors:internal'));
  });
}

export function apiNotFound(request: FastifyRequest, reply: FastifyReply) {
  return sendError(reply, request.ctx?.language ?? 'is', new AppError(404, 0, 'errors:routeNotFound'));
}
