import { endpoint } from '../api/endpoint.ts';
import { UserInfoSchema } from '../session/user-info-schema.ts';
import { AuthRequestInfoSchema, AuthRequestKeySchema, InviteSchema } from '../onboarding/onboarding-schemas.ts';
import {
  CompanyAccessSchema,
  InviteKeyParamsSchema,
  LoginResultSchema,
  OAuthUrlQuerySchema,
  OidcCallbackQuerySchema,
  ResultValueSchema,
} from './auth-schemas.ts';
import {
  ConfirmEmailQuerySchema,
  FormMessageResultSchema,
  LoginWithTokenResultSchema,
  LoginWithTokenSchema,
  ResendConfirmationQuerySchema,
  ResetSchema,
  SignupResultSchema,
  SignupSchema,
} from './identity-schemas.ts';
import { CompanyLoginSchema, LoginRequestSchema } from './login-schema.ts';
import { OkResultSchema } from '../users/users-schemas.ts';

/** Why a sign-in is refused with 401. */
const SIGN_IN_REFUSALS = [
  'invalid_credentials',
  'invalid_totp',
  'invalid_google_token',
  'email_not_verified',
  'unknown_identity',
  'oidc_not_configured',
] as const;

/**
 * Signing in and out, the session, sign-up and address confirmation, the forgotten password,
 * Google and LinkedIn, invitations and access requests (spec 1 §2.4, §3, §7).
 */
export const authApi = {
  checkToken: endpoint({
    method: 'POST',
    path: '/api/auth/token',
    access: 'public',
    summary: 'A single-use check token for the login, sign-up and reset forms (15 minutes, this browser only)',
    response: ResultValueSchema,
    unaudited: 'a form check token: the sign-in, sign-up or reset it serves is audited',
  }),
  login: endpoint({
    method: 'POST',
    path: '/api/auth/login',
    access: 'public',
    summary: 'Sign in with a username and password, or a Google ID token; sets the sportello_sid session cookie',
    body: LoginRequestSchema,
    response: LoginResultSchema,
    errors: {
      400: ['invalid_check'],
      401: SIGN_IN_REFUSALS,
      403: ['staff_totp_required'],
      429: ['ip_banned', 'account_locked', 'totp_locked'],
    },
  }),
  // POST only: a link or an image on another site cannot sign anyone out (docs/decisions.md).
  logout: endpoint({
    method: 'POST',
    path: '/api/auth/logout',
    access: 'public',
    summary: 'Sign out: ends the session, with or without one',
    response: OkResultSchema,
  }),
  companyLogin: endpoint({
    method: 'POST',
    path: '/api/auth/companylogin',
    access: 'session',
    summary:
      'Choose the company to act for (accepting an invitation with antk, or authorising an access request with uid and tok); issues a new session cookie',
    body: CompanyLoginSchema,
    response: OkResultSchema,
    errors: { 400: ['invalid_invite', 'invalid_authorization'], 403: ['company_not_allowed'] },
  }),
  companyAccess: endpoint({
    method: 'GET',
    path: '/rest/company_access',
    access: 'session',
    summary: "The signed-in user's companies, keyed by id_azienda",
    response: CompanyAccessSchema,
  }),
  userInfo: endpoint({
    method: 'GET',
    path: '/api/dashboard/userinfo',
    access: 'session',
    summary:
      "The session: user, chosen company, grants, derived flags and billing entity; with id_cliente (staff only) the customer's company and the grants the staff role gives there",
    response: UserInfoSchema,
    errors: { 403: ['staff_only'] },
  }),
  signup: endpoint({
    method: 'POST',
    path: '/api/auth/signup',
    access: 'public',
    summary:
      'Create an account and its company; e-mails the address-confirmation link (signs in at once when an invitation to that address proves it)',
    body: SignupSchema,
    response: SignupResultSchema,
    errors: { 400: ['invalid_check'], 409: ['already_registered'] },
  }),
  confirm: endpoint({
    method: 'GET',
    path: '/api/auth/confirm',
    access: 'public',
    summary:
      'The link of the confirmation e-mail: confirms the address, then redirects (302) to /auth/login?msg=…&msglvl=success&username=…[&antk=…], or msglvl=danger when the link is not valid',
    query: ConfirmEmailQuerySchema,
    response: { kind: 'redirect' },
  }),
  resendConfirmation: endpoint({
    method: 'GET',
    path: '/api/auth/reset',
    access: 'public',
    summary: 'Send the address confirmation again (action=confirm); the same answer whether or not the user exists',
    query: ResendConfirmationQuerySchema,
    response: FormMessageResultSchema,
  }),
  reset: endpoint({
    method: 'POST',
    path: '/api/auth/reset',
    access: 'public',
    summary: 'E-mail a one-time sign-in link; the same answer whether or not the user exists',
    body: ResetSchema,
    response: FormMessageResultSchema,
    errors: { 400: ['invalid_check'] },
  }),
  loginWithToken: endpoint({
    method: 'POST',
    path: '/api/auth/loginwithtoken',
    access: 'public',
    summary: 'Sign in with an e-mailed one-time token; sets the sportello_sid session cookie',
    body: LoginWithTokenSchema,
    response: LoginWithTokenResultSchema,
    errors: { 401: ['invalid_token', 'invalid_totp'], 429: ['ip_banned', 'totp_locked'] },
  }),
  oauthUrl: endpoint({
    method: 'GET',
    path: '/api/auth/oauth-urls',
    access: 'public',
    summary: "The provider's sign-in address (LinkedIn unless provider=google), for this browser, valid 15 minutes",
    query: OAuthUrlQuerySchema,
    response: ResultValueSchema,
    errors: { 404: ['oidc_not_configured'] },
    unaudited: 'opens a provider sign-in for this browser: the sign-in it leads to is audited',
  }),
  linkedinCallback: endpoint({
    method: 'GET',
    path: '/api/auth/oidc/linkedin/callback',
    access: 'public',
    summary: "LinkedIn's return: signs in and redirects to the page asked for, or to login with a message",
    query: OidcCallbackQuerySchema,
    response: { kind: 'redirect' },
  }),
  invite: endpoint({
    method: 'GET',
    path: '/rest/invites/:antk',
    // Public: the sign-up page names the inviting company before the invitee has an account.
    access: 'public',
    summary:
      'An invitation by its key: company, invited address, what it grants (public: the key is the credential); 404 when not valid or expired',
    params: InviteKeyParamsSchema,
    response: InviteSchema,
    errors: { 404: ['invalid_invite'] },
  }),
  authRequestInfo: endpoint({
    method: 'POST',
    path: '/rest/login/authrequestinfo',
    access: 'session',
    summary: 'Who asks to administer which company (aid, uid, tok); only for an administrator of that company',
    body: AuthRequestKeySchema,
    response: AuthRequestInfoSchema,
    errors: { 404: ['invalid_authorization'] },
    unaudited: 'reads an access request (a POST because the key travels in the body); authorising it is audited',
  }),
} as const;
