import { setTotpSecret } from '../modules/users/index.ts';
import type { Db } from '../platform/db/database.ts';
import type { Digest } from '../platform/security/sealed-box.ts';
import { DEMO_ACCOUNT_COMPANIES } from './account-seed.ts';

/**
 * The operator console's demo (issue 33): the operators sign in with an authenticator code, always
 * — `staff` (admin) and `supporto` (support) share the published secret — and each queue has an
 * item waiting: a company asking to be approved as a reseller, Bianchi & Figli asking to become a
 * partner, Gialli Trasporti (`bloccato`, locked) asking to change its billing data. `nuovo` and
 * `candidato` ask in their own journeys (onboarding, become partner).
 */
export const DEMO_STAFF_TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

export const DEMO_SUPPORT = {
  username: 'supporto',
  email: 'supporto@nuvolaria.example',
  firstname: 'Sara',
  lastname: 'Supporto',
} as const;

/** A company waiting for approval as a reseller, with no sign-in of its own. */
export const DEMO_PENDING_COMPANY = {
  ragione_sociale: 'Lombardi Servizi S.r.l.',
  partita_iva: '07311560960',
} as const;

/** What Gialli Trasporti asks the finance team to change (its locked name and VAT number). */
export const DEMO_CHANGE_REQUEST = {
  tipologia: 'Company',
  ragione_sociale: 'Gialli Trasporti e Logistica S.r.l.',
  stato: 'IT',
  partita_iva: '09123450588',
  note: 'Cambio di ragione sociale deliberato in assemblea.',
} as const;

export interface ConsoleSeedContext {
  companyIds: Record<'bianchi', number>;
  passwordHash: string;
  /** Seals the operators' authenticator secret; without it they cannot sign in (no second factor). */
  digest: Digest | undefined;
}

export async function seedConsole(db: Db, { companyIds, passwordHash, digest }: ConsoleSeedContext): Promise<void> {
  // Support has no company of its own: it works the queues and acts on customers only.
  const { id: support } = await db
    .insertInto('users')
    .values({ ...DEMO_SUPPORT, staff_role: 'support', password_hash: passwordHash, email_verified: true })
    .returning('id')
    .executeTakeFirstOrThrow();
  const staff = await db.selectFrom('users').select('id').where('username', '=', 'staff').executeTakeFirstOrThrow();
  if (digest) {
    for (const id of [staff.id, support]) await setTotpSecret(db, digest, id, DEMO_STAFF_TOTP_SECRET);
  }

  await db
    .insertInto('aziende')
    .values({
      ...DEMO_PENDING_COMPANY,
      tipologia: 'Company',
      stato: 'IT',
      indirizzo: 'Corso Buenos Aires 45',
      cap: '20124',
      citta: 'Milano',
      provincia: 'MI',
      telefono: '+39 02 2046 118',
      email_pec: 'lombardi@pec.lombardiservizi.example',
      approval: 'in approvazione rivenditore',
      contratto_cliente: true,
      ack_terms: true,
      ack_privacy: true,
      is_demo: true,
    })
    .execute();

  const multi = await db.selectFrom('users').select('id').where('username', '=', 'multi').executeTakeFirstOrThrow();
  await db
    .insertInto('partner_requests')
    .values({
      company_id: companyIds.bianchi,
      user_id: multi.id,
      modalita: 'freelance',
      fatturazione_mensile: true,
      provvigioni_in_fattura: true,
    })
    .execute();

  const gialli = await db
    .selectFrom('aziende')
    .select('id')
    .where('ragione_sociale', '=', DEMO_ACCOUNT_COMPANIES.gialli)
    .executeTakeFirstOrThrow();
  const bloccato = await db
    .selectFrom('users')
    .select('id')
    .where('username', '=', 'bloccato')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('billing_change_requests')
    .values({ company_id: gialli.id, user_id: bloccato.id, ...DEMO_CHANGE_REQUEST })
    .execute();
}
