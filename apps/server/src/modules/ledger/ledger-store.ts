import {
  sql,
  type Expression,
  type ExpressionBuilder,
  type InferResult,
  type Kysely,
  type Selectable,
  type SqlBool,
} from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import {
  daysPastDue,
  invoiceStatus,
  type Invoice,
  type InvoiceStatus,
  type Payment,
  type Transaction,
} from '@sportello/domain';
import type { ListQuery, Page, ListSortKey, invoicesApi } from '@sportello/domain/api';
import type { CompanyScope } from '../../platform/access/company-scope.ts';
import { CompiledQueries } from '../../platform/db/compiled-queries.ts';
import type { Db } from '../../platform/db/database.ts';
import { pagedList } from '../../platform/db/paginate.ts';
import type { Database, InstallmentsTable, InvoicesTable } from '../../platform/db/schema.ts';

export type InvoiceDbRow = Selectable<InvoicesTable>;
export type InstallmentDbRow = Selectable<InstallmentsTable>;

/** Days past due and due dates count in the provider's day, like products' expiry. */

export type InvoiceSortKey = ListSortKey<typeof invoicesApi.list>;
export type PaymentSortKey = ListSortKey<typeof invoicesApi.payments>;

const INVOICE_SORT: Record<InvoiceSortKey, string> = {
  date: 'invoices.data',
  id: 'invoices.id',
  nr: 'invoices.nr',
  amount: 'invoices.amount',
};
const PAYMENT_SORT: Record<PaymentSortKey, string> = {
  data: 'installments.data',
  id: 'installments.id',
  amount: 'installments.amount',
};

const pendingOf = (today: string, overdue: boolean) =>
  sql<SqlBool>`exists (select 1 from installments i where i.invoice_id = invoices.id and i.paid_at is null${overdue ? sql` and i.data < ${today}::date` : sql``})`;

/** The four statuses of spec 2 §2 as conditions on the invoice row, the same as invoiceStatus decides. */
function statusCondition(status: InvoiceStatus, today: string): Expression<SqlBool> {
  if (status === 'credit_note') return sql<SqlBool>`invoices.type = 'nota_credito'`;
  const invoice = sql`invoices.type = 'fattura'`;
  if (status === 'settled') return sql<SqlBool>`${invoice} and not ${pendingOf(today, false)}`;
  if (status === 'overdue') return sql<SqlBool>`${invoice} and ${pendingOf(today, true)}`;
  return sql<SqlBool>`${invoice} and ${pendingOf(today, false)} and not ${pendingOf(today, true)}`;
}

/** What an invoice shows of its own row: not the customer snapshot, which only the PDF reads. */
const INVOICE_COLUMNS = [
  'invoices.id',
  'invoices.type',
  'invoices.nr',
  'invoices.data',
  'invoices.currency',
  'invoices.imponibile',
  'invoices.vatamount',
  'invoices.amount',
  'invoices.paymethod',
] as const;

/** An invoice's rows and installments beside it, as JSON arrays: a page of invoices is one query. */
function invoiceDetails(eb: ExpressionBuilder<Database, 'invoices'>) {
  return [
    jsonArrayFrom(
      eb
        .selectFrom('invoice_rows')
        .select(['invoice_rows.id', 'description', 'qt', 'price', 'discount', 'vat', 'amount', 'vatamount'])
        .whereRef('invoice_rows.invoice_id', '=', 'invoices.id')
        .orderBy('position'),
    ).as('details_rows'),
    jsonArrayFrom(
      eb
        .selectFrom('installments')
        .select([
          'installments.id',
          'invoice_id',
          'tipo',
          'descrizione',
          'amount',
          'currency',
          'data',
          sql<boolean>`paid_at is null`.as('pending'),
        ])
        .whereRef('installments.invoice_id', '=', 'invoices.id')
        .orderBy('data')
        .orderBy('installments.id'),
    ).as('details_installments'),
  ];
}

/** Invoices as the answers show them: their own columns, their rows and their installments. */
const detailedInvoices = (qb: Kysely<Database>) =>
  qb.selectFrom('invoices').select(INVOICE_COLUMNS).select(invoiceDetails);
type DetailedInvoiceRow = InferResult<ReturnType<typeof detailedInvoices>>[number];

const invoices = pagedList({
  rows: (qb, shape: { status: InvoiceStatus | null }, v: { company: number; today: string }) =>
    detailedInvoices(qb)
      .where('invoices.company_id', '=', v.company)
      .$if(shape.status !== null, (q) => q.where(statusCondition(shape.status!, v.today))),
  search: ['invoices.nr'],
  columns: INVOICE_SORT,
  tieBreaker: 'invoices.id',
});

