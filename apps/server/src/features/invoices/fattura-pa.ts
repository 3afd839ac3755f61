import type { Invoice } from '@sportello/domain';
import type { InvoiceCustomer } from '../../platform/db/schema.ts';

/** The FatturaPA namespace of version 1.2 (FPR12, invoices between private parties). */
export const FATTURA_PA_NAMESPACE = 'http://ivaservizi.agenziaentrate.gov.it/docs/xsd/fatture/v1.2';

/** The Italian billing entity, the CedentePrestatore and the transmitter. */
export interface EInvoiceIssuer {
  ragione_sociale: string;
  indirizzo: string;
  cap: string;
  citta: string;
  provincia: string;
  stato: string;
  piva: string;
  /** The account payments are made to (DatiPagamento). */
  iban: string;
}

/** Where the SDI delivers the e-invoice: the company's recipient code, or its PEC. */
export interface EInvoiceDelivery {
  sdi: string | null;
  email_pec: string | null;
}

/** Decimal text of integer cents, positive (a credit note's amounts are given as positive in TD04). */
function decimal(cents: number): string {
  const abs = Math.abs(cents);
  return `${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

const rate = (vat: number) => vat.toFixed(2);
/** Letters and digits only, upper case: VAT numbers and fiscal codes as the SDI reads them. */
const compact = (value: string) => value.replace(/[^A-Za-z0-9]/g, '').toUpperCase();
/** FatturaPA caps its texts (Denominazione 80, Indirizzo and Comune 60, Descrizione 1000): the document states only that much. */
const cap = (value: string, max: number) => (value.length > max ? value.slice(0, max) : value);

/**
 * Spec-silent rule (docs/decisions.md "FatturaPA for the Italian billing entity"): a 0% row is
 * 'N2.1' (not subject, art. 7-ter DPR 633/72: services to a business established abroad) for a
 * customer outside Italy, 'N2.2' (not subject, other cases) for one in Italy.
 */
function natura(customer: InvoiceCustomer): { code: string; reference: string } {
  return customer.stato && customer.stato !== 'IT'
    ? { code: 'N2.1', reference: 'Operazione non soggetta, art. 7-ter DPR 633/72' }
    : { code: 'N2.2', reference: 'Operazione non soggetta' };
}

/** IdFiscaleIVA: the country and the number without a leading copy of the country's code. */
function taxId(country: string, vatNumber: string) {
  const code = compact(vatNumber);
  return { IdPaese: country, IdCodice: code.startsWith(country) ? code.slice(country.length) : code };
}

function sede(a: { indirizzo: string; cap: string; citta: string; provincia: string; stato: string }) {
  const italian = a.stato === 'IT';
  return {
    Indirizzo: cap(a.indirizzo || '-', 60),
    // The schema asks five digits: abroad, '00000'.
    CAP: italian && /^\d{5}$/.test(a.cap) ? a.cap : '00000',
    Comune: cap(a.citta || '-', 60),
    ...(italian && /^[A-Za-z]{2}$/.test(a.provincia) ? { Provincia: a.provincia.toUpperCase() } : {}),
    Nazione: a.stato || 'IT',
  };
}

/**
 * The FatturaElettronica XML, version FPR12 (issue 34; docs/decisions.md "FatturaPA for the Italian
 * billing entity"): the billing entity as CedentePrestatore and transmitter, the customer's data as
 * issued as CessionarioCommittente, CodiceDestinatario from `sdi` (or '0000000' with the PEC,
 * 'XXXXXXX' abroad), one DettaglioLinee per invoice row, DatiRiepilogo per VAT rate (Natura where it
 * is 0), ImportoTotaleDocumento the invoice's total; TD01 for an invoice, TD04 for a credit note;
 * DatiPagamento by bank transfer for the installments of an invoice.
 */
export async function renderFatturaPa(
  invoice: Invoice,
  issuer: EInvoiceIssuer,
  customer: InvoiceCustomer,
  delivery: EInvoiceDelivery,
): Promise<string> {
  const abroad = Boolean(customer.stato) && customer.stato !== 'IT';
  const sdi = delivery.sdi ? compact(delivery.sdi) : '';
  const codiceDestinatario = abroad ? 'XXXXXXX' : sdi.length === 7 ? sdi : '0000000';
  const pec = codiceDestinatario === '0000000' && delivery.email_pec ? delivery.email_pec : null;
  const issuerId = taxId('IT', issuer.piva);
  const creditNote = invoice.type === 'nota_credito';
  const zero = natura(customer);

  const customerVat = customer.partita_iva ? taxId(customer.stato || 'IT', customer.partita_iva) : null;
  const customerCf = !abroad && customer.codice_fiscale ? compact(customer.codice_fiscale) : null;
  const cessionarioIds = {
    // A private customer abroad has neither: the SDI's convention is the country with 99999999999.
    ...(customerVat || !customerCf
      ? { IdFiscaleIVA: customerVat ?? { IdPaese: customer.stato || 'IT', IdCodice: '99999999999' } }
      : {}),
    ...(customerCf ? { CodiceFiscale: customerCf } : {}),
  };

  const rates = new Map<number, { imponibile: number; imposta: number }>();
  for (const row of invoice.rows) {
    const sum = rates.get(row.vat) ?? { imponibile: 0, imposta: 0 };
    rates.set(row.vat, { imponibile: sum.imponibile + row.amount, imposta: sum.imposta + row.vatamount });
  }

  const body = {
    DatiGenerali: {
      DatiGeneraliDocumento: {
        TipoDocumento: creditNote ? 'TD04' : 'TD01',
        Divisa: invoice.currency,
        Data: invoice.date,
        Numero: cap(invoice.nr, 20),
        ImportoTotaleDocumento: decimal(invoice.amount),
      },
    },
    DatiBeniServizi: {
      DettaglioLinee: invoice.rows.map((row, index) => ({
        NumeroLinea: String(index + 1),
        Descrizione: cap(row.description || '-', 1000),
        Quantita: `${Math.abs(row.qt)}.00`,
        PrezzoUnitario: decimal(row.price),
        ...(row.discount ? { ScontoMaggiorazione: { Tipo: 'SC', Percentuale: rate(row.discount) } } : {}),
        PrezzoTotale: decimal(row.amount),
        AliquotaIVA: rate(row.vat),
        ...(row.vat === 0 ? { Natura: zero.code } : {}),
      })),
      DatiRiepilogo: [...rates.entries()]
        .sort(([a], [b]) => b - a)
        .map(([vat, sum]) => ({
          AliquotaIVA: rate(vat),
          ...(vat === 0 ? { Natura: zero.code } : {}),
          ImponibileImporto: decimal(sum.imponibile),
          Imposta: decimal(sum.imposta),
          ...(vat === 0 ? { RiferimentoNormativo: zero.reference } : { EsigibilitaIVA: 'I' }),
        })),
    },
    ...(!creditNote && invoice.payments.length > 0
      ? {
          DatiPagamento: {
            CondizioniPagamento: invoice.payments.length > 1 ? 'TP01' : 'TP02',
            DettaglioPagamento: invoice.payments.map((p) => ({
              ModalitaPagamento: 'MP05',
              DataScadenzaPagamento: p.data,
              ImportoPagamento: decimal(p.amount),
              ...(issuer.iban ? { IBAN: compact(issuer.iban) } : {}),
            })),
          },
        }
      : {}),
  };

  const { create } = await import('xmlbuilder2');
  const document = create({ version: '1.0', encoding: 'UTF-8' })
    .ele(FATTURA_PA_NAMESPACE, 'p:FatturaElettronica', { versione: 'FPR12' })
    .att('http://www.w3.org/2000/xmlns/', 'xmlns:ds', 'http://www.w3.org/2000/09/xmldsig#')
    .att('http://www.w3.org/2000/xmlns/', 'xmlns:xsi', 'http://www.w3.org/2001/XMLSchema-instance');
  document.ele({
    FatturaElettronicaHeader: {
      DatiTrasmissione: {
        IdTrasmittente: issuerId,
        ProgressivoInvio: transmissionNumber(invoice.id),
        FormatoTrasmissione: 'FPR12',
        CodiceDestinatario: codiceDestinatario,
        ...(pec ? { PECDestinatario: pec } : {}),
      },
      CedentePrestatore: {
        DatiAnagrafici: {
          IdFiscaleIVA: issuerId,
          Anagrafica: { Denominazione: cap(issuer.ragione_sociale, 80) },
          RegimeFiscale: 'RF01',
        },
        Sede: sede(issuer),
      },
      CessionarioCommittente: {
        DatiAnagrafici: { ...cessionarioIds, Anagrafica: { Denominazione: cap(customer.ragione_sociale || '-', 80) } },
        Sede: sede(customer),
      },
    },
    FatturaElettronicaBody: body,
  });
  return document.end({ prettyPrint: true });
}

/** ProgressivoInvio and the file's name: the invoice's id in base 36, five characters at least. */
export const transmissionNumber = (invoiceId: number) => invoiceId.toString(36).toUpperCase().padStart(5, '0');

/** The SDI's file name: IT, the transmitter's VAT number, '_' and the progressive. */
export const fatturaPaFileName = (issuerPiva: string, invoiceId: number) =>
  `IT${taxId('IT', issuerPiva).IdCodice}_${transmissionNumber(invoiceId)}.xml`;
