import type { Page } from '@sportello/domain/api';
import type { HostingService, ServiceDetail } from '@sportello/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PANEL_SECRET } from '../../modules/hosting/index.ts';
import { unseal } from '../../platform/security/sealed-box.ts';
import { TestBrowser } from '../../test-support/browser.ts';
import { companyId, DEMO_COMPANIES } from '../../test-support/demo-ids.ts';
import { buildTestApp, type TestApp } from '../../test-support/test-app.ts';

let t: TestApp;
let ids: Record<'rossi' | 'alpi', number>;
beforeAll(async () => {
  t = await buildTestApp();
  ids = { rossi: await companyId(t.db, DEMO_COMPANIES.rossi), alpi: await companyId(t.db, DEMO_COMPANIES.alpi) };
});
afterAll(() => t.close());

const signedIn = async (username: string) => {
  const b = new TestBrowser(t.app);
  await b.loginTo(username);
  return b;
};
const detail = async (b: TestBrowser, domain: string) =>
  (await b.get(`/rest/services/${domain}`)).json() as ServiceDetail;
const put = (b: TestBrowser, domain: string, body: Record<string, unknown>) =>
  b.call('PUT', `/rest/services/${domain}`, { body });
const audit = (action: string) =>
  t.db
    .selectFrom('audit_log')
    .select(['action', 'company_id', 'subject', 'before', 'after'])
    .where('action', '=', action)
    .execute();

describe('GET /rest/services', () => {
  it('lists the company’s domains by name with what each has, searched on the server', async () => {
    const b = await signedIn('owner');
    const page = (await b.get('/rest/services')).json() as Page<HostingService>;
    expect(page.items.map((s) => s.dominio)).toEqual([
      'arredamenti-rossi.eu',
      'rossi-posta.it',
      'rossi-shop.it',
      'rossiarredamenti.com',
      'rossiarredamenti.it',
    ]);
    expect(page.items.find((s) => s.dominio === 'rossiarredamenti.it')).toMatchObject({
      pannello: true,
      posta: true,
      dns: true,
      pecs: expect.arrayContaining([expect.any(String)]),
    });
    const found = (await b.get('/rest/services?q=shop')).json() as Page<HostingService>;
    expect(found.items.map((s) => s.dominio)).toEqual(['rossi-shop.it']);
    expect(
      ((await b.get('/rest/services?size=2&sort=-dominio')).json() as Page<HostingService>).items.map((s) => s.dominio),
    ).toEqual(['rossiarredamenti.it', 'rossiarredamenti.com']);
  });

  it('shows each company only its own (tenant)', async () => {
    const alpi = (await (await signedIn('reseller')).get('/rest/services')).json() as Page<HostingService>;
    expect(alpi.items.map((s) => s.dominio)).toEqual(['alpi-clienti.ch', 'alpidigital.ch']);
  });
});

describe('GET /rest/services/{domain}', () => {
  it('answers the panel with usage and locations; the username only with the developer grant', async () => {
    const owner = await detail(await signedIn('owner'), 'rossiarredamenti.it');
    expect(owner).toMatchObject({ dominio: 'rossiarredamenti.it', can_manage: true, currency: 'EUR' });
    expect(owner.pannello_dettaglio).toMatchObject({
      tipo_pannello: 'cPanel',
      username: 'rossiarr',
      quotaused: 6000,
      quotalimit: 10000,
      server_location: 'Milano (IT)',
      backup_location: 'Lugano (CH)',
    });
    expect((await detail(await signedIn('tecnico'), 'rossiarredamenti.it')).pannello_dettaglio?.username).toBe(
      'rossiarr',
    );
    const billing = await detail(await signedIn('contabile'), 'rossiarredamenti.it');
    expect(billing).toMatchObject({ can_manage: false });
    expect(billing.pannello_dettaglio?.username).toBeNull();
  });

  it('answers a domain with nothing left on it, and 404 "Servizi non trovati" for an unknown or another company’s domain', async () => {
    const b = await signedIn('owner');
    expect(await detail(b, 'arredamenti-rossi.eu')).toMatchObject({
      pannello: false,
      posta: false,
      pecs: [],
      dns: false,
      redirect: null,
      pannello_dettaglio: null,
    });
    for (const domain of ['nessuno.it', 'alpidigital.ch']) {
      const r = await b.get(`/rest/services/${domain}`);
      expect(r.statusCode).toBe(404);
      expect(r.json()).toMatchObject({ message: 'Errore: Servizi non trovati', reason: 'services_not_found' });
    }
  });
});

