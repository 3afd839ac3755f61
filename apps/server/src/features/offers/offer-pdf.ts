import { formatDate, formatMoney, formatPercent, translate, type Language, type OfferDetail } from '@sportello/domain';

/** The company issuing the offer: the billing entity of the company billed. */
export interface OfferIssuer {
  ragione_sociale: string;
  address: string;
  piva: string;
}

/** The company billed, as its billing data read today. */
export interface OfferCustomer {
  ragione_sociale: string;
  address: string;
  partita_iva: string | null;
}

/** Spec 3 §9: VAT is hidden when its rate is below 0.01. */
const VAT_SHOWN_FROM = 0.01;

// The built-in Helvetica is WinAnsi: the thin spaces some locales put in numbers become spaces.
const plain = (text: string) => text.replace(/[\u202F\u2009]/g, ' ');

/**
 * An offer as a PDF (spec 3 §7 'Offer PDF'): the issuing company, the customer, number and date,
 * the lines with their period, quantity, price and amount, the totals with VAT and the trial.
 * pdfkit with the built-in fonts, so its text is extractable (offers.test.ts reads it back).
 */
export async function renderOfferPdf(
  offer: OfferDetail,
  issuer: OfferIssuer,
  customer: OfferCustomer,
  language: Language,
  brand: string,
): Promise<Buffer> {
  const t = (key: Parameters<typeof translate>[1], params?: Parameters<typeof translate>[2]) =>
    plain(translate(language, key, params));
  const money = (cents: number) => plain(formatMoney(cents, offer.currency, language));
  const created = new Date(offer.data);
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    compress: false,
    info: {
      Title: `${t('offers.pdf.offer')} ${offer.id}`,
      Author: issuer.ragione_sociale,
      Creator: brand,
      CreationDate: created,
      ModDate: created,
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const left = 50;
  const width = doc.page.width - 100;
  doc.font('Helvetica-Bold').fontSize(13).fillColor('#111111').text(issuer.ragione_sociale, left, 50, { width: 260 });
  doc.font('Helvetica').fontSize(9).fillColor('#444444');
  if (issuer.address) doc.text(issuer.address, { width: 260 });
  if (issuer.piva) doc.text(`${t('offers.pdf.vat_number')} ${issuer.piva}`);

  doc.font('Helvetica-Bold').fontSize(10).fillColor('#111111').text(t('offers.pdf.customer'), 330, 50);
  doc.font('Helvetica').fontSize(10).text(customer.ragione_sociale, 330);
  doc.fontSize(9).fillColor('#444444');
  if (customer.address) doc.text(customer.address, 330);
  if (customer.partita_iva) doc.text(`${t('offers.pdf.vat_number')} ${customer.partita_iva}`, 330);

  doc.font('Helvetica-Bold').fontSize(16).fillColor('#111111').text(offer.titolo_offerta, left, 160, { width });
  doc
    .font('Helvetica')
    .fontSize(10)
    .fillColor('#333333')
    .text(
      `${t('offers.pdf.number')}: ${offer.id}    ${t('offers.pdf.date')}: ${plain(formatDate(offer.data, language))}`,
    );

  const columns = [
    { label: t('offers.pdf.code'), x: left, w: 190, align: 'left' as const },
    { label: t('offers.pdf.period'), x: left + 190, w: 70, align: 'left' as const },
    { label: t('offers.pdf.qt'), x: left + 260, w: 40, align: 'right' as const },
    { label: t('offers.pdf.price'), x: left + 300, w: 95, align: 'right' as const },
    { label: t('offers.pdf.amount'), x: left + 395, w: width - 395, align: 'right' as const },
  ];
  let y = doc.y + 20;
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
  for (const line of offer.prodotti) {
    const description = line.dominio ? `${line.codice} ${line.dominio}` : line.codice;
    const cells = [
      description,
      t(`offers.pdf.${line.durata}`),
      String(line.qt),
      money(line.prezzo),
      money(line.totale),
    ];
    const height = doc.heightOfString(description, { width: columns[0]!.w });
    if (y + height > doc.page.height - 140) {
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
    doc.text(label, left + 200, y, { width: 195, align: 'right' });
    doc.text(value, left + 395, y, { width: width - 395, align: 'right' });
    y += bold ? 18 : 14;
  };
  if (offer.iva >= VAT_SHOWN_FROM) {
    totalLine(t('offers.pdf.net'), money(offer.gran_totale));
    totalLine(
      t('offers.pdf.vat', { rate: plain(formatPercent(offer.iva, language)) }),
      money(offer.gran_totale_ivato - offer.gran_totale),
    );
  }
  totalLine(t('offers.pdf.total'), money(offer.gran_totale_ivato), true);
  if (offer.free_period > 0) {
    y += 10;
    doc
      .font('Helvetica')
      .fontSize(9)
      .fillColor('#333333')
      .text(t('offers.pdf.trial', { days: offer.free_period }), left, y);
  }
  doc.end();
  return done;
}
