import type { Generated, Selectable } from 'kysely';
import type { EmailSubscription, Grant, Language, StaffRole } from '@sportello/domain';
import type { CreatedAt } from './column-types.ts';

export interface UsersTable {
  id: Generated<number>;
  /** Unique regardless of case. */
  username: string;
  email: string;
  /** argon2id; null for accounts that only sign in through a social provider. */
  password_hash: string | null;
  firstname: Generated<string>;
  lastname: Generated<string>;
  lingua: Generated<Language>;
  /** Operators of the provider; null for customers' users. */
  staff_role: StaffRole | null;
  /** `verificato` in the API. */
  email_verified: Generated<boolean>;
  created_at: CreatedAt;
  last_login_at: Date | null;
  /** Authenticator (TOTP) secret, sealed with a key derived from SESSION_SECRET; never sent to anyone. */
  totp_secret: string | null;
  /** Time step of the last accepted code: a code is accepted once. */
  totp_last_counter: number | null;
  /** Profile (spec 2 §3): personal data beyond the name. */
  title: string | null;
  street: string | null;
  postalcode: string | null;
  city: string | null;
  province: string | null;
  country: string | null;
  phone: string | null;
  mobile: string | null;
}

/** A user's grants and e-mail subscriptions in one company. */
export interface CompanyAccessTable {
  user_id: number;
  company_id: number;
  grants: Generated<Grant[]>;
  email_subscriptions: Generated<EmailSubscription[]>;
  /** The user's sort keys for the users list, kept by triggers from users (migration 0014). */
  sort_name: Generated<string>;
  sort_username: Generated<string>;
  sort_mail: Generated<string>;
}

/** Pending invitations to a company; the key (antk) is stored as its SHA-256 digest. */
export interface InvitesTable {
  id: Generated<number>;
  company_id: number;
  email: string;
  antk_hash: string;
  grants: Generated<Grant[]>;
  email_subscriptions: Generated<EmailSubscription[]>;
  invited_by: number | null;
  created_at: CreatedAt;
  expires_at: Date;
}

/** One-time tokens sent by e-mail: address confirmation and sign-in links (stored as HMAC digests). */
export interface EmailTokensTable {
  hash: string;
  user_id: number;
  /** 'confirm', 'signin' or 'email_change'. */
  purpose: string;
  /** The new address an 'email_change' token confirms; null for the others. */
  email: string | null;
  created_at: CreatedAt;
  expires_at: Date;
  used_at: Date | null;
}

/** One-time recovery codes of two-factor authentication: the keyed digest of each, and when it was used. */
export interface TotpRecoveryCodesTable {
  id: Generated<number>;
  user_id: number;
  hash: string;
  used_at: Date | null;
  created_at: CreatedAt;
}

/** Requests by a user (user_id = uid) to administer a company (company_id = aid); tok stored as SHA-256. */
export interface AuthRequestsTable {
  id: Generated<number>;
  company_id: number;
  user_id: number;
  tok_hash: string;
  created_at: CreatedAt;
  expires_at: Date;
}

export type User = Selectable<UsersTable>;

/** Single-use form tokens (`check`) bound to one browser. */
/** A Google or LinkedIn account (provider + its `sub`) that signs in as a user. */
export interface UserIdentitiesTable {
  provider: OidcProvider;
  subject: string;
  user_id: number;
  email: string;
  created_at: CreatedAt;
  last_used_at: Date | null;
}

export type OidcProvider = 'google' | 'linkedin';

/** A provider sign-in under way: its state (digest) and nonce, bound to the browser that asked. */
export interface OidcRequestsTable {
  state_hash: string;
  provider: OidcProvider;
  browser: string;
  nonce: string;
  code_verifier: string | null;
  mode: 'login' | 'signup';
  antk: string | null;
  ref: string | null;
  created_at: CreatedAt;
  expires_at: Date;
  used_at: Date | null;
}

export interface CheckTokensTable {
  hash: string;
  /** HMAC of the browser-binding cookie. */
  browser: string;
  created_at: CreatedAt;
  expires_at: Date;
  used_at: Date | null;
}

/** The tables of this area, by name. */
export interface UsersTables {
  users: UsersTable;
  company_access: CompanyAccessTable;
  check_tokens: CheckTokensTable;
  email_tokens: EmailTokensTable;
  invites: InvitesTable;
  auth_requests: AuthRequestsTable;
  user_identities: UserIdentitiesTable;
  oidc_requests: OidcRequestsTable;
  totp_recovery_codes: TotpRecoveryCodesTable;
}
