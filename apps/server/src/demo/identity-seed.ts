import { createInvite, setTotpSecret } from '../modules/users/index.ts';
import type { Db } from '../platform/db/database.ts';
import type { Digest } from '../platform/security/sealed-box.ts';
import { insertDemoMember } from './demo-rows.ts';

/**
 * Identity demo rows: an account that signs in with an authenticator code,
 * and an invitation for a person who has no account yet (fixed keys and a
 * published secret: demo data only).
 */
export const DEMO_TOTP_ACCOUNT = {
  username: 'sicuro',
  email: 'sara.bianchi@bianchiefigli.example',
  firstname: 'Sara',
  lastname: 'Bianchi',
  /** Base32, for an authenticator app (or oathtool --totp -b); README's demo-accounts table lists it. */
  totpSecret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  grants: ['developer'],
} as const;

/** /auth/signup?antk=demo-invito-nuovo-utente: Bianchi & Figli invites an address with no account. */
export const DEMO_NEW_PERSON_INVITE = {
  key: 'demo-invito-nuovo-utente',
  email: 'nuova.collega@bianchiefigli.example',
  grants: ['developer', 'billing'],
  email_subscriptions: ['technical', 'billing'],
} as const;

const DEMO_KEY_TTL_DAYS = 3650;

export interface IdentitySeedContext {
  companyIds: Record<'bianchi', number>;
  passwordHash: string;
  /** The server's keyed digest, which seals the authenticator secret; without it the account signs in with the password alone. */
  digest: Digest | undefined;
}

export async function seedIdentity(db: Db, { companyIds, passwordHash, digest }: IdentitySeedContext): Promise<void> {
  const id = await insertDemoMember(db, companyIds.bianchi, passwordHash, {
    username: DEMO_TOTP_ACCOUNT.username,
    email: DEMO_TOTP_ACCOUNT.email,
    firstname: DEMO_TOTP_ACCOUNT.firstname,
    lastname: DEMO_TOTP_ACCOUNT.lastname,
    grants: DEMO_TOTP_ACCOUNT.grants,
    email_subscriptions: ['technical'],
  });
  if (digest) await setTotpSecret(db, digest, id, DEMO_TOTP_ACCOUNT.totpSecret);

  const multi = await db.selectFrom('users').select('id').where('username', '=', 'multi').executeTakeFirstOrThrow();
  await createInvite(db, {
    companyId: companyIds.bianchi,
    email: DEMO_NEW_PERSON_INVITE.email,
    grants: [...DEMO_NEW_PERSON_INVITE.grants],
    email_subscriptions: [...DEMO_NEW_PERSON_INVITE.email_subscriptions],
    invitedBy: multi.id,
    ttlDays: DEMO_KEY_TTL_DAYS,
    key: DEMO_NEW_PERSON_INVITE.key,
  });
}
