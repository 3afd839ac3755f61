import { timingSafeEqual } from 'node:crypto';
import type { Currency, Language } from '@sportello/domain';
import type { Db } from '../../platform/db/database.ts';

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
      prospect_source: company.prospect_source ?? null,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}