describe('PUT /rest/services/{domain}', () => {
  it('switches the auto traffic upgrade at once, for any grant of the route, audited', async () => {
    const b = await signedIn('contabile');
    const on = await put(b, 'rossiarredamenti.it', { auto_upgrade_bw: true });
    expect(on.statusCode).toBe(200);
    expect(on.json().pannello_dettaglio.auto_upgrade_bw).toBe(true);
    expect(
      (await put(b, 'rossiarredamenti.it', { auto_upgrade_bw: false })).json().pannello_dettaglio.auto_upgrade_bw,
    ).toBe(false);
    expect((await audit('services.auto_upgrade_changed')).map((a) => [a.company_id, a.after])).toEqual([
      [ids.rossi, { auto_upgrade_bw: true }],
      [ids.rossi, { auto_upgrade_bw: false }],
    ]);
    expect((await put(b, 'rossi-posta.it', { auto_upgrade_bw: true })).json()).toMatchObject({ reason: 'no_panel' });
  });

  it('resets the panel password with the developer grant only, sealed at rest and never audited in clear', async () => {
    const refused = await put(await signedIn('contabile'), 'rossiarredamenti.it', { password: 'NuovaPassword2026' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 10, reason: 'developer_required' });
    const weak = await put(await signedIn('tecnico'), 'rossiarredamenti.it', { password: 'short' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().errors).toEqual({ password: 'Almeno 10 caratteri, con lettere e numeri' });

    const saved = await put(await signedIn('tecnico'), 'rossiarredamenti.it', { password: 'NuovaPassword2026' });
    expect(saved.statusCode).toBe(200);
    const panel = await t.db
      .selectFrom('hosting_panels')
      .selectAll()
      .where('username', '=', 'rossiarr')
      .executeTakeFirstOrThrow();
    expect(panel.password_sealed).not.toContain('NuovaPassword2026');
    expect(unseal(t.app.digest, PANEL_SECRET, panel.password_sealed!)).toBe('NuovaPassword2026');
    const rows = await audit('services.panel_password_reset');
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain('NuovaPassword2026');
  });

  it('changes the redirect with the developer grant, only on a domain that has one', async () => {
    expect(
      (await put(await signedIn('contabile'), 'rossiarredamenti.com', { redirect: 'https://nuovo.example.it' }))
        .statusCode,
    ).toBe(403);
    const b = await signedIn('tecnico');
    expect((await put(b, 'rossiarredamenti.com', { redirect: 'javascript:alert(1)' })).statusCode).toBe(400);
    const saved = await put(b, 'rossiarredamenti.com', { redirect: 'https://nuovo.example.it' });
    expect(saved.json()).toMatchObject({ redirect: 'https://nuovo.example.it' });
    expect((await put(b, 'rossiarredamenti.it', { redirect: 'https://x.example.it' })).json()).toMatchObject({
      reason: 'no_redirect',
    });
  });

  it('refuses another company’s domain with 404, whatever the change (tenant)', async () => {
    const b = await signedIn('owner');
    for (const body of [
      { auto_upgrade_bw: true },
      { password: 'NuovaPassword2026' },
      { redirect: 'https://x.example.it' },
    ]) {
      expect((await put(b, 'alpidigital.ch', body)).statusCode).toBe(404);
    }
    const alpi = await t.db
      .selectFrom('hosting_panels')
      .select(['auto_upgrade_bw', 'password_sealed'])
      .where('username', '=', 'alpidigital')
      .executeTakeFirstOrThrow();
    expect(alpi).toEqual({ auto_upgrade_bw: false, password_sealed: null });
  });
});

describe('panel link and SSH keys', () => {
  const panelId = async (username: string) =>
    (await t.db.selectFrom('hosting_panels').select('id').where('username', '=', username).executeTakeFirstOrThrow())
      .id;

  it('builds a panel sign-on link from the template for the developer grant', async () => {
    const id = await panelId('rossiarr');
    const link = await (await signedIn('tecnico')).get(`/rest/panel_login/${id}`);
    expect(link.json().url).toMatch(
      /^https:\/\/web12\.nuvolaria-demo\.net:2083\/login\/\?user=rossiarr&session=[\w-]+$/,
    );
    expect((await (await signedIn('contabile')).get(`/rest/panel_login/${id}`)).statusCode).toBe(403);
    expect((await (await signedIn('reseller')).get(`/rest/panel_login/${id}`)).statusCode).toBe(404);
  });

  it('lists, adds and deletes keys with the developer grant; refuses duplicates and empty keys', async () => {
    const id = await panelId('rossiarr');
    const b = await signedIn('tecnico');
    const before = (await b.get(`/rest/ssh_keys?idPannello=${id}`)).json() as string[];
    expect(before).toHaveLength(1);
    const key = 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAITestKeyForTheServerTests tecnico@laptop';
    // A form post (spec 3 §7), validated by the shared schema (the key trimmed to one line); JSON is refused.
    const json = await b.post('/rest/ssh_keys', { idPannello: id, key });
    expect(json.statusCode).toBe(415);
    expect(json.json()).toMatchObject({ reason: 'form_expected' });
    const added = await b.post('/rest/ssh_keys', { idPannello: id, key: `  ${key}\n` }, { form: true });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json()).toEqual([...before, key]);
    expect((await b.post('/rest/ssh_keys', { idPannello: id, key }, { form: true })).statusCode).toBe(409);
    expect((await b.post('/rest/ssh_keys', { idPannello: id, key: '  ' }, { form: true })).statusCode).toBe(400);
    expect((await b.post('/rest/ssh_keys', { idPannello: 'x', key }, { form: true })).statusCode).toBe(400);
    const removed = await b.call('DELETE', `/rest/ssh_keys/${encodeURIComponent(key)}?idPannello=${id}`);
    expect(removed.json()).toEqual(before);
    expect((await b.call('DELETE', `/rest/ssh_keys/${encodeURIComponent(key)}?idPannello=${id}`)).statusCode).toBe(404);
    expect((await audit('services.ssh_key_added')).map((a) => a.company_id)).toEqual([ids.rossi]);
    expect(JSON.stringify(await audit('services.ssh_key_added'))).not.toContain(
      'AAAAC3NzaC1lZDI1NTE5AAAAITestKeyForTheServerTests',
    );
  });

  it('refuses keys without the developer grant, and another company’s panel with 404 (tenant)', async () => {
    const id = await panelId('rossiarr');
    const billing = await signedIn('contabile');
    expect((await billing.get(`/rest/ssh_keys?idPannello=${id}`)).statusCode).toBe(403);
    expect(
      (await billing.post('/rest/ssh_keys', { idPannello: id, key: 'ssh-ed25519 AAAA x' }, { form: true })).statusCode,
    ).toBe(403);
    const other = await signedIn('reseller');
    expect((await other.get(`/rest/ssh_keys?idPannello=${id}`)).statusCode).toBe(404);
    expect(
      (await other.post('/rest/ssh_keys', { idPannello: id, key: 'ssh-ed25519 AAAA x' }, { form: true })).statusCode,
    ).toBe(404);
    expect((await other.call('DELETE', `/rest/ssh_keys/x?idPannello=${id}`)).statusCode).toBe(404);
  });
});
