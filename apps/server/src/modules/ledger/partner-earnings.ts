import { sql } from 'kysely';
import {
  cashbackStatus,
  isoDateIn,
  isSurveyCompleted,
  KINDS_OF_BALANCE,
  PROVIDER_TIME_ZONE,
  type BalanceKind,
  type MovementKind,
} from '@sportello/domain';
import type { Db } from '../../platform/db/database.ts';

/** `percent` of `cents`, rounded to the cent (percentages have two decimals: integer arithmetic). */
export const shareOf = (cents: number, percent: number) => Math.round((cents * Math.round(percent * 100)) / 10_000);

interface Earning {
  company_id: number;
  tipo: MovementKind;
  amount: number;
}

/**
 * DESIGN §5, docs/decisions.md 'Partner credit': a settled invoice (every installment paid) credits,
 * in the settlement's transaction and once per (invoice, reseller, kind) by a unique index:
 * - its company's reseller (parent_id, a reseller): `segnalazioni` when the company was presented
 *   through the affiliation link, else `provvigioni` when the reseller has a discount (sconto > 0);
 *   either at the reseller's referral_percentage of the invoice's taxable amount;
 * - a reseller's own invoice: `comarketing` at its comarketing_percentage, and `cashback` at its
 *   cashback_percentage when its cashback is active and the invoice is settled in one of its months.
 * Only invoices (never credit notes) in the reseller's own currency earn.
 */
export async function creditPartnerEarnings(trx: Db, invoiceId: number, now: Date): Promise<void> {
  const invoice = await trx
    .selectFrom('invoices')
    .innerJoin('aziende', 'aziende.id', 'invoices.company_id')
    .select([
      'invoices.id',
      'invoices.nr',
      'invoices.type',
      'invoices.imponibile',
      'invoices.currency',
      'aziende.id as company_id',
      'aziende.ragione_sociale',
      'aziende.parent_id',
      'aziende.presented',
    ])
    .where('invoices.id', '=', invoiceId)
    .executeTakeFirst();
  if (!invoice || invoice.type !== 'fattura' || invoice.imponibile <= 0) return;
  const ids = [invoice.company_id, ...(invoice.parent_id === null ? [] : [invoice.parent_id])];
  const partners = await trx
    .selectFrom('aziende')
    .select([
      'id',
      'is_reseller',
      'sconto',
      'currency',
      'referral_percentage',
      'comarketing_percentage',
      'cashback_percentage',
      'cashback_until',
      'cashback_months',
      'survey_completion_date',
    ])
    .where('id', 'in', ids)
    .where('is_reseller', '=', true)
    .where('currency', '=', invoice.currency)
    .execute();
  const today = isoDateIn(now, PROVIDER_TIME_ZONE);
  const month = Number(today.slice(5, 7));
  const earnings: Earning[] = [];
  for (const partner of partners) {
    if (partner.id === invoice.parent_id) {
      const tipo = invoice.presented ? 'segnalazioni' : Number(partner.sconto) > 0 ? 'provvigioni' : null;
      if (tipo)
        earnings.push({
          company_id: partner.id,
          tipo,
          amount: shareOf(invoice.imponibile, Number(partner.referral_percentage)),
        });
    }
    if (partner.id === invoice.company_id) {
      earnings.push({
        company_id: partner.id,
        tipo: 'comarketing',
        amount: shareOf(invoice.imponibile, Number(partner.comarketing_percentage)),
      });
      const status = cashbackStatus({
        surveyCompleted: isSurveyCompleted(
          { is_reseller: true, survey_completion_date: partner.survey_completion_date },
          now,
        ),
        cashback_until: partner.cashback_until,
        cashback_months: partner.cashback_months,
        today,
      });
      if (status === 'active' && partner.cashback_months.includes(month))
        earnings.push({
          company_id: partner.id,
          tipo: 'cashback',
          amount: shareOf(invoice.imponibile, Number(partner.cashback_percentage)),
        });
    }
  }
  const rows = earnings.filter((e) => e.amount > 0);
  if (rows.length === 0) return;
  await trx
    .insertInto('credit_movements')
    .values(
      rows.map((e) => ({
        ...e,
        currency: invoice.currency,
        descrizione: `Fattura ${invoice.nr} — ${invoice.ragione_sociale}`,
        invoice_id: invoice.id,
        data: now,
      })),
    )
    .onConflict((oc) =>
      oc.columns(['invoice_id', 'company_id', 'tipo']).where(sql.ref('invoice_id'), 'is not', null).doNothing(),
    )
    .execute();
}

/**
 * A reseller's three balances (spec 2 §2), cents: referrals count as commissions. Read from the
 * balances its movements' triggers keep (migration 0051), a few rows whatever the movements.
 */
export async function partnerBalances(db: Db, companyId: number): Promise<Record<BalanceKind, number>> {
  const rows = await db
    .selectFrom('credit_balances')
    .select(['tipo', sql<string>`sum(amount)`.as('total')])
    .where('company_id', '=', companyId)
    .where('tipo', 'in', ['provvigioni', 'segnalazioni', 'comarketing', 'cashback'])
    .groupBy('tipo')
    .execute();
  const of = (kinds: readonly MovementKind[]) =>
    rows.filter((r) => kinds.includes(r.tipo as MovementKind)).reduce((sum, r) => sum + Number(r.total), 0);
  return {
    provvigioni: of(KINDS_OF_BALANCE.provvigioni),
    comarketing: of(KINDS_OF_BALANCE.comarketing),
    cashback: of(KINDS_OF_BALANCE.cashback),
  };
}

/**
 * Folds each company's kept balance of each kind into one row (housekeeping, and after a bulk load).
 * One statement: rows the triggers add meanwhile are not in its snapshot and stay, still summed.
 */
export async function foldCreditBalances(db: Db): Promise<void> {
  await sql`with folded as (delete from credit_balances returning company_id, tipo, amount)
    insert into credit_balances select company_id, tipo, sum(amount) from folded group by 1, 2 having sum(amount) <> 0`.execute(
    db,
  );
}
