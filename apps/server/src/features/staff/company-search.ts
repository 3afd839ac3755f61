import type { Currency, Language, StaffCompany } from '@sportello/domain';
import type { ListQuery, ListSortKey, Page } from '@sportello/domain/api';
import type { staffApi } from '@sportello/domain/api';
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../platform/db/database.ts';
import { keptCount } from '../../platform/db/list-counts.ts';
import { pagedList } from '../../platform/db/paginate.ts';

type SortKey = ListSortKey<typeof staffApi.companies>;

/**
 * The companies a console search finds: a part of the name, VAT number, fiscal code or PEC; of a
 * user's username or e-mail; of a domain (a hosting service's or a product's); or the id. Each
 * part is an `ilike` a trigram index of migration 0030 serves — the expressions are the indexed
 * ones, as written there — and their union is the handful of companies the page sorts.
 */
function searchHits(pattern: unknown, id: unknown, shape: SearchShape): RawBuilder<unknown> {
  // A username or an e-mail address has no space, a domain has a dot too: a phrase is looked for in
  // the company only, a word without a dot in the companies and their users.
  const accounts = shape.oneWord
    ? sql`
    union select ca.company_id from company_access ca join users u on u.id = ca.user_id
      where (u.username || ' ' || u.email) ilike ${pattern}`
    : sql``;
  const domains = shape.domain
    ? sql`
    union select h.company_id from hosting_services h where h.dominio ilike ${pattern}
    union select p.company_id from products p where p.dominio <> '' and p.dominio ilike ${pattern}`
    : sql``;
  return sql`(
    select a.id from aziende a
      where (a.ragione_sociale || ' ' || coalesce(a.partita_iva, '') || ' ' || coalesce(a.codice_fiscale, '') || ' ' || coalesce(a.email_pec, '')) ilike ${pattern}
    ${accounts}
    ${domains}
    ${shape.byId ? sql`union select ${id}::int` : sql``}
  )`;
}

interface SearchShape {
  searched: boolean;
  byId: boolean;
  oneWord: boolean;
  domain: boolean;
}

const PARENT_NAME = sql<string | null>`(select p.ragione_sociale from aziende p where p.id = aziende.parent_id)`;

const companies = pagedList({
  rows: (qb, shape: SearchShape, v: { pattern: string; id: number }) => {
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
    return shape.searched ? rows.where(sql<boolean>`aziende.id in ${searchHits(v.pattern, v.id, shape)}`) : rows;
  },
  // The few companies a search finds are counted as they are read (no second search for the total);
  // every company, the count the triggers keep (migration 0050).
  total: (qb, shape) => (shape.searched ? sql`count(*) over ()` : keptCount(qb, 'companies', 0)),
  columns: { ragione_sociale: 'aziende.ragione_sociale', id: 'aziende.id' },
  tieBreaker: 'aziende.id',
});

/** `q` as one phrase matched anywhere, LIKE's wildcards in it taken literally. */
const containing = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A page of the companies a console search finds (every company, by name, without `q`). */
export async function searchCompanies(db: Db, list: ListQuery<SortKey>): Promise<Page<StaffCompany>> {
  const q = list.q;
  const byId = q !== undefined && /^\d{1,9}$/.test(q);
  const oneWord = q !== undefined && !/\s/.test(q);
  const page = await companies.page(
    db,
    { ...list, q: undefined },
    { searched: q !== undefined, byId, oneWord, domain: oneWord && q.includes('.') },
    { pattern: containing(q ?? ''), id: byId ? Number(q) : 0 },
  );
  return {
    ...page,
    items: page.items.map((c) => ({ ...c, currency: c.currency as Currency, lingua: c.lingua as Language })),
  };
}
