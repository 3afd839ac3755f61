import type { Currency, Language, Opportunity, OpportunityState, SkillType } from '@sportello/domain';
import type { ListQuery, ListSortKey, opportunitiesApi, Page } from '@sportello/domain/api';
import { sql } from 'kysely';
import type { CompanyScope } from '../../platform/access/company-scope.ts';
import type { Db } from '../../platform/db/database.ts';
import { keptCount } from '../../platform/db/list-counts.ts';
import { pagedList } from '../../platform/db/paginate.ts';
import { localized } from '../../platform/i18n/localized-text.ts';
import type { LocalizedText } from '../../platform/db/schema.ts';

const accepted = sql<boolean>`opportunities.stato = 'accettata'`;

/** The state a partner sees: an offer still waiting past its expiry reads 'scaduta'. */
const shownState = (now: Date) =>
  sql<OpportunityState>`case when opportunities.stato = 'attesa' and opportunities.expires_at <= ${now} then 'scaduta' else opportunities.stato end`;

/** A partner's offers with their projects; the requester's data only where the partner accepted. */
function offers(qb: Db, company: number, now: Date) {
  return qb
    .selectFrom('opportunities')
    .innerJoin('projects', 'projects.id', 'opportunities.project_id')
    .where('opportunities.company_id', '=', company)
    .select([
      'opportunities.id',
      'opportunities.project_id',
      'opportunities.created_at',
      'opportunities.expires_at',
      shownState(now).as('stato'),
      'projects.nome',
      'projects.descrizione',
      'projects.tempistiche',
      'projects.budget',
      'projects.currency',
      sql<string | null>`case when ${accepted} then projects.dominio end`.as('dominio'),
      sql<
        string | null
      >`case when ${accepted} then (select ragione_sociale from aziende where aziende.id = projects.company_id) end`.as(
        'cliente',
      ),
      sql<string | null>`case when ${accepted} then projects.contatti end`.as('contatti'),
      sql<
        string | null
      >`case when ${accepted} then (select ragione_sociale from aziende where aziende.id = opportunities.company_id) end`.as(
        'partner',
      ),
    ]);
}

/** The stored states an offer shown in a state may have: a waiting offer past its expiry shows 'scaduta'. */
const STORED_AS: Record<OpportunityState, readonly OpportunityState[]> = {
  attesa: ['attesa'],
  scaduta: ['attesa', 'scaduta'],
  accettata: ['accettata'],
  rifiutata: ['rifiutata'],
};

/**
 * The offers shown in `state`: the stored states first, which the (company_id, stato, ...) index
 * finds, then the shown state. The planner guesses few rows pass that expression, so a searched
 * list probes each offer's project by key; told the exact expiry condition instead, it read and
 * searched every project of every company first (60 ms a waiting lead's search, against 43 ms).
 */
function inState(state: OpportunityState, now: Date) {
  return sql<boolean>`opportunities.stato in (${sql.join(STORED_AS[state].map((s) => sql.lit(s)))}) and ${shownState(now)} = ${sql.lit(state)}`;
}

/**
 * A partner's leads newest first: a range of the (company_id, created_at, id) index, of the
 * (company_id, stato, created_at, id) one with a state (migration 0049). Every offer has its
 * project (a not-null key, deleted with it), so a state's total counts offers alone, from that
 * index; all of them, the count the triggers keep (migration 0050).
 */
const opportunities = pagedList({
  rows: (qb, shape: { stato: OpportunityState | null }, v: { company: number; now: Date }) => {
    const rows = offers(qb, v.company, v.now);
    return shape.stato ? rows.where(inState(shape.stato, v.now)) : rows;
  },
  total: (qb, shape, v) =>
    shape.stato
      ? qb
          .selectFrom('opportunities')
          .select(sql<string>`count(*)`.as('n'))
          .where('opportunities.company_id', '=', v.company)
          .where(inState(shape.stato, v.now))
      : keptCount(qb, 'opportunities', v.company),
  search: ['projects.nome', 'projects.descrizione'],
  columns: { data: 'opportunities.created_at' },
  tieBreaker: 'opportunities.id',
});

type Row = {
  id: number;
  project_id: number;
  created_at: Date;
  expires_at: Date;
  stato: OpportunityState;
  nome: string;
  descrizione: string;
  tempistiche: string;
  budget: number | null;
  currency: string;
  dominio: string | null;
  cliente: string | null;
  contatti: string | null;
  partner: string | null;
};

const SKILL_FIELDS: Record<SkillType, 'skills' | 'tech_skills' | 'business_sectors'> = {
  skill: 'skills',
  'tech skill': 'tech_skills',
  'business sector': 'business_sectors',
};

