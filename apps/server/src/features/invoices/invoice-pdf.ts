import type { SwissQRBill } from 'swissqrbill/pdf';
import { formatDate, formatMoney, formatPercent, type Invoice, type Language } from '@sportello/domain';
import type { InvoiceCustomer } from '../../platform/db/schema.ts';

export interface InvoiceIssuer {
  ragione_sociale: string;
  indirizzo: string;
  cap: string;
  citta: string;
  provincia: string;
  stato: string;
  piva: string;
  telefono: string;
  intestatario: string;
  /** The bank account in the invoice's currency. */
  iban: string;
}

const LABELS: Record<
  Language,
  Record<
    | 'invoice'
    | 'credit_note'
    | 'number'
    | 'date'
    | 'customer'
    | 'vat_number'
    | 'tax_code'
    | 'description'
    | 'qt'
    | 'price'
    | 'discount'
    | 'vat'
    | 'amount'
    | 'net'
    | 'vat_total'
    | 'total'
    | 'terms'
    | 'due'
    | 'paid'
    | 'bank'
    | 'holder',
    string
  >
> = {
  it: {
    invoice: 'Fattura',
    credit_note: 'Nota di credito',
    number: 'Numero',
    date: 'Data',
    customer: 'Cliente',
    vat_number: 'P. IVA',
    tax_code: 'Codice fiscale',
    description: 'Descrizione',
    qt: 'Q.tà',
    price: 'Prezzo',
    discount: 'Sconto',
    vat: 'IVA',
    amount: 'Importo',
    net: 'Imponibile',
    vat_total: 'IVA',
    total: 'Totale',
    terms: 'Condizioni di pagamento',
    due: 'Scadenza',
    paid: 'pagato',
    bank: 'Coordinate bancarie',
    holder: 'Intestatario',
  },
  en: {
    invoice: 'Invoice',
    credit_note: 'Credit note',
    number: 'Number',
    date: 'Date',
    customer: 'Customer',
    vat_number: 'VAT no.',
    tax_code: 'Tax code',
    description: 'Description',
    qt: 'Qty',
    price: 'Price',
    discount: 'Discount',
    vat: 'VAT',
    amount: 'Amount',
    net: 'Net',
    vat_total: 'VAT',
    total: 'Total',
    terms: 'Payment terms',
    due: 'Due',
    paid: 'paid',
    bank: 'Bank details',
    holder: 'Account holder',
  },
  de: {
    invoice: 'Rechnung',
    credit_note: 'Gutschrift',
    number: 'Nummer',
    date: 'Datum',
    customer: 'Kunde',
    vat_number: 'MWST-Nr.',
    tax_code: 'Steuernummer',
    description: 'Beschreibung',
    qt: 'Menge',
    price: 'Preis',
    discount: 'Rabatt',
    vat: 'MWST',
    amount: 'Betrag',
    net: 'Nettobetrag',
    vat_total: 'MWST',
    total: 'Total',
    terms: 'Zahlungsbedingungen',
    due: 'Fällig',
    paid: 'bezahlt',
    bank: 'Bankverbindung',
    holder: 'Kontoinhaber',
  },
  fr: {
    invoice: 'Facture',
    credit_note: 'Note de crédit',
    number: 'Numéro',
    date: 'Date',
    customer: 'Client',
    vat_number: 'N° TVA',
    tax_code: 'Code fiscal',
    description: 'Description',
    qt: 'Qté',
    price: 'Prix',
    discount: 'Remise',
    vat: 'TVA',
    amount: 'Montant',
    net: 'Montant HT',
    vat_total: 'TVA',
    total: 'Total',
    terms: 'Conditions de paiement',
    due: 'Échéance',
    paid: 'payé',
    bank: 'Coordonnées bancaires',
    holder: 'Titulaire',
  },
};

// The built-in Helvetica is WinAnsi: the thin spaces some locales put in numbers become spaces.
const plain = (text: string) => text.replace(/[\u202F\u2009]/g, ' ');

/**
 * An invoice as a PDF (spec 3 §7; issue 11): the issuing billing entity with its address, VAT
 * number and bank account in the invoice's currency, the customer's billing data as issued,
 * number, date, rows with VAT per row, totals, payment terms and due dates. pdfkit with the
 * built-in fonts, so its text is extractable (invoices.test.ts reads it back). A Swiss QR-bill, when
 * given, follows as the payment part and receipt at the foot (on a page of its own if it does not fit).
 */
