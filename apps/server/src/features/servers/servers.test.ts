import type { CloudServer } from '@sportello/domain';
import type { Page } from '@sportello/domain/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestBrowser } from '../../test-support/browser.ts';
import { buildTestApp, type TestApp } from '../../test-support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({
    linkTemplates: {
      panelLogin: 'https://{fqdn}/login?t={token}',
      whm: 'https://{fqdn}:2087/',
      cockpit: 'https://{fqdn}:9090/',
      console: 'https://console.example.net/?server={id}&ip={ip}',
    },
  });
});
afterAll(() => t.close());

const list = async (username: string, query = '') => {
  const b = new TestBrowser(t.app);
  await b.loginTo(username);
  return (await b.get(`/rest/servers${query}`)).json() as Page<CloudServer>;
};

describe('GET /rest/servers', () => {
  it('lists the company’s servers by name with the spec’s fields, and links built from the templates', async () => {
    const page = await list('tecnico');
    expect(page.items.map((s) => s.nome)).toEqual(['app01', 'archivio', 'web01']);
    const web01 = page.items.find((s) => s.nome === 'web01')!;
    expect(web01).toMatchObject({
      os: 'AlmaLinux',
      osrelease: '9.4',
      ip4_public: '203.0.113.11',
      fqdn: 'web01.rossi.nuvolaria-demo.net',
      server_location: 'Milano (IT)',
      backup_location: 'Lugano (CH)',
      whm_url: 'https://web01.rossi.nuvolaria-demo.net:2087/',
      cockpit_url: null,
      console_url: `https://console.example.net/?server=${web01.id}&ip=203.0.113.11`,
    });
    expect(page.items.find((s) => s.nome === 'app01')).toMatchObject({
      whm_url: null,
      cockpit_url: 'https://app01.rossi.nuvolaria-demo.net:9090/',
    });
    expect(page.items.find((s) => s.nome === 'archivio')).toMatchObject({
      whm_url: null,
      cockpit_url: null,
      console_url: null,
    });
  });

  it('searches on the server (name, FQDN, IP, OS) and sorts', async () => {
    expect((await list('owner', '?q=debian')).items.map((s) => s.nome)).toEqual(['app01']);
    expect((await list('owner', '?q=203.0.113.13')).items.map((s) => s.nome)).toEqual(['archivio']);
    expect((await list('owner', '?sort=-nome')).items.map((s) => s.nome)).toEqual(['web01', 'archivio', 'app01']);
  });

  it('gives no tool links without the developer grant, and each company only its own servers (tenant)', async () => {
    const billing = await list('contabile');
    expect(billing.items).toHaveLength(3);
    expect(billing.items.every((s) => s.whm_url === null && s.cockpit_url === null && s.console_url === null)).toBe(
      true,
    );
    expect((await list('reseller')).items.map((s) => s.nome)).toEqual(['alpi-cloud01']);
  });
});
