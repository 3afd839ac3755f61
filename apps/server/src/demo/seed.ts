import { seedOffers } from './offers-seed.ts';
import type { Insertable } from 'kysely';
import type { Db } from '../platform/db/database.ts';
import type { FatturantiTable, LocalizedText, NewAzienda, UsersTable } from '../platform/db/schema.ts';
import { hashPassword } from '../platform/security/passwords.ts';
import type { Digest } from '../platform/security/sealed-box.ts';
import type { Brand, EmailSubscription, Grant } from '@sportello/domain';
import { saveBrand } from '../platform/settings/brand.ts';
import { writeSetting } from '../platform/settings/settings-store.ts';
import { seedIdentity } from './identity-seed.ts';
import { APPROVED_ITALIAN_COMPANY } from './demo-rows.ts';
import { seedOnboarding } from './onboarding-seed.ts';
import { seedPartnerProjects } from './partner-seed.ts';
import { seedCustomers } from './customers-seed.ts';
import { seedUsers } from './users-seed.ts';
import { seedAccount } from './account-seed.ts';
import { seedConsole } from './console-seed.ts';
import { seedCatalogue } from './catalogue-seed.ts';
import { seedProducts } from './products-seed.ts';
import { seedServices } from './services-seed.ts';
import { seedTickets } from './tickets-seed.ts';
import { seedLedger } from './ledger-seed.ts';
import { seedOpportunities } from './opportunities-seed.ts';
import { seedMovements } from './movements-seed.ts';

/**
 * The demo provider of DESIGN §6, seeded into an empty database: a made-up
 * brand on reserved .example domains, its two billing entities, the companies
 * and the seven accounts. Each later area adds its own rows here.
 */
export const DEMO_PASSWORD = 'demo12345';

export const DEMO_ACCOUNTS = [
  { username: 'owner', who: 'owner of an approved Italian company (EUR)' },
  { username: 'reseller', who: 'owner of an approved Swiss reseller company (CHF)' },
  { username: 'tecnico', who: 'developer grant only, in the owner company' },
  { username: 'contabile', who: 'billing grant only, in the owner company' },
  { username: 'multi', who: 'access to two companies' },
  { username: 'nuovo', who: 'new company: terms not accepted, approval pending' },
  { username: 'staff', who: 'operator, console admin (TOTP secret JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP)' },
  {
    username: 'sicuro',
    who: 'developer in Bianchi & Figli, authenticator code (TOTP secret JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP)',
  },
] as const;

/**
 * Every demo sign-in the start banner prints and the README lists (a test keeps the two the same):
 * the core accounts above and the ones each area's demo adds.
 */
export const DEMO_SIGN_INS: readonly { username: string; who: string }[] = [
  ...DEMO_ACCOUNTS,
  {
    username: 'gestore',
    who: 'owner of Conti Impianti S.r.l.: users, invitations (conti.tecnico, conti.amministrazione)',
  },
  { username: 'azzurri', who: 'owner of Azzurri Web S.r.l.: payment mode, credit and currency' },
  { username: 'profilo', who: 'administrator in Azzurri Web: profile, two-factor, sessions, sign-in history' },
  { username: 'bloccato', who: 'owner of Gialli Trasporti S.r.l., a locked billing profile' },
  { username: 'candidato', who: 'owner of Officina Galli S.r.l., may ask to become a partner' },
  { username: 'bernasconi', who: "owner of Studio Bernasconi, a customer of reseller's that has not let it in" },
  { username: 'supporto', who: 'operator, console support: tickets, customer data read-only (TOTP as staff)' },
];

/** The demo reseller's affiliation token: /auth/signup?afid=<Alpi's id>&aftk=this makes the new company its customer. */
export const DEMO_AFFILIATION_TOKEN = 'alpi-demo-affiliazione';

/** Newsletter addresses of the demo (two users and a reader without an account). */
export const DEMO_NEWSLETTER = [
  'mario.rossi@rossiarredamenti.example',
  'luca.brenni@alpidigital.example',
  'lettore@newsletter.example',
] as const;

