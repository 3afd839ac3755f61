import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Company, UserInfo } from '@sportello/domain';
import { portalServer } from '../../../test/portal-server.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { nuovo } from '../../../test/users.ts';

const EMPTY_COMPANY: Company = {
  id: 10,
  tipologia: 'Company',
  ragione_sociale: 'Nuova Impresa',
  stato: 'IT',
  cap: null,
  citta: null,
  provincia: null,
  indirizzo: null,
  telefono: null,
  partita_iva: null,
  codice_fiscale: null,
  email_pec: null,
  sdi: null,
  currency: 'EUR',
  lingua: 'it',
  fatturazione_mensile: false,
  locked: false,
  currency_locked: false,
  approval: null,
  ack_marketing: false,
  ack_privacy: true,
  ack_terms: true,
  contratto_cliente: true,
  cod_pagamento: null,
  pagamento: null,
  id_pagamento: null,
  metodi_pagamento: [],
  fatturante_strid: null,
  hasCompleteBillingData: false,
  is_verified_billing: false,
  is_reseller: false,
  iva: 22,
  use_credit: false,
  id_main_skill: null,
  requirements: [],
  cashback_months: [],
  disableRecurringPayments: false,
};

const SKILLS = [
  { id: 1, nome: 'Sviluppo web', tipo: 'skill' },
  { id: 2, nome: 'Linux', tipo: 'tech skill' },
];

const signedIn: UserInfo = { ...nuovo, contratto_cliente: true, approval: null };

function approvalServer(
  start: UserInfo = signedIn,
  company: Company = EMPTY_COMPANY,
  extra: Parameters<typeof portalServer>[1] = {},
) {
  let user = start;
  let saved = company;
  const server = portalServer(start, {
    'GET /api/dashboard/userinfo': () => ({ body: user }),
    'GET /rest/company/10': () => ({ body: saved }),
    'GET /rest/skills': { body: SKILLS },
    'GET /api/zipcode/IT/20124': { body: { places: [{ place_name: 'Milano', province: 'MI', state: 'Lombardia' }] } },
    'PUT /rest/company/10': (call) => {
      const body = call.body as Record<string, unknown>;
      if (typeof body.approval === 'string') user = { ...user, approval: body.approval as UserInfo['approval'] };
      saved = { ...saved, ...body, hasCompleteBillingData: true } as Company;
      return { body: saved };
    },
    ...extra,
  });
  return server;
}

const field = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });

