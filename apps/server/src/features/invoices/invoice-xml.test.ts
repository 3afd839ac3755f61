import type { Invoice } from '@sportello/domain';
import type { Page } from '@sportello/domain/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { create } from 'xmlbuilder2';
import { customerOf, issueInvoice, totalOfRows } from '../../modules/ledger/index.ts';
import { TestBrowser } from '../../test-support/browser.ts';
import { companyFixture, COMPLETE_IT_BILLING } from '../../test-support/company-fixture.ts';
import { DEMO_COMPANIES } from '../../test-support/demo-ids.ts';
import { buildTestApp, type TestApp } from '../../test-support/test-app.ts';
import { FATTURA_PA_NAMESPACE } from './fattura-pa.ts';

/** GET /rest/invoice-xml/{id}: the FatturaPA FPR12 of the Italian billing entity's invoices (issue 34). */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

type Node = Record<string, unknown>;
const list = (value: unknown): Node[] => (Array.isArray(value) ? value : value === undefined ? [] : [value]) as Node[];
const at = (node: unknown, path: string): unknown =>
  path.split('.').reduce<unknown>((n, key) => (n as Node | undefined)?.[key], node);
const signedIn = async (username: string) => {
  const b = new TestBrowser(t.app);
  await b.loginTo(username);
  return b;
};
const cents = (text: unknown) => Math.round(Number(text) * 100);
/** An approved company of its own, terms accepted, with these billing data. */
const READY = { contratto_cliente: true, approval: 'approvato', ack_terms: true, ack_privacy: true } as const;

/** xmlbuilder2's object form keeps text escaped: the texts as a reader of the XML sees them. */
function unescaped(value: unknown): unknown {
  if (typeof value === 'string')
    return value.replace(
      /&(lt|gt|quot|apos|amp);/g,
      (_, e: string) => ({ lt: '<', gt: '>', quot: '"', apos: "'", amp: '&' })[e]!,
    );
  if (Array.isArray(value)) return value.map(unescaped);
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, unescaped(v)]));
  return value;
}

