import type { DnsZone } from '@sportello/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestBrowser } from '../../test-support/browser.ts';
import { companyId, DEMO_COMPANIES } from '../../test-support/demo-ids.ts';
import { buildTestApp, type TestApp } from '../../test-support/test-app.ts';

const ZONE = 'rossiarredamenti.it';
let t: TestApp;
let rossi: number;
beforeAll(async () => {
  t = await buildTestApp();
  rossi = await companyId(t.db, DEMO_COMPANIES.rossi);
});
afterAll(() => t.close());

const signedIn = async (username: string) => {
  const b = new TestBrowser(t.app);
  await b.loginTo(username);
  return b;
};
const zone = async (b: TestBrowser, domain = ZONE, query = '') =>
  (await b.get(`/rest/dns/${domain}${query}`)).json() as DnsZone;
const save = (b: TestBrowser, records: unknown[], domain = ZONE) =>
  b.call('PUT', `/rest/dns/${domain}`, { body: { records } });
const a = (domain: string, target: string) => ({ domain, ttl: 3600, type: 'A', weight: null, target });

describe('GET /rest/dns/{domain}', () => {
  it('answers the zone’s records in order, editable with the developer grant only', async () => {
    const owner = await zone(await signedIn('owner'));
    expect(owner).toMatchObject({ domain: ZONE, editable: true, storage: null });
    expect(owner.records.map((r) => r.type)).toEqual([
      'A',
      'A',
      'AAAA',
      'MX',
      'MX',
      'TXT',
      'TXT',
      'TXT',
      'CNAME',
      'CAA',
    ]);
    expect(owner.records.find((r) => r.type === 'MX')).toEqual({
      domain: ZONE,
      ttl: 3600,
      type: 'MX',
      weight: 10,
      target: 'mx1.nuvolaria-demo.net.',
    });
    expect(await zone(await signedIn('tecnico'))).toMatchObject({ editable: true });
    // The billing grant reads (and downloads) the zone, without editing it.
    const billing = await zone(await signedIn('contabile'));
    expect(billing).toMatchObject({ editable: false });
    expect(billing.records).toHaveLength(owner.records.length);
  });

  it('tells operators, not customers, that the zone is kept in the database only', async () => {
    const staff = await signedIn('staff');
    expect(await zone(staff, ZONE, `?id_cliente=${rossi}`)).toMatchObject({ storage: 'database', editable: true });
    expect((await zone(await signedIn('owner'))).storage).toBeNull();
  });

  it('answers 404 for a domain without DNS, an unknown one or another company’s (tenant)', async () => {
    const b = await signedIn('owner');
    for (const domain of ['rossi-posta.it', 'nessuno.it', 'alpidigital.ch']) {
      const r = await b.get(`/rest/dns/${domain}`);
      expect(r.statusCode, domain).toBe(404);
      expect(r.json()).toMatchObject({ reason: 'zone_not_found' });
    }
  });
});

