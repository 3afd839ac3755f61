import type { Db } from '../platform/db/database.ts';
import type { NewAzienda } from '../platform/db/schema.ts';
import { APPROVED_ITALIAN_COMPANY, insertDemoMember } from './demo-rows.ts';
import type { Grant } from '@sportello/domain';

/**
 * The account area's demo rows: `owner`'s personal data and past sign-ins,
 * and two companies of its own that no other area's journey touches —
 * Azzurri Web S.r.l. (owner `azzurri`: currency not locked, recurring
 * payments on, for the company page; administrator `profilo`, for the
 * profile, 2FA, sessions and password journeys) and Gialli Trasporti S.r.l.
 * (owner `bloccato`: a locked billing profile).
 */
export const DEMO_ACCOUNT_COMPANIES = { azzurri: 'Azzurri Web S.r.l.', gialli: 'Gialli Trasporti S.r.l.' } as const;
export const DEMO_ACCOUNT_USERS = ['azzurri', 'profilo', 'bloccato'] as const;

const HOUR_MS = 60 * 60 * 1000;

interface Person {
  username: (typeof DEMO_ACCOUNT_USERS)[number];
  email: string;
  firstname: string;
  lastname: string;
  grants: Grant[];
}

export async function seedAccount(db: Db, { passwordHash }: { passwordHash: string }): Promise<void> {
  const fatturante = await db.selectFrom('fatturanti').select('id').where('strid', '=', 'BBW').executeTakeFirst();
  const base = {
    ...APPROVED_ITALIAN_COMPANY,
    metodi_pagamento: ['paypal', 'axerve-cc', 'custom'],
    fatturante_id: fatturante?.id ?? null,
  };
  const companies: { company: NewAzienda; people: Person[] }[] = [
    {
      company: {
        ...base,
        ragione_sociale: DEMO_ACCOUNT_COMPANIES.azzurri,
        indirizzo: 'Via Garibaldi 7',
        cap: '16124',
        citta: 'Genova',
        provincia: 'GE',
        telefono: '+39 010 555 2040',
        partita_iva: '02846190995',
        email_pec: 'azzurriweb@pec.azzurriweb.example',
        sdi: 'USAL8PV',
        currency_locked: false,
        has_recurring_payments: true,
        use_credit: true,
        cod_pagamento: 'RID',
        pagamento: 'Addebito automatico su carta',
        fatturazione_mensile: true,
      },
      people: [
        {
          username: 'azzurri',
          email: 'sara.azzurri@azzurriweb.example',
          firstname: 'Sara',
          lastname: 'Azzurri',
          grants: ['owner'],
        },
        {
          username: 'profilo',
          email: 'davide.marino@azzurriweb.example',
          firstname: 'Davide',
          lastname: 'Marino',
          grants: ['admin'],
        },
      ],
    },
    {
      company: {
        ...base,
        ragione_sociale: DEMO_ACCOUNT_COMPANIES.gialli,
        indirizzo: 'Via Nazionale 120',
        cap: '00184',
        citta: 'Roma',
        provincia: 'RM',
        telefono: '+39 06 488 1100',
        partita_iva: '09123450588',
        email_pec: 'gialli@pec.gialli.example',
        sdi: 'M5UXCR1',
        locked: true,
        cod_pagamento: 'BB30',
        pagamento: 'Bonifico bancario 30 gg data fattura',
      },
      people: [
        {
          username: 'bloccato',
          email: 'piero.gialli@gialli.example',
          firstname: 'Piero',
          lastname: 'Gialli',
          grants: ['owner'],
        },
      ],
    },
  ];
  for (const { company, people } of companies) {
    const { id: companyId } = await db.insertInto('aziende').values(company).returning('id').executeTakeFirstOrThrow();
    for (const person of people) {
      await insertDemoMember(db, companyId, passwordHash, { ...person, email_subscriptions: ['technical', 'billing'] });
    }
  }

  await db
    .updateTable('users')
    .set({
      street: 'Via Garibaldi 7',
      postalcode: '16124',
      city: 'Genova',
      province: 'GE',
      country: 'IT',
      phone: '+39 010 555 2041',
    })
    .where('username', '=', 'profilo')
    .execute();

  const owner = await db.selectFrom('users').select('id').where('username', '=', 'owner').executeTakeFirst();
  if (!owner) return;
  await db
    .updateTable('users')
    .set({
      title: 'Dott.',
      street: 'Corso Buenos Aires 45',
      postalcode: '20124',
      city: 'Milano',
      province: 'MI',
      country: 'IT',
      phone: '+39 02 2941 7730',
      mobile: '+39 347 118 2290',
    })
    .where('id', '=', owner.id)
    .execute();
  const now = Date.now();
  const past = [
    {
      hours: 26,
      ip: '93.45.120.18',
      agent:
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36',
    },
    {
      hours: 75,
      ip: '151.38.7.202',
      agent:
        'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
    },
    {
      hours: 170,
      ip: '93.45.120.18',
      agent:
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_6) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Safari/605.1.15',
    },
  ];
  await db
    .insertInto('login_history')
    .values(
      past.map((p) => ({ user_id: owner.id, at: new Date(now - p.hours * HOUR_MS), ip: p.ip, user_agent: p.agent })),
    )
    .execute();
}
