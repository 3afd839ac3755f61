import { formatDate, formatMoney, type Currency, type Language, type RequestKind } from '@sportello/domain';

export interface ReceiptData {
  id: number;
  tipo: RequestKind;
  importo: number;
  currency: Currency;
  iban: string | null;
  messaggio: string;
  stato: string;
  /** 'YYYY-MM-DD'. */
  data: string;
  company: { ragione_sociale: string; partita_iva: string | null };
  files: readonly { filename: string; size: number }[];
}

type Label =
  | 'title'
  | 'provvigioni'
  | 'comarketing'
  | 'number'
  | 'date'
  | 'company'
  | 'amount'
  | 'iban'
  | 'message'
  | 'files'
  | 'state'
  | 'attesa'
  | 'pagata'
  | 'rifiutata'
  | 'note';

const LABELS: Record<Language, Record<Label, string>> = {
  it: {
    title: 'Ricevuta della richiesta',
    provvigioni: 'Provvigioni',
    comarketing: 'Co-marketing',
    number: 'Numero',
    date: 'Data',
    company: 'Rivenditore',
    amount: 'Importo richiesto',
    iban: 'IBAN',
    message: 'Messaggio',
    files: 'Allegati',
    state: 'Stato',
    attesa: 'in attesa',
    pagata: 'pagata',
    rifiutata: 'non accolta',
    note: 'Il credito è stato scalato dal saldo al momento della richiesta.',
  },
  en: {
    title: 'Request receipt',
    provvigioni: 'Commissions',
    comarketing: 'Co-marketing',
    number: 'Number',
    date: 'Date',
    company: 'Reseller',
    amount: 'Amount requested',
    iban: 'IBAN',
    message: 'Message',
    files: 'Attachments',
    state: 'Status',
    attesa: 'waiting',
    pagata: 'paid',
    rifiutata: 'not accepted',
    note: 'The credit was deducted from the balance when the request was made.',
  },
  de: {
    title: 'Quittung der Anfrage',
    provvigioni: 'Provisionen',
    comarketing: 'Co-Marketing',
    number: 'Nummer',
    date: 'Datum',
    company: 'Wiederverkäufer',
    amount: 'Angeforderter Betrag',
    iban: 'IBAN',
    message: 'Nachricht',
    files: 'Anhänge',
    state: 'Status',
    attesa: 'wartend',
    pagata: 'bezahlt',
    rifiutata: 'abgelehnt',
    note: 'Das Guthaben wurde bei der Anfrage vom Saldo abgebucht.',
  },
  fr: {
    title: 'Reçu de la demande',
    provvigioni: 'Commissions',
    comarketing: 'Co-marketing',
    number: 'Numéro',
    date: 'Date',
    company: 'Revendeur',
    amount: 'Montant demandé',
    iban: 'IBAN',
    message: 'Message',
    files: 'Pièces jointes',
    state: 'Statut',
    attesa: 'en attente',
    pagata: 'payée',
    rifiutata: 'refusée',
    note: 'Le crédit a été déduit du solde au moment de la demande.',
  },
};

// The built-in Helvetica is WinAnsi: the thin spaces some locales put in numbers become spaces.
const plain = (text: string) => text.replace(/[\u202F\u2009]/g, ' ');

/** A commission or co-marketing request's receipt: who asked, what, when, with which files (pdfkit, text extractable). */
export async function renderReceiptPdf(receipt: ReceiptData, language: Language, brand: string): Promise<Buffer> {
  const l = LABELS[language];
  const created = new Date(`${receipt.data}T00:00:00Z`);
  const title = `${l.title} ${l[receipt.tipo]} n. ${receipt.id}`;
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    compress: false,
    info: { Title: title, Author: brand, Creator: brand, CreationDate: created, ModDate: created },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.font('Helvetica-Bold').fontSize(13).fillColor('#111111').text(brand);
  doc.moveDown(2);
  doc.font('Helvetica-Bold').fontSize(18).text(title);
  doc.moveDown();
  const line = (label: string, value: string) => {
    doc.font('Helvetica-Bold').fontSize(10).fillColor('#111111').text(`${label}: `, { continued: true });
    doc.font('Helvetica').text(value);
  };
  line(l.number, String(receipt.id));
  line(l.date, plain(formatDate(receipt.data, language)));
  line(
    l.company,
    `${receipt.company.ragione_sociale}${receipt.company.partita_iva ? ` · ${receipt.company.partita_iva}` : ''}`,
  );
  line(l.amount, plain(formatMoney(receipt.importo, receipt.currency, language)));
  if (receipt.iban) line(l.iban, receipt.iban);
  line(l.state, l[receipt.stato as 'attesa' | 'pagata' | 'rifiutata'] ?? receipt.stato);
  if (receipt.messaggio) line(l.message, receipt.messaggio);
  line(l.files, receipt.files.map((f) => f.filename).join(', '));
  doc.moveDown();
  doc.font('Helvetica').fontSize(9).fillColor('#444444').text(l.note);
  doc.end();
  return done;
}
