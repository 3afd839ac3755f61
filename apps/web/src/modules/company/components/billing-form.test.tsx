import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Company } from '@sportello/domain';
import { portalServer } from '../../../test/portal-server.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { owner } from '../../../test/users.ts';

const TICINO: Company = {
  id: 10,
  tipologia: 'Company',
  ragione_sociale: 'Ceresio Software SA',
  stato: 'CH',
  cap: '',
  citta: '',
  provincia: '',
  indirizzo: 'Via Nassa 5',
  telefono: '+41 91 555 12 34',
  partita_iva: 'CHE123456788',
  codice_fiscale: null,
  email_pec: null,
  sdi: null,
  currency: 'CHF',
  lingua: 'it',
  fatturazione_mensile: false,
  locked: false,
  currency_locked: false,
  approval: 'approvato',
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
  iva: 0,
  use_credit: false,
  id_main_skill: null,
  requirements: [],
  cashback_months: [],
  disableRecurringPayments: false,
};

const ticino = (...names: string[]) => ({
  body: { places: names.map((place_name) => ({ place_name, province: 'TI', state: 'Ticino' })) },
});

function server(company: Company = TICINO) {
  return portalServer(owner, {
    'GET /rest/company/10': { body: company },
    'PUT /rest/company/10': (call) => ({ body: { ...company, ...(call.body as Partial<Company>) } }),
    'GET /api/zipcode/CH/6900': ticino('Lugano', 'Massagno', 'Paradiso'),
    'GET /api/zipcode/CH/6500': ticino('Bellinzona'),
    'GET /api/zipcode/CH/6452': {
      body: {
        places: [
          { place_name: 'Riemenstalden', province: 'SZ', state: 'Svitto' },
          { place_name: 'Sisikon', province: 'UR', state: 'Uri' },
        ],
      },
    },
  });
}

const city = () => screen.getByRole('combobox', { name: /^Città/ }) as HTMLInputElement;
const canton = () => screen.getByRole('textbox', { name: /^Cantone/ }) as HTMLInputElement;
const options = () => screen.getAllByRole('option').map((option) => option.textContent);

async function typePostcode(app: ReturnType<typeof renderApp>, zip: string) {
  const cap = screen.getByRole('textbox', { name: /^CAP/ });
  await app.user.clear(cap);
  await app.user.type(cap, zip);
  await app.user.tab();
}

describe('billing form: localities of a postal code', () => {
  it('lets the user choose among the localities of a code, then saves the chosen one with its canton', async () => {
    const api = server();
    const app = renderApp('/company');
    await screen.findByTestId('billing-form');

    // A city typed for another code goes: 6900 is Lugano, Massagno or Paradiso, none chosen for the user.
    await app.user.type(city(), 'Bellinzona');
    await typePostcode(app, '6900');
    expect(await screen.findByText("Il CAP 6900 corrisponde a 3 località: scegli la tua dall'elenco.")).toBeTruthy();
    expect(city().value).toBe('');
    expect(canton().value).toBe('TI');

    await app.user.click(city());
    await waitFor(() => expect(options()).toEqual(['Lugano', 'Massagno', 'Paradiso']));
    await app.user.click(screen.getByRole('option', { name: 'Lugano' }));
    expect(city().value).toBe('Lugano');
    expect(screen.queryByText(/corrisponde a 3 località/)).toBeNull();

    // The chosen locality still offers the others, to switch.
    await app.user.click(screen.getByRole('textbox', { name: /^Indirizzo/ }));
    await app.user.click(city());
    await waitFor(() => expect(options()).toEqual(['Lugano', 'Massagno', 'Paradiso']));
    await app.user.click(screen.getByRole('option', { name: 'Massagno' }));

    await app.user.click(screen.getByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(api.callsTo('PUT', '/rest/company/10')).toHaveLength(1));
    expect(api.callsTo('PUT', '/rest/company/10')[0]?.body).toMatchObject({
      cap: '6900',
      citta: 'Massagno',
      provincia: 'TI',
    });
  });

  it('keeps a city already among the localities, and fills a code of one locality as before', async () => {
    server();
    const app = renderApp('/company');
    await screen.findByTestId('billing-form');

    await app.user.type(city(), 'lugano');
    await typePostcode(app, '6900');
    // Kept, in the directory's spelling.
    await waitFor(() => expect(city().value).toBe('Lugano'));
    expect(canton().value).toBe('TI');
    expect(screen.queryByText(/corrisponde a 3 località/)).toBeNull();

    await typePostcode(app, '6500');
    await waitFor(() => expect(city().value).toBe('Bellinzona'));
    expect(canton().value).toBe('TI');
  });

  it('takes the canton from the chosen locality when a code crosses a cantonal border', async () => {
    server();
    const app = renderApp('/company');
    await screen.findByTestId('billing-form');

    await typePostcode(app, '6452');
    expect(await screen.findByText("Il CAP 6452 corrisponde a 2 località: scegli la tua dall'elenco.")).toBeTruthy();
    expect(canton().value).toBe('');
    await app.user.click(city());
    await app.user.click(await screen.findByRole('option', { name: 'Sisikon' }));
    expect(city().value).toBe('Sisikon');
    expect(canton().value).toBe('UR');
  });
});

const MILANO: Company = {
  ...TICINO,
  ragione_sociale: 'Rossi Arredamenti S.r.l.',
  stato: 'IT',
  cap: '20124',
  citta: 'Milano',
  provincia: 'MI',
  indirizzo: 'Corso Buenos Aires 45',
  partita_iva: '04512870967',
  currency: 'EUR',
};

