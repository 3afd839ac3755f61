import {
  cashbackStatus,
  isoDateIn,
  isSurveyCompleted,
  KINDS_OF_BALANCE,
  MOVEMENT_KINDS,
  movementExpiry,
  PROVIDER_TIME_ZONE,
  type BalanceKind,
  type Movement,
  type MovementKind,
} from '@sportello/domain';
import type { ListQuery, ListSortKey, movementsApi, Page } from '@sportello/domain/api';
import { sql } from 'kysely';
import { partnerBalances } from '../../modules/ledger/index.ts';
import type { CompanyActor } from '../../platform/access/actor.ts';
import type { Db } from '../../platform/db/database.ts';
import { keptCount } from '../../platform/db/list-counts.ts';
import { pagedList } from '../../platform/db/paginate.ts';

type MovementSortKey = ListSortKey<typeof movementsApi.list>;

/**
 * A reseller's partner credit movements (never its customer credit, 'credito'), newest first: a
 * range of the (company_id, data desc, id desc) index; the tab narrows it to its balance's kinds,
 * the filter looks in the details.
 */
const movements = pagedList({
  rows: (qb, shape: { tipo: BalanceKind | null }, v: { company: number }) =>
    qb
      .selectFrom('credit_movements')
      .select(['id', 'tipo', 'amount', 'descrizione', 'request_id'])
      // The provider's day of the movement, made by PostgreSQL: a time zone conversion per row in
      // JavaScript (Intl) was about a third of the page's server CPU.
      .select(
        sql<string>`to_char(credit_movements.data at time zone ${sql.lit(PROVIDER_TIME_ZONE)}, 'YYYY-MM-DD')`.as('day'),
      )
      .where('company_id', '=', v.company)
      .where('tipo', 'in', shape.tipo ? KINDS_OF_BALANCE[shape.tipo] : MOVEMENT_KINDS),
  // The tab's movements, the counts the triggers keep per kind (migration 0050).
  total: (qb, shape, v) =>
    keptCount(
      qb,
      (shape.tipo ? KINDS_OF_BALANCE[shape.tipo] : MOVEMENT_KINDS).map((kind) => `movements.${kind}` as const),
      v.company,
    ),
  search: ['credit_movements.descrizione'],
  columns: { data: 'credit_movements.data' } satisfies Record<MovementSortKey, string>,
  tieBreaker: 'credit_movements.id',
});

/** GET /rest/account_movements: a page of movements, the contract's parameters and the three balances. */
export async function accountMovements(
  db: Db,
  actor: CompanyActor,
  list: ListQuery<MovementSortKey> & { tipo?: BalanceKind },
  now: Date,
) {
  const today = isoDateIn(now, PROVIDER_TIME_ZONE);
  const [page, company, balances] = await Promise.all([
    movements.page(db, list, { tipo: list.tipo ?? null }, { company: actor.company.id }),
    db
      .selectFrom('aziende')
      .select([
        'currency',
        'sconto',
        'collect_from',
        'referral_percentage',
        'comarketing_percentage',
        'cashback_percentage',
        'cashback_until',
        'cashback_months',
        'iban',
        'is_reseller',
        'survey_completion_date',
      ])
      .where('id', '=', actor.company.id)
      .executeTakeFirstOrThrow(),
    partnerBalances(db, actor.company.id),
  ]);
  const items: Movement[] = page.items.map((m) => ({
    id: String(m.id),
    tipo: m.tipo as MovementKind,
    amount: m.amount,
    data: m.day,
    dettagli: m.descrizione,
    scadenza: movementExpiry({ data: m.day, amount: m.amount }, today),
    richiesta: m.request_id,
  }));
  const result: Page<Movement> = { ...page, items };
  return {
    ...result,
    currency: company.currency,
    sconto: Number(company.sconto),
    collect_from: company.collect_from,
    referral_percentage: Number(company.referral_percentage),
    comarketing_percentage: Number(company.comarketing_percentage),
    cashback_percentage: Number(company.cashback_percentage),
    cashback_until: company.cashback_until,
    cashback_months: company.cashback_months,
    cashback_status: cashbackStatus({
      surveyCompleted: isSurveyCompleted(company, now),
      cashback_until: company.cashback_until,
      cashback_months: company.cashback_months,
      today,
    }),
    iban: company.iban,
    balances,
  };
}
