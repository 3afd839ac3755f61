import { sql } from 'kysely';
import { BALANCE_KINDS, KINDS_OF_BALANCE, type CreditKind, type Currency } from '@sportello/domain';
import type { Db } from '../../platform/db/database.ts';

/** DESIGN §5, spec 2 §2 'Conto': partner credit expires 15 months after it was earned. */
export const CREDIT_EXPIRY_MONTHS = 15;

export interface ExpiredCredit {
  tipo: CreditKind;
  currency: Currency;
  amount: number;
}

/**
 * Expires what is left of the company's partner credit and cashback earned before `cutoff` (the day
 * 15 months back), first earned, first spent: of each balance (spec 2 §3: referrals count with the
 * commissions; credit is a balance of its own), what was earned before it, less everything ever taken
 * from that balance (payments, requests, earlier expiries), is written off as one negative movement of
 * the balance's kind. Run under the company's lock, inside the caller's transaction; a second run
 * finds nothing left.
 */
export async function expireOldCredit(db: Db, companyId: number, cutoff: string, now: Date): Promise<ExpiredCredit[]> {
  const expired: ExpiredCredit[] = [];
  for (const balance of [...BALANCE_KINDS, 'credito'] as const) {
    const rows = await db
      .selectFrom('credit_movements')
      .select([
        'currency',
        sql<string>`coalesce(sum(amount) filter (where amount > 0 and data < ${cutoff}::date), 0)`.as('earned'),
        sql<string>`coalesce(sum(-amount) filter (where amount < 0), 0)`.as('taken'),
      ])
      .where('company_id', '=', companyId)
      .where('tipo', 'in', balance === 'credito' ? ['credito'] : KINDS_OF_BALANCE[balance])
      .groupBy('currency')
      .execute();
    for (const row of rows) {
      const amount = Number(row.earned) - Number(row.taken);
      if (amount <= 0) continue;
      await db
        .insertInto('credit_movements')
        .values({
          company_id: companyId,
          tipo: balance,
          amount: -amount,
          currency: row.currency,
          descrizione: 'Credito scaduto',
          transaction_id: null,
          data: now,
        })
        .execute();
      expired.push({ tipo: balance, currency: row.currency, amount });
    }
  }
  return expired;
}