export const DEMO_BRAND: Brand = {
  name: 'Nuvolaria Hosting (demo)',
  logo_url: null,
  primary_color: '#1f6feb',
  support_email: 'assistenza@nuvolaria.example',
  support_host: 'nuvolaria.example',
  finance_email: 'amministrazione@nuvolaria.example',
  sales_email: 'commerciale@nuvolaria.example',
  appointment_url: 'https://nuvolaria.example/prenota-appuntamento',
  knowledge_base_url: 'https://guide.nuvolaria.example',
  webmail_url_template: 'https://webmail.{domain}/login',
  pec_url: 'https://pec.nuvolaria.example',
  farm_domain: 'cloud.nuvolaria.example',
};

const FATTURANTI: Insertable<FatturantiTable>[] = [
  {
    strid: 'BBW',
    ragione_sociale: 'Nuvolaria S.r.l. (demo)',
    indirizzo: "Via dell'Innovazione 12",
    citta: 'Milano',
    provincia: 'MI',
    cap: '20124',
    stato: 'IT',
    telefono: '+39 02 4000 1234',
    piva: 'IT09876540213',
    intestatario: 'Nuvolaria S.r.l.',
    banca_eur: 'IT60 X054 2811 1010 0000 0123 456',
    banca_chf: '',
    currency: 'EUR',
  },
  {
    strid: 'BSW',
    ragione_sociale: 'Nuvolaria SA (demo)',
    indirizzo: 'Via Cantonale 8',
    citta: 'Lugano',
    provincia: 'TI',
    cap: '6900',
    stato: 'CH',
    telefono: '+41 91 400 12 34',
    piva: 'CHE-123.456.788 IVA',
    intestatario: 'Nuvolaria SA',
    banca_eur: 'CH56 0483 5012 3456 7800 9',
    banca_chf: 'CH93 0076 2011 6238 5295 7',
    currency: 'CHF',
  },
];

/** The payment modes the demo companies use (aziende.cod_pagamento), named in four languages. */
export const DEMO_PAYMENT_MODES: readonly { codice: string; nomi: LocalizedText }[] = [
  {
    codice: 'BB30',
    nomi: {
      it: 'Bonifico bancario 30 gg data fattura',
      en: 'Bank transfer, 30 days from invoice date',
      de: 'Banküberweisung 30 Tage ab Rechnungsdatum',
      fr: 'Virement bancaire à 30 jours date de facture',
    },
  },
  {
    codice: 'BB30CH',
    nomi: {
      it: 'Bonifico bancario 30 giorni',
      en: 'Bank transfer, 30 days',
      de: 'Banküberweisung 30 Tage',
      fr: 'Virement bancaire à 30 jours',
    },
  },
];

type CompanyKey = 'provider' | 'rossi' | 'alpi' | 'bernasconi' | 'pasticceria' | 'bianchi' | 'verdi';

const daysAgo = (days: number): string => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

