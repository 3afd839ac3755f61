import { DURATIONS, QUOTE_SECTIONS, type PricedLine, type QuoteTotals } from '@sportello/domain';
import { sql, type RawBuilder } from 'kysely';
import { foldOpenTicketCounts } from '../features/tickets/tickets-store.ts';
import { foldCreditBalances } from '../modules/ledger/index.ts';
import { foldListCounts } from '../platform/db/list-counts.ts';
import type { Db } from '../platform/db/database.ts';
import { hashPassword } from '../platform/security/passwords.ts';
import { readSetting } from '../platform/settings/settings-store.ts';
import { DEMO_PASSWORD } from './seed.ts';

/**
 * Volume for measuring (`npm run ops -- generate`, `npm run bench -- --volume N`): approved Italian
 * companies with their users and access rows, made by the database itself (INSERT … SELECT over
 * generate_series, a few thousand companies per transaction), so nothing crosses the wire but the
 * statements and it runs the same on PostgreSQL and PGlite.
 *
 * Every generated company has `prospect_source = 'volume-generator'` and is called
 * `Volume 000001 S.r.l.`; its users are `vol000001.1`, `vol000001.2`, … with addresses at
 * volume.invalid (a domain that never receives mail) and the demo password (one hash, computed once
 * per run). The first user of each company is its owner. A second run appends: numbering continues
 * after the highest generated company. Demo databases only: the accounts share a published password.
 *
 * Each company also gets products (renewing, expiring from two months ago to two and a half years
 * ahead, so every group of the products list has some), from the catalogue's annual products.
 * Each company gets three invoices too (one row, one installment; the newest one still due), and two
 * offers of one hosting line (one open, one rejected).
 * Each later area adds its tables here (movements, tickets).
 */
export const VOLUME_MARKER = 'volume-generator';
export const VOLUME_PASSWORD = DEMO_PASSWORD;

export interface VolumeOptions {
  companies: number;
  /** Users (with their access rows) per company; the first is the owner. */
  usersPerCompany: number;
  /** The first company of the run gets this many users instead (a users list with deep pages); 0 = as the others. */
  largeCompanyUsers?: number;
  /** Products per company (default 5). */
  productsPerCompany?: number;
  /** Tickets of each company, every other one closed, each with its first message (default 2). */
  ticketsPerCompany?: number;
  /** The first company of the run gets this many products instead (a products list with deep pages); 0 = as the others. */
  largeCompanyProducts?: number;
  /** The first company of the run gets this many tickets instead (its tickets list at volume); 0 = as the others. */
  largeCompanyTickets?: number;
  /**
   * The demo reseller (`reseller`'s Alpi Digital) gets the run's first this many companies as its
   * customers: a My customers list at volume (default 0).
   */
  resellerCustomers?: number;
  /** Companies per transaction. */
  batch?: number;
  progress?: (line: string) => void;
}

export interface VolumeResult {
  /** The numbers of the companies made by this run, first and last. */
  first: number;
  last: number;
  companies: number;
  users: number;
  products: number;
  tickets: number;
  invoices: number;
  /** The demo reseller's commissions on its generated customers' settled invoices. */
  movements: number;
  offers: number;
  /** Leads offered to the demo reseller: one project of each generated company. */
  opportunities: number;
  /** The owner of the run's first company (the large one, when asked). */
  firstOwner: string;
  seconds: number;
}

export class VolumeRefused extends Error {}

/** The one line of a generated offer and its totals, as the wizard's engine would price it. */
const OFFER_NET = 10_000;
const OFFER_LINE: PricedLine = {
  codice: 'HOSMN',
  qt: 1,
  dominio: null,
  os: 'linux',
  webserver: null,
  provision_db: 'best',
  provision_php: 'best',
  newService: true,
  siteTransfer: false,
  mailTransfer: false,
  notForResale: false,
  section: 'infrastruttura',
  durata: 'Annuale',
  prezzo: OFFER_NET,
  prezzo_pieno: OFFER_NET,
  totale: OFFER_NET,
  totale_pieno: OFFER_NET,
};
const durationTotals = (net: number) =>
  Object.fromEntries(DURATIONS.map((d) => [d, { total: d === 'Annuale' ? net : 0, full: d === 'Annuale' ? net : 0 }]));