describe('PUT /rest/dns/{domain}', () => {
  it('replaces the records, completing names and CNAME/MX targets, audited', async () => {
    const b = await signedIn('tecnico');
    const records = [
      a('@', '192.0.2.99'),
      { domain: 'blog', ttl: 900, type: 'CNAME', weight: null, target: 'www' },
      { domain: '@', ttl: 3600, type: 'MX', weight: 5, target: 'mail' },
      a('www', '192.0.2.99'),
    ];
    const saved = await save(b, records);
    expect(saved.statusCode).toBe(200);
    expect((saved.json() as DnsZone).records).toEqual([
      a(ZONE, '192.0.2.99'),
      { domain: `blog.${ZONE}`, ttl: 900, type: 'CNAME', weight: null, target: `www.${ZONE}.` },
      { domain: ZONE, ttl: 3600, type: 'MX', weight: 5, target: `mail.${ZONE}.` },
      a(`www.${ZONE}`, '192.0.2.99'),
    ]);
    expect((await zone(b)).records).toHaveLength(4);
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['company_id', 'subject', 'after'])
      .where('action', '=', 'dns.zone_saved')
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ company_id: rossi, subject: ZONE, after: { storage: 'database' } });
  });

  it('refuses the whole zone when one record breaks a rule, and keeps it as it was', async () => {
    const b = await signedIn('tecnico');
    const before = (await zone(b)).records;
    const clash = await save(b, [
      a('www', '192.0.2.1'),
      { domain: 'www', ttl: 3600, type: 'CNAME', weight: null, target: 'web.example.net.' },
    ]);
    expect(clash.statusCode).toBe(400);
    expect(clash.json().errors).toEqual({
      'records.0.domain': 'Non è possibile mischiare record CNAME con altri tipi per lo stesso dominio',
      'records.1.domain': 'Non è possibile mischiare record CNAME con altri tipi per lo stesso dominio',
    });
    const cases: [Record<string, unknown>, string][] = [
      [{ ...a('www', '192.0.2.1'), ttl: 799 }, 'records.1.ttl'],
      [{ ...a('www', '192.0.2.1'), ttl: 2147483648 }, 'records.1.ttl'],
      [{ domain: '@', ttl: 3600, type: 'MX', weight: -1, target: 'mail' }, 'records.1.weight'],
      [{ domain: '@', ttl: 3600, type: 'MX', weight: null, target: 'mail' }, 'records.1.weight'],
      [{ ...a('www', '192.0.2.1'), type: 'NS' }, 'records.1.type'],
      [a('www', 'not-an-ip'), 'records.1.target'],
      [{ domain: '_dmarc', ttl: 3600, type: 'TXT', weight: null, target: 'v=DMARC1' }, 'records.1.target'],
      [
        { domain: 'k._domainkey', ttl: 3600, type: 'TXT', weight: null, target: 'v=DKIM1; k=dsa; p=QUJD' },
        'records.1.target',
      ],
      [{ ...a('', '192.0.2.1') }, 'records.1.domain'],
      // What a DNS server refuses is refused here too, with PowerDNS or without (the zone kept in the database).
      [{ domain: '@', ttl: 3600, type: 'CNAME', weight: null, target: 'web.example.net.' }, 'records.1.domain'],
      [
        { domain: 'rossiarredamenti.it', ttl: 3600, type: 'CNAME', weight: null, target: 'x.example.' },
        'records.1.domain',
      ],
      [a('a.*.b', '192.0.2.1'), 'records.1.domain'],
      [{ domain: '@', ttl: 3600, type: 'CAA', weight: null, target: 'not a caa record' }, 'records.1.target'],
      [{ domain: '@', ttl: 3600, type: 'CAA', weight: null, target: '256 issue "ca.example"' }, 'records.1.target'],
      [{ domain: '@', ttl: 3600, type: 'LOC', weight: null, target: 'somewhere nice' }, 'records.1.target'],
      [{ domain: '@', ttl: 3600, type: 'LOC', weight: null, target: '91 0 0 N 9 0 0 E 0m' }, 'records.1.target'],
      [{ domain: 'x', ttl: 3600, type: 'DS', weight: null, target: '1 13 2 nothex' }, 'records.1.target'],
      [{ domain: 'x', ttl: 3600, type: 'SSHPF', weight: null, target: '4 2' }, 'records.1.target'],
      [
        { domain: '_s._tcp', ttl: 3600, type: 'SRV', weight: null, target: '10 5 99999 sip.example.' },
        'records.1.target',
      ],
      [{ domain: 'x', ttl: 3600, type: 'RP', weight: null, target: 'only-one-name' }, 'records.1.target'],
    ];
    for (const [bad, field] of cases) {
      const r = await save(b, [a('ok', '192.0.2.2'), bad]);
      expect(r.statusCode, JSON.stringify(bad)).toBe(400);
      expect(Object.keys(r.json().errors), JSON.stringify(bad)).toEqual([field]);
    }
    expect((await zone(b)).records).toEqual(before);
  });

  it('refuses editing without the developer grant (403 code 10, the spec’s notice) and another company’s zone (404)', async () => {
    const refused = await save(await signedIn('contabile'), [a('www', '192.0.2.1')]);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 10,
      reason: 'developer_required',
      message:
        'Modifica dei record DNS non abilitata. Richiedi i permessi tecnici ad un utente amministratore per abilitarla.',
    });
    const other = await save(await signedIn('owner'), [a('www', '192.0.2.1')], 'alpidigital.ch');
    expect(other.statusCode).toBe(404);
    expect((await zone(await signedIn('reseller'), 'alpidigital.ch')).records).toHaveLength(3);
  });

  it('creates the zone on the first save of a domain whose DNS has no records yet', async () => {
    const b = await signedIn('reseller');
    expect((await zone(b, 'alpi-clienti.ch')).records).toEqual([]);
    const saved = await save(b, [a('@', '198.51.100.9')], 'alpi-clienti.ch');
    expect(saved.statusCode).toBe(200);
    expect((await zone(b, 'alpi-clienti.ch')).records).toEqual([a('alpi-clienti.ch', '198.51.100.9')]);
  });
});
