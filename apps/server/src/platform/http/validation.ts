import type { FastifySchemaCompiler } from 'fastify';
import type { ZodType, core } from 'zod';

/** Carries zod's own issues to the error handler, which turns them into translated field messages. */
export class RequestValidationError extends Error {
  override name = 'RequestValidationError';
  readonly statusCode = 400;

  constructor(readonly issues: readonly core.$ZodIssue[]) {
    super('Request validation failed');
  }
}

/**
 * Validates request parts with the domain's zod schemas. Unlike the type
 * provider's compiler it keeps the raw issues (with their input, so a wrong
 * value and a missing one get different messages).
 */
export const zodValidatorCompiler: FastifySchemaCompiler<ZodType> =
  ({ schema }) =>
  (data) => {
    const result = schema.safeParse(data, { reportInput: true });
    return result.success ? { value: result.data } : { error: new RequestValidationError(result.error.issues) };
  };