/** The projects' requirements named in `language`, by project. */
async function requirementsOf(
  db: Db,
  projectIds: readonly number[],
  language: Language,
): Promise<Map<number, Pick<Opportunity, 'skills' | 'tech_skills' | 'business_sectors'>>> {
  const byProject = new Map<number, Pick<Opportunity, 'skills' | 'tech_skills' | 'business_sectors'>>();
  if (projectIds.length === 0) return byProject;
  const rows = await db
    .selectFrom('project_requirements as pr')
    .innerJoin('skills as s', 's.id', 'pr.skill_id')
    .select(['pr.project_id', 's.nome', 's.nomi', 's.tipo'])
    .where('pr.project_id', 'in', [...projectIds])
    .orderBy('s.id')
    .execute();
  for (const r of rows) {
    const entry = byProject.get(r.project_id) ?? { skills: [], tech_skills: [], business_sectors: [] };
    const field = SKILL_FIELDS[r.tipo as SkillType];
    if (field) entry[field].push(localized(r.nomi as LocalizedText, language) ?? r.nome);
    byProject.set(r.project_id, entry);
  }
  return byProject;
}

function toOpportunities(
  rows: readonly Row[],
  requirements: Awaited<ReturnType<typeof requirementsOf>>,
): Opportunity[] {
  return rows.map(({ project_id, created_at, expires_at, currency, ...row }) => ({
    ...row,
    data: created_at.toISOString(),
    scadenza: expires_at.toISOString(),
    currency: currency as Currency,
    ...(requirements.get(project_id) ?? { skills: [], tech_skills: [], business_sectors: [] }),
  }));
}

/** A page of the partner's leads (spec 2 §2), the requester's data only on the ones it accepted. */
export async function listOpportunities(
  db: Db,
  scope: CompanyScope,
  list: ListQuery<ListSortKey<typeof opportunitiesApi.list>> & { stato?: OpportunityState },
  language: Language,
  now: Date,
): Promise<Page<Opportunity>> {
  const page = await opportunities.page(db, list, { stato: list.stato ?? null }, { company: scope.company.id, now });
  const rows = page.items as Row[];
  const requirements = await requirementsOf(db, [...new Set(rows.map((r) => r.project_id))], language);
  return { ...page, items: toOpportunities(rows, requirements) };
}

/** One of the partner's leads as the list shows it, or undefined when it is not the partner's. */
export async function findOpportunity(
  db: Db,
  scope: CompanyScope,
  id: number,
  language: Language,
  now: Date,
): Promise<Opportunity | undefined> {
  const row = await offers(db, scope.company.id, now).where('opportunities.id', '=', id).executeTakeFirst();
  if (!row) return undefined;
  return toOpportunities([row], await requirementsOf(db, [row.project_id], language))[0];
}

/** The partner's offer, locked with every other offer of its project (in id order, so deciders queue, never deadlock). */
export async function lockOffer(
  trx: Db,
  scope: CompanyScope,
  id: number,
): Promise<{ id: number; project_id: number; stato: string; expires_at: Date } | undefined> {
  const offer = await trx
    .selectFrom('opportunities')
    .select('project_id')
    .where('id', '=', id)
    .where('company_id', '=', scope.company.id)
    .executeTakeFirst();
  if (!offer) return undefined;
  const locked = await trx
    .selectFrom('opportunities')
    .select(['id', 'project_id', 'stato', 'expires_at'])
    .where('project_id', '=', offer.project_id)
    .orderBy('id')
    .forUpdate()
    .execute();
  return locked.find((o) => o.id === id);
}

/** The partner takes the lead: its offer 'accettata', the other partners' waiting offers 'scaduta'. */
export async function markAccepted(trx: Db, offer: { id: number; project_id: number }, userId: number, now: Date) {
  await trx
    .updateTable('opportunities')
    .set({ stato: 'accettata', decided_at: now, decided_by: userId })
    .where('id', '=', offer.id)
    .execute();
  const closed = await trx
    .updateTable('opportunities')
    .set({ stato: 'scaduta' })
    .where('project_id', '=', offer.project_id)
    .where('id', '<>', offer.id)
    .where('stato', '=', 'attesa')
    .returning('id')
    .execute();
  return closed.length;
}

export async function markRejected(trx: Db, offer: { id: number }, userId: number, now: Date): Promise<void> {
  await trx
    .updateTable('opportunities')
    .set({ stato: 'rifiutata', decided_at: now, decided_by: userId })
    .where('id', '=', offer.id)
    .execute();
}
