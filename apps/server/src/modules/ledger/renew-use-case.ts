import {
  formatDate,
  isoDateIn,
  nextPeriodEnd,
  PROVIDER_TIME_ZONE,
  renewalRefusal,
  translate,
  type Currency,
  type PayAnswer,
  type PaymentMethod,
  type PaymentRef,
} from '@sportello/domain';
import { writeAudit } from '../../platform/audit/audit-log.ts';
import { DomainError } from '../../platform/use-cases/domain-error.ts';
import { setPendingInvoice } from '../products/index.ts';
import { inTransaction, type CompanyContext } from '../../platform/use-cases/use-case-context.ts';
import { customerOf, issueInvoice, totalOfRows } from './invoice-writer.ts';
import { completeCheckout, planPayment } from './pay-use-cases.ts';
import type { PaymentProviders } from './providers/registry.ts';

/**
 * POST /api/pay_product (spec 2 §2 product_renew, §4, §7): renews one or more of the company's
 * products — issues one renewal invoice (a row per product, VAT of the company, each row
 * extending its product by one period once paid), marks the products as awaiting that payment
 * ('Pagamenti arretrati'), and pays it like an invoice. Refused for one-off products, products
 * expired beyond their grace period, products already awaiting a renewal payment, and mixed
 * currencies; nothing is written then.
 */
export async function renewProducts(
  ctx: CompanyContext,
  request: { ids: readonly number[]; method: PaymentMethod; cashback: number; ref: PaymentRef | undefined },
  providers: PaymentProviders,
  baseUrl: string,
): Promise<PayAnswer> {
  const plan = await inTransaction(ctx, async (tx) => {
    const companyId = tx.actor.company.id;
    const today = isoDateIn(tx.now, PROVIDER_TIME_ZONE);
    const ids = [...new Set(request.ids)].sort((a, b) => a - b);
    const products = await tx.db
      .selectFrom('products')
      .selectAll()
      .where('company_id', '=', companyId)
      .where('id', 'in', ids)
      .orderBy('id')
      .forUpdate()
      .execute();
    if (products.length !== ids.length)
      throw new DomainError('not_found', 'products.not_found', { reason: 'product_not_found' });
    if (products.some((p) => renewalRefusal(p, today) !== null))
      throw new DomainError('conflict', 'payments.not_renewable', { reason: 'not_renewable' });
    const currencies = new Set(products.map((p) => p.currency));
    if (currencies.size > 1)
      throw new DomainError('conflict', 'payments.mixed_currencies', { reason: 'mixed_currencies' });
    const { customer, fatturanteId, paymethod, iva, language } = await customerOf(tx.db, companyId);
    const currency = products[0]!.currency as Currency;
    const rows = products.map((p) => {
      const until = nextPeriodEnd(p.data_fine, p.durata as 'Annuale' | 'Mensile');
      const note = p.note_cliente ? ` - ${p.note_cliente}` : '';
      const product = `${p.nome[language]} (${p.codice})${p.dominio ? ` ${p.dominio}` : ''}`;
      return {
        description: `${translate(language, 'invoices.row.renewal', { product, until: formatDate(until, language) })}${note}`,
        qt: 1,
        price: p.importo,
        vat: iva,
        product_id: p.id,
        renew_until: until,
      };
    });
    const amount = totalOfRows(rows);
    const invoice = await issueInvoice(tx.db, {
      companyId,
      fatturanteId,
      data: today,
      currency,
      paymethod,
      customer,
      purpose: 'renewal',
      rows,
      installments: [{ data: today, amount }],
    });
    await setPendingInvoice(tx.db, companyId, ids, invoice.nr, tx.now);
    await writeAudit(tx.db, tx.source, {
      action: 'payments.renewal_invoiced',
      subject: invoice.id,
      after: { nr: invoice.nr, products: ids, amount: invoice.amount, currency },
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
