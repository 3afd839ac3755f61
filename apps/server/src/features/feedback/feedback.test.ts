import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestBrowser } from '../../test-support/browser.ts';
import { buildTestApp, type TestApp } from '../../test-support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const lastReport = () => t.db.selectFrom('feedback').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();

describe('POST /rest/feedback', () => {
  it('stores a report from an anonymous visitor', async () => {
    const b = new TestBrowser(t.app, '10.20.0.1');
    const response = await b.post(
      '/rest/feedback',
      {
        name: 'Mario',
        comments: 'La pagina si è bloccata',
        event_id: 'evt-1',
        url: 'http://localhost:3000/invoices',
        message: 'TypeError: x is undefined',
        release: '20250709.0',
        environment: 'development',
      },
      { headers: { 'user-agent': 'TestBrowser/1.0' } },
    );
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ result: 'ok' });
    const report = await lastReport();
    expect(report).toMatchObject({ user_id: null, name: 'Mario', comments: 'La pagina si è bloccata' });
    expect(report.event).toEqual({
      event_id: 'evt-1',
      url: 'http://localhost:3000/invoices',
      message: 'TypeError: x is undefined',
      release: '20250709.0',
      environment: 'development',
      user_agent: 'TestBrowser/1.0',
    });
  });

  it('links the report to the signed-in user, and accepts a form post', async () => {
    const b = new TestBrowser(t.app, '10.20.0.2');
    await b.loginTo('owner');
    expect((await b.post('/rest/feedback', { comments: 'Errore', name: '' }, { form: true })).statusCode).toBe(201);
    const owner = await t.db.selectFrom('users').select('id').where('username', '=', 'owner').executeTakeFirstOrThrow();
    const report = await lastReport();
    expect(report).toMatchObject({ user_id: owner.id, comments: 'Errore', name: '' });
    const audit = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'feedback.sent')
      .where('subject', '=', String(report.id))
      .execute();
    expect(audit).toMatchObject([{ actor_user_id: owner.id, company_id: expect.any(Number), ip: '10.20.0.2' }]);
  });

  it('is rate-limited per address', async () => {
    const b = new TestBrowser(t.app, '10.20.0.3');
    for (let i = 0; i < 10; i += 1)
      expect((await b.post('/rest/feedback', { comments: `n. ${i}` })).statusCode).toBe(201);
    const refused = await b.post('/rest/feedback', { comments: 'once more' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: 'Troppe richieste. Riprova tra poco.' });
  });
});