function companies(bbw: number, bsw: number): Record<CompanyKey, NewAzienda> {
  const approvedItalian = {
    ...APPROVED_ITALIAN_COMPANY,
    fatturante_id: bbw,
    metodi_pagamento: ['paypal', 'axerve-cc', 'axerve-paypal', 'custom'],
    cod_pagamento: 'BB30',
    pagamento: 'Bonifico bancario 30 gg data fattura',
  } satisfies Partial<NewAzienda>;
  const approvedSwiss = {
    ...approvedItalian,
    stato: 'CH',
    currency: 'CHF',
    fatturante_id: bsw,
    iva: 8.1,
    cod_pagamento: 'BB30CH',
    pagamento: 'Bonifico bancario 30 giorni',
  } satisfies Partial<NewAzienda>;
  return {
    provider: {
      ...approvedItalian,
      ragione_sociale: 'Nuvolaria S.r.l. (demo)',
      indirizzo: "Via dell'Innovazione 12",
      cap: '20124',
      citta: 'Milano',
      provincia: 'MI',
      telefono: '+39 02 4000 1234',
      partita_iva: '09876540213',
      codice_fiscale: '09876540213',
      email_pec: 'nuvolaria@pec.nuvolaria.example',
      sdi: 'M5UXCR1',
    },
    rossi: {
      ...approvedItalian,
      ragione_sociale: 'Rossi Arredamenti S.r.l.',
      indirizzo: 'Corso Buenos Aires 45',
      cap: '20124',
      citta: 'Milano',
      provincia: 'MI',
      telefono: '+39 02 2941 7730',
      partita_iva: '04512870967',
      codice_fiscale: '04512870967',
      email_pec: 'rossiarredamenti@pec.rossiarredamenti.example',
      sdi: 'KRRH6B9',
      ack_marketing: true,
    },
    alpi: {
      ...approvedSwiss,
      ragione_sociale: 'Alpi Digital SA',
      indirizzo: 'Via Nassa 15',
      cap: '6900',
      citta: 'Lugano',
      provincia: 'TI',
      telefono: '+41 91 921 44 10',
      partita_iva: 'CHE-109.322.551',
      is_reseller: true,
      affiliation_token: DEMO_AFFILIATION_TOKEN,
      sconto: 20,
      use_credit: true,
      compiled_survey: true,
      survey_completion_date: daysAgo(60),
    },
    bernasconi: {
      ...approvedSwiss,
      ragione_sociale: 'Studio Bernasconi Architetti',
      indirizzo: 'Viale Stazione 22',
      cap: '6500',
      citta: 'Bellinzona',
      provincia: 'TI',
      telefono: '+41 91 825 30 18',
      partita_iva: 'CHE-287.441.904',
    },
    pasticceria: {
      ...approvedSwiss,
      ragione_sociale: 'Pasticceria Ticinese Sagl',
      indirizzo: 'Piazza Grande 3',
      cap: '6600',
      citta: 'Locarno',
      provincia: 'TI',
      telefono: '+41 91 751 09 62',
      partita_iva: 'CHE-415.208.770',
    },
    bianchi: {
      ...approvedItalian,
      ragione_sociale: 'Bianchi & Figli S.n.c.',
      indirizzo: 'Via Po 18',
      cap: '10123',
      citta: 'Torino',
      provincia: 'TO',
      telefono: '+39 011 812 4455',
      partita_iva: '10238470016',
      codice_fiscale: '10238470016',
      email_pec: 'bianchiefigli@pec.bianchiefigli.example',
      sdi: '0000000',
    },
    verdi: {
      ragione_sociale: 'Verdi Consulenze',
      tipologia: 'Company',
      stato: 'IT',
      citta: 'Bologna',
      currency: 'EUR',
      currency_locked: false,
      approval: null,
      contratto_cliente: false,
      ack_privacy: true,
      fatturante_id: bbw,
      is_demo: true,
    },
  };
}

interface DemoUser extends Omit<Insertable<UsersTable>, 'password_hash'> {
  access: { company: CompanyKey; grants: Grant[]; email_subscriptions: EmailSubscription[] }[];
}

const ALL_SUBSCRIPTIONS: EmailSubscription[] = ['technical', 'billing', 'marketing'];

const USERS: DemoUser[] = [
  {
    username: 'owner',
    email: 'mario.rossi@rossiarredamenti.example',
    firstname: 'Mario',
    lastname: 'Rossi',
    access: [{ company: 'rossi', grants: ['owner'], email_subscriptions: ALL_SUBSCRIPTIONS }],
  },
  {
    username: 'reseller',
    email: 'luca.brenni@alpidigital.example',
    firstname: 'Luca',
    lastname: 'Brenni',
    access: [{ company: 'alpi', grants: ['owner'], email_subscriptions: ALL_SUBSCRIPTIONS }],
  },
  {
    username: 'tecnico',
    email: 'giulia.ferri@rossiarredamenti.example',
    firstname: 'Giulia',
    lastname: 'Ferri',
    access: [{ company: 'rossi', grants: ['developer'], email_subscriptions: ['technical'] }],
  },
  {
    username: 'contabile',
    email: 'paola.conti@rossiarredamenti.example',
    firstname: 'Paola',
    lastname: 'Conti',
    access: [{ company: 'rossi', grants: ['billing'], email_subscriptions: ['billing'] }],
  },
  {
    username: 'multi',
    email: 'andrea.bianchi@bianchiefigli.example',
    firstname: 'Andrea',
    lastname: 'Bianchi',
    access: [
      { company: 'rossi', grants: ['sales'], email_subscriptions: ['marketing'] },
      { company: 'bianchi', grants: ['owner'], email_subscriptions: ALL_SUBSCRIPTIONS },
    ],
  },
  {
    username: 'nuovo',
    email: 'francesca.verdi@verdiconsulenze.example',
    firstname: 'Francesca',
    lastname: 'Verdi',
    access: [{ company: 'verdi', grants: ['owner'], email_subscriptions: ALL_SUBSCRIPTIONS }],
  },
  {
    username: 'staff',
    email: 'operatore@nuvolaria.example',
    firstname: 'Chiara',
    lastname: 'Operatrice',
    staff_role: 'admin',
    access: [{ company: 'provider', grants: ['owner'], email_subscriptions: ['technical'] }],
  },
];

