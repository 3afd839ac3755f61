import type { DnsZone } from '@sportello/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestBrowser } from '../../test-support/browser.ts';
import { companyId, DEMO_COMPANIES } from '../../test-support/demo-ids.ts';
import { missingPowerDns, startPowerDns, type LocalPowerDns } from '../../test-support/powerdns.ts';
import { buildTestApp, type TestApp } from '../../test-support/test-app.ts';
import { contentOf, powerDnsPublisher } from './powerdns.ts';

/**
 * The DNS zone on a real DNS server (issue 12; DESIGN §3): a pdns-server on loopback with the
 * sqlite backend and its HTTP API; the portal publishes through PDNS_API_URL / PDNS_API_KEY and
 * `dig` checks what the server answers. Without the packages the test fails and says what to
 * install (the test command installs them like Chromium).
 */
const missing = missingPowerDns();
const ZONE = 'rossiarredamenti.it';

let pdns: LocalPowerDns | undefined;
let t: TestApp | undefined;
beforeAll(async () => {
  if (missing) return;
  pdns = await startPowerDns();
  t = await buildTestApp({ pdns: { url: pdns.apiUrl, apiKey: pdns.apiKey, serverId: 'localhost' } });
}, 60_000);
afterAll(async () => {
  await t?.close();
  await pdns?.stop();
});

const tecnico = async () => {
  const b = new TestBrowser(t!.app);
  await b.loginTo('tecnico');
  return b;
};
const save = (b: TestBrowser, records: unknown[]) => b.call('PUT', `/rest/dns/${ZONE}`, { body: { records } });

