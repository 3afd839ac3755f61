import { NOT_AUTHORIZED_CODE, type MessageKey, type MessageParams } from '@sportello/domain';

export interface HttpErrorOptions {
  params?: MessageParams;
  /** A stable machine-readable word, for callers that branch on it. */
  reason?: string;
  code?: number;
  /** Field → message key (with its parameters), translated when the answer is sent. */
  errors?: Record<string, MessageKey | { key: MessageKey; params?: MessageParams }>;
}

/**
 * An error the caller is meant to see: its status and a message key of the
 * shared catalogue, translated into the request's language by the error handler.
 */
export class HttpError extends Error {
  override name = 'HttpError';

  constructor(
    readonly statusCode: number,
    readonly key: MessageKey,
    readonly options: HttpErrorOptions = {},
  ) {
    super(key);
  }
}

export const badRequest = (key: MessageKey = 'error.bad_request', options?: HttpErrorOptions) =>
  new HttpError(400, key, options);

export const sessionExpired = () => new HttpError(401, 'error.session_expired');

/** 403 code 10: the grant or route rule says no (DESIGN §4). */
export const notAuthorized = (reason?: string) =>
  new HttpError(403, 'error.not_authorized', { code: NOT_AUTHORIZED_CODE, ...(reason ? { reason } : {}) });

export const forbidden = (key: MessageKey, reason?: string) => new HttpError(403, key, reason ? { reason } : {});

export const notFound = () => new HttpError(404, 'error.not_found');

export const maintenance = () => new HttpError(503, 'error.maintenance');

/** The server is stopping: the spec's message for a 503, and a reason a client or a proxy may retry on. */
export const shuttingDown = () => new HttpError(503, 'error.maintenance', { reason: 'shutting_down' });

export const tooManyRequests = (key: MessageKey = 'error.too_many_requests', reason?: string) =>
  new HttpError(429, key, reason ? { reason } : {});
