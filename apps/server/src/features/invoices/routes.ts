import { isoDateIn, PROVIDER_TIME_ZONE } from '@sportello/domain';
import { invoicesApi } from '@sportello/domain/api';
import type { FastifyPluginAsync } from 'fastify';
import { companyActorOf } from '../../platform/access/require-actor.ts';
import { registerEndpoint } from '../../platform/http/endpoint-routes.ts';
import { HttpError } from '../../platform/http/http-error.ts';
import { resolveBrand } from '../../platform/settings/brand.ts';
import { findInvoice, findInvoiceRow, findPayment, listInvoices, listPayments } from '../../modules/ledger/index.ts';
import { fatturaPaFileName, renderFatturaPa } from './fattura-pa.ts';
import { renderInvoicePdf } from './invoice-pdf.ts';
import { swissQrBill } from './swiss-qr-bill.ts';

const today = () => isoDateIn(new Date(), PROVIDER_TIME_ZONE);
const invoiceNotFound = () => new HttpError(404, 'invoices.not_found', { reason: 'invoice_not_found' });
const paymentNotFound = () => new HttpError(404, 'payments.not_found', { reason: 'payment_not_found' });

/** Invoices and payments due (spec 2 §2, §3, §7): always those of the company the session acts for. */
export const invoicesRoutes: FastifyPluginAsync = async (app) => {
  registerEndpoint(app, invoicesApi.list, async (request) =>
    listInvoices(app.db, companyActorOf(request), request.query, today()),
  );

  registerEndpoint(app, invoicesApi.get, async (request) => {
    const invoice = await findInvoice(app.db, companyActorOf(request), request.params.id, today());
    if (!invoice) throw invoiceNotFound();
    return invoice;
  });

  registerEndpoint(app, invoicesApi.pdf, async (request, reply) => {
    const actor = companyActorOf(request);
    const [invoice, row] = await Promise.all([
      findInvoice(app.db, actor, request.params.id, today()),
      findInvoiceRow(app.db, actor, request.params.id),
    ]);
    if (!invoice || !row) throw invoiceNotFound();
    const issuer =
      row.fatturante_id === null
        ? undefined
        : await app.db.selectFrom('fatturanti').selectAll().where('id', '=', row.fatturante_id).executeTakeFirst();
    const brand = await resolveBrand(app.db, app.config.brand);
    // The invoice is the company's document, written in its language: so is its PDF, whoever asks for it.
    const language = actor.company.lingua;
    const pdf = await renderInvoicePdf(
      invoice,
      {
        ragione_sociale: issuer?.ragione_sociale ?? brand.name,
        indirizzo: issuer?.indirizzo ?? '',
        cap: issuer?.cap ?? '',
        citta: issuer?.citta ?? '',
        provincia: issuer?.provincia ?? '',
        stato: issuer?.stato ?? '',
        piva: issuer?.piva ?? '',
        telefono: issuer?.telefono ?? '',
        intestatario: issuer?.intestatario ?? '',
        iban: (invoice.currency === 'EUR' ? issuer?.banca_eur : issuer?.banca_chf) ?? '',
      },
      row.customer,
      language,
      brand.name,
      await swissQrBill(invoice, issuer, row.customer, language),
    );
    const filename = `${invoice.nr.replace(/[^A-Za-z0-9._-]/g, '_')}.pdf`;
    return reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="${filename}"`)
      .header('cache-control', 'private, no-store')
      .send(pdf);
  });

  // GET /rest/invoice-xml/{id} (DESIGN §4): the FatturaPA of an invoice of the Italian billing entity.
  registerEndpoint(app, invoicesApi.xml, async (request, reply) => {
    const actor = companyActorOf(request);
    const [invoice, row] = await Promise.all([
      findInvoice(app.db, actor, request.params.id, today()),
      findInvoiceRow(app.db, actor, request.params.id),
    ]);
    if (!invoice || !row) throw invoiceNotFound();
    const issuer =
      row.fatturante_id === null
        ? undefined
        : await app.db.selectFrom('fatturanti').selectAll().where('id', '=', row.fatturante_id).executeTakeFirst();
    if (issuer?.stato !== 'IT') throw new HttpError(404, 'invoices.no_einvoice', { reason: 'no_einvoice' });
    const delivery = await app.db
      .selectFrom('aziende')
      .select(['sdi', 'email_pec'])
      .where('id', '=', row.company_id)
      .executeTakeFirstOrThrow();
    const xml = await renderFatturaPa(
      invoice,
      { ...issuer, iban: invoice.currency === 'EUR' ? issuer.banca_eur : issuer.banca_chf },
      row.customer,
      delivery,
    );
    return reply
      .type('application/xml; charset=utf-8')
      .header('content-disposition', `attachment; filename="${fatturaPaFileName(issuer.piva, invoice.id)}"`)
      .header('cache-control', 'private, no-store')
      .send(xml);
  });

  registerEndpoint(app, invoicesApi.payments, async (request) =>
    listPayments(app.db, companyActorOf(request), request.query, today()),
  );

  registerEndpoint(app, invoicesApi.payment, async (request) => {
    const payment = await findPayment(app.db, companyActorOf(request), request.params.id, today());
    if (!payment) throw paymentNotFound();
    return payment;
  });
};
