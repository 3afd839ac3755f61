import type { Currency, MyCustomer } from '@sportello/domain';
import type { ListQuery, Page } from '@sportello/domain/api';
import { sql } from 'kysely';
import type { CompanyActor } from '../../platform/access/actor.ts';
import type { Db } from '../../platform/db/database.ts';
import { keptCount } from '../../platform/db/list-counts.ts';
import { pagedList } from '../../platform/db/paginate.ts';

// A company's contact: a prospect's person, else its owner (the first one, when several).
const ownerName = sql<string | null>`(select nullif(concat_ws(' ', u.firstname, u.lastname), '')
  from company_access ca join users u on u.id = ca.user_id
  where ca.company_id = aziende.id and 'owner' = any(ca.grants) order by ca.user_id limit 1)`;
const ownerMail = sql<string | null>`(select u.email
  from company_access ca join users u on u.id = ca.user_id
  where ca.company_id = aziende.id and 'owner' = any(ca.grants) order by ca.user_id limit 1)`;

/**
 * A reseller's customers by name: a range of the (parent_id, ragione_sociale, id) index (migration
 * 0024), the filter looking only among that reseller's rows. `login`: the caller may act for it.
 */
const customers = pagedList({
  rows: (qb, _shape: null, v: { reseller: number; user: number }) =>
    qb
      .selectFrom('aziende')
      .select((eb) => [
        'aziende.id',
        'aziende.ragione_sociale',
        'aziende.partita_iva',
        'aziende.indirizzo',
        'aziende.cap',
        'aziende.citta',
        'aziende.provincia',
        'aziende.stato',
        'aziende.currency',
        'aziende.currency_locked',
        'aziende.iva as vat',
        eb.fn.coalesce('aziende.contact_name', ownerName).as('contact_name'),
        eb.fn.coalesce('aziende.contact_mail', ownerMail).as('contact_mail'),
        'aziende.presented',
        'aziende.is_prospect as prospect',
        eb
          .exists(
            eb
              .selectFrom('company_access')
              .select(sql.lit(1).as('one'))
              .whereRef('company_access.company_id', '=', 'aziende.id')
              .where('company_access.user_id', '=', v.user),
          )
          .$castTo<boolean>()
          .as('login'),
      ])
      .where('aziende.parent_id', '=', v.reseller),
  search: [
    'aziende.ragione_sociale',
    'aziende.partita_iva',
    'aziende.citta',
    'aziende.contact_name',
    'aziende.contact_mail',
  ],
  // Every customer of the reseller, the count the triggers keep (migration 0050).
  total: (qb, _shape, v) => keptCount(qb, 'customers', v.reseller),
  columns: { ragione_sociale: 'aziende.ragione_sociale' },
  tieBreaker: 'aziende.id',
});

/** A page of the acting reseller's customers: assigned, presented and prospects. */
export async function listMyCustomers(
  db: Db,
  actor: CompanyActor,
  list: ListQuery<'ragione_sociale'>,
): Promise<Page<MyCustomer>> {
  const page = await customers.page(db, list, null, { reseller: actor.company.id, user: actor.user.id });
  return {
    ...page,
    items: page.items.map((c) => ({ ...c, currency: c.currency as Currency, vat: Number(c.vat) })),
  };
}

/** One customer of the acting reseller, or undefined for any other company. */
export function findMyCustomer(
  db: Db,
  actor: CompanyActor,
  customerId: number,
): Promise<{ id: number; ragione_sociale: string } | undefined> {
  return db
    .selectFrom('aziende')
    .select(['id', 'ragione_sociale'])
    .where('id', '=', customerId)
    .where('parent_id', '=', actor.company.id)
    .executeTakeFirst();
}

/** The administrators of a company (owner or admin grant), who may authorise an access request. */
export function companyAdministrators(
  db: Db,
  companyId: number,
): Promise<{ id: number; email: string; lingua: string }[]> {
  return db
    .selectFrom('company_access')
    .innerJoin('users', 'users.id', 'company_access.user_id')
    .select(['users.id', 'users.email', 'users.lingua'])
    .where('company_access.company_id', '=', companyId)
    .where((eb) =>
      eb.or([
        eb(sql.lit('owner'), '=', eb.fn.any('company_access.grants')),
        eb(sql.lit('admin'), '=', eb.fn.any('company_access.grants')),
      ]),
    )
    .orderBy('users.id')
    .execute();
}
