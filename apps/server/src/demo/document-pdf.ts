export interface PdfContent {
  issuer: string;
  title: string;
  description: string;
  lines: readonly string[];
  /** Small print at the foot: the demo notice. */
  notice: string;
}

/** A one-page A4 PDF (pdfkit, built-in Helvetica): issuer, title, summary, the form's points. */
export async function renderDocumentPdf(
  content: PdfContent,
  createdAt = new Date('2026-01-01T00:00:00Z'),
): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    info: { Title: content.title, Author: content.issuer, CreationDate: createdAt, ModDate: createdAt },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.font('Helvetica').fontSize(10).fillColor('#555555').text(content.issuer);
  doc.moveDown(2);
  doc.font('Helvetica-Bold').fontSize(20).fillColor('#111111').text(content.title);
  doc.moveDown(0.5);
  doc.font('Helvetica').fontSize(12).fillColor('#333333').text(content.description);
  doc.moveDown();
  for (const line of content.lines) doc.fontSize(11).text(`•  ${line}`, { paragraphGap: 6 });
  doc.moveDown(2);
  doc.fontSize(9).fillColor('#888888').text(content.notice);
  doc.end();
  return done;
}