describe('PowerDNS publishing (live pdns-server)', () => {
  it('has pdns-server, its sqlite backend and dig installed', () => {
    expect(missing, missing ?? '').toBeNull();
  });

  it.skipIf(missing)(
    'serves a saved record and stops serving a removed one',
    async () => {
      const b = await tecnico();
      const zone = ((await b.get(`/rest/dns/${ZONE}`)).json() as DnsZone).records;
      const first = await save(b, [
        ...zone,
        { domain: 'nuovo', ttl: 900, type: 'A', weight: null, target: '192.0.2.77' },
      ]);
      expect(first.statusCode, first.body).toBe(200);
      expect(await pdns!.query(`nuovo.${ZONE}`, 'A')).toEqual(['192.0.2.77']);
      expect(await pdns!.query(ZONE, 'MX')).toEqual(['10 mx1.nuvolaria-demo.net.', '20 mx2.nuvolaria-demo.net.']);
      expect(await pdns!.query(`ftp.${ZONE}`, 'CNAME')).toEqual([`www.${ZONE}.`]);
      expect(await pdns!.query(`_dmarc.${ZONE}`, 'TXT')).toEqual([
        `"v=DMARC1; p=quarantine; rua=mailto:dmarc@${ZONE}"`,
      ]);

      const second = await save(
        b,
        zone.filter((r) => r.domain !== `www.${ZONE}`),
      );
      expect(second.statusCode, second.body).toBe(200);
      expect(await pdns!.query(`nuovo.${ZONE}`, 'A')).toEqual([]);
      expect(await pdns!.query(`www.${ZONE}`, 'A')).toEqual([]);
      expect(await pdns!.query(ZONE, 'A')).toEqual(['192.0.2.10']);
      const published = await t!.db
        .selectFrom('dns_zones')
        .select('published_at')
        .where('dominio', '=', ZONE)
        .executeTakeFirstOrThrow();
      expect(published.published_at).toBeInstanceOf(Date);
    },
    60_000,
  );

  it.skipIf(missing)('tells operators the zone is published to PowerDNS', async () => {
    const staff = new TestBrowser(t!.app);
    await staff.loginTo('staff');
    const rossi = await companyId(t!.db, DEMO_COMPANIES.rossi);
    expect(((await staff.get(`/rest/dns/${ZONE}?id_cliente=${rossi}`)).json() as DnsZone).storage).toBe('powerdns');
  });

  it.skipIf(missing)(
    'saves nothing when the DNS server refuses the zone (409 publish_failed)',
    async () => {
      // The server refuses this portal's key: whatever the records, nothing is published.
      const refusing = await t!.sibling({ pdns: { url: pdns!.apiUrl, apiKey: 'wrong-key', serverId: 'localhost' } });
      const b = new TestBrowser(refusing);
      await b.loginTo('tecnico');
      const before = ((await b.get(`/rest/dns/${ZONE}`)).json() as DnsZone).records;
      const refused = await save(b, [
        ...before,
        { domain: 'rifiutato', ttl: 3600, type: 'A', weight: null, target: '192.0.2.99' },
      ]);
      expect(refused.statusCode, refused.body).toBe(409);
      expect(refused.json()).toMatchObject({ reason: 'publish_failed' });
      expect(((await b.get(`/rest/dns/${ZONE}`)).json() as DnsZone).records).toEqual(before);
    },
    60_000,
  );

  it.skipIf(missing)(
    'publishes every structured type the portal accepts: what the rules let through, PowerDNS takes',
    async () => {
      const b = await tecnico();
      const before = ((await b.get(`/rest/dns/${ZONE}`)).json() as DnsZone).records;
      const hex = (n: number) => 'ab'.repeat(n);
      const accepted = [
        { domain: 'caa', type: 'CAA', target: '128 issuewild "letsencrypt.org; validationmethods=dns-01"' },
        { domain: 'loc', type: 'LOC', target: '45 27 50.5 N 9 11 24 E 120m 1m 10000m 10m' },
        { domain: 'loc2', type: 'LOC', target: '52 N 4 E -2m' },
        { domain: 'sub', type: 'DS', target: `12345 13 2 ${hex(32)}` },
        { domain: 'ssh', type: 'SSHPF', target: `04 2 ${hex(32)}` },
        { domain: '_sip._tcp', type: 'SRV', target: `10  5 5060 sip.${ZONE}.` },
        { domain: 'rp', type: 'RP', target: `admin.${ZONE}. info.${ZONE}.` },
        { domain: '*.shop', type: 'A', target: '192.0.2.50' },
      ].map((r) => ({ ...r, ttl: 3600, weight: null }));
      const saved = await save(b, [...before, ...accepted]);
      expect(saved.statusCode, saved.body).toBe(200);
      expect(await pdns!.query(`caa.${ZONE}`, 'CAA')).toEqual([
        '128 issuewild "letsencrypt.org; validationmethods=dns-01"',
      ]);
      expect(await pdns!.query(`qualunque.shop.${ZONE}`, 'A')).toEqual(['192.0.2.50']);
      // Published in the canonical spelling; kept as typed.
      expect(await pdns!.query(`loc2.${ZONE}`, 'LOC')).toEqual(['52 0 0.000 N 4 0 0.000 E -2.00m 1m 10000m 10m']);
      expect(((await b.get(`/rest/dns/${ZONE}`)).json() as DnsZone).records).toContainEqual(
        expect.objectContaining({ type: 'SRV', target: `10  5 5060 sip.${ZONE}.` }),
      );
      expect((await save(b, before)).statusCode).toBe(200);
    },
    60_000,
  );

  it.skipIf(missing)('answers publish_failed when PowerDNS is unreachable or the key is wrong', async () => {
    const publisher = powerDnsPublisher({ url: pdns!.apiUrl, apiKey: 'wrong-key', serverId: 'localhost' });
    await expect(publisher.publish(ZONE, [])).rejects.toThrow(/PowerDNS/);
    expect(contentOf({ domain: ZONE, ttl: 3600, type: 'TXT', weight: null, target: 'say "hi"' })).toBe(
      '"say \\"hi\\""',
    );
  });
});
