import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-database.ts';
import { testConfig, TEST_SECRET } from '../../test-support/test-app.ts';

describe('request log', () => {
  const lines: Record<string, unknown>[] = [];
  let database: TestDatabase;
  let app: Awaited<ReturnType<typeof buildApp>>;

  beforeAll(async () => {
    database = await createTestDatabase('migrated');
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString().split('\n').filter(Boolean))
          lines.push(JSON.parse(line) as Record<string, unknown>);
        done();
      },
    });
    app = await buildApp({
      config: testConfig(),
      db: database.db,
      sessionSecret: TEST_SECRET,
      log: pino({ level: 'info' }, sink),
    });
  });

  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  it('writes one line per request: method, path, status and time, without the cookie', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/app-config.json',
      headers: { 'x-request-id': 'log-1', cookie: 'sportello_sid=secret' },
    });
    expect(response.statusCode).toBe(200);
    const mine = lines.filter((line) => line.reqId === 'log-1');
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      msg: 'request completed',
      method: 'GET',
      url: '/app-config.json',
      ip: '127.0.0.1',
      status: 200,
    });
    expect(typeof mine[0]!.ms).toBe('number');
    expect(JSON.stringify(mine[0])).not.toContain('secret');
  });
});
