import type { MessageKey, MessageParams } from '@sportello/domain';
import type { core } from 'zod';

/**
 * What kind of refusal a business rule makes, whoever called the use case: the HTTP edge turns
 * it into a status (platform/http/error-handler.ts), a job or the ops command reads the reason.
 */
export type DomainErrorKind =
  /** The input breaks a rule beyond its schema (an unknown skill, a stale form check). */
  | 'invalid'
  /** The caller's credentials do not prove who they are. */
  | 'unauthenticated'
  /** A grant or policy says no (spec 1 §8's "not authorised"). */
  | 'not_authorized'
  /** Refused for another reason than a grant: a link that is not the address's, staff only. */
  | 'forbidden'
  | 'not_found'
  /** The state of things does not allow it (already done, locked, closed). */
  | 'conflict'
  | 'too_large'
  | 'unsupported_type'
  /** Understood and well formed, yet the rule refuses it (a wrong current password). */
  | 'unprocessable'
  /** Too many attempts: a ban or a throttle. */
  | 'limit';

export interface DomainErrorOptions {
  params?: MessageParams;
  /** A stable machine-readable word, for callers that branch on it. */
  reason?: string;
  /** Field → message key, with its parameters where the message has some. */
  errors?: Record<string, MessageKey | { key: MessageKey; params?: MessageParams }>;
}

/** A business refusal: its kind, a message key of the shared catalogue and a reason. */
export class DomainError extends Error {
  override name = 'DomainError';

  constructor(
    readonly kind: DomainErrorKind,
    readonly key: MessageKey,
    readonly options: DomainErrorOptions = {},
  ) {
    super(key);
  }
}

/** The generic "not found", without a reason. */
export const notFoundError = () => new DomainError('not_found', 'error.not_found');

/** The generic "not authorised" of a grant or policy, with the policy's reason when it gives one. */
export const notAuthorizedError = (reason?: string, key: MessageKey = 'error.not_authorized') =>
  new DomainError('not_authorized', key, reason ? { reason } : {});

/** The input names something unknown, told on its field as a validation answer. */
export const invalidField = (field: string, key: MessageKey) =>
  new DomainError('invalid', 'error.bad_request', { reason: 'validation', errors: { [field]: key } });

/**
 * Input that fails a domain schema where the use case, not the route, applies it (a body whose
 * shape depends on what is stored): zod's own issues, told field by field like a request that
 * fails its endpoint's schema.
 */
export class InputValidationError extends Error {
  override name = 'InputValidationError';
  readonly statusCode = 400;

  constructor(readonly issues: readonly core.$ZodIssue[]) {
    super('Input validation failed');
  }
}
