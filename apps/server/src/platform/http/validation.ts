import type { FastifySchemaCompiler } from 'fastify';
import type { ZodType } from 'zod';
import { InputValidationError } from '../use-cases/domain-error.ts';

/**
 * Validates request parts with the domain's zod schemas. Unlike the type
 * provider's compiler it keeps the raw issues (with their input, so a wrong
 * value and a missing one get different messages).
 */
export const zodValidatorCompiler: FastifySchemaCompiler<ZodType> =
  ({ schema }) =>
  (data) => {
    const result = schema.safeParse(data, { reportInput: true });
    return result.success ? { value: result.data } : { error: new InputValidationError(result.error.issues) };
  };
