import type { Db } from '../platform/db/database.ts';
import type { NewAzienda } from '../platform/db/schema.ts';
import { insertDemoMember } from './demo-rows.ts';

/**
 * My customers demo rows for Alpi Digital (`reseller`): Pasticceria Ticinese lets the reseller's
 * user in (an access request already authorised), Studio Bernasconi does not yet (its owner,
 * `bernasconi`, would get the access request), two companies presented through the affiliation
 * link and two prospects. Signing in, `reseller` still lands in Alpi (homeCompanyOf).
 */
export const DEMO_CUSTOMERS = {
  bernasconiOwner: { username: 'bernasconi', email: 'sara.bernasconi@studiobernasconi.example' },
  presented: ['Ticino Eventi Sagl', 'Ceresio Immobiliare SA'],
  prospects: [
    {
      ragione_sociale: 'Ferri Studio Sagl',
      contact_name: 'Giulia Ferri',
      contact_mail: 'giulia.ferri@ferristudio.example',
    },
    {
      ragione_sociale: 'Vini del Mendrisiotto SA',
      contact_name: 'Marco Bassi',
      contact_mail: 'm.bassi@vinimendrisiotto.example',
    },
  ],
} as const;

export interface CustomersSeedContext {
  companyIds: { alpi: number; bernasconi: number; pasticceria: number };
  /** An approved Swiss demo company: the new ones take its terms, with names and places of their own. */
  swiss: NewAzienda;
  passwordHash: string;
}

export async function seedCustomers(db: Db, { companyIds, swiss, passwordHash }: CustomersSeedContext): Promise<void> {
  const reseller = await db
    .selectFrom('users')
    .select('id')
    .where('username', '=', 'reseller')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('company_access')
    .values({ user_id: reseller.id, company_id: companyIds.pasticceria, grants: ['admin'] })
    .execute();
  // The person the reseller deals with there: where an offer the reseller prepares is mailed.
  await db
    .updateTable('aziende')
    .set({ contact_name: 'Sara Fontana', contact_mail: 'sara@pasticceriaticinese.example' })
    .where('id', '=', companyIds.pasticceria)
    .execute();
  await insertDemoMember(db, companyIds.bernasconi, passwordHash, {
    ...DEMO_CUSTOMERS.bernasconiOwner,
    firstname: 'Sara',
    lastname: 'Bernasconi',
    lingua: 'it',
    grants: ['owner'],
    email_subscriptions: ['technical', 'billing', 'marketing'],
  });

  const places = [
    { indirizzo: 'Via Cantonale 8', cap: '6600', citta: 'Locarno', provincia: 'TI', telefono: '+41 91 752 11 40' },
    { indirizzo: 'Riva Paradiso 2', cap: '6900', citta: 'Lugano', provincia: 'TI', telefono: '+41 91 994 27 03' },
  ];
  for (const [i, ragione_sociale] of DEMO_CUSTOMERS.presented.entries()) {
    const { id } = await db
      .insertInto('aziende')
      .values({
        ...swiss,
        ...places[i],
        ragione_sociale,
        partita_iva: null,
        parent_id: companyIds.alpi,
        presented: true,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const slug = ragione_sociale.split(' ')[0]?.toLowerCase() ?? 'presentata';
    await insertDemoMember(db, id, passwordHash, {
      username: `${slug}.demo`,
      email: `info@${slug}.example`,
      firstname: i === 0 ? 'Luca' : 'Anna',
      lastname: i === 0 ? 'Rezzonico' : 'Galli',
      lingua: 'it',
      grants: ['owner'],
      email_subscriptions: ['technical', 'billing'],
    });
  }

  await db
    .insertInto('aziende')
    .values(
      DEMO_CUSTOMERS.prospects.map((p, i) => ({
        ...swiss,
        ...places[i],
        ...p,
        partita_iva: null,
        approval: null,
        contratto_cliente: false,
        parent_id: companyIds.alpi,
        is_prospect: true,
      })),
    )
    .execute();
}