const field = (name: RegExp) => screen.getByRole('textbox', { name }) as HTMLInputElement;

describe('billing form: tax numbers (issue 14)', () => {
  it('refuses an invalid partita IVA and codice fiscale with their messages, sending nothing', async () => {
    const api = server(MILANO);
    const app = renderApp('/company');
    await screen.findByTestId('billing-form');

    await app.user.clear(field(/^Partita IVA/));
    await app.user.type(field(/^Partita IVA/), '12345678901');
    await app.user.type(field(/^Codice fiscale/), 'XYZ');
    await app.user.click(screen.getByRole('button', { name: 'Salva' }));
    expect(await screen.findByText("Partita IVA non valida: 11 cifre, l'ultima è di controllo")).toBeTruthy();
    expect(
      screen.getByText('Codice fiscale non valido: 16 caratteri per le persone, 11 cifre per le società'),
    ).toBeTruthy();
    expect(field(/^Partita IVA/).getAttribute('aria-invalid')).toBe('true');
    expect(api.callsTo('PUT', '/rest/company/10')).toHaveLength(0);

    await app.user.clear(field(/^Partita IVA/));
    await app.user.type(field(/^Partita IVA/), 'IT 04512870967');
    await app.user.clear(field(/^Codice fiscale/));
    await app.user.type(field(/^Codice fiscale/), 'rssmra80a01f205x');
    await app.user.click(screen.getByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(api.callsTo('PUT', '/rest/company/10')).toHaveLength(1));
    expect(api.callsTo('PUT', '/rest/company/10')[0]?.body).toMatchObject({
      partita_iva: 'IT04512870967',
      codice_fiscale: 'RSSMRA80A01F205X',
    });
  });

  it('asks a Swiss company for its UID with the check digit', async () => {
    const api = server({ ...TICINO, cap: '6900', citta: 'Lugano', provincia: 'TI' });
    const app = renderApp('/company');
    await screen.findByTestId('billing-form');

    await app.user.clear(field(/^Partita IVA/));
    await app.user.type(field(/^Partita IVA/), 'CHE-123.456.789');
    await app.user.click(screen.getByRole('button', { name: 'Salva' }));
    expect(
      await screen.findByText(
        'Numero IDI non valido: CHE-123.456.789 con la cifra di controllo, eventualmente seguito da MWST, TVA o IVA',
      ),
    ).toBeTruthy();
    expect(api.callsTo('PUT', '/rest/company/10')).toHaveLength(0);
  });
});

describe('billing form: length limits are told, never cut (issue 14)', () => {
  it('keeps a 300-character name whole, says the limit at once and does not save it', async () => {
    const api = server(MILANO);
    const app = renderApp('/company');
    await screen.findByTestId('billing-form');

    const name = field(/^Ragione sociale/);
    expect(name.hasAttribute('maxlength')).toBe(false);
    await app.user.clear(name);
    await app.user.click(name);
    await app.user.paste('x'.repeat(300));
    expect(name.value).toHaveLength(300);
    expect(await screen.findByText('Massimo 250 caratteri')).toBeTruthy();

    const cap = field(/^CAP/);
    await app.user.type(cap, '12345');
    expect(cap.value).toBe('2012412345');
    expect(screen.queryByText('Massimo 10 caratteri')).toBeNull();
    await app.user.type(cap, '6');
    expect(await screen.findByText('Massimo 10 caratteri')).toBeTruthy();

    await app.user.click(screen.getByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.queryByText('Profilo aggiornato')).toBeNull();
    expect(api.callsTo('PUT', '/rest/company/10')).toHaveLength(0);
  });
});

describe('billing form: Italian address and phone (issue 36)', () => {
  it('refuses CAP "ABC", province "ZZ" and phone "abc" with their messages, sending nothing; a CAP of another province too', async () => {
    const api = server({ ...MILANO, telefono: '+39 02 2941 7730' });
    const app = renderApp('/company');
    await screen.findByTestId('billing-form');

    await app.user.clear(field(/^CAP/));
    await app.user.type(field(/^CAP/), 'ABC');
    await app.user.clear(field(/^Provincia/));
    await app.user.type(field(/^Provincia/), 'ZZ');
    await app.user.clear(field(/^Telefono/));
    await app.user.type(field(/^Telefono/), 'abc');
    await app.user.click(screen.getByRole('button', { name: 'Salva' }));
    expect(await screen.findByText('Il CAP italiano è formato da 5 cifre')).toBeTruthy();
    expect(screen.getByText('Indica la sigla di una provincia italiana (per esempio MI)')).toBeTruthy();
    expect(screen.getByText('Indica un numero di telefono valido (per esempio +39 02 1234567)')).toBeTruthy();
    expect(api.callsTo('PUT', '/rest/company/10')).toHaveLength(0);

    await app.user.clear(field(/^CAP/));
    await app.user.type(field(/^CAP/), '00184');
    await app.user.clear(field(/^Provincia/));
    await app.user.type(field(/^Provincia/), 'MI');
    await app.user.clear(field(/^Telefono/));
    await app.user.type(field(/^Telefono/), '02 2941 7730');
    await app.user.click(screen.getByRole('button', { name: 'Salva' }));
    expect(await screen.findByText('Il CAP non appartiene a questa provincia')).toBeTruthy();
    expect(api.callsTo('PUT', '/rest/company/10')).toHaveLength(0);
  });
});
