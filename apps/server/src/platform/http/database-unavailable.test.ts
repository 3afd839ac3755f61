import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { testConfig, TEST_SECRET } from '../../test-support/test-app.ts';
import { startVanishingPostgres, type VanishingPostgres } from '../../test-support/failing-postgres.ts';
import { createDatabase, type Db } from '../db/database.ts';
import { freePort } from '../../test-support/free-port.ts';

async function appOn(url: string): Promise<{ app: FastifyInstance; db: Db }> {
  const db = createDatabase({ kind: 'postgres', url, poolSize: 2, onLostConnection: () => {} });
  const app = await buildApp({ config: testConfig(), db, sessionSecret: TEST_SECRET });
  return { app, db };
}

describe('with the database out of reach', () => {
  let down: { app: FastifyInstance; db: Db };
  let vanishing: VanishingPostgres;
  let cut: { app: FastifyInstance; db: Db };

  beforeAll(async () => {
    down = await appOn(`postgres://nobody@127.0.0.1:${await freePort()}/nothing`);
    vanishing = await startVanishingPostgres();
    cut = await appOn(vanishing.url);
  });
  afterAll(async () => {
    for (const { app, db } of [down, cut]) {
      await app?.close();
      await db?.destroy();
    }
    await vanishing?.close();
  });

  it('answers every call 503 with Retry-After, in the one error shape and the caller’s language', async () => {
    for (const [method, url] of [
      ['GET', '/api/dashboard/userinfo'],
      ['POST', '/api/auth/token'],
      ['GET', '/rest/company_access'],
    ] as const) {
      const response = await down.app.inject({ method, url, headers: { origin: 'http://localhost' } });
      expect({ url, status: response.statusCode }).toEqual({ url, status: 503 });
      expect(response.headers['retry-after']).toBe('5');
      expect(response.json()).toEqual({
        message: 'Il server sembra essere in manutenzione. Riprovare più tardi.',
        reason: 'database_unavailable',
      });
    }
    const en = await down.app.inject({ url: '/api/dashboard/userinfo', headers: { 'accept-language': 'en' } });
    expect(en.json().message).toBe('The server seems to be under maintenance. Please try again later.');
  });

  it('answers 503 when the connection is lost under the call', async () => {
    const response = await cut.app.inject({ url: '/api/dashboard/userinfo' });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(response.json()).toMatchObject({ reason: 'database_unavailable' });
  });

  it('leaves a refused connection to anything else (a payment provider) a 500', async () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:9'), { code: 'ECONNREFUSED' });
    const { app, db } = await appOn(`postgres://nobody@127.0.0.1:${await freePort()}/nothing`);
    app.get('/provider-down', async () => {
      throw new TypeError('fetch failed', { cause: refused });
    });
    try {
      const response = await app.inject({ url: '/provider-down' });
      expect(response.statusCode).toBe(500);
      expect(response.headers['retry-after']).toBeUndefined();
    } finally {
      await app.close();
      await db.destroy();
    }
  });
});
