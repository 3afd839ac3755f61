import { z } from 'zod';
import { endpoint } from '../api/endpoint.ts';
import { listQuerySchema, pageSchema } from '../api/list.ts';
import {
  ActiveSessionSchema,
  ChangePasswordSchema,
  ConfirmMailSchema,
  DisableTotpSchema,
  LoginHistoryEntrySchema,
  ProfileSchema,
  ProfileUpdateSchema,
  ReauthenticationSchema,
  RecoveryCodesResultSchema,
  TotpCodeSchema,
  TotpEnrolmentSchema,
} from '../account/account-schemas.ts';
import { FormMessageResultSchema } from '../auth/identity-schemas.ts';
import { IdParamsSchema } from '../validators/id.ts';

const PROFILE = { route: 'profile' } as const;

/** The refusals of a change that asks for the current password and, with two-factor on, a current code. */
const REAUTHENTICATION = {
  422: ['current_password_required', 'invalid_current_password', 'totp_required', 'invalid_totp'],
  429: ['account_locked', 'totp_locked'],
} as const;

/** A session's handle: a keyed digest of its key, never the key. */
export const SessionHandleParamsSchema = z.object({ id: z.string().regex(/^[a-f0-9]{24}$/) });

/** `/qrcode/{encoded otpauth uri}.png`: the rest of the path, the encoded address with its `.png`. */
export const QrCodeParamsSchema = z.object({ '*': z.string().max(1000) });

export const LoginHistoryQuerySchema = listQuerySchema(['at'], '-at');

/** Personal data, password, two-factor authentication, sessions and sign-ins (spec 2 §2, §4–§8). */
export const profileApi = {
  get: endpoint({
    method: 'GET',
    path: '/rest/profile/:id',
    access: PROFILE,
    summary:
      "The signed-in user's personal data, notification switches in the current company, newsletter and 2FA state",
    params: IdParamsSchema,
    response: ProfileSchema,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/rest/profile/:id',
    access: PROFILE,
    summary:
      'Save the personal data, notification switches (only the owner may add one) and newsletter choice; a new address ' +
      'needs the current password (and code), is refused when another user has it, and waits for the link e-mailed to it',
    params: IdParamsSchema,
    body: ProfileUpdateSchema,
    response: ProfileSchema,
    errors: {
      409: ['email_taken'],
      422: ['owner_only', ...REAUTHENTICATION[422]],
      429: [...REAUTHENTICATION[429], 'mail_limit_user', 'mail_limit_company'],
    },
  }),
  confirmMail: endpoint({
    method: 'POST',
    path: '/rest/profile/:id/mail',
    access: PROFILE,
    summary: "The link e-mailed to a new address, opened in the user's own session: the address replaces the old one",
    params: IdParamsSchema,
    body: ConfirmMailSchema,
    response: FormMessageResultSchema,
    errors: { 409: ['email_taken'], 422: ['invalid_token'] },
  }),
  changePassword: endpoint({
    method: 'PUT',
    path: '/rest/login/:id',
    access: { route: 'reset_password' },
    summary:
      "Change the signed-in user's password (both fields, min 8, the same) with the current one and code — not needed " +
      "once shortly after the forgotten-password link signed in; ends the user's other sessions",
    params: IdParamsSchema,
    body: ChangePasswordSchema,
    response: FormMessageResultSchema,
    errors: REAUTHENTICATION,
  }),
  totpEnrolment: endpoint({
    method: 'GET',
    path: '/api/auth/totp',
    access: PROFILE,
    summary:
      'A new authenticator secret for this session, with its otpauth:// address (QR at /qrcode/{encoded uri}.png)',
    response: TotpEnrolmentSchema,
    errors: { 409: ['totp_on'] },
    unaudited: 'offers a secret to this session only: nothing about the account changes until a code enables it',
  }),
  qrCode: endpoint({
    method: 'GET',
    // A wildcard, not a :param: the encoded address is longer than a route parameter may be.
    path: '/qrcode/*',
    // The image is asked for by an <img>: the handler finds the session itself, and answers
    // 404 to anyone but the session the secret was offered to.
    access: 'public',
    summary: 'The QR code (PNG, 300 px) of the otpauth:// address this session was offered; 404 for any other',
    params: QrCodeParamsSchema,
    response: { kind: 'file', contentType: 'image/png' },
  }),
  enableTotp: endpoint({
    method: 'POST',
    path: '/api/auth/totp',
    access: PROFILE,
    summary:
      'Enable two-factor authentication with the current password and a code of the secret this session was offered; ' +
      'answers the one-time recovery codes, shown this once',
    body: TotpCodeSchema,
    response: RecoveryCodesResultSchema,
    errors: { ...REAUTHENTICATION, 409: ['totp_on', 'totp_not_requested'] },
  }),
  disableTotp: endpoint({
    method: 'POST',
    path: '/api/auth/disabletotp',
    access: PROFILE,
    summary: 'Disable two-factor authentication with the current password and a current code or a recovery code',
    body: DisableTotpSchema,
    response: FormMessageResultSchema,
    errors: { ...REAUTHENTICATION, 409: ['totp_off'] },
  }),
  recoveryCodes: endpoint({
    method: 'POST',
    path: '/api/auth/recoverycodes',
    access: PROFILE,
    summary:
      'New one-time recovery codes with the current password and a current code (or a recovery code); the previous ones stop working',
    body: ReauthenticationSchema,
    response: RecoveryCodesResultSchema,
    errors: { ...REAUTHENTICATION, 409: ['totp_off'] },
  }),
  sessions: endpoint({
    method: 'GET',
    path: '/rest/sessions',
    access: PROFILE,
    summary: "The signed-in user's live sessions (device, address, last seen), the current one marked",
    response: z.array(ActiveSessionSchema),
  }),
  endSession: endpoint({
    method: 'DELETE',
    path: '/rest/sessions/:id',
    access: PROFILE,
    summary:
      "End another of the signed-in user's sessions (404 for anyone else's; the current one ends by signing out)",
    params: SessionHandleParamsSchema,
    response: FormMessageResultSchema,
    errors: { 409: ['current_session'] },
  }),
  loginHistory: endpoint({
    method: 'GET',
    path: '/rest/login_history',
    access: PROFILE,
    summary: "The signed-in user's sign-ins, newest first by default, a page at a time (q: address or browser)",
    query: LoginHistoryQuerySchema,
    response: pageSchema(LoginHistoryEntrySchema),
  }),
} as const;
