import {
  invoiceTotals,
  rowAmounts,
  type Currency,
  type InvoicePurpose,
  type InvoiceType,
  type Language,
} from '@sportello/domain';
import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.ts';
import type { InvoiceCustomer } from '../../platform/db/schema.ts';
import { paymentModeName } from '../company/index.ts';

export interface NewInvoiceRow {
  description: string;
  qt: number;
  /** Unit price, cents. */
  price: number;
  discount?: number;
  /** VAT percentage of this row. */
  vat: number;
  product_id?: number | null;
  renew_until?: string | null;
  /** A catalogue product the row's product moves to once paid (an upgrade). */
  upgrade_to?: number | null;
}

export interface NewInvoice {
  companyId: number;
  fatturanteId: number | null;
  type?: InvoiceType;
  /** The issuer's number; the next of invoice_nr_seq when absent. */
  nr?: string;
  data: string;
  currency: Currency;
  paymethod: string;
  customer: InvoiceCustomer;
  purpose?: InvoicePurpose;
  rows: readonly NewInvoiceRow[];
  /** Due dates and amounts; their sum must be the invoice's total. None for a credit note. */
  installments: readonly { data: string; amount: number; tipo?: string; descrizione?: string; paid_at?: Date | null }[];
}

/** A row's amounts as the invoice prices it (no discount unless given). */
function priced(row: NewInvoiceRow) {
  const discount = row.discount ?? 0;
  return { ...row, discount, ...rowAmounts({ ...row, discount }) };
}

/** What rows come to, VAT included, as issueInvoice totals them: the installment that pays them in full. */
export function totalOfRows(rows: readonly NewInvoiceRow[]): number {
  return invoiceTotals(rows.map(priced)).amount;
}

/**
 * Issues an invoice: its rows with their amounts and VAT, its totals as the sums of those rows,
 * and its installments, which must add up to the total. The only writer of invoices, so the
 * totals cannot differ from the rows (ledger.test.ts checks every invoice of the demo too).
 */
export async function issueInvoice(
  db: Db,
  invoice: NewInvoice,
): Promise<{ id: number; nr: string; amount: number; installmentIds: number[] }> {
  if (invoice.rows.length === 0) throw new Error('an invoice needs at least one row');
  const rows = invoice.rows.map((row, index) => ({ ...priced(row), position: index + 1 }));
  const totals = invoiceTotals(rows);
  const type = invoice.type ?? 'fattura';
  const due = invoice.installments.reduce((sum, i) => sum + i.amount, 0);
  if (type === 'fattura' && due !== totals.amount)
    throw new Error(`installments (${due}) differ from the invoice total (${totals.amount})`);
  if (type === 'nota_credito' && invoice.installments.length > 0) throw new Error('a credit note has no installments');
  const nr = invoice.nr ?? (await nextInvoiceNumber(db, invoice.fatturanteId, invoice.data));
  const { id } = await db
    .insertInto('invoices')
    .values({
      company_id: invoice.companyId,
      fatturante_id: invoice.fatturanteId,
      type,
      nr,
      data: invoice.data,
      currency: invoice.currency,
      ...totals,
      paymethod: invoice.paymethod,
      customer: JSON.stringify(invoice.customer),
      purpose: invoice.purpose ?? 'standard',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('invoice_rows')
    .values(
      rows.map((r) => ({
        invoice_id: id,
        position: r.position,
        description: r.description,
        qt: r.qt,
        price: r.price,
        discount: r.discount,
        vat: r.vat,
        amount: r.amount,
        vatamount: r.vatamount,
        product_id: r.product_id ?? null,
        renew_until: r.renew_until ?? null,
        upgrade_to: r.upgrade_to ?? null,
      })),
    )
    .execute();
  const installmentIds: number[] = [];
  for (const i of invoice.installments) {
    const saved = await db
      .insertInto('installments')
      .values({
        invoice_id: id,
        company_id: invoice.companyId,
        tipo: i.tipo ?? invoice.paymethod,
        descrizione: i.descrizione ?? '',
        amount: i.amount,
        currency: invoice.currency,
        data: i.data,
        paid_at: i.paid_at ?? null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    installmentIds.push(saved.id);
  }
  return { id, nr, amount: totals.amount, installmentIds };
}

async function nextInvoiceNumber(db: Db, fatturanteId: number | null, data: string): Promise<string> {
  const strid =
    fatturanteId === null
      ? 'SP'
      : ((await db.selectFrom('fatturanti').select('strid').where('id', '=', fatturanteId).executeTakeFirst())?.strid ??
        'SP');
  const { n } = await sql<{ n: string }>`select nextval('invoice_nr_seq')::text as n`
    .execute(db)
    .then((r) => r.rows[0]!);
  return `${strid}-${data.slice(0, 4)}-${n.padStart(5, '0')}`;
}

/**
 * The company's billing data as printed on an invoice issued today, in the company's language: the
 * invoice is its document, whoever of its users (or of the provider's staff) asked for it.
 */
export async function customerOf(
  db: Db,
  companyId: number,
): Promise<{
  customer: InvoiceCustomer;
  fatturanteId: number | null;
  paymethod: string;
  iva: number;
  currency: Currency;
  language: Language;
}> {
  const c = await db.selectFrom('aziende').selectAll().where('id', '=', companyId).executeTakeFirstOrThrow();
  const terms = await paymentModeName(db, c.cod_pagamento, c.lingua);
  return {
    customer: {
      ragione_sociale: c.ragione_sociale ?? '',
      indirizzo: c.indirizzo ?? '',
      cap: c.cap ?? '',
      citta: c.citta ?? '',
      provincia: c.provincia ?? '',
      stato: c.stato ?? '',
      partita_iva: c.partita_iva ?? '',
      codice_fiscale: c.codice_fiscale ?? '',
    },
    fatturanteId: c.fatturante_id,
    paymethod: terms ?? c.pagamento ?? '',
    iva: Number(c.iva),
    currency: c.currency as Currency,
    language: c.lingua,
  };
}
