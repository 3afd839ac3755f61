import {
  formatDate,
  nextPeriodEnd,
  translate,
  ON_REQUEST_RENEWAL_BILLER,
  renewalInvoiceDue,
  RENEWAL_LEAD_DAYS,
  addDays,
  type Currency,
} from '@sportello/domain';
import { writeAudit, SYSTEM_SOURCE } from '../../platform/audit/audit-log.ts';
import type { Db } from '../../platform/db/database.ts';
import { inTransaction } from '../../platform/use-cases/use-case-context.ts';
import { customerOf, issueInvoice, totalOfRows } from '../ledger/index.ts';
import { setPendingInvoice } from '../products/index.ts';
import { claimAction, noteActionInvoice } from './billing-store.ts';
import type { BillingStep } from './billing-step.ts';

/** The products that may renew by themselves, as of a day: the candidates, checked again under their locks. */
async function renewingProducts(db: Db, asOf: string) {
  return (
    db
      .selectFrom('products')
      .innerJoin('aziende', 'aziende.id', 'products.company_id')
      .leftJoin('fatturanti', 'fatturanti.id', 'aziende.fatturante_id')
      .select([
        'products.id',
        'products.company_id',
        'products.data_fine',
        'products.durata',
        'products.free_period',
        'products.grace_period',
        'aziende.fatturazione_mensile',
      ])
      .where('products.stato_amministrativo', '=', 'attivo')
      .where('products.pending_invoice_number', 'is', null)
      .where('products.durata', '!=', 'Una tantum')
      .where('products.stato_tecnico', '!=', 'disattivo')
      // BBW's 'Su richiesta' (spec 2 §4): renewed only when the customer asks (product_renew).
      .where((eb) =>
        eb.or([
          eb('products.rinnovo_automatico', '=', true),
          eb('fatturanti.strid', 'is distinct from', ON_REQUEST_RENEWAL_BILLER),
        ]),
      )
      // The widest window any product can be in: a monthly invoicing's month start less the lead.
      .where('products.data_fine', '<=', addDays(asOf, RENEWAL_LEAD_DAYS + 31))
      .orderBy('products.company_id')
      .orderBy('products.id')
      .execute()
  );
}

/**
 * Renewal invoices (spec 2 §4; docs/decisions.md "The daily billing run"): each renewing product's
 * next period is invoiced once (key `renewal:<product>:<data_fine>`) from its lead day, due on the
 * day it expires; a trial that renews ('rinnova') gets its first invoice the same way. With monthly
 * invoicing (`fatturazione_mensile`) the renewals of one month and currency go on one invoice, due
 * on the first of them. The company's billing entity, VAT and payment mode; its products marked
 * 'Pagamenti arretrati' until paid; a row per product extending it by one period once paid.
 */
export const renewalInvoices: BillingStep = async (run) => {
  const due = (await renewingProducts(run.db, run.asOf)).filter((p) =>
    renewalInvoiceDue(p, p.fatturazione_mensile, run.asOf),
  );
  const byCompany = new Map<number, number[]>();
  for (const p of due) byCompany.set(p.company_id, [...(byCompany.get(p.company_id) ?? []), p.id]);
  for (const [companyId, ids] of byCompany) {
    await run.each(companyId, 'renewal_invoices', () => invoiceCompanyRenewals(run, companyId, ids));
  }
};

async function invoiceCompanyRenewals(
  run: Parameters<BillingStep>[0],
  companyId: number,
  candidateIds: number[],
): Promise<void> {
  await inTransaction({ db: run.db }, async ({ db }) => {
    const products = await db
      .selectFrom('products')
      .selectAll()
      .where('company_id', '=', companyId)
      .where('id', 'in', candidateIds)
      .where('stato_amministrativo', '=', 'attivo')
      .where('pending_invoice_number', 'is', null)
      .orderBy('id')
      .forUpdate()
      .execute();
    if (products.length === 0) return;
    const company = await customerOf(db, companyId);
    const monthly = (
      await db
        .selectFrom('aziende')
        .select('fatturazione_mensile')
        .where('id', '=', companyId)
        .executeTakeFirstOrThrow()
    ).fatturazione_mensile;
    const groups = new Map<string, typeof products>();
    for (const p of products) {
      if (!renewalInvoiceDue(p, monthly, run.asOf)) continue;
      const key = monthly ? `${p.currency}:${p.data_fine.slice(0, 7)}` : `${p.id}`;
      groups.set(key, [...(groups.get(key) ?? []), p]);
    }
    for (const group of groups.values()) {
      const claimed: { product: (typeof products)[number]; actionId: number }[] = [];
      for (const product of group) {
        const trial = product.free_period > 0;
        const action = await claimAction(db, {
          runId: run.runId,
          asOf: run.asOf,
          kind: trial ? 'trial_invoice' : 'renewal_invoice',
          key: `renewal:${product.id}:${product.data_fine}`,
          companyId,
          productId: product.id,
          detail: trial ? { trial_end: product.data_fine } : { data_fine: product.data_fine },
        });
        if (action) claimed.push({ product, actionId: action.id });
      }
      if (claimed.length === 0) continue;
      const rows = claimed.map(({ product: p }) => {
        const until = nextPeriodEnd(p.data_fine, p.durata as 'Annuale' | 'Mensile');
        const note = p.note_cliente ? ` - ${p.note_cliente}` : '';
        return {
          description: `${translate(company.language, 'invoices.row.renewal', {
            product: `${p.nome[company.language]} (${p.codice})${p.dominio ? ` ${p.dominio}` : ''}`,
            until: formatDate(until, company.language),
          })}${note}`,
          qt: 1,
          price: p.importo,
          vat: company.iva,
          product_id: p.id,
          renew_until: until,
        };
      });
      const firstExpiry = claimed.map((c) => c.product.data_fine).sort()[0]!;
      const currency = claimed[0]!.product.currency as Currency;
      const invoice = await issueInvoice(db, {
        companyId,
        fatturanteId: company.fatturanteId,
        data: run.asOf,
        currency,
        paymethod: company.paymethod,
        customer: company.customer,
        purpose: 'renewal',
        rows,
        installments: [{ data: firstExpiry > run.asOf ? firstExpiry : run.asOf, amount: totalOfRows(rows) }],
      });
      const productIds = claimed.map((c) => c.product.id);
      await setPendingInvoice(db, companyId, productIds, invoice.nr, run.now);
      await noteActionInvoice(
        db,
        claimed.map((c) => c.actionId),
        { id: invoice.id, installmentId: invoice.installmentIds[0] ?? null },
      );
      await writeAudit(db, SYSTEM_SOURCE, {
        action: 'billing.renewal_invoiced',
        companyId,
        subject: invoice.id,
        after: {
          nr: invoice.nr,
          as_of: run.asOf,
          products: productIds,
          amount: invoice.amount,
          currency,
          run: run.runId,
        },
      });
      run.count(claimed.some((c) => c.product.free_period > 0) ? 'trial_invoices' : 'renewal_invoices');
    }
  });
}
