import { timingSafeEqual } from 'node:crypto';
import { DEFAULT_LANGUAGE, type Currency, type Language, type Prospect } from '@sportello/domain';
import type { Db } from '../../platform/db/database.ts';
import { newToken } from '../../platform/sessions/tokens.ts';

/**
 * A new company's country, currency and VAT until its billing data say
 * otherwise: German and French speakers are taken to be Swiss (the provider
 * bills Switzerland in CHF), everyone else Italian in EUR.
 */
function signupDefaults(language: Language): { stato: string; currency: Currency; iva: number } {
  return language === 'de' || language === 'fr'
    ? { stato: 'CH', currency: 'CHF', iva: 8.1 }
    : { stato: 'IT', currency: 'EUR', iva: 22 };
}

/** The provider's billing entity for a country: the one based there, else the first one. */
async function chooseFatturante(db: Db, stato: string): Promise<number | null> {
  const local = await db
    .selectFrom('fatturanti')
    .select('id')
    .where('stato', '=', stato)
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  if (local) return local.id;
  const first = await db.selectFrom('fatturanti').select('id').orderBy('id').limit(1).executeTakeFirst();
  return first?.id ?? null;
}

/**
 * The reseller an affiliation link names: `afid` its company id, `aftk` its
 * affiliation token. Anything that does not match is no affiliation.
 */
export async function findAffiliate(
  db: Db,
  afid: string | undefined,
  aftk: string | undefined,
): Promise<number | undefined> {
  if (!afid || !aftk || !/^\d{1,9}$/.test(afid)) return undefined;
  const row = await db
    .selectFrom('aziende')
    .select(['id', 'affiliation_token'])
    .where('id', '=', Number(afid))
    .where('is_reseller', '=', true)
    .executeTakeFirst();
  if (!row?.affiliation_token) return undefined;
  const expected = Buffer.from(row.affiliation_token);
  const given = Buffer.from(aftk);
  return expected.length === given.length && timingSafeEqual(expected, given) ? row.id : undefined;
}

export interface NewCompany {
  ragione_sociale: string;
  language: Language;
  ack_marketing: boolean;
  /** The reseller whose customer it becomes (an affiliation link). */
  parentId: number | undefined;
  prospect_source: string | undefined;
}

/**
 * A company as sign-up makes it: no contract, no approval yet, country, currency and billing
 * entity from the language until its billing data say otherwise. Run it in a transaction.
 */
export async function createCompany(db: Db, company: NewCompany, now: Date): Promise<number> {
  const defaults = signupDefaults(company.language);
  const { id } = await db
    .insertInto('aziende')
    .values({
      ragione_sociale: company.ragione_sociale,
      tipologia: 'Company',
      stato: defaults.stato,
      currency: defaults.currency,
      currency_locked: false,
      iva: defaults.iva,
      lingua: company.language,
      approval: null,
      contratto_cliente: false,
      ack_privacy: true,
      ack_marketing: company.ack_marketing,
      fatturante_id: await chooseFatturante(db, defaults.stato),
      parent_id: company.parentId ?? null,
      // A sign-up with a reseller is one through its affiliation link: the reseller presented it.
      presented: company.parentId !== undefined,
      prospect_source: company.prospect_source ?? null,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** A country's VAT rate until the provider sets it, as sign-up sets it: Swiss, else Italian. */
const vatRateOf = (stato: string): number => (stato === 'CH' || stato === 'LI' ? 8.1 : 22);

/**
 * A prospect (spec 2 §3): a company a reseller creates for one of its own leads, its customer
 * from the start, with the person to contact and no users (nobody signs in to it until someone is
 * invited). Its billing entity follows its country. Run it in a transaction.
 */
export async function createProspectCompany(
  db: Db,
  resellerId: number,
  prospect: Prospect,
  now: Date,
): Promise<number> {
  const { firstname, lastname, email, lingua, ...billing } = prospect;
  const { id } = await db
    .insertInto('aziende')
    .values({
      ...billing,
      lingua: lingua ?? DEFAULT_LANGUAGE,
      iva: vatRateOf(billing.stato),
      currency_locked: false,
      approval: null,
      contratto_cliente: false,
      fatturante_id: await chooseFatturante(db, billing.stato),
      parent_id: resellerId,
      is_prospect: true,
      contact_name: `${firstname} ${lastname}`,
      contact_mail: email,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/**
 * A reseller's affiliation token, made on its first request. Read first, so that asking for it
 * writes nothing once it exists; of two first requests at once, the second's update finds the
 * token set and both answer the stored one. `created` tells the caller to record the change.
 */
export async function affiliationTokenOf(
  db: Db,
  resellerId: number,
): Promise<{ token: string; created: boolean } | undefined> {
  const stored = () =>
    db
      .selectFrom('aziende')
      .select('affiliation_token')
      .where('id', '=', resellerId)
      .where('is_reseller', '=', true)
      .executeTakeFirst();
  const found = await stored();
  if (!found) return undefined;
  if (found.affiliation_token) return { token: found.affiliation_token, created: false };
  const made = await db
    .updateTable('aziende')
    .set({ affiliation_token: newToken() })
    .where('id', '=', resellerId)
    .where('affiliation_token', 'is', null)
    .returning('affiliation_token')
    .executeTakeFirst();
  if (made?.affiliation_token) return { token: made.affiliation_token, created: true };
  const raced = await stored();
  return raced?.affiliation_token ? { token: raced.affiliation_token, created: false } : undefined;
}
