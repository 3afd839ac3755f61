import { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from '../constants.ts';
import { formBoolean } from './login-schema.ts';

/** Field limits of the sign-up form (spec 1 §2.4, §5). */
export const SIGNUP_LIMITS = { ragione_sociale: 250, email: 100, password: 200 } as const;

/** An optional text field of a form: trimmed, and an empty value counts as absent. */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((v) => (v === '' ? undefined : v));

/**
 * POST /api/auth/signup (spec 1 §2.4, §5, §7). `check` is a form token from
 * POST /api/auth/token; afid/aftk a reseller's affiliation (company id and
 * token: a pair that does not match is ignored), antk an invite key, ref where
 * to go once signed in. `verified` is accepted but never trusted: the server
 * decides whether an address is confirmed (a live invitation sent to that very
 * address proves it: the account is then confirmed and signed in at once).
 */
export const SignupSchema = z.object({
  ragione_sociale: z.string().trim().min(1).max(SIGNUP_LIMITS.ragione_sociale),
  email: z.string().trim().min(1).max(SIGNUP_LIMITS.email).pipe(z.email()),
  password: z.string().min(PASSWORD_MIN_LENGTH).max(SIGNUP_LIMITS.password),
  // Required and true: anything else (missing, false, "off") is the one message of the checkbox.
  ack_privacy: z
    .union([z.literal(true), z.enum(['1', 'true', 'on'])], { error: 'validation.ack_privacy' })
    .transform((): true => true),
  ack_marketing: formBoolean.optional().default(false),
  check: z.string().min(1).max(200),
  afid: z.coerce.string().trim().max(20).optional(),
  aftk: optionalText(200),
  antk: optionalText(200),
  ref: optionalText(2000),
  prospect_source: optionalText(100),
  verified: formBoolean.optional(),
});
export type SignupInput = z.input<typeof SignupSchema>;

/** The answer of a sign-up: `goto` when the browser should continue elsewhere (an invitation). */
export const SignupResultSchema = z.object({
  result: z.literal('ok'),
  message: z.string().optional(),
  goto: z.string().optional(),
});
export type SignupResult = z.infer<typeof SignupResultSchema>;

/** POST /api/auth/reset: the forgotten-password form, 'Nome utente o Email'. */
export const ResetSchema = z.object({
  username: z.string().trim().min(1).max(SIGNUP_LIMITS.email),
  check: z.string().min(1).max(200),
});
export type ResetInput = z.input<typeof ResetSchema>;

/** GET /api/auth/reset?username=…&action=confirm: send the address confirmation again. */
export const ResendConfirmationQuerySchema = z.looseObject({
  username: z.string().trim().min(1).max(SIGNUP_LIMITS.email),
  action: z.literal('confirm'),
});

/** GET /api/auth/confirm?token=…: the link of the address-confirmation e-mail. */
export const ConfirmEmailQuerySchema = z.looseObject({
  token: z.string().trim().min(1).max(200),
  antk: optionalText(200),
});

/**
 * POST /api/auth/loginwithtoken (spec 1 §7): the e-mailed one-time sign-in
 * link. An account with an authenticator also needs `totp`: without it the
 * answer is `result: 'totp'` and the token stays usable.
 */
export const LoginWithTokenSchema = z.object({
  username: z.string().trim().min(1).max(SIGNUP_LIMITS.email),
  token: z.string().trim().min(1).max(200),
  referer: z.string().max(2000).optional(),
  totp: z.string().trim().max(20).optional(),
  rememberme: formBoolean.optional().default(false),
});
export type LoginWithTokenInput = z.input<typeof LoginWithTokenSchema>;

export const LoginWithTokenResultSchema = z.object({
  result: z.enum(['ok', 'totp']),
  referer: z.string(),
});
export type LoginWithTokenResult = z.infer<typeof LoginWithTokenResultSchema>;

/** A message answer of the form calls (`result` with a text to show as a toast). */
export const FormMessageResultSchema = z.object({ result: z.literal('ok'), message: z.string() });

/** An authenticator code: six digits, spaces allowed as typed. */
export const TOTP_CODE = /^\d{6}$/;
export function normalizeTotpCode(code: string): string {
  return code.replace(/\s+/g, '');
}

/**
 * A one-time recovery code, given at enrolment in place of the authenticator's code (a lost phone):
 * ten characters of an alphabet without look-alikes (no 0/o, 1/l/i), shown as two groups of five.
 */
export const RECOVERY_CODE_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
export const RECOVERY_CODE_LENGTH = 10;
export const RECOVERY_CODES_COUNT = 10;
export const RECOVERY_CODE = /^[a-hjkmnp-z2-9]{10}$/;
/** A recovery code as stored and compared: lower case, without the spaces and the hyphen it is shown with. */
export function normalizeRecoveryCode(code: string): string {
  return code.replace(/[\s-]+/g, '').toLowerCase();
}
export const isRecoveryCode = (code: string): boolean => RECOVERY_CODE.test(normalizeRecoveryCode(code));
/** What stands in for the authenticator: its six digits, or a recovery code. */
export const isSecondFactorCode = (code: string): boolean =>
  TOTP_CODE.test(normalizeTotpCode(code)) || isRecoveryCode(code);
