import type { FastifyInstance } from 'fastify';
import type { Db } from '../platform/db/database.ts';
import type { NewAzienda } from '../platform/db/schema.ts';
import { TestBrowser } from './browser.ts';
import { quickDemoPasswordHash } from './quick-password-hash.ts';
import type { Grant } from '@sportello/domain';

let serial = 0;

export interface CompanyFixture {
  id: number;
  userId: number;
  username: string;
  /** Signed in as the company's user, the company chosen. */
  browser: TestBrowser;
}

/**
 * A fresh company of its own for a test that changes company data, with one
 * user (password demo12345) holding these grants: by default a new Italian
 * company, terms not accepted, approval not requested, billing data empty.
 */
export async function companyFixture(
  app: FastifyInstance,
  db: Db,
  overrides: Partial<NewAzienda> = {},
  grants: Grant[] = ['owner'],
): Promise<CompanyFixture> {
  serial += 1;
  const username = `fixture${serial}_${Date.now().toString(36)}`;
  const fatturante = await db.selectFrom('fatturanti').select('id').where('strid', '=', 'BBW').executeTakeFirst();
  const { id } = await db
    .insertInto('aziende')
    .values({
      ragione_sociale: `Fixture ${serial} S.r.l.`,
      currency_locked: false,
      fatturante_id: fatturante?.id ?? null,
      ...overrides,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const user = await db
    .insertInto('users')
    .values({
      username,
      email: `${username}@fixture.example`,
      password_hash: await quickDemoPasswordHash(),
      email_verified: true,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.insertInto('company_access').values({ user_id: user.id, company_id: id, grants }).execute();
  const browser = new TestBrowser(app);
  await browser.loginTo(username, id);
  return { id, userId: user.id, username, browser };
}

/** Complete Italian billing data, as the billing form sends it. */
export const COMPLETE_IT_BILLING = {
  tipologia: 'Company',
  ragione_sociale: 'Ferramenta Galli S.r.l.',
  stato: 'IT',
  cap: '24121',
  citta: 'Bergamo',
  provincia: 'BG',
  indirizzo: 'Via XX Settembre 7',
  telefono: '+39 035 123 4567',
  partita_iva: '03456780166',
  codice_fiscale: '',
  email_pec: 'ferramentagalli@pec.example',
  sdi: 'ABC1234',
  currency: 'EUR',
  lingua: 'it',
} as const;
