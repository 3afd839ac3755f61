import type { Currency, Language, StaffCompany } from '@sportello/domain';
import type { ListQuery, ListSortKey, Page } from '@sportello/domain/api';
import type { staffApi } from '@sportello/domain/api';
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../platform/db/database.ts';
import { pagedList } from '../../platform/db/paginate.ts';

type SortKey = ListSortKey<typeof staffApi.companies>;

/**
 * The companies a console search finds: a part of the name, VAT number, fiscal code or PEC; of a
 * user's username or e-mail; of a domain (a hosting service's or a product's); or the id. Each
 * part is an `ilike` a trigram index of migration 0030 serves — the expressions are the indexed
 * ones, as written there — and their union is the handful of companies the page sorts.
 */
function searchHits(pattern: unknown, id: unknown, byId: boolean): RawBuilder<unknown> {
  return sql`(
    select a.id from aziende a
      where (a.ragione_sociale || ' ' || coalesce(a.partita_iva, '') || ' ' || coalesce(a.codice_fiscale, '') || ' ' || coalesce(a.email_pec, '')) ilike ${pattern}
    union select ca.company_id from company_access ca join users u on u.id = ca.user_id
      where (u.username || ' ' || u.email) ilike ${pattern}
    union select h.company_id from hosting_services h where h.dominio ilike ${pattern}
    union select p.company_id from products p where p.dominio <> '' and p.dominio ilike ${pattern}
    ${byId ? sql`union select ${id}::int` : sql``}
  )`;
}

const PARENT_NAME = sql<string | null>`(select p.ragione_sociale from aziende p where p.id = aziende.parent_id)`;

const companies = pagedList({
  rows: (qb, shape: { searched: boolean; byId: boolean }, v: { pattern: string; id: number }) => {
    const rows = qb
      .selectFrom('aziende')
      .select([
        'aziende.id',
        'aziende.ragione_sociale',
        'aziende.partita_iva',
        'aziende.codice_fiscale',
        'aziende.approval',
        'aziende.contratto_cliente',
        'aziende.is_reseller',
        'aziende.parent_id',
        PARENT_NAME.as('parent_name'),
        'aziende.currency',
        'aziende.locked',
        'aziende.lingua',
      ]);
    return shape.searched ? rows.where(sql<boolean>`aziende.id in ${searchHits(v.pattern, v.id, shape.byId)}`) : rows;
  },
  columns: { ragione_sociale: 'aziende.ragione_sociale', id: 'aziende.id' },
  tieBreaker: 'aziende.id',
});

/** `q` as one phrase matched anywhere, LIKE's wildcards in it taken literally. */
const containing = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A page of the companies a console search finds (every company, by name, without `q`). */
export async function searchCompanies(db: Db, list: ListQuery<SortKey>): Promise<Page<StaffCompany>> {
  const q = list.q;
  const byId = q !== undefined && /^\d{1,9}$/.test(q);
  const page = await companies.page(
    db,
    { ...list, q: undefined },
    { searched: q !== undefined, byId },
    { pattern: containing(q ?? ''), id: byId ? Number(q) : 0 },
  );
  return {
    ...page,
    items: page.items.map((c) => ({ ...c, currency: c.currency as Currency, lingua: c.lingua as Language })),
  };
}