/** The XML parsed to objects, with the document element's name and attributes checked. */
async function eInvoice(b: TestBrowser, id: number) {
  const response = await b.get(`/rest/invoice-xml/${id}`);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toMatch(/^application\/xml/);
  expect(response.headers['content-disposition']).toMatch(/^attachment; filename="IT09876540213_[0-9A-Z]{5,}\.xml"$/);
  expect(response.body.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  const parsed = unescaped(create(response.body).end({ format: 'object' })) as Node;
  const root = parsed['p:FatturaElettronica'] as Node;
  expect(root['@versione']).toBe('FPR12');
  expect(root['@xmlns:p']).toBe(FATTURA_PA_NAMESPACE);
  return { header: root.FatturaElettronicaHeader as Node, body: root.FatturaElettronicaBody as Node };
}

/** Every element FPR12 requires, and the sums the SDI checks. */
function expectMandatory(doc: Awaited<ReturnType<typeof eInvoice>>, invoice: Invoice) {
  const { header, body } = doc;
  expect(at(header, 'DatiTrasmissione.IdTrasmittente')).toEqual({ IdPaese: 'IT', IdCodice: '09876540213' });
  expect(at(header, 'DatiTrasmissione.ProgressivoInvio')).toMatch(/^[0-9A-Z]{1,10}$/);
  expect(at(header, 'DatiTrasmissione.FormatoTrasmissione')).toBe('FPR12');
  expect(at(header, 'DatiTrasmissione.CodiceDestinatario')).toMatch(/^[0-9A-Z]{7}$/);
  expect(at(header, 'CedentePrestatore.DatiAnagrafici')).toEqual({
    IdFiscaleIVA: { IdPaese: 'IT', IdCodice: '09876540213' },
    Anagrafica: { Denominazione: 'Nuvolaria S.r.l. (demo)' },
    RegimeFiscale: 'RF01',
  });
  expect(at(header, 'CedentePrestatore.Sede')).toEqual({
    Indirizzo: "Via dell'Innovazione 12",
    CAP: '20124',
    Comune: 'Milano',
    Provincia: 'MI',
    Nazione: 'IT',
  });
  const cessionario = at(header, 'CessionarioCommittente.DatiAnagrafici') as Node;
  expect(cessionario.IdFiscaleIVA ?? cessionario.CodiceFiscale).toBeDefined();
  expect(at(cessionario, 'Anagrafica.Denominazione')).toBeTruthy();
  const sede = at(header, 'CessionarioCommittente.Sede') as Node;
  for (const field of ['Indirizzo', 'CAP', 'Comune', 'Nazione']) expect(sede[field], field).toBeTruthy();
  expect(sede.CAP).toMatch(/^\d{5}$/);

  const documento = at(body, 'DatiGenerali.DatiGeneraliDocumento') as Node;
  expect(documento).toMatchObject({
    TipoDocumento: invoice.type === 'nota_credito' ? 'TD04' : 'TD01',
    Divisa: invoice.currency,
    Data: invoice.date,
    Numero: invoice.nr,
  });
  expect(cents(documento.ImportoTotaleDocumento)).toBe(Math.abs(invoice.amount));
  const lines = list(at(body, 'DatiBeniServizi.DettaglioLinee'));
  expect(lines).toHaveLength(invoice.rows.length);
  lines.forEach((line, i) => {
    const row = invoice.rows[i]!;
    expect(line.NumeroLinea).toBe(String(i + 1));
    expect(line.Descrizione).toBe(row.description);
    expect(cents(line.PrezzoUnitario)).toBe(Math.abs(row.price));
    expect(cents(line.PrezzoTotale)).toBe(Math.abs(row.amount));
    expect(Number(line.AliquotaIVA)).toBe(row.vat);
    expect(line.Natura !== undefined).toBe(row.vat === 0);
  });
  const summary = list(at(body, 'DatiBeniServizi.DatiRiepilogo'));
  expect(summary.map((s) => Number(s.AliquotaIVA)).sort()).toEqual([...new Set(invoice.rows.map((r) => r.vat))].sort());
  for (const s of summary) {
    const rows = invoice.rows.filter((r) => r.vat === Number(s.AliquotaIVA));
    expect(cents(s.ImponibileImporto)).toBe(Math.abs(rows.reduce((n, r) => n + r.amount, 0)));
    expect(cents(s.Imposta)).toBe(Math.abs(rows.reduce((n, r) => n + r.vatamount, 0)));
    expect(s.Natura !== undefined).toBe(Number(s.AliquotaIVA) === 0);
  }
  const total = summary.reduce((n, s) => n + cents(s.ImponibileImporto) + cents(s.Imposta), 0);
  expect(total).toBe(Math.abs(invoice.amount));
}

describe('GET /rest/invoice-xml/{id}', () => {
  it('answers every invoice and credit note of the Italian billing entity as FPR12 with every mandatory element', async () => {
    const owner = await signedIn('owner');
    const all = ((await owner.get('/rest/invoices?size=100')).json() as Page<Invoice>).items;
    expect(all.some((i) => i.type === 'nota_credito')).toBe(true);
    const rossi = await t.db
      .selectFrom('aziende')
      .select(['sdi', 'partita_iva'])
      .where('ragione_sociale', '=', DEMO_COMPANIES.rossi)
      .executeTakeFirstOrThrow();
    for (const invoice of all) {
      const doc = await eInvoice(owner, invoice.id);
      expectMandatory(doc, invoice);
      expect(at(doc.header, 'DatiTrasmissione.CodiceDestinatario')).toBe(rossi.sdi ?? '0000000');
      expect(at(doc.header, 'CessionarioCommittente.DatiAnagrafici.IdFiscaleIVA.IdCodice')).toBe(rossi.partita_iva);
      if (invoice.type === 'fattura') {
        const payments = list(at(doc.body, 'DatiPagamento.DettaglioPagamento'));
        expect(payments.map((p) => [p.DataScadenzaPagamento, cents(p.ImportoPagamento)])).toEqual(
          invoice.payments.map((p) => [p.data, p.amount]),
        );
      } else {
        expect(at(doc.body, 'DatiPagamento')).toBeUndefined();
      }
    }
  });

  it('gives the PEC with 0000000 without a recipient code, the Natura of 0% rows, the discount, and TD04 with positive amounts', async () => {
    const fixture = await companyFixture(t.app, t.db, {
      ...COMPLETE_IT_BILLING,
      ...READY,
      sdi: null,
      currency: 'EUR',
      iva: 22,
    });
    const { customer, fatturanteId } = await customerOf(t.db, fixture.id);
    const rows = [
      { description: 'Hosting <Pro> & dominio', qt: 2, price: 12_345, vat: 22, discount: 10 },
      { description: 'Bollo', qt: 1, price: 200, vat: 0 },
    ];
    // Two installments: DatiPagamento 'TP01' (in instalments), one DettaglioPagamento each.
    const total = totalOfRows(rows);
    const invoice = await issueInvoice(t.db, {
      companyId: fixture.id,
      fatturanteId,
      data: '2026-11-30',
      currency: 'EUR',
      paymethod: 'Bonifico',
      customer,
      rows,
      installments: [
        { data: '2026-12-30', amount: 10_000 },
        { data: '2027-01-30', amount: total - 10_000 },
      ],
    });
    const read = (await fixture.browser.get(`/rest/invoices/${invoice.id}`)).json() as Invoice;
    const doc = await eInvoice(fixture.browser, invoice.id);
    expectMandatory(doc, read);
    expect(at(doc.header, 'DatiTrasmissione.CodiceDestinatario')).toBe('0000000');
    expect(at(doc.header, 'DatiTrasmissione.PECDestinatario')).toBe(COMPLETE_IT_BILLING.email_pec);
    const [taxed, exempt] = list(at(doc.body, 'DatiBeniServizi.DettaglioLinee'));
    expect(taxed).toMatchObject({
      Descrizione: 'Hosting <Pro> & dominio',
      Quantita: '2.00',
      PrezzoUnitario: '123.45',
      ScontoMaggiorazione: { Tipo: 'SC', Percentuale: '10.00' },
      PrezzoTotale: '222.21',
      AliquotaIVA: '22.00',
    });
    expect(exempt).toMatchObject({ AliquotaIVA: '0.00', Natura: 'N2.2' });
    expect(list(at(doc.body, 'DatiBeniServizi.DatiRiepilogo'))).toEqual([
      { AliquotaIVA: '22.00', ImponibileImporto: '222.21', Imposta: '48.89', EsigibilitaIVA: 'I' },
      {
        AliquotaIVA: '0.00',
        Natura: 'N2.2',
        ImponibileImporto: '2.00',
        Imposta: '0.00',
        RiferimentoNormativo: 'Operazione non soggetta',
      },
    ]);
    expect(at(doc.body, 'DatiGenerali.DatiGeneraliDocumento.ImportoTotaleDocumento')).toBe('273.10');
    expect(at(doc.body, 'DatiPagamento.CondizioniPagamento')).toBe('TP01');
    expect(list(at(doc.body, 'DatiPagamento.DettaglioPagamento'))).toEqual([
      {
        ModalitaPagamento: 'MP05',
        DataScadenzaPagamento: '2026-12-30',
        ImportoPagamento: '100.00',
        IBAN: 'IT60X0542811101000000123456',
      },
      {
        ModalitaPagamento: 'MP05',
        DataScadenzaPagamento: '2027-01-30',
        ImportoPagamento: '173.10',
        IBAN: 'IT60X0542811101000000123456',
      },
    ]);

    const note = await issueInvoice(t.db, {
      companyId: fixture.id,
      fatturanteId,
      type: 'nota_credito',
      data: '2026-12-01',
      currency: 'EUR',
      paymethod: 'Bonifico',
      customer,
      rows: [{ description: 'Storno', qt: 1, price: -5_000, vat: 22 }],
      installments: [],
    });
    const noteDoc = await eInvoice(fixture.browser, note.id);
    expectMandatory(noteDoc, (await fixture.browser.get(`/rest/invoices/${note.id}`)).json() as Invoice);
    expect(at(noteDoc.body, 'DatiGenerali.DatiGeneraliDocumento')).toMatchObject({
      TipoDocumento: 'TD04',
      ImportoTotaleDocumento: '61.00',
    });
  });

  it('addresses a customer abroad with XXXXXXX, its country’s VAT number and N2.1 for services not subject to Italian VAT', async () => {
    const fixture = await companyFixture(t.app, t.db, {
      ...COMPLETE_IT_BILLING,
      ...READY,
      stato: 'DE',
      cap: '10115',
      citta: 'Berlin',
      provincia: '',
      partita_iva: 'DE123456789',
      sdi: null,
      iva: 0,
    });
    const invoice = await issueInvoiceInFull(fixture.id, [
      { description: 'Cloud server', qt: 1, price: 10_000, vat: 0 },
    ]);
    const doc = await eInvoice(fixture.browser, invoice.id);
    expectMandatory(doc, (await fixture.browser.get(`/rest/invoices/${invoice.id}`)).json() as Invoice);
    expect(at(doc.header, 'DatiTrasmissione.CodiceDestinatario')).toBe('XXXXXXX');
    expect(at(doc.header, 'DatiTrasmissione.PECDestinatario')).toBeUndefined();
    expect(at(doc.header, 'CessionarioCommittente.DatiAnagrafici.IdFiscaleIVA')).toEqual({
      IdPaese: 'DE',
      IdCodice: '123456789',
    });
    expect(at(doc.header, 'CessionarioCommittente.Sede')).toEqual({
      Indirizzo: COMPLETE_IT_BILLING.indirizzo,
      CAP: '00000',
      Comune: 'Berlin',
      Nazione: 'DE',
    });
    expect(at(doc.body, 'DatiBeniServizi.DatiRiepilogo')).toMatchObject({ Natura: 'N2.1' });
  });

  it('is 404 for another company’s invoice and for an invoice of the Swiss billing entity', async () => {
    const owner = await signedIn('owner');
    const reseller = await signedIn('reseller');
    const swiss = ((await reseller.get('/rest/invoices?size=100')).json() as Page<Invoice>).items[0]!;
    const refused = await reseller.get(`/rest/invoice-xml/${swiss.id}`);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toMatchObject({ reason: 'no_einvoice' });
    const foreign = await owner.get(`/rest/invoice-xml/${swiss.id}`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ reason: 'invoice_not_found' });
  });
});

async function issueInvoiceInFull(
  companyId: number,
  rows: { description: string; qt: number; price: number; vat: number; discount?: number }[],
) {
  const { customer, fatturanteId } = await customerOf(t.db, companyId);
  return issueInvoice(t.db, {
    companyId,
    fatturanteId,
    data: '2026-11-30',
    currency: 'EUR',
    paymethod: 'Bonifico',
    customer,
    rows,
    installments: [{ data: '2026-12-30', amount: totalOfRows(rows) }],
  });
}