const OFFER_TOTALS = {
  currency: 'EUR',
  durations: durationTotals(OFFER_NET),
  sections: Object.fromEntries(QUOTE_SECTIONS.map((s) => [s, durationTotals(s === 'infrastruttura' ? OFFER_NET : 0)])),
  recurrences: { annual: durationTotals(OFFER_NET), monthly: durationTotals(OFFER_NET) },
  freePeriod: 0,
} as QuoteTotals;

/** `vol000001.1`: the username of a generated company's k-th user (1 = its owner). */
export function volumeUsername(company: number, user: number): string {
  return `vol${String(company).padStart(6, '0')}.${user}`;
}

export function volumeCompanyName(company: number): string {
  return `Volume ${String(company).padStart(6, '0')} S.r.l.`;
}

const FIRST_NAMES = [
  'Marco',
  'Giulia',
  'Luca',
  'Sara',
  'Andrea',
  'Chiara',
  'Paolo',
  'Elena',
  'Davide',
  'Francesca',
  'Matteo',
  'Anna',
  'Stefano',
];
const LAST_NAMES = [
  'Rossi',
  'Russo',
  'Ferrari',
  'Esposito',
  'Bianchi',
  'Romano',
  'Colombo',
  'Ricci',
  'Marino',
  'Greco',
  'Bruno',
  'Gallo',
  'Conti',
  'De Luca',
  'Costa',
  'Giordano',
  'Mancini',
];
const CITIES: [string, string, string][] = [
  ['Milano', 'MI', '20121'],
  ['Roma', 'RM', '00184'],
  ['Torino', 'TO', '10121'],
  ['Bologna', 'BO', '40121'],
  ['Firenze', 'FI', '50122'],
  ['Napoli', 'NA', '80133'],
  ['Verona', 'VR', '37121'],
];
/** Users after the owner take these grants in turn. */
const OTHER_GRANTS = [['admin'], ['developer'], ['billing'], ['sales'], ['developer', 'billing']];