/** A page of the company's invoices with their rows and installments, status as of `today`. */
export async function listInvoices(
  db: Db,
  scope: CompanyScope,
  list: ListQuery<InvoiceSortKey> & { status?: InvoiceStatus },
  today: string,
): Promise<Page<Invoice>> {
  const page = await invoices.page(db, list, { status: list.status ?? null }, { company: scope.company.id, today });
  return { ...page, items: page.items.map((row) => toInvoice(row, today)) };
}

export async function findInvoice(
  db: Db,
  scope: CompanyScope,
  id: number,
  today: string,
): Promise<Invoice | undefined> {
  const row = await detailedInvoices(db)
    .where('invoices.id', '=', id)
    .where('invoices.company_id', '=', scope.company.id)
    .executeTakeFirst();
  return row && toInvoice(row, today);
}

/** The invoice's row itself (for the PDF: customer snapshot, issuer). */
export function findInvoiceRow(db: Db, scope: CompanyScope, id: number): Promise<InvoiceDbRow | undefined> {
  return db
    .selectFrom('invoices')
    .selectAll()
    .where('id', '=', id)
    .where('company_id', '=', scope.company.id)
    .executeTakeFirst();
}

function toInvoice(invoice: DetailedInvoiceRow, today: string): Invoice {
  const payments = invoice.details_installments.map((i) => toPayment(i, i.pending, invoice.nr, today));
  const status = invoiceStatus(invoice, payments, today);
  return {
    id: invoice.id,
    type: invoice.type,
    nr: invoice.nr,
    date: invoice.data,
    imponibile: invoice.imponibile,
    amount: invoice.amount,
    vatamount: invoice.vatamount,
    currency: invoice.currency,
    settled: status === 'settled',
    pastdue: Math.max(0, ...payments.map((p) => p.pastdue)),
    status,
    paymethod: invoice.paymethod,
    payments,
    rows: invoice.details_rows.map((r) => ({
      id: r.id,
      description: r.description,
      qt: r.qt,
      price: r.price,
      discount: Number(r.discount),
      vat: Number(r.vat),
      amount: r.amount,
      vatamount: r.vatamount,
    })),
  };
}

type InstallmentFields = Pick<
  InstallmentDbRow,
  'id' | 'invoice_id' | 'tipo' | 'descrizione' | 'amount' | 'currency' | 'data'
>;

function toPayment(row: InstallmentFields, pending: boolean, nr: string, today: string): Payment {
  return {
    id: row.id,
    fattura: nr,
    id_fattura: row.invoice_id,
    tipo: row.tipo,
    descrizione: row.descrizione,
    amount: row.amount,
    currency: row.currency,
    data: row.data,
    pending,
    pastdue: daysPastDue({ data: row.data, pending }, today),
  };
}

export interface PaymentsFilter {
  expiring?: number;
  id_fattura?: number;
  pending_only?: boolean;
}

const payments = pagedList({
  rows: (
    qb,
    shape: { pendingOnly: boolean; expiring: boolean; invoice: boolean },
    v: { company: number; today: string; expiring?: number; invoice?: number },
  ) =>
    qb
      .selectFrom('installments')
      .innerJoin('invoices', 'invoices.id', 'installments.invoice_id')
      .selectAll('installments')
      .select('invoices.nr')
      .where('installments.company_id', '=', v.company)
      .$if(shape.pendingOnly, (q) => q.where('installments.paid_at', 'is', null))
      .$if(shape.expiring, (q) =>
        q.where(sql<SqlBool>`installments.data <= ${v.today}::date + ${v.expiring!}::integer`),
      )
      .$if(shape.invoice, (q) => q.where('installments.invoice_id', '=', v.invoice!)),
  columns: PAYMENT_SORT,
  tieBreaker: 'installments.id',
});

/** GET /rest/payments: the company's installments by due date, filtered as spec 2 §7 asks. */
export async function listPayments(
  db: Db,
  scope: CompanyScope,
  list: ListQuery<PaymentSortKey> & PaymentsFilter,
  today: string,
): Promise<Page<Payment>> {
  const shape = {
    pendingOnly: list.pending_only === true || list.expiring !== undefined,
    expiring: list.expiring !== undefined,
    invoice: list.id_fattura !== undefined,
  };
  const page = await payments.page(db, list, shape, {
    company: scope.company.id,
    today,
    ...(list.expiring !== undefined ? { expiring: list.expiring } : {}),
    ...(list.id_fattura !== undefined ? { invoice: list.id_fattura } : {}),
  });
  return { ...page, items: page.items.map((row) => toPayment(row, row.paid_at === null, row.nr, today)) };
}

