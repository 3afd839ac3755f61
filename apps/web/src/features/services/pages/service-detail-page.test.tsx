import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DnsZone, ServiceDetail } from '@sportello/domain';
import { portalServer } from '../../../test/portal-server.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { contabile, owner, tecnico } from '../../../test/users.ts';

const ZONE = 'rossi.example';
const detail = (extra: Partial<ServiceDetail> = {}): ServiceDetail => ({
  dominio: ZONE,
  pannello: true,
  posta: true,
  pecs: ['info@pec.rossi.example'],
  dns: true,
  redirect: null,
  is_registrazione_dominio: false,
  currency: 'EUR',
  can_manage: true,
  pannello_dettaglio: {
    id: 7,
    tipo_pannello: 'cPanel',
    has_whm_key: false,
    username: 'rossi',
    server_fqdn: 'web1.example.net',
    quotaused: 7400,
    quotalimit: 10000,
    bwused: 900,
    bwlimit: 1000,
    traffico: '1 GB',
    auto_upgrade_bw: false,
    server_location: 'Milano (IT)',
    backup_location: 'Lugano (CH)',
  },
  ...extra,
});
const zone = (extra: Partial<DnsZone> = {}): DnsZone => ({
  domain: ZONE,
  editable: true,
  storage: null,
  records: [
    { domain: ZONE, ttl: 3600, type: 'A', weight: null, target: '192.0.2.1' },
    { domain: `www.${ZONE}`, ttl: 3600, type: 'A', weight: null, target: '192.0.2.1' },
    { domain: ZONE, ttl: 3600, type: 'MX', weight: 10, target: 'mx.example.net.' },
  ],
  ...extra,
});

afterEach(() => vi.restoreAllMocks());