const textArray = (values: readonly string[]) =>
  sql.raw(`array[${values.map((v) => `'${v.replaceAll("'", "''")}'`).join(', ')}]`);

export async function generateVolume(db: Db, options: VolumeOptions): Promise<VolumeResult> {
  const {
    companies,
    usersPerCompany,
    largeCompanyUsers = 0,
    productsPerCompany = 5,
    largeCompanyProducts = 0,
    largeCompanyTickets = 0,
    ticketsPerCompany = 2,
    resellerCustomers = 0,
    batch = 5_000,
    progress,
  } = options;
  if (!Number.isInteger(companies) || companies < 1)
    throw new VolumeRefused('--companies must be a whole number from 1');
  if (!Number.isInteger(usersPerCompany) || usersPerCompany < 1)
    throw new VolumeRefused('--users-per-company must be a whole number from 1');
  if (!Number.isInteger(largeCompanyUsers) || largeCompanyUsers < 0)
    throw new VolumeRefused('--large-company-users must be a whole number');
  if (
    ![productsPerCompany, largeCompanyProducts, ticketsPerCompany, largeCompanyTickets].every(
      (n) => Number.isInteger(n) && n >= 0,
    )
  )
    throw new VolumeRefused('products and tickets per company must be whole numbers');
  if (!Number.isInteger(resellerCustomers) || resellerCustomers < 0)
    throw new VolumeRefused('--reseller-customers must be a whole number');
  if ((await readSetting(db, 'demo')) !== true) {
    throw new VolumeRefused(
      'generate runs only on a database with the demo data (its accounts share the published demo password)',
    );
  }
  const started = Date.now();
  const billing = await db.selectFrom('fatturanti').select('id').where('strid', '=', 'BBW').executeTakeFirst();
  const reseller = await db
    .selectFrom('company_access')
    .innerJoin('users', 'users.id', 'company_access.user_id')
    .innerJoin('aziende', 'aziende.id', 'company_access.company_id')
    .select('aziende.id')
    .where('users.username', '=', 'reseller')
    .where('aziende.is_reseller', '=', true)
    .executeTakeFirst();
  const { last: highest } = await db
    .selectFrom('aziende')
    .select(sql<number | null>`max(substring(ragione_sociale from '^Volume ([0-9]+) ')::int)`.as('last'))
    .where('prospect_source', '=', VOLUME_MARKER)
    .executeTakeFirstOrThrow();
  const first = (highest ?? 0) + 1;
  const last = first + companies - 1;
  const passwordHash = await hashPassword(VOLUME_PASSWORD);
  const usersOf =
    largeCompanyUsers > 0
      ? sql`case when c.g = ${sql.lit(first)} then ${sql.lit(largeCompanyUsers)} else ${sql.lit(usersPerCompany)} end`
      : sql.lit(usersPerCompany);
  const grantsOf = sql`case when u.k = 1 then array['owner'] ${sql.join(
    OTHER_GRANTS.map(
      (grants, i) => sql`when (u.k - 2) % ${sql.lit(OTHER_GRANTS.length)} = ${sql.lit(i)} then ${textArray(grants)}`,
    ),
    sql` `,
  )} end`;
  const pick = (list: readonly string[], index: RawBuilder<unknown>) =>
    sql`(${textArray(list)})[1 + (${index}) % ${sql.lit(list.length)}]`;

  const productsOf =
    largeCompanyProducts > 0
      ? sql`case when c.g = ${sql.lit(first)} then ${sql.lit(largeCompanyProducts)} else ${sql.lit(productsPerCompany)} end`
      : sql.lit(productsPerCompany);
  const ticketsOf =
    largeCompanyTickets > 0
      ? sql`case when c.g = ${sql.lit(first)} then ${sql.lit(largeCompanyTickets)} else ${sql.lit(ticketsPerCompany)} end`
      : sql.lit(ticketsPerCompany);

  let users = 0;
  let products = 0;
  let tickets = 0;
  let invoices = 0;
  let movements = 0;
  let offers = 0;
  let opportunities = 0;
  for (let from = first; from <= last; from += batch) {
    const to = Math.min(last, from + batch - 1);
    await db.transaction().execute(async (trx) => {
      await sql`create temp table volume_companies on commit drop as
        select g, nextval(pg_get_serial_sequence('aziende', 'id')::regclass)::int as id
        from generate_series(${from}::int, ${to}::int) g`.execute(trx);
      await sql`insert into aziende (id, ragione_sociale, tipologia, stato, indirizzo, citta, provincia, cap, telefono,
          partita_iva, codice_fiscale, currency, approval, contratto_cliente, ack_privacy, ack_terms, is_verified_billing,
          iva, fatturante_id, cod_pagamento, pagamento, prospect_source)
        select c.id, 'Volume ' || lpad(c.g::text, 6, '0') || ' S.r.l.', 'Company', 'IT', 'Via del Volume ' || c.g,
          ${pick(
            CITIES.map((x) => x[0]),
            sql`c.g`,
          )}, ${pick(
            CITIES.map((x) => x[1]),
            sql`c.g`,
          )}, ${pick(
            CITIES.map((x) => x[2]),
            sql`c.g`,
          )},
          '+39 02 ' || lpad(c.g::text, 7, '0'), lpad(c.g::text, 11, '9'), lpad(c.g::text, 11, '9'), 'EUR', 'approvato',
          true, true, true, true, 22, ${billing?.id ?? null}, 'BB30', 'Bonifico bancario 30 gg data fattura', ${VOLUME_MARKER}
        from volume_companies c`.execute(trx);
      if (reseller && resellerCustomers > 0)
        await sql`update aziende set parent_id = ${reseller.id}
          from volume_companies c where aziende.id = c.id and c.g < ${first + resellerCustomers}`.execute(trx);
      await sql`create temp table volume_users on commit drop as
        select c.g, c.id as company_id, k, nextval(pg_get_serial_sequence('users', 'id')::regclass)::int as id
        from volume_companies c cross join lateral generate_series(1, ${usersOf}) k`.execute(trx);
      await sql`insert into users (id, username, email, password_hash, firstname, lastname, lingua, email_verified)
        select u.id, 'vol' || lpad(u.g::text, 6, '0') || '.' || u.k, 'vol' || lpad(u.g::text, 6, '0') || '.' || u.k || '@volume.invalid',
          ${passwordHash}, ${pick(FIRST_NAMES, sql`u.g * 7 + u.k`)}, ${pick(LAST_NAMES, sql`u.g * 3 + u.k * 5`)}, 'it', true
        from volume_users u`.execute(trx);
      await sql`insert into company_access (user_id, company_id, grants, email_subscriptions)
        select u.id, u.company_id, ${grantsOf}, case when u.k = 1 then array['technical', 'billing', 'marketing'] else array['technical'] end
        from volume_users u`.execute(trx);
      const made = await sql<{ n: number }>`select count(*)::int as n from volume_users`.execute(trx);
      users += made.rows[0]?.n ?? 0;
      await sql`create temp table volume_catalogue on commit drop as
        select row_number() over (order by id)::int - 1 as n, codice, group_code, nome, categoria, prezzo_eur
        from catalogue_products where durata = 'Annuale' and tld is null and codice <> 'TONEETTRANS'`.execute(trx);
      const sold =
        await sql`insert into products (company_id, codice, group_code, nome, dominio, categoria, durata, data_fine, importo, currency)
        select c.id, p.codice, p.group_code, p.nome, 'sito' || k || '.volume' || lpad(c.g::text, 6, '0') || '.example', p.categoria, 'Annuale',
          current_date + ((c.g * 37 + k * 53) % 900 - 60), p.prezzo_eur, 'EUR'
        from volume_companies c cross join lateral generate_series(1, ${productsOf}) k
        join volume_catalogue p on p.n = (c.g + k) % (select count(*) from volume_catalogue)`.execute(trx);
      products += Number(sold.numAffectedRows ?? 0);
      // Two hosting domains and a cloud server each: the services and servers lists at volume.
      await sql`insert into hosting_services (company_id, dominio, pannello, posta, dns)
        select c.id, 'volume' || lpad(c.g::text, 6, '0') || '-' || k || '.example', k = 1, true, true
        from volume_companies c cross join lateral generate_series(1, 2) k`.execute(trx);
      await sql`insert into cloud_servers (company_id, nome, os, osrelease, ip4_public, fqdn, server_location, backup_location)
        select c.id, 'srv' || lpad(c.g::text, 6, '0'), 'AlmaLinux', '9.4',
          '10.' || (c.g / 65536 % 256) || '.' || (c.g / 256 % 256) || '.' || (c.g % 256),
          'srv' || lpad(c.g::text, 6, '0') || '.volume.example', 'Milano (IT)', 'Lugano (CH)'
        from volume_companies c`.execute(trx);
      const opened = await sql`insert into tickets (company_id, titolo, department, stato, created_at, last_message_at)
        select c.id, 'Richiesta ' || k, (array['tecnica', 'amministrativa', 'commerciale'])[1 + (c.g + k) % 3],
          case when k % 2 = 0 then 'chiuso' else 'aperto' end, now() - ((c.g * 13 + k * 7) % 400) * interval '1 hour', now()
        from volume_companies c cross join lateral generate_series(1, ${ticketsOf}) k`.execute(trx);
      tickets += Number(opened.numAffectedRows ?? 0);
      await sql`insert into ticket_messages (ticket_id, company_id, author_name, operatore, messaggio, created_at)
        select t.id, t.company_id, 'Cliente', false, 'Testo della richiesta', t.created_at
        from tickets t join volume_companies c on c.id = t.company_id`.execute(trx);
      // Three invoices a month apart, one row (VAT 22%) and one installment each (totals = the row's;
      // the older ones settled), so the invoices list and the payments due have rows to read.
      const issued = await sql`with inv as (
          insert into invoices (company_id, fatturante_id, nr, data, currency, imponibile, vatamount, amount, paymethod, customer)
          select c.id, ${billing?.id ?? null}, 'VOL-' || lpad(c.g::text, 6, '0') || '-' || k, current_date - k * 30, 'EUR', 10000, 2200, 12200,
            'Bonifico bancario 30 gg data fattura', jsonb_build_object('ragione_sociale', 'Volume ' || lpad(c.g::text, 6, '0') || ' S.r.l.')
          from volume_companies c cross join generate_series(1, 3) k
          returning id, company_id, data),
        rows as (
          insert into invoice_rows (invoice_id, position, description, qt, price, vat, amount, vatamount)
          select id, 1, 'Canone servizi', 1, 10000, 22, 10000, 2200 from inv)
        insert into installments (invoice_id, company_id, tipo, amount, currency, data, paid_at)
        select id, company_id, 'Bonifico bancario 30 gg data fattura', 12200, 'EUR', data + 30, case when data + 30 < current_date then now() end from inv`.execute(
        trx,
      );
      invoices += Number(issued.numAffectedRows ?? 0);
      // Each user has read an alert of its company (a trial that ended): the read marks at volume.
      await sql`insert into alert_reads (user_id, company_id, alert_id, read_at)
        select a.user_id, a.company_id, 'trial-' || c.g || '-20250101', now() - (c.g % 300) * interval '1 day'
        from company_access a join volume_companies c on c.id = a.company_id`.execute(trx);
      // The demo reseller earned its commission on each settled invoice of its customers: its statement at volume.
      if (reseller && resellerCustomers > 0) {
        const earned =
          await sql`insert into credit_movements (company_id, tipo, amount, currency, descrizione, invoice_id, data)
          select ${reseller.id}, 'provvigioni', 1000, 'CHF', 'Fattura ' || i.nr || ' — Volume ' || lpad(c.g::text, 6, '0'), i.id, s.paid_at
          from invoices i join installments s on s.invoice_id = i.id join volume_companies c on c.id = i.company_id
          where s.paid_at is not null and c.g < ${first + resellerCustomers}`.execute(trx);
        movements += Number(earned.numAffectedRows ?? 0);
      }
      const quoted =
        await sql`insert into offers (company_id, titolo_offerta, stato_offerta, motivazione_rifiuto, currency,
          iva, gran_totale, gran_totale_ivato, state, prodotti, totals, created_at)
        select c.id, 'Offerta per servizi internet - volume' || lpad(c.g::text, 6, '0') || '-' || k || '.example',
          case when k = 2 then 'rifiutata' else 'inviata' end, case when k = 2 then 'prezzo' end, 'EUR', 22,
          ${OFFER_NET}, ${Math.round(OFFER_NET * 1.22)}, ${JSON.stringify({ path: 'hosting' })}::jsonb,
          ${JSON.stringify([OFFER_LINE])}::jsonb, ${JSON.stringify(OFFER_TOTALS)}::jsonb,
          now() - ((c.g * 11 + k * 5) % 300) * interval '1 day'
        from volume_companies c cross join generate_series(1, 2) k`.execute(trx);
      offers += Number(quoted.numAffectedRows ?? 0);
      // A project of each company, offered to the demo reseller in every state: its opportunities list at volume.
      if (reseller) {
        const offered = await sql`with p as (
            insert into projects (company_id, nome, descrizione, currency, contatti, authorized_at, created_at)
            select c.id, 'Progetto volume ' || lpad(c.g::text, 6, '0'), 'Sito e hosting del progetto', 'EUR', 'Contatto volume',
              now() - ((c.g * 17) % 60) * interval '1 day', now() - ((c.g * 17) % 60) * interval '1 day'
            from volume_companies c
            returning id, created_at),
          r as (insert into project_requirements (project_id, skill_id) select p.id, (select min(id) from skills) from p)
          insert into opportunities (project_id, company_id, stato, matched_skills, created_at, expires_at)
          select p.id, ${reseller.id}, (array['attesa', 'accettata', 'rifiutata', 'scaduta'])[1 + p.id % 4], 1, p.created_at,
            p.created_at + interval '30 days'
          from p`.execute(trx);
        opportunities += Number(offered.numAffectedRows ?? 0);
      }
    });
    progress?.(`  companies ${from}–${to} (${users} users so far, ${((Date.now() - started) / 1000).toFixed(1)} s)`);
  }
  await foldOpenTicketCounts(db);
  await foldListCounts(db);
  await foldCreditBalances(db);
  // Vacuumed, with fresh statistics, as autovacuum leaves a real database: the planner sees the volume at
  // once, and index-only scans (the lists' counts) find the visibility map set instead of reading every row.
  await sql`vacuum (analyze) aziende, users, company_access, products, hosting_services, cloud_servers, tickets, ticket_messages, invoices, invoice_rows, installments, offers, projects, opportunities, credit_movements, credit_balances, alert_reads, list_counts`.execute(
    db,
  );
  return {
    first,
    last,
    companies,
    users,
    products,
    tickets,
    invoices,
    movements,
    offers,
    opportunities,
    firstOwner: volumeUsername(first, 1),
    seconds: (Date.now() - started) / 1000,
  };
}
