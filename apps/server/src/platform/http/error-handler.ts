import { issueField, issueMessage, translate, type Language, type MessageKey } from '@sportello/domain';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isDatabaseOutage } from '../db/database-unavailable.ts';
import { DomainError, InputValidationError } from '../use-cases/domain-error.ts';
import { httpErrorOf } from './domain-error-status.ts';
import { HttpError } from './http-error.ts';
import { requestLanguage } from './request-language.ts';

/** The one error shape of DESIGN §4. */
export interface ErrorBody {
  message: string;
  reason?: string;
  code?: number;
  errors?: Record<string, string>;
  /** Only on 5xx: what to quote to support; the details are in the log under this id. */
  request_id?: string;
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler(answerError);
}

/**
 * Answers any error in the one shape, in the request's language. Also
 * Fastify's `frameworkErrors` option: a URL it cannot decode (`%ff`) is
 * refused before routing, where the error handler does not reach.
 */
export function answerError(error: FastifyError | Error, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  if (isDatabaseOutage(error)) return answerDatabaseUnavailable(error, request, reply);
  const { status, body } = describe(error, requestLanguage(request), request);
  if (status >= 500) request.log.error({ err: error }, 'request failed');
  else request.log.info({ status, reason: body.reason ?? error.message }, 'request refused');
  return send(reply, status, body);
}

/** Seconds a caller is asked to wait before calling again while the database is out of reach: a restart takes a few. */
const DATABASE_RETRY_AFTER_SECONDS = 5;

/**
 * The database is down, restarting or failing over, or the connection under the call was cut:
 * 503 with Retry-After and the spec's 503 message, which the web app answers with its maintenance
 * page until a call gets through. As with any cut connection, a write whose answer was lost may
 * or may not have been committed; one that was acknowledged was.
 */
function answerDatabaseUnavailable(error: Error, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  request.log.warn({ err: error }, 'database unavailable');
  reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
  const message = translate(requestLanguage(request), 'error.maintenance');
  return send(reply, 503, { message, reason: 'database_unavailable' });
}

/** Fastify's own refusals (bad JSON or URL, unsupported media type, body too large, …) by status: its codes stay in the log. */
const FRAMEWORK_MESSAGES: Record<number, MessageKey> = {
  401: 'error.session_expired',
  403: 'error.not_authorized',
  404: 'error.not_found',
  429: 'error.too_many_requests',
};

function describe(
  error: FastifyError | Error,
  lang: Language,
  request: FastifyRequest,
): { status: number; body: ErrorBody } {
  if (error instanceof DomainError)
    return describe(httpErrorOf(error, request.routeOptions.config?.endpoint), lang, request);
  if (error instanceof HttpError) {
    const { params, reason, code, errors } = error.options;
    const body: ErrorBody = { message: translate(lang, error.key, params) };
    if (reason !== undefined) body.reason = reason;
    if (code !== undefined) body.code = code;
    if (errors)
      body.errors = Object.fromEntries(
        Object.entries(errors).map(([f, k]) => [
          f,
          typeof k === 'string' ? translate(lang, k) : translate(lang, k.key, k.params),
        ]),
      );
    return { status: error.statusCode, body };
  }
  if (error instanceof InputValidationError) {
    const errors: Record<string, string> = {};
    for (const issue of error.issues) {
      const field = issueField(issue);
      if (!field || field in errors) continue;
      const { key, params } = issueMessage(issue);
      errors[field] = translate(lang, key, params);
    }
    return { status: 400, body: { message: translate(lang, 'error.bad_request'), reason: 'validation', errors } };
  }
  const status = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
  if (status >= 400 && status < 500)
    return { status, body: { message: translate(lang, FRAMEWORK_MESSAGES[status] ?? 'error.bad_request') } };
  return {
    status: status >= 500 && status < 600 ? status : 500,
    body: { message: translate(lang, 'error.unexpected'), request_id: String(request.id) },
  };
}

function send(reply: FastifyReply, status: number, body: ErrorBody): FastifyReply {
  // A response schema describes the success body; errors bypass it.
  return reply.status(status).type('application/json; charset=utf-8').serializer(JSON.stringify).send(body);
}
