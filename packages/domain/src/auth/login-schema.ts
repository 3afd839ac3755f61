import { z } from 'zod';

/** Booleans arrive from form posts as "1", "true", "on". */
export const formBoolean = z
  .union([z.boolean(), z.enum(['1', '0', 'true', 'false', 'on', 'off', ''])])
  .transform((v) => v === true || v === '1' || v === 'true' || v === 'on');

/** POST /api/auth/login (spec 1 §7). */
export const LoginSchema = z.object({
  username: z.string().trim().min(1).max(100),
  password: z.string().min(1).max(200),
  rememberme: formBoolean.optional().default(false),
  totp: z.string().trim().max(10).optional(),
  google_token: z.string().max(4096).optional(),
  check: z.string().min(1).max(200),
});
export type LoginInput = z.input<typeof LoginSchema>;

/** POST /api/auth/companylogin. */
export const CompanyLoginSchema = z.object({
  id_azienda: z.coerce.number().int().positive(),
  antk: z.string().max(200).optional(),
  uid: z.coerce.number().int().positive().optional(),
  tok: z.string().max(200).optional(),
});
export type CompanyLoginInput = z.input<typeof CompanyLoginSchema>;

export const LOGIN_RESULTS = ['ok', 'totp', 'mail-validation'] as const;
export type LoginResult = (typeof LOGIN_RESULTS)[number];