describe('service detail (spec 3 §2 service_detail, §4, §8, §9)', () => {
  it('shows a tab per existing service, the usage colours and the auto-upgrade price', async () => {
    portalServer(owner, { [`GET /rest/services/${ZONE}`]: { body: detail() } });
    renderApp(`/services/${ZONE}`);
    expect(await screen.findByRole('heading', { level: 1, name: `Servizi associati al dominio ${ZONE}` })).toBeTruthy();
    expect((await screen.findAllByRole('tab')).map((t) => t.textContent)).toEqual([
      'Pannello web/email',
      'Email',
      'PEC1',
      'Dominio e DNS',
    ]);
    expect(screen.getByTestId('usage-disk').dataset.color).toBe('green');
    expect(screen.getByTestId('usage-traffic').dataset.color).toBe('yellow');
    expect(screen.getByTestId('auto-upgrade-price').textContent).toMatch(
      /^20,00\s€ per TB al mese, il primo mese è gratuito/,
    );
  });

  it('opens the control panel in a window of the spec size (1250 × 1000), sent to the sign-on link', async () => {
    const popup = { location: { href: '' }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    portalServer(owner, {
      [`GET /rest/services/${ZONE}`]: { body: detail() },
      'GET /rest/panel_login/7': { body: { url: 'https://web1.example.net:2083/sso' } },
    });
    const app = renderApp(`/services/${ZONE}`);
    await app.user.click(await screen.findByTestId('panel-open'));
    await waitFor(() => expect(popup.location.href).toBe('https://web1.example.net:2083/sso'));
    expect(open).toHaveBeenCalledWith('', '_blank', 'popup,width=1250,height=1000');
  });

  it('generates a panel password by the spec rule and shows it before it is saved', async () => {
    const server = portalServer(owner, {
      [`GET /rest/services/${ZONE}`]: { body: detail() },
      [`PUT /rest/services/${ZONE}`]: { body: detail() },
    });
    const app = renderApp(`/services/${ZONE}`);
    await app.user.click(await screen.findByTestId('panel-password-generate'));
    const input = screen.getByTestId('panel-password') as HTMLInputElement;
    expect(input.type).toBe('text');
    const generated = input.value;
    expect(generated).toMatch(/^[a-km-zA-HJ-NP-Z2-9]{12}$/);
    await app.user.click(screen.getByTestId('panel-password-save'));
    await waitFor(() => expect(server.callsTo('PUT', `/rest/services/${ZONE}`)).toHaveLength(1));
    expect(server.callsTo('PUT', `/rest/services/${ZONE}`)[0]?.body).toEqual({ password: generated });
  });

  it('shows ∞ for an unlimited plan, and "Nessun dettaglio disponibile" when nothing exists', async () => {
    const unlimited = detail();
    unlimited.pannello_dettaglio!.bwlimit = 0;
    portalServer(owner, {
      [`GET /rest/services/${ZONE}`]: { body: unlimited },
      'GET /rest/services/vuoto.example': {
        body: detail({
          dominio: 'vuoto.example',
          pannello: false,
          posta: false,
          pecs: [],
          dns: false,
          pannello_dettaglio: null,
        }),
      },
    });
    const app = renderApp(`/services/${ZONE}`);
    expect(within(await screen.findByTestId('usage-traffic')).getByText(/∞/)).toBeTruthy();
    await app.router.navigate('/services/vuoto.example');
    expect((await screen.findByTestId('no-details')).textContent).toBe('Nessun dettaglio disponibile');
  });

  it('says "Errore: Servizi non trovati" when the domain is not the company’s', async () => {
    portalServer(owner, {
      'GET /rest/services/altro.example': {
        status: 404,
        body: { message: 'Errore: Servizi non trovati', reason: 'services_not_found' },
      },
    });
    renderApp('/services/altro.example');
    const notFound = await screen.findByTestId('services-not-found');
    expect(notFound.textContent).toContain('Errore: Servizi non trovati');
    // Not a dead end: the way back to the services list.
    expect(within(notFound).getByRole('link', { name: 'Torna a I miei hosting' }).getAttribute('href')).toBe(
      '/services/',
    );
  });

  it('saves the auto-upgrade switch at once and puts it back when the save fails', async () => {
    const server = portalServer(contabile, {
      [`GET /rest/services/${ZONE}`]: { body: detail({ can_manage: false }) },
      [`PUT /rest/services/${ZONE}`]: { status: 500, body: { message: 'x' } },
    });
    const app = renderApp(`/services/${ZONE}`);
    const toggle = (await screen.findByTestId('auto-upgrade')) as HTMLInputElement;
    await app.user.click(toggle);
    await waitFor(() => expect(server.callsTo('PUT', `/rest/services/${ZONE}`)).toHaveLength(1));
    expect(server.callsTo('PUT', `/rest/services/${ZONE}`)[0]!.body).toEqual({ auto_upgrade_bw: true });
    await waitFor(() => expect((screen.getByTestId('auto-upgrade') as HTMLInputElement).checked).toBe(false));
    expect(
      await screen.findByText("Non è stato possibile salvare l'upgrade automatico: l'impostazione è tornata com'era."),
    ).toBeTruthy();
    // Without the developer grant: no panel link, password reset or SSH keys.
    expect(screen.queryByTestId('panel-open')).toBeNull();
    expect(screen.queryByTestId('ssh-keys')).toBeNull();
  });
});

describe('DNS editor (spec 3 §4 DNS form, §5, §8)', () => {
  const open = async (user = tecnico, z = zone()) => {
    const server = portalServer(user, {
      [`GET /rest/services/${ZONE}`]: { body: detail({ can_manage: z.editable }) },
      [`GET /rest/dns/${ZONE}`]: { body: z },
      [`PUT /rest/dns/${ZONE}`]: (call) => ({ body: { ...z, records: (call.body as DnsZone).records } }),
      'GET /rest/ssh_keys': { body: [] },
    });
    const app = renderApp(`/services/${ZONE}`);
    await app.user.click(await screen.findByTestId('tab-dns'));
    await screen.findByTestId('dns-table');
    return { app, server };
  };

  it('enables Save and Cancel on a change; Cancel restores the saved records', async () => {
    const { app } = await open();
    const save = screen.getByTestId('dns-save') as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    await app.user.clear(screen.getByTestId('dns-target-0'));
    await app.user.type(screen.getByTestId('dns-target-0'), '192.0.2.9');
    expect(save.disabled).toBe(false);
    await app.user.click(screen.getByTestId('dns-cancel'));
    expect((screen.getByTestId('dns-target-0') as HTMLInputElement).value).toBe('192.0.2.1');
    expect(save.disabled).toBe(true);
  });

  it('refuses a CNAME clash with the spec’s message before calling the server', async () => {
    const { app, server } = await open();
    await app.user.click(screen.getByTestId('dns-add'));
    await app.user.type(screen.getByTestId('dns-domain-3'), 'www');
    await app.user.click(screen.getByTestId('dns-type-3'));
    await app.user.click(await screen.findByRole('option', { name: 'CNAME' }));
    await app.user.type(screen.getByTestId('dns-target-3'), 'web');
    await app.user.click(screen.getByTestId('dns-save'));
    expect(
      (await screen.findAllByText('Non è possibile mischiare record CNAME con altri tipi per lo stesso dominio'))
        .length,
    ).toBe(2);
    expect(server.callsTo('PUT', `/rest/dns/${ZONE}`)).toHaveLength(0);
  });

  it('keeps a TTL as typed and says why it is refused (300, 12,5), shows what a name will be saved as, lists SSHFP by its name', async () => {
    const { app, server } = await open();
    const ttl = screen.getByTestId('dns-ttl-1') as HTMLInputElement;
    for (const typed of ['300', '12,5']) {
      await app.user.clear(ttl);
      await app.user.type(ttl, typed);
      await app.user.click(screen.getByTestId('dns-save'));
      expect(await screen.findByText('Il TTL deve essere un numero tra 800 e 2147483647')).toBeDefined();
      expect(ttl.value).toBe(typed);
    }
    expect(server.callsTo('PUT', `/rest/dns/${ZONE}`)).toHaveLength(0);
    await app.user.click(screen.getByTestId('dns-add'));
    await app.user.type(screen.getByTestId('dns-domain-3'), 'shop.altrodominio.it');
    expect(screen.getByText(`Sarà salvato come shop.altrodominio.it.${ZONE}`)).toBeDefined();
    await app.user.click(screen.getByTestId('dns-type-3'));
    expect(await screen.findByRole('option', { name: 'SSHFP' })).toBeDefined();
    expect(screen.queryByRole('option', { name: 'SSHPF' })).toBeNull();
  });

  it('asks before a preset replaces the MX records', async () => {
    const { app } = await open();
    await app.user.click(screen.getByTestId('dns-preset-office365'));
    expect(
      await screen.findByText(
        'La configurazione Office 365 sostituisce tutti i record MX esistenti del dominio. Vuoi continuare?',
      ),
    ).toBeTruthy();
    await app.user.click(screen.getByTestId('confirm-action'));
    await waitFor(() => expect(screen.getAllByTestId('dns-row')).toHaveLength(2 + 6));
  });

  it('without the developer grant: the notice, no editing, the download still there', async () => {
    await open(contabile, zone({ editable: false }));
    expect(screen.getByTestId('dns-not-allowed').textContent).toBe(
      'Modifica dei record DNS non abilitata. Richiedi i permessi tecnici ad un utente amministratore per abilitarla.',
    );
    expect(screen.queryByTestId('dns-save')).toBeNull();
    expect(screen.queryByTestId('dns-preset-google')).toBeNull();
    expect(screen.getByTestId('dns-download')).toBeTruthy();
  });

  it('tells an operator where the zone is kept', async () => {
    await open(tecnico, zone({ storage: 'database' }));
    expect(screen.getByTestId('dns-storage').textContent).toMatch(/^Nessun server DNS configurato/);
  });
});

describe('SSH keys (spec 3 §5, §7)', () => {
  it("uploads a key after 'Vuoi caricare questa chiave SSH sul pannello?' as a form post", async () => {
    const server = portalServer(tecnico, {
      [`GET /rest/services/${ZONE}`]: { body: detail() },
      'GET /rest/ssh_keys': { body: [] },
      'POST /rest/ssh_keys': { body: ['ssh-ed25519 AAAA me@host'] },
    });
    const app = renderApp(`/services/${ZONE}`);
    await app.user.type(await screen.findByTestId('ssh-key'), 'ssh-ed25519 AAAA me@host');
    await app.user.click(screen.getByTestId('ssh-upload'));
    expect(await screen.findByText('Vuoi caricare questa chiave SSH sul pannello?')).toBeTruthy();
    await app.user.click(screen.getByTestId('confirm-action'));
    await waitFor(() => expect(server.callsTo('POST', '/rest/ssh_keys')).toHaveLength(1));
    const body = server.callsTo('POST', '/rest/ssh_keys')[0]!.body;
    expect(body).toBeInstanceOf(URLSearchParams);
    expect(Object.fromEntries(body as URLSearchParams)).toEqual({ idPannello: '7', key: 'ssh-ed25519 AAAA me@host' });
  });
});

describe('service saves (spec 3 §8)', () => {
  it('ignores a 422 on the auto-upgrade save silently, the switch back as it was', async () => {
    portalServer(owner, {
      [`GET /rest/services/${ZONE}`]: { body: detail() },
      [`PUT /rest/services/${ZONE}`]: { status: 422, body: { message: 'rifiutato' } },
      'GET /rest/ssh_keys': { body: [] },
    });
    const app = renderApp(`/services/${ZONE}`);
    await app.user.click(await screen.findByTestId('auto-upgrade'));
    await waitFor(() => expect((screen.getByTestId('auto-upgrade') as HTMLInputElement).checked).toBe(false));
    expect(
      screen.queryByText("Non è stato possibile salvare l'upgrade automatico: l'impostazione è tornata com'era."),
    ).toBeNull();
  });
});
