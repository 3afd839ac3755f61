import { z } from 'zod';
import { idSchema } from '../validators/id.ts';

/** Booleans arrive from form posts as "1", "true", "on". */
export const formBoolean = z
  .union([z.boolean(), z.enum(['1', '0', 'true', 'false', 'on', 'off', ''])])
  .transform((v) => v === true || v === '1' || v === 'true' || v === 'on');

/** POST /api/auth/login (spec 1 §7). */
export const LoginSchema = z.object({
  username: z.string().trim().min(1).max(100),
  password: z.string().min(1).max(200),
  rememberme: formBoolean.optional().default(false),
  totp: z.string().trim().max(20).optional(),
  google_token: z.string().max(4096).optional(),
  check: z.string().min(1).max(200),
});
export type LoginInput = z.input<typeof LoginSchema>;

/**
 * The login call's body as the server checks it: the password form's fields, or a Google ID token
 * (`google_token`) in place of the username and password.
 */
export const LoginRequestSchema = LoginSchema.extend({
  username: LoginSchema.shape.username.optional(),
  password: LoginSchema.shape.password.optional(),
}).superRefine((body, ctx) => {
  if (body.google_token !== undefined) return;
  for (const field of ['username', 'password'] as const) {
    if (body[field] === undefined) {
      ctx.addIssue({
        code: 'too_small',
        origin: 'string',
        minimum: 1,
        inclusive: true,
        input: undefined,
        path: [field],
        message: 'required',
      });
    }
  }
});

/** POST /api/auth/companylogin. */
export const CompanyLoginSchema = z.object({
  id_azienda: idSchema,
  antk: z.string().max(200).optional(),
  uid: idSchema.optional(),
  tok: z.string().max(200).optional(),
});
export type CompanyLoginInput = z.input<typeof CompanyLoginSchema>;

export const LOGIN_RESULTS = ['ok', 'totp', 'mail-validation'] as const;
export type LoginResult = (typeof LOGIN_RESULTS)[number];
