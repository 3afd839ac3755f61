import { sql } from 'kysely';
import type { CreditKind, Currency } from '@sportello/domain';
import type { Db } from '../../platform/db/database.ts';

/** DESIGN §5, spec 2 §2 'Conto': partner credit expires 15 months after it was earned. */
export const CREDIT_EXPIRY_MONTHS = 15;

export interface ExpiredCredit {
  tipo: CreditKind;
  currency: Currency;
  amount: number;
}

/**
 * Expires what is left of the company's credit and cashback earned before `cutoff` (the day 15
 * months back), first earned, first spent: what was earned before it, less everything ever taken
 * from the balance (payments, requests, earlier expiries), is written off as one negative movement.
 * Run under the company's lock, inside the caller's transaction; a second run finds nothing left.
 */
export async function expireOldCredit(db: Db, companyId: number, cutoff: string, now: Date): Promise<ExpiredCredit[]> {
  const rows = await db
    .selectFrom('credit_movements')
    .select([
      'tipo',
      'currency',
      sql<string>`coalesce(sum(amount) filter (where amount > 0 and data < ${cutoff}::date), 0)`.as('earned'),
      sql<string>`coalesce(sum(-amount) filter (where amount < 0), 0)`.as('taken'),
    ])
    .where('company_id', '=', companyId)
    .groupBy(['tipo', 'currency'])
    .execute();
  const expired: ExpiredCredit[] = [];
  for (const row of rows) {
    const amount = Number(row.earned) - Number(row.taken);
    if (amount <= 0) continue;
    await db
      .insertInto('credit_movements')
      .values({
        company_id: companyId,
        tipo: row.tipo,
        amount: -amount,
        currency: row.currency,
        descrizione: `Scaduto (${CREDIT_EXPIRY_MONTHS} mesi)`,
        transaction_id: null,
        data: now,
      })
      .execute();
    expired.push({ tipo: row.tipo, currency: row.currency, amount });
  }
  return expired;
}