export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const row = await db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  return row === undefined;
}

/** Seeds the demo when the database has no users yet; answers whether it did. */
/** `digest` (the server's keyed digest) seals the demo authenticator secret; without it `sicuro` has none. */
export async function seedDemoIfEmpty(db: Db, digest?: Digest): Promise<boolean> {
  if (!(await isDatabaseEmpty(db))) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction().execute(async (trx) => {
    if (!(await isDatabaseEmpty(trx))) return;
    await trx
      .insertInto('payment_modes')
      .values(DEMO_PAYMENT_MODES.map((m) => ({ ...m, nomi: JSON.stringify(m.nomi) })))
      .execute();
    const billing = await trx.insertInto('fatturanti').values(FATTURANTI).returning(['id', 'strid']).execute();
    const idOf = (strid: string) => billing.find((b) => b.strid === strid)?.id ?? null;
    const rows = companies(idOf('BBW') ?? 0, idOf('BSW') ?? 0);

    const companyIds = {} as Record<CompanyKey, number>;
    for (const key of Object.keys(rows) as CompanyKey[]) {
      const { id } = await trx.insertInto('aziende').values(rows[key]).returning('id').executeTakeFirstOrThrow();
      companyIds[key] = id;
    }
    await trx
      .updateTable('aziende')
      .set({ parent_id: companyIds.alpi })
      .where('id', 'in', [companyIds.bernasconi, companyIds.pasticceria])
      .execute();

    for (const { access, ...user } of USERS) {
      const { id } = await trx
        .insertInto('users')
        .values({ ...user, password_hash: passwordHash, email_verified: true })
        .returning('id')
        .executeTakeFirstOrThrow();
      for (const a of access) {
        await trx
          .insertInto('company_access')
          .values({
            user_id: id,
            company_id: companyIds[a.company],
            grants: a.grants,
            email_subscriptions: a.email_subscriptions,
          })
          .execute();
      }
    }
    await trx
      .insertInto('newsletter_subscriptions')
      .values(DEMO_NEWSLETTER.map((email) => ({ email, source: 'demo' })))
      .execute();
    await seedOnboarding(trx, { companyIds, supportEmail: DEMO_BRAND.support_email ?? '' });
    await seedIdentity(trx, { companyIds, passwordHash, digest });
    await seedPartnerProjects(trx, { companyIds, passwordHash });
    await seedOpportunities(trx, { companyIds, bsw: idOf('BSW') ?? 0 });
    await seedUsers(trx, { passwordHash });
    await seedCustomers(trx, { companyIds, swiss: rows.bernasconi, passwordHash });
    await seedAccount(trx, { passwordHash });
    await seedConsole(trx, { companyIds, passwordHash, digest });
    await seedCatalogue(trx, { resellerId: companyIds.alpi });
    await seedProducts(trx, { owner: companyIds.rossi, reseller: companyIds.alpi });
    await seedServices(trx, { owner: companyIds.rossi, reseller: companyIds.alpi });
    await seedTickets(trx, [
      { companyId: companyIds.rossi, username: 'owner' },
      { companyId: companyIds.alpi, username: 'reseller' },
    ]);
    await seedLedger(trx, { owner: companyIds.rossi, reseller: companyIds.alpi });
    await seedMovements(trx, { reseller: companyIds.alpi, userId: null });
    await seedOffers(trx, { owner: companyIds.rossi, reseller: companyIds.alpi, customer: companyIds.bernasconi });
    await saveBrand(trx, DEMO_BRAND);
    await writeSetting(trx, 'demo', true);
  });
  return true;
}
