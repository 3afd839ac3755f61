import { NOT_AUTHORIZED_CODE } from '@sportello/domain';
import type { EndpointSpec } from '@sportello/domain/api';
import type { DomainError, DomainErrorKind } from '../use-cases/domain-error.ts';
import { HttpError } from './http-error.ts';

/** The status of a kind, when the endpoint declares no status for the error's reason. */
const STATUS_OF_KIND: Record<DomainErrorKind, number> = {
  invalid: 400,
  unauthenticated: 401,
  not_authorized: 403,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  too_large: 413,
  unsupported_type: 415,
  unprocessable: 422,
  limit: 429,
};

/** The status an endpoint declares for a reason (its `errors`), if it declares one. */
function declaredStatus(endpoint: EndpointSpec | undefined, reason: string | undefined): number | undefined {
  if (reason === undefined || !endpoint?.errors) return undefined;
  const found = Object.entries(endpoint.errors).find(([, reasons]) => reasons?.includes(reason));
  return found ? Number(found[0]) : undefined;
}

/**
 * A use case's refusal as the HTTP answer of the endpoint that called it: the status the
 * endpoint declares for the reason, else the kind's; a refused grant carries code 10.
 */
export function httpErrorOf(error: DomainError, endpoint: EndpointSpec | undefined): HttpError {
  const { params, reason, errors } = error.options;
  const status = declaredStatus(endpoint, reason) ?? STATUS_OF_KIND[error.kind];
  return new HttpError(status, error.key, {
    ...(params ? { params } : {}),
    ...(reason !== undefined ? { reason } : {}),
    ...(error.kind === 'not_authorized' ? { code: NOT_AUTHORIZED_CODE } : {}),
    ...(errors ? { errors } : {}),
  });
}
