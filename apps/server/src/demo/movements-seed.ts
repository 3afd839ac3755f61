import { isoDateIn, plusMonths, PROVIDER_TIME_ZONE } from '@sportello/domain';
import type { Db } from '../platform/db/database.ts';

/** A tiny PDF standing for the invoices a reseller attached to its requests. */
const DEMO_INVOICE_PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n', 'latin1');

const at = (day: string) => new Date(`${day}T10:00:00Z`);

/** The demo reseller's commission request still waiting in the operator console's queue. */
export const DEMO_WAITING_COMMISSION = {
  importo: 12_000,
  messaggio: 'Fattura 41/2026: provvigioni del trimestre',
} as const;

/**
 * The demo reseller's statement (spec 2 §2 'Conto'): a year and a half of credit of every kind —
 * commissions on its customers' invoices, referrals on a presented company's, co-marketing on its
 * own, cashback in three months of the past year, spent in a payment — two requests the provider paid (their debits)
 * and one it did not accept (debited, then given back), and one waiting in the operator console's
 * queue since five days (DEMO_WAITING_COMMISSION). Credit older than 12 months shows its
 * expiry; the commission balance is above the least collectable, so a request can be made. The
 * cashback months are not chosen yet: `reseller` picks them.
 */
export async function seedMovements(
  db: Db,
  {
    reseller,
    userId,
    today = isoDateIn(new Date(), PROVIDER_TIME_ZONE),
  }: { reseller: number; userId: number | null; today?: string },
): Promise<void> {
  const rows: {
    tipo: 'provvigioni' | 'segnalazioni' | 'comarketing' | 'cashback';
    amount: number;
    descrizione: string;
    data: Date;
    request_id?: number;
  }[] = [];
  // A day of the month `ago` months back, never after today.
  const on = (ago: number, dd: string) => {
    const day = `${plusMonths(today, -ago).slice(0, 8)}${dd}`;
    return at(day > today ? today : day);
  };
  for (let ago = 17; ago >= 0; ago -= 1) {
    const day = plusMonths(today, -ago);
    const month = day.slice(0, 7).replace('-', '');
    rows.push({
      tipo: 'provvigioni',
      amount: 3_200 + ((ago * 731) % 2_400),
      descrizione: `Fattura A-${month}-1 — Studio Bernasconi Architetti`,
      data: on(ago, '05'),
    });
    if (ago % 3 === 0)
      rows.push({
        tipo: 'segnalazioni',
        amount: 1_500 + ((ago * 317) % 900),
        descrizione: `Fattura A-${month}-2 — Pasticceria Ticinese Sagl`,
        data: on(ago, '12'),
      });
    rows.push({
      tipo: 'comarketing',
      amount: 700 + ((ago * 211) % 500),
      descrizione: `Fattura A-${month}-3 — Alpi Digital SA`,
      data: on(ago, '18'),
    });
    if (ago >= 12 && ago <= 14)
      rows.push({
        tipo: 'cashback',
        amount: 900 + ago * 40,
        descrizione: `Fattura A-${month}-3 — Alpi Digital SA`,
        data: on(ago, '18'),
      });
  }
  // The cashback earned then was spent paying an invoice (the balance to spend now is the ledger seed's).
  const cashback = rows.filter((r) => r.tipo === 'cashback').reduce((sum, r) => sum + r.amount, 0);
  rows.push({
    tipo: 'cashback',
    amount: -cashback,
    descrizione: `Pagamento fattura A-${plusMonths(today, -11).slice(0, 7).replace('-', '')}-3`,
    data: on(11, '25'),
  });
  const request = async (
    tipo: 'provvigioni' | 'comarketing',
    importo: number,
    day: string,
    stato: 'pagata' | 'rifiutata' | 'attesa',
    messaggio = tipo === 'provvigioni' ? 'Fattura provvigioni semestre' : 'Fiera Ticino Digitale',
  ) => {
    const { id } = await db
      .insertInto('commission_requests')
      .values({
        company_id: reseller,
        user_id: userId,
        tipo,
        importo,
        currency: 'CHF',
        iban: tipo === 'provvigioni' ? 'CH9300762011623852957' : null,
        messaggio,
        stato,
        created_at: at(day),
        decided_at: stato === 'attesa' ? null : at(plusMonths(day, 1)),
        paid_on: stato === 'pagata' ? plusMonths(day, 1) : null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('commission_request_files')
      .values({
        request_id: id,
        filename: tipo === 'provvigioni' ? `fattura-provvigioni-${id}.pdf` : `fiera-${id}.pdf`,
        content_type: 'application/pdf',
        size: DEMO_INVOICE_PDF.length,
        content: DEMO_INVOICE_PDF,
      })
      .execute();
    const name = tipo === 'provvigioni' ? 'provvigioni' : 'co-marketing';
    rows.push({ tipo, amount: -importo, descrizione: `Richiesta ${name} n. ${id}`, data: at(day), request_id: id });
    if (stato === 'rifiutata')
      rows.push({
        tipo,
        amount: importo,
        descrizione: `Richiesta ${name} n. ${id} non accolta: credito restituito`,
        data: at(plusMonths(day, 1)),
        request_id: id,
      });
  };
  // Collected half a year after it began (the oldest credit first), and co-marketing for a fair.
  await request('provvigioni', 30_000, `${plusMonths(today, -11).slice(0, 8)}20`, 'pagata');
  await request('comarketing', 4_000, `${plusMonths(today, -7).slice(0, 8)}22`, 'pagata');
  await request('comarketing', 1_500, `${plusMonths(today, -4).slice(0, 8)}22`, 'rifiutata');
  const fiveDaysAgo = new Date(Date.parse(`${today}T10:00:00Z`) - 5 * 86_400_000).toISOString().slice(0, 10);
  await request(
    'provvigioni',
    DEMO_WAITING_COMMISSION.importo,
    fiveDaysAgo,
    'attesa',
    DEMO_WAITING_COMMISSION.messaggio,
  );
  await db
    .insertInto('credit_movements')
    .values(rows.map((r) => ({ ...r, company_id: reseller, currency: 'CHF' as const })))
    .execute();
}
