import {
  formatDate,
  isoDateIn,
  nextPeriodEnd,
  PROVIDER_TIME_ZONE,
  translate,
  upgradeQuote,
  upgradeRefusal,
  type Currency,
  type Language,
  type PayAnswer,
  type PaymentMethod,
  type PaymentRef,
  type UpgradeOptions,
} from '@sportello/domain';
import type { CompanyScope } from '../../platform/access/company-scope.ts';
import { writeAudit } from '../../platform/audit/audit-log.ts';
import type { Db } from '../../platform/db/database.ts';
import type { ProductsTable } from '../../platform/db/schema.ts';
import type { Selectable } from 'kysely';
import { DomainError } from '../../platform/use-cases/domain-error.ts';
import { setPendingInvoice } from '../products/index.ts';
import { inTransaction, type CompanyContext } from '../../platform/use-cases/use-case-context.ts';
import { customerOf, issueInvoice, totalOfRows } from './invoice-writer.ts';
import { completeCheckout, planPayment } from './pay-use-cases.ts';
import type { PaymentProviders } from './providers/registry.ts';

type ProductRow = Selectable<ProductsTable>;
const productNotFound = () => new DomainError('not_found', 'products.not_found', { reason: 'product_not_found' });
const impossible = () => new DomainError('conflict', 'payments.upgrade_impossible', { reason: 'upgrade_impossible' });

const refusalOf = (product: ProductRow, today: string) =>
  upgradeRefusal({ ...product, pending_invoice: product.pending_invoice_number }, today);

/** The catalogue products of the product's group and period, other than its own, with their quotes. */
async function candidates(db: Db, product: ProductRow, today: string, language: Language) {
  const rows = await db
    .selectFrom('catalogue_products')
    .selectAll()
    .where('group_code', '=', product.group_code)
    .where('durata', '=', product.durata)
    .where('codice', '<>', product.codice)
    .orderBy('posizione')
    .orderBy('id')
    .execute();
  return rows.map((c) => {
    const prezzo = (product.currency === 'EUR' ? c.prezzo_eur : c.prezzo_chf) * product.qt;
    const quote = upgradeQuote(
      { importo: product.importo, data_fine: product.data_fine, durata: product.durata as 'Annuale' | 'Mensile' },
      prezzo,
      today,
    );
    return { row: c, option: { id: c.id, codice: c.codice, nome: c.nome[language], prezzo, ...quote } };
  });
}

/** GET /rest/product_upgrades/{id} (spec 2 §2 product_upgrade, §5). */
export async function upgradeOptions(
  db: Db,
  scope: CompanyScope,
  productId: number,
  language: Language,
  now: Date,
): Promise<UpgradeOptions> {
  const product = await db
    .selectFrom('products')
    .selectAll()
    .where('id', '=', productId)
    .where('company_id', '=', scope.company.id)
    .executeTakeFirst();
  if (!product) throw productNotFound();
  const today = isoDateIn(now, PROVIDER_TIME_ZONE);
  const refusal = refusalOf(product, today);
  const options = refusal ? [] : (await candidates(db, product, today, language)).map((c) => c.option);
  return {
    id: product.id,
    codice: product.codice,
    nome: product.nome[language],
    data_fine: product.data_fine,
    currency: product.currency as Currency,
    refusal,
    options,
  };
}

/**
 * POST /api/pay_product_upgrade (spec 2 §2, §5, §7): the target of the product's group for one
 * full period from today, less the refund of the current period's remainder, invoiced (a row
 * each, VAT per row) and paid like an invoice; the product becomes the target once paid.
 * Refused, writing nothing, when the value to pay is not above zero or the product cannot move.
 */
export async function upgradeProduct(
  ctx: CompanyContext,
  request: { from: number; to: number; method: PaymentMethod; cashback: number; ref: PaymentRef | undefined },
  providers: PaymentProviders,
  baseUrl: string,
): Promise<PayAnswer> {
  const plan = await inTransaction(ctx, async (tx) => {
    const companyId = tx.actor.company.id;
    const today = isoDateIn(tx.now, PROVIDER_TIME_ZONE);
    const product = await tx.db
      .selectFrom('products')
      .selectAll()
      .where('id', '=', request.from)
      .where('company_id', '=', companyId)
      .forUpdate()
      .executeTakeFirst();
    if (!product) throw productNotFound();
    if (refusalOf(product, today)) throw impossible();
    const target = (await candidates(tx.db, product, today, 'it')).find((c) => c.option.id === request.to);
    if (!target || !target.option.possible) throw impossible();

    const { customer, fatturanteId, paymethod, iva, language } = await customerOf(tx.db, companyId);
    const until = nextPeriodEnd(today, product.durata as 'Annuale' | 'Mensile');
    const day = (date: string) => formatDate(date, language);
    const rows = [
      {
        description: translate(language, 'invoices.row.upgrade', {
          from: product.codice,
          to: target.row.codice,
          product: `${target.row.nome[language]}${product.dominio ? ` ${product.dominio}` : ''}`,
          start: day(today),
          until: day(until),
        }),
        qt: 1,
        price: target.option.prezzo,
        vat: iva,
        product_id: product.id,
        renew_until: until,
        upgrade_to: target.row.id,
      },
      {
        description: translate(language, 'invoices.row.refund', {
          code: product.codice,
          until: day(product.data_fine),
        }),
        qt: 1,
        price: -target.option.refund,
        vat: iva,
      },
    ].filter((r) => r.price !== 0);
    const amount = totalOfRows(rows);
    const invoice = await issueInvoice(tx.db, {
      companyId,
      fatturanteId,
      data: today,
      currency: product.currency as Currency,
      paymethod,
      customer,
      purpose: 'upgrade',
      rows,
      installments: [{ data: today, amount }],
    });
    await setPendingInvoice(tx.db, companyId, [product.id], invoice.nr, tx.now);
    await writeAudit(tx.db, tx.source, {
      action: 'payments.upgrade_invoiced',
      subject: invoice.id,
      after: {
        nr: invoice.nr,
        product: product.id,
        from: product.codice,
        to: target.row.codice,
        refund: target.option.refund,
        amount,
      },
    });
    return planPayment(
      tx,
      {
        installmentId: invoice.installmentIds[0]!,
        method: request.method,
        cashback: request.cashback,
        enableRecurring: false,
        ref: request.ref ?? 'products',
      },
      providers,
      baseUrl,
    );
  });
  return completeCheckout(ctx.db, plan, providers);
}
