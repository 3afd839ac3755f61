import { issueField, issueMessage, translate, type Language, type MessageKey } from '@sportello/domain';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from './http-error.ts';
import { requestLanguage } from './request-language.ts';
import { RequestValidationError } from './validation.ts';

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
  const { status, body } = describe(error, requestLanguage(request), request);
  if (status >= 500) request.log.error({ err: error }, 'request failed');
  else request.log.info({ status, reason: body.reason ?? error.message }, 'request refused');
  return send(reply, status, body);
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
  if (error instanceof RequestValidationError) {
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