export async function findPayment(
  db: Db,
  scope: CompanyScope,
  id: number,
  today: string,
): Promise<Payment | undefined> {
  const row = await db
    .selectFrom('installments')
    .innerJoin('invoices', 'invoices.id', 'installments.invoice_id')
    .selectAll('installments')
    .select('invoices.nr')
    .where('installments.id', '=', id)
    .where('installments.company_id', '=', scope.company.id)
    .executeTakeFirst();
  return row ? toPayment(row, row.paid_at === null, row.nr, today) : undefined;
}

/** The company's cashback balance in cents (sum of its movements). */
export function cashbackBalance(db: Db, companyId: number): Promise<number> {
  return balanceOf(db, companyId, 'cashback');
}

/** The company's balance of one kind of credit, in cents. */
export async function balanceOf(db: Db, companyId: number, tipo: 'cashback' | 'credito'): Promise<number> {
  const row = await db
    .selectFrom('credit_movements')
    .select(sql<string>`coalesce(sum(amount), 0)`.as('balance'))
    .where('company_id', '=', companyId)
    .where('tipo', '=', tipo)
    .executeTakeFirstOrThrow();
  return Number(row.balance);
}

/** A transaction by its checkout token (the provider's side knows no company). */
export function findTransactionByToken(db: Db, token: string) {
  return db
    .selectFrom('payment_transactions')
    .innerJoin('installments', 'installments.id', 'payment_transactions.installment_id')
    .innerJoin('invoices', 'invoices.id', 'installments.invoice_id')
    .select([
      'payment_transactions.id',
      'payment_transactions.token',
      'payment_transactions.status',
      'payment_transactions.provider',
      'payment_transactions.amount',
      'payment_transactions.currency',
      'invoices.nr',
    ])
    .where('payment_transactions.token', '=', token)
    .executeTakeFirst();
}

/** One of the company's transactions, for order_result. */
export async function findTransaction(db: Db, scope: CompanyScope, id: number): Promise<Transaction | undefined> {
  const row = await db
    .selectFrom('payment_transactions')
    .innerJoin('installments', 'installments.id', 'payment_transactions.installment_id')
    .innerJoin('invoices', 'invoices.id', 'installments.invoice_id')
    .select([
      'payment_transactions.id',
      'payment_transactions.status',
      'payment_transactions.amount',
      'payment_transactions.cashback_amount',
      'payment_transactions.credit_amount',
      'payment_transactions.currency',
      'payment_transactions.method',
      'invoices.id as id_fattura',
      'invoices.nr as fattura',
    ])
    .where('payment_transactions.id', '=', id)
    .where('payment_transactions.company_id', '=', scope.company.id)
    .executeTakeFirst();
  return row;
}

/** An installment past its due date and still unpaid: what an alert 'Pagamenti arretrati' is about. */
export interface OverdueInstallment {
  id: number;
  invoice_id: number;
  nr: string;
  amount: number;
  currency: Payment['currency'];
  data: string;
  pastdue: number;
}

/**
 * The company's unpaid installments due before `today`, oldest first, at most `limit` (the pending
 * installments' partial index by company and due date).
 */
export async function overdueInstallments(
  db: Db,
  scope: CompanyScope,
  today: string,
  limit: number,
): Promise<OverdueInstallment[]> {
  const { rows } = await db.executeQuery(overdueQueries.for(null, { company: scope.company.id, today, limit }));
  return rows.map((row) => ({ ...row, pastdue: daysPastDue({ data: row.data, pending: true }, today) }));
}

/** Read for the alerts of every page (the top bar): compiled once (compiled-queries.ts). */
const overdueQueries = new CompiledQueries((qb, _shape: null, v: { company: number; today: string; limit: number }) =>
  qb
    .selectFrom('installments')
    .innerJoin('invoices', 'invoices.id', 'installments.invoice_id')
    .select([
      'installments.id',
      'installments.invoice_id',
      'invoices.nr',
      'installments.amount',
      'installments.currency',
      'installments.data',
    ])
    .where('installments.company_id', '=', v.company)
    .where('installments.paid_at', 'is', null)
    .where('installments.data', '<', v.today)
    .orderBy('installments.data')
    .orderBy('installments.id')
    .limit(v.limit),
);
