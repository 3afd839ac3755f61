import { DEFAULT_URGENT_PRICE, isoDateIn, PROVIDER_TIME_ZONE, translate, type TicketSettings } from '@sportello/domain';
import type { CompanyActor } from '../../platform/access/actor.ts';
import type { Db } from '../../platform/db/database.ts';
import { customerOf, issueInvoice, totalOfRows } from '../../modules/ledger/index.ts';
import { readSetting } from '../../platform/settings/settings-store.ts';

/** The urgent surcharge set by the provider in the currency asked, or the default. */
export async function urgentPrice(db: Db, currency: 'EUR' | 'CHF'): Promise<number> {
  const setting = await readSetting(db, 'tickets');
  return currency === 'EUR'
    ? (setting?.urgent_price_eur ?? DEFAULT_URGENT_PRICE.EUR)
    : (setting?.urgent_price_chf ?? DEFAULT_URGENT_PRICE.CHF);
}

/** GET /rest/ticket_settings/1: the surcharge in the company's currency; premium customers pay none ('Incluso in Prime'). */
export async function ticketSettings(db: Db, actor: CompanyActor): Promise<TicketSettings> {
  return {
    urgent_price: await urgentPrice(db, actor.company.currency),
    currency: actor.company.currency,
    is_premium: actor.company.is_premium,
  };
}

/**
 * The urgent surcharge's invoice (spec 3 §6): one row with the company's VAT, in its currency, due
 * today, issued by the ledger's one writer and tied to the ticket (unique: billed once).
 */
export async function invoiceUrgentSurcharge(
  db: Db,
  ticket: { id: number; company_id: number; titolo: string },
  charge: number,
  now: Date,
) {
  const { customer, fatturanteId, paymethod, iva, currency, language } = await customerOf(db, ticket.company_id);
  const today = isoDateIn(now, PROVIDER_TIME_ZONE);
  const description = translate(language, 'invoices.row.urgent_ticket', { ticket: ticket.id, title: ticket.titolo });
  const rows = [{ description, qt: 1, price: charge, vat: iva }];
  const amount = totalOfRows(rows);
  const invoice = await issueInvoice(db, {
    companyId: ticket.company_id,
    fatturanteId,
    data: today,
    currency,
    paymethod,
    customer,
    rows,
    installments: [{ data: today, amount }],
  });
  await db.updateTable('tickets').set({ urgent_invoice_id: invoice.id }).where('id', '=', ticket.id).execute();
  return invoice;
}
