import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPLETE_IT_BILLING, companyFixture } from '../../test-support/company-fixture.ts';
import { buildTestApp, type TestApp } from '../../test-support/test-app.ts';

/** A stand-in for the VIES REST check: registered numbers answer valid, anything else not. */
const REGISTERED = new Set(['IT00743110157']);
const asked: unknown[] = [];
let vies: Server;
let t: TestApp;

beforeAll(async () => {
  vies = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const { countryCode, vatNumber } = JSON.parse(body) as { countryCode: string; vatNumber: string };
      asked.push({ countryCode, vatNumber });
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ countryCode, vatNumber, valid: REGISTERED.has(`${countryCode}${vatNumber}`) }));
    });
  });
  await new Promise<void>((done) => vies.listen(0, '127.0.0.1', done));
  t = await buildTestApp({ viesUrl: `http://127.0.0.1:${(vies.address() as AddressInfo).port}/check-vat-number` });
});
afterAll(async () => {
  await t.close();
  vies.close();
});

const READY = { ...COMPLETE_IT_BILLING, codice_fiscale: null, contratto_cliente: true, ack_terms: true } as const;

describe('VIES lookup of a new VAT number (issue 14 item 1, VIES_URL set)', () => {
  it('refuses a well-formed number VIES does not know, saving nothing, and accepts a registered one', async () => {
    const f = await companyFixture(t.app, t.db, READY);
    const put = (partita_iva: string) =>
      f.browser.call('PUT', `/rest/company/${f.id}`, { body: { ...COMPLETE_IT_BILLING, partita_iva } });

    const refused = await put('02345670125');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      errors: { partita_iva: 'Partita IVA non registrata nel sistema VIES della Commissione europea' },
    });
    expect(asked).toContainEqual({ countryCode: 'IT', vatNumber: '02345670125' });
    const kept = await t.db
      .selectFrom('aziende')
      .select('partita_iva')
      .where('id', '=', f.id)
      .executeTakeFirstOrThrow();
    expect(kept.partita_iva).toBe(COMPLETE_IT_BILLING.partita_iva);

    expect((await put('00743110157')).statusCode).toBe(200);
  });

  it('asks nothing when the number stays, and accepts the number when VIES does not answer', async () => {
    const f = await companyFixture(t.app, t.db, READY);
    const before = asked.length;
    const same = await f.browser.call('PUT', `/rest/company/${f.id}`, {
      body: { ...COMPLETE_IT_BILLING, cap: '25121', citta: 'Brescia', provincia: 'BS' },
    });
    expect(same.statusCode).toBe(200);
    expect(asked).toHaveLength(before);

    const down = await t.sibling({ viesUrl: 'http://127.0.0.1:9/check-vat-number' });
    const g = await companyFixture(down, t.db, READY);
    expect(
      (
        await g.browser.call('PUT', `/rest/company/${g.id}`, {
          body: { ...COMPLETE_IT_BILLING, partita_iva: '02345670125' },
        })
      ).statusCode,
    ).toBe(200);
  });
});