export async function renderInvoicePdf(
  invoice: Invoice,
  issuer: InvoiceIssuer,
  customer: InvoiceCustomer,
  language: Language,
  brand: string,
  qrBill: SwissQRBill | null = null,
): Promise<Buffer> {
  const l = LABELS[language];
  const money = (cents: number) => plain(formatMoney(cents, invoice.currency, language));
  const created = new Date(`${invoice.date}T00:00:00Z`);
  const title = `${invoice.type === 'nota_credito' ? l.credit_note : l.invoice} ${invoice.nr}`;
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    compress: false,
    info: { Title: title, Author: issuer.ragione_sociale, Creator: brand, CreationDate: created, ModDate: created },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const left = 50;
  const width = doc.page.width - 100;
  doc.font('Helvetica-Bold').fontSize(13).fillColor('#111111').text(issuer.ragione_sociale, left, 50);
  doc.font('Helvetica').fontSize(9).fillColor('#444444');
  doc.text(`${issuer.indirizzo}, ${issuer.cap} ${issuer.citta} (${issuer.provincia}) ${issuer.stato}`);
  doc.text(`${l.vat_number} ${issuer.piva}${issuer.telefono ? ` · ${issuer.telefono}` : ''}`);

  doc.font('Helvetica-Bold').fontSize(10).fillColor('#111111').text(l.customer, 330, 50);
  doc.font('Helvetica').fontSize(10).text(customer.ragione_sociale, 330);
  doc.fontSize(9).fillColor('#444444');
  doc.text(`${customer.indirizzo}`, 330);
  doc.text(
    `${customer.cap} ${customer.citta}${customer.provincia ? ` (${customer.provincia})` : ''} ${customer.stato}`,
    330,
  );
  if (customer.partita_iva) doc.text(`${l.vat_number} ${customer.partita_iva}`, 330);
  if (customer.codice_fiscale && customer.codice_fiscale !== customer.partita_iva)
    doc.text(`${l.tax_code} ${customer.codice_fiscale}`, 330);

  doc.font('Helvetica-Bold').fontSize(18).fillColor('#111111').text(title, left, 160);
  doc
    .font('Helvetica')
    .fontSize(10)
    .fillColor('#333333')
    .text(`${l.number}: ${invoice.nr}    ${l.date}: ${plain(formatDate(invoice.date, language))}`);

  const columns = [
    { label: l.description, x: left, w: 215, align: 'left' as const },
    { label: l.qt, x: left + 215, w: 35, align: 'right' as const },
    { label: l.price, x: left + 250, w: 70, align: 'right' as const },
    { label: l.discount, x: left + 320, w: 45, align: 'right' as const },
    { label: l.vat, x: left + 365, w: 45, align: 'right' as const },
    { label: l.amount, x: left + 410, w: width - 410, align: 'right' as const },
  ];
  let y = 215;
  doc.font('Helvetica-Bold').fontSize(9).fillColor('#111111');
  for (const c of columns) doc.text(c.label, c.x, y, { width: c.w, align: c.align });
  y += 14;
  doc
    .moveTo(left, y)
    .lineTo(left + width, y)
    .strokeColor('#999999')
    .stroke();
  y += 6;
  doc.font('Helvetica').fontSize(9);
  for (const row of invoice.rows) {
    const cells = [
      row.description,
      String(row.qt),
      money(row.price),
      row.discount ? plain(formatPercent(row.discount, language)) : '',
      plain(formatPercent(row.vat, language)),
      money(row.amount),
    ];
    const height = doc.heightOfString(row.description, { width: columns[0]!.w });
    if (y + height > doc.page.height - 160) {
      doc.addPage();
      y = 50;
    }
    cells.forEach((cell, i) => doc.text(cell, columns[i]!.x, y, { width: columns[i]!.w, align: columns[i]!.align }));
    y += Math.max(height, 12) + 6;
  }
  doc
    .moveTo(left, y)
    .lineTo(left + width, y)
    .strokeColor('#999999')
    .stroke();
  y += 10;
  const totalLine = (label: string, value: string, bold = false) => {
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(bold ? 11 : 10);
    doc.text(label, left + 250, y, { width: 160, align: 'right' });
    doc.text(value, left + 410, y, { width: width - 410, align: 'right' });
    y += bold ? 18 : 14;
  };
  totalLine(l.net, money(invoice.imponibile));
  totalLine(l.vat_total, money(invoice.vatamount));
  totalLine(l.total, money(invoice.amount), true);

  y += 16;
  doc.font('Helvetica-Bold').fontSize(10).text(l.terms, left, y);
  doc.font('Helvetica').fontSize(9).fillColor('#333333');
  if (invoice.paymethod) doc.text(invoice.paymethod);
  for (const p of invoice.payments)
    doc.text(`${l.due} ${plain(formatDate(p.data, language))}: ${money(p.amount)}${p.pending ? '' : ` (${l.paid})`}`);
  if (issuer.iban) {
    doc.moveDown(0.5);
    doc.text(`${l.bank} (${invoice.currency}): ${issuer.iban}`);
    doc.text(`${l.holder}: ${issuer.intestatario}`);
  }
  qrBill?.attachTo(doc);
  doc.end();
  return done;
}
