import { z } from 'zod';

/** The error shape of DESIGN §4, for the OpenAPI description of error answers. */
export const ErrorBodySchema = z.object({
  message: z.string(),
  reason: z.string().optional(),
  code: z.number().int().optional(),
  errors: z.record(z.string(), z.string()).optional(),
  request_id: z.string().optional(),
});