describe('approval request (spec 1 §2.4, §5)', () => {
  it('checks the billing data, fills city and province from the postcode, saves, then sends the customer request', async () => {
    const server = approvalServer();
    const app = renderApp('/auth/approval_request');
    await screen.findByTestId('billing-form');

    // Empty required fields: errors on the fields and a count on the tab, nothing sent.
    await app.user.click(screen.getByTestId('billing-submit'));
    await waitFor(() => expect(within(screen.getByTestId('tab-billing')).getByText('7')).toBeTruthy());
    expect(screen.getAllByText('Campo obbligatorio').length).toBeGreaterThan(0);
    expect(screen.getAllByText('Indica la partita IVA o il codice fiscale')).toHaveLength(2);
    expect(server.callsTo('PUT', '/rest/company/10')).toHaveLength(0);

    await app.user.type(field('Indirizzo'), 'Via Roma 1');
    await app.user.type(field('CAP'), '20124');
    await app.user.tab();
    await waitFor(() =>
      expect((screen.getByRole('combobox', { name: /^Città/ }) as HTMLInputElement).value).toBe('Milano'),
    );
    expect((field('Provincia') as HTMLInputElement).value).toBe('MI');
    await app.user.type(field('Telefono'), '+39 02 1234567');
    await app.user.type(field('Partita IVA'), '04512870967');
    await app.user.type(field('PEC'), 'nuova@pec.example');
    await app.user.type(field('Codice SDI'), 'm5uxcr1');
    await app.user.click(screen.getByTestId('billing-submit'));

    await screen.findByText('Profilo aggiornato');
    expect(server.callsTo('PUT', '/rest/company/10')[0]?.body).toMatchObject({
      ragione_sociale: 'Nuova Impresa',
      stato: 'IT',
      cap: '20124',
      citta: 'Milano',
      provincia: 'MI',
      partita_iva: '04512870967',
      codice_fiscale: null,
      email_pec: 'nuova@pec.example',
      sdi: 'M5UXCR1',
    });

    // Step 2: the choice is required; the reseller flow needs a skill and a main skill.
    await screen.findByTestId('skills-form');
    await app.user.click(screen.getByTestId('skills-submit'));
    expect(await screen.findByText('Campo obbligatorio')).toBeTruthy();
    await app.user.click(screen.getByRole('radio', { name: /Rivenditore/ }));
    expect(screen.getByText('Le tue skill')).toBeTruthy();
    await app.user.click(screen.getByTestId('skills-submit'));
    expect(await screen.findByText('Seleziona almeno una skill')).toBeTruthy();
    expect(screen.getByText('Seleziona la skill principale')).toBeTruthy();
    expect(within(screen.getByTestId('tab-skills')).getByText('2')).toBeTruthy();

    // A customer may send none, after confirming that every skill goes.
    await app.user.click(screen.getByRole('radio', { name: /Cliente/ }));
    expect(screen.getByText("Skill richieste per l'approvazione come cliente")).toBeTruthy();
    await app.user.click(screen.getByTestId('skills-submit'));
    await app.user.click(await screen.findByTestId('confirm-none'));

    await screen.findByTestId('approval-thanks');
    expect(screen.getByText('Skill aggiornate')).toBeTruthy();
    const puts = server.callsTo('PUT', '/rest/company/10').map((c) => c.body);
    expect(puts.slice(1)).toEqual([{ id_main_skill: null, requirements: [] }, { approval: 'in approvazione cliente' }]);
  });

  it('shows the server refusal on its field', async () => {
    const server = approvalServer(
      signedIn,
      {
        ...EMPTY_COMPANY,
        cap: '20124',
        citta: 'Milano',
        provincia: 'MI',
        indirizzo: 'Via Roma 1',
        telefono: '02 2941 7730',
        partita_iva: '04512870967',
      },
      {
        'PUT /rest/company/10': {
          status: 400,
          body: { message: 'Dati non validi', errors: { partita_iva: 'Partita IVA già registrata' } },
        },
      },
    );
    const app = renderApp('/auth/approval_request');
    await app.user.click(await screen.findByTestId('billing-submit'));
    expect(await screen.findByText('Partita IVA già registrata')).toBeTruthy();
    expect(server.callsTo('PUT', '/rest/company/10')).toHaveLength(1);
  });

  it('labels the canton for Switzerland and hides the Italian fields', async () => {
    approvalServer(signedIn, { ...EMPTY_COMPANY, stato: 'CH', currency: 'CHF' });
    renderApp('/auth/approval_request');
    await screen.findByTestId('billing-form');
    expect(field('Cantone')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: /^PEC/ })).toBeNull();
    expect(screen.queryByRole('textbox', { name: /^Codice fiscale/ })).toBeNull();
    expect(screen.queryByRole('textbox', { name: /^Codice SDI/ })).toBeNull();
    expect(field('Partita IVA')).toBeTruthy();
  });

  it('clears the main skill when it is no longer among the selected skills', async () => {
    const server = approvalServer(signedIn, {
      ...EMPTY_COMPANY,
      hasCompleteBillingData: true,
      requirements: [1, 2],
      id_main_skill: 2,
    });
    const app = renderApp('/auth/approval_request');
    await app.user.click(await screen.findByTestId('tab-skills'));
    const main = screen.getByTestId('main-skill-select') as HTMLInputElement;
    expect(main.value).toBe('Linux');
    // Remove "Linux" from the selected skills.
    const pill = screen.getAllByText('Linux').find((el) => el.closest('.mantine-Pill-root'));
    const remove = pill?.closest('.mantine-Pill-root')?.querySelector('button');
    if (!remove) throw new Error('no remove button on the Linux pill');
    fireEvent.click(remove);
    await waitFor(() => expect(main.value).toBe(''));
    await app.user.click(screen.getByRole('radio', { name: /Rivenditore/ }));
    await app.user.click(screen.getByTestId('skills-submit'));
    expect(await screen.findByText('Seleziona la skill principale')).toBeTruthy();
    expect(server.callsTo('PUT', '/rest/company/10')).toHaveLength(0);
  });

  it('thanks while the request is pending, and moves on once approved', async () => {
    approvalServer({ ...signedIn, approval: 'in approvazione cliente' });
    renderApp('/auth/approval_request');
    expect((await screen.findByTestId('approval-thanks')).textContent).toContain('Abbiamo ricevuto la richiesta');
  });

  it('redirects away when the company is approved', async () => {
    approvalServer({ ...signedIn, approval: 'approvato' });
    const app = renderApp('/auth/approval_request');
    await waitFor(() => expect(app.location()).toBe('/'));
  });
});
