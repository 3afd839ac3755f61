import { z } from 'zod';
import { EMAIL_SUBSCRIPTIONS } from '../access/grants.ts';
import { isSecondFactorCode, SIGNUP_LIMITS } from '../auth/identity-schemas.ts';
import { PASSWORD_MIN_LENGTH } from '../constants.ts';
import type { MessageKey } from '../i18n/messages.ts';

/** Spec 2 §5: names 250, phones 20, mail 100; the address fields share the billing form's lengths. */
export const PROFILE_LIMITS = {
  title: 50,
  firstname: 250,
  lastname: 250,
  street: 250,
  postalcode: 10,
  city: 250,
  province: 50,
  country: 2,
  phone: 20,
  mobile: 20,
  mail: 100,
} as const;

/** GET /rest/profile/{id}: the signed-in user's personal data, notifications (in the current company) and 2FA state. */
export const ProfileSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  title: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  street: z.string(),
  postalcode: z.string(),
  city: z.string(),
  province: z.string(),
  country: z.string(),
  phone: z.string(),
  mobile: z.string(),
  mail: z.string(),
  newsletter_subscription: z.boolean(),
  email_subscriptions: z.array(z.enum(EMAIL_SUBSCRIPTIONS)),
  grants: z.array(z.string()),
  twofa: z.boolean(),
  /** A new address waiting for the link sent to it (it replaces `mail` once confirmed); null when none. */
  pending_mail: z.string().nullable(),
  /**
   * This session was opened by the e-mailed link of a forgotten password a short while ago: it may set
   * a new password once without the current one.
   */
  password_reset: z.boolean(),
});
export type Profile = z.infer<typeof ProfileSchema>;

const code = (value: string) => value.replace(/\s+/g, '');

/**
 * What a change of the account's credentials asks besides itself (ASVS 6.2.3, 7.5.1): the current
 * password and, with two-factor authentication on, a current code. Empty when not given: whether
 * they are needed is the server's call (a change of address needs them, a change of name does not).
 */
export const ReauthenticationSchema = z.object({
  current_password: z.string().max(SIGNUP_LIMITS.password).default(''),
  totp: z
    .string()
    .transform(code)
    .pipe(
      z.string().refine((c) => c === '' || isSecondFactorCode(c), {
        message: 'account.second_factor_format' satisfies MessageKey,
      }),
    )
    .default(''),
});
export type ReauthenticationInput = z.input<typeof ReauthenticationSchema>;
export type Reauthentication = z.output<typeof ReauthenticationSchema>;

const text = (max: number) => z.string().trim().max(max);

/** PUT /rest/profile/{id}: the profile form (the same schema in the browser). */
export const ProfileUpdateSchema = z.object({
  title: text(PROFILE_LIMITS.title),
  firstname: text(PROFILE_LIMITS.firstname),
  lastname: text(PROFILE_LIMITS.lastname),
  street: text(PROFILE_LIMITS.street),
  postalcode: text(PROFILE_LIMITS.postalcode),
  city: text(PROFILE_LIMITS.city),
  province: text(PROFILE_LIMITS.province),
  country: z
    .string()
    .trim()
    .toUpperCase()
    .refine((v) => v === '' || /^[A-Z]{2}$/.test(v), { message: 'validation.invalid' satisfies MessageKey }),
  phone: text(PROFILE_LIMITS.phone),
  mobile: text(PROFILE_LIMITS.mobile),
  mail: z.string().trim().min(1).max(PROFILE_LIMITS.mail).pipe(z.email()),
  newsletter_subscription: z.boolean(),
  email_subscriptions: z.array(z.enum(EMAIL_SUBSCRIPTIONS)).max(EMAIL_SUBSCRIPTIONS.length),
  // Asked only when `mail` changes.
  ...ReauthenticationSchema.shape,
});
export type ProfileUpdateInput = z.input<typeof ProfileUpdateSchema>;
export type ProfileUpdate = z.output<typeof ProfileUpdateSchema>;

const MISMATCH: MessageKey = 'account.password_mismatch';

/**
 * PUT /rest/login/{id} (DESIGN §4): both fields, at least 8 characters, the same (spec 2 §5); and the
 * current password (with the code when two-factor is on) unless the e-mailed link just signed in.
 */
export const ChangePasswordSchema = z
  .object({
    password: z.string().min(PASSWORD_MIN_LENGTH).max(SIGNUP_LIMITS.password),
    password_confirm: z.string().min(1).max(SIGNUP_LIMITS.password),
    ...ReauthenticationSchema.shape,
  })
  .refine((v) => v.password === v.password_confirm, { message: MISMATCH, path: ['password_confirm'] });
export type ChangePasswordInput = z.input<typeof ChangePasswordSchema>;
export type ChangePassword = z.output<typeof ChangePasswordSchema>;

/**
 * POST /api/auth/totp and /api/auth/disabletotp: the authenticator code (required, spec 2 §5) — of the
 * new secret, or a current one to disable — and the current password.
 */
export const TotpCodeSchema = z.object({
  totp: z
    .string()
    .transform(code)
    .pipe(
      z
        .string()
        .min(1)
        .regex(/^\d{6}$/, { message: 'account.totp_format' satisfies MessageKey }),
    ),
  current_password: ReauthenticationSchema.shape.current_password,
});
export type TotpCodeInput = z.input<typeof TotpCodeSchema>;
export type TotpCode = z.output<typeof TotpCodeSchema>;

/** POST /api/auth/disabletotp: a current code of the authenticator, or a recovery code (a lost phone), and the password. */
export const DisableTotpSchema = z.object({
  totp: z
    .string()
    .transform(code)
    .pipe(
      z
        .string()
        .min(1)
        .refine(isSecondFactorCode, { message: 'account.second_factor_format' satisfies MessageKey }),
    ),
  current_password: ReauthenticationSchema.shape.current_password,
});
export type DisableTotpInput = z.input<typeof DisableTotpSchema>;
export type DisableTotp = z.output<typeof DisableTotpSchema>;

/** Enabling two-factor authentication, or making new recovery codes: the codes, shown this once. */
export const RecoveryCodesResultSchema = z.object({
  result: z.literal('ok'),
  message: z.string(),
  recovery_codes: z.array(z.string()),
});
export type RecoveryCodesResult = z.infer<typeof RecoveryCodesResultSchema>;

/** POST /rest/profile/{id}/mail: the token of the link sent to a new address. */
export const ConfirmMailSchema = z.object({ token: z.string().trim().min(1).max(200) });
export type ConfirmMail = z.output<typeof ConfirmMailSchema>;

/** GET /api/auth/totp: a new secret for the authenticator app, and its otpauth:// address (for the QR code). */
export const TotpEnrolmentSchema = z.object({ uri: z.string(), secret: z.string() });
export type TotpEnrolment = z.infer<typeof TotpEnrolmentSchema>;

/** GET /rest/sessions: the signed-in user's live sessions; `id` is a handle, never the session's key. */
export const ActiveSessionSchema = z.object({
  id: z.string(),
  current: z.boolean(),
  ip: z.string().nullable(),
  user_agent: z.string().nullable(),
  created_at: z.string(),
  last_seen_at: z.string(),
  remember: z.boolean(),
});
export type ActiveSession = z.infer<typeof ActiveSessionSchema>;

/** GET /rest/login_history: one sign-in of a page of them. */
export const LoginHistoryEntrySchema = z.object({
  at: z.string(),
  ip: z.string().nullable(),
  user_agent: z.string().nullable(),
});
export type LoginHistoryEntry = z.infer<typeof LoginHistoryEntrySchema>;
