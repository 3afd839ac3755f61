import { DEFAULT_URGENT_PRICE, urgentCharge, type TicketDepartment } from '@sportello/domain';
import type { Db } from '../platform/db/database.ts';

/**
 * Demo tickets of DESIGN §6 (issue 12): `owner` (Rossi) and `reseller` (Alpi) each have tickets
 * open and closed in every department, with the customer's messages (plain text) and the
 * operator's answers (formatted HTML, already in the sanitized form). Dated relative to seeding.
 */
interface DemoMessage {
  /** Hours after the ticket was opened. */
  after: number;
  operator?: true;
  text: string;
}
interface DemoTicket {
  titolo: string;
  department: TicketDepartment;
  /** A product of the company by code, for tecnica. */
  codice?: string;
  urgente?: true;
  /** Days before today. */
  daysAgo: number;
  closed?: true;
  messages: DemoMessage[];
}

const PLAN: readonly DemoTicket[] = [
  {
    titolo: 'Sito lento nelle ore di punta',
    department: 'tecnica',
    codice: 'HOSMN',
    urgente: true,
    daysAgo: 2,
    messages: [
      {
        after: 0,
        text: 'Buongiorno,\nda ieri il sito impiega più di 10 secondi a caricarsi tra le 18 e le 20.\nPotete verificare?',
      },
      {
        after: 3,
        operator: true,
        text: '<p>Buongiorno,</p><p>abbiamo rilevato un picco di richieste da un <strong>crawler</strong>. Lo abbiamo limitato: può verificare ora?</p><ul><li>Limite impostato: 2 richieste al secondo</li><li>Guida: <a href="https://guide.nuvolaria.example/prestazioni" target="_blank" rel="noopener noreferrer">ottimizzare le prestazioni</a></li></ul>',
      },
      { after: 20, text: 'Grazie, oggi sembra andare meglio. Teniamo aperto ancora un giorno per sicurezza.' },
    ],
  },
  {
    titolo: 'Certificato SSL non rinnovato',
    department: 'tecnica',
    codice: 'SSLART',
    daysAgo: 40,
    closed: true,
    messages: [
      { after: 0, text: 'Il browser segnala il certificato scaduto sul sottodominio shop.' },
      {
        after: 2,
        operator: true,
        text: '<p>Il certificato è stato rinnovato e installato. Ci scusi per il disagio.</p>',
      },
    ],
  },
  {
    titolo: 'Fattura con partita IVA errata',
    department: 'amministrativa',
    daysAgo: 5,
    messages: [
      {
        after: 0,
        text: "Nell'ultima fattura la partita IVA ha una cifra sbagliata. Potete emettere una nota di credito?",
      },
    ],
  },
  {
    titolo: 'Richiesta copia contratto',
    department: 'amministrativa',
    daysAgo: 90,
    closed: true,
    messages: [
      { after: 0, text: 'Ci servirebbe una copia firmata del contratto per la revisione interna.' },
      {
        after: 26,
        operator: true,
        text: '<p>Trova il contratto nella sezione <em>Documenti utili</em>. Resto a disposizione.</p>',
      },
    ],
  },
  {
    titolo: 'Preventivo per cloud server aggiuntivo',
    department: 'commerciale',
    daysAgo: 1,
    messages: [
      { after: 0, text: 'Vorremmo un preventivo per un secondo server cloud con 8 GB di RAM per lo staging.' },
    ],
  },
  {
    titolo: 'Sconto per rinnovo pluriennale',
    department: 'commerciale',
    daysAgo: 120,
    closed: true,
    messages: [
      { after: 0, text: 'È previsto uno sconto se rinnoviamo il dominio per tre anni?' },
      {
        after: 5,
        operator: true,
        text: '<p>Sì: per i rinnovi triennali applichiamo il <strong>10%</strong> di sconto. Le abbiamo inviato l’offerta.</p>',
      },
    ],
  },
];

const HOUR = 3_600_000;

export async function seedTickets(
  db: Db,
  companies: readonly { companyId: number; username: string }[],
  now = new Date(),
): Promise<void> {
  const staff = await db
    .selectFrom('users')
    .select(['id', 'firstname', 'lastname', 'email'])
    .where('username', '=', 'staff')
    .executeTakeFirstOrThrow();
  for (const { companyId, username } of companies) {
    const user = await db
      .selectFrom('users')
      .select(['id', 'firstname', 'lastname', 'email'])
      .where('username', '=', username)
      .executeTakeFirstOrThrow();
    const company = await db
      .selectFrom('aziende')
      .select(['currency', 'is_premium'])
      .where('id', '=', companyId)
      .executeTakeFirstOrThrow();
    const products = await db
      .selectFrom('products')
      .select(['id', 'codice', 'dominio', 'nome'])
      .where('company_id', '=', companyId)
      .execute();
    for (const plan of PLAN) {
      const opened = new Date(now.getTime() - plan.daysAgo * 24 * HOUR);
      const product = plan.codice ? products.find((p) => p.codice === plan.codice) : undefined;
      const last = plan.messages.at(-1)!;
      const lastAt = new Date(opened.getTime() + last.after * HOUR);
      const ticket = await db
        .insertInto('tickets')
        .values({
          company_id: companyId,
          titolo: plan.titolo,
          department: plan.department,
          id_product: product?.id ?? null,
          prodotto: product ? `${product.nome.it} - ${product.dominio}` : null,
          urgente: plan.urgente ?? false,
          urgent_price: urgentCharge(plan.urgente ?? false, company.is_premium, DEFAULT_URGENT_PRICE[company.currency]),
          urgent_currency: plan.urgente ? company.currency : null,
          stato: plan.closed ? 'chiuso' : 'aperto',
          created_by: user.id,
          created_at: opened,
          last_message_at: lastAt,
          last_from_operator: last.operator ?? false,
          closed_at: plan.closed ? new Date(lastAt.getTime() + HOUR) : null,
          closed_by: plan.closed ? staff.id : null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      for (const message of plan.messages) {
        const author = message.operator ? staff : user;
        await db
          .insertInto('ticket_messages')
          .values({
            ticket_id: ticket.id,
            company_id: companyId,
            author_user_id: author.id,
            author_name: `${author.firstname} ${author.lastname}`.trim(),
            author_email: author.email,
            operatore: message.operator ?? false,
            messaggio: message.text,
            created_at: new Date(opened.getTime() + message.after * HOUR),
          })
          .execute();
      }
    }
  }
}
