import { notificationsStore } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Company } from '@sportello/domain';
import { portalServer } from '../../../test/portal-server.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { owner, staffOnCustomer, supportOnCustomer, tecnico } from '../../../test/users.ts';

const ROSSI: Company = {
  id: 10,
  tipologia: 'Company',
  ragione_sociale: 'Rossi Arredamenti S.r.l.',
  stato: 'IT',
  cap: '20124',
  citta: 'Milano',
  provincia: 'MI',
  indirizzo: 'Corso Buenos Aires 45',
  telefono: '+39 02 2941 7730',
  partita_iva: '04512870967',
  codice_fiscale: '04512870967',
  email_pec: 'rossi@pec.example',
  sdi: 'KRRH6B9',
  currency: 'EUR',
  lingua: 'it',
  fatturazione_mensile: false,
  locked: false,
  currency_locked: false,
  approval: 'approvato',
  ack_marketing: true,
  ack_privacy: true,
  ack_terms: true,
  contratto_cliente: true,
  cod_pagamento: 'BB30',
  pagamento: 'Bonifico bancario 30 gg data fattura',
  id_pagamento: null,
  metodi_pagamento: ['paypal', 'axerve-cc'],
  fatturante_strid: 'BBW',
  hasCompleteBillingData: true,
  is_verified_billing: true,
  is_reseller: false,
  iva: 22,
  use_credit: false,
  id_main_skill: null,
  requirements: [],
  cashback_months: [],
  disableRecurringPayments: false,
};

const toasts = () => notificationsStore.getState().notifications.map((n) => n.message);

function companyServer(company: Company = ROSSI, extra: Parameters<typeof portalServer>[1] = {}) {
  let saved = company;
  return portalServer(owner, {
    'GET /rest/company/10': () => ({ body: saved }),
    'PUT /rest/company/10': (call) => {
      saved = { ...saved, ...(call.body as Partial<Company>) };
      if ((call.body as { disableRecurringPayments?: boolean }).disableRecurringPayments)
        saved = { ...saved, disableRecurringPayments: true };
      return { body: saved };
    },
    ...extra,
  });
}

describe('company page (spec 2 Company page, spec 1 §5)', () => {
  it('shows the payment mode and saves the billing data with "Salva", refreshing the session', async () => {
    const api = companyServer();
    const app = renderApp('/company');
    expect((await screen.findByTestId('payment-mode')).textContent).toBe('Bonifico bancario 30 gg data fattura');
    expect(screen.getByText('Carta di credito')).toBeTruthy();
    const sessionsBefore = api.callsTo('GET', '/api/dashboard/userinfo').length;
    const city = screen.getByRole('combobox', { name: /^Città/ });
    await app.user.clear(city);
    await app.user.type(city, 'Monza');
    await app.user.click(screen.getByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(api.callsTo('PUT', '/rest/company/10')).toHaveLength(1));
    expect(api.callsTo('PUT', '/rest/company/10')[0]?.body).toMatchObject({ citta: 'Monza', sdi: 'KRRH6B9' });
    await waitFor(() => expect(toasts()).toContain('Profilo aggiornato'));
    await waitFor(() => expect(api.callsTo('GET', '/api/dashboard/userinfo').length).toBeGreaterThan(sessionsBefore));
  });

  it("checks the form before sending and shows 'Errore di salvataggio' with the server's message", async () => {
    const api = companyServer(ROSSI, {
      'PUT /rest/company/10': { status: 409, body: { message: "Per cambiare valuta contatta l'amministrazione" } },
    });
    const app = renderApp('/company');
    const phone = await screen.findByRole('textbox', { name: /^Telefono/ });
    await app.user.clear(phone);
    await app.user.click(screen.getByRole('button', { name: 'Salva' }));
    expect(await screen.findByText('Campo obbligatorio')).toBeTruthy();
    expect(api.callsTo('PUT', '/rest/company/10')).toHaveLength(0);
    await app.user.type(phone, '+39 02 1234');
    await app.user.click(screen.getByRole('button', { name: 'Salva' }));
    const alert = await screen.findByTestId('billing-failure');
    expect(within(alert).getByText('Errore di salvataggio')).toBeTruthy();
    expect(within(alert).getByText("Per cambiare valuta contatta l'amministrazione")).toBeTruthy();
  });

  it('toggles the credit, and puts the switch back when the save fails', async () => {
    let fail = false;
    companyServer(ROSSI, {
      'PUT /rest/company/10': (call) =>
        fail ? { status: 500, body: { message: 'Errore' } } : { body: { ...ROSSI, ...(call.body as object) } },
    });
    const app = renderApp('/company');
    const credit = await screen.findByRole('switch', { name: /Usa il credito/ });
    await app.user.click(credit);
    await waitFor(() => expect(toasts()).toContain('Modifica effettuata'));
    expect((credit as HTMLInputElement).checked).toBe(true);
    fail = true;
    await app.user.click(credit);
    await waitFor(() => expect((credit as HTMLInputElement).checked).toBe(true));
  });

  it('stops recurring payments after a confirmation', async () => {
    const api = companyServer();
    const app = renderApp('/company');
    await app.user.click(await screen.findByTestId('stop-recurring'));
    expect(api.callsTo('PUT', '/rest/company/10')).toHaveLength(0);
    await app.user.click(await screen.findByTestId('confirm-stop-recurring'));
    await waitFor(() => expect(toasts()).toContain('Pagamenti automatici disattivati'));
    expect(api.callsTo('PUT', '/rest/company/10')[0]?.body).toEqual({ disableRecurringPayments: true });
    await waitFor(() => expect(screen.queryByTestId('stop-recurring')).toBeNull());
  });

  it('changes the currency with the toggle, hidden when the currency is locked', async () => {
    const api = companyServer(ROSSI, {
      'POST /api/currency/update': { body: { result: 'ok', message: 'Valuta aggiornata' } },
    });
    const app = renderApp('/company');
    const toggle = await screen.findByTestId('currency-toggle');
    await app.user.click(within(toggle).getByText('CHF'));
    await waitFor(() => expect(api.callsTo('POST', '/api/currency/update')[0]?.body).toEqual({ currency: 'CHF' }));
  });

  it('hides the currency toggle when locked; a locked profile sends a change request instead', async () => {
    const api = companyServer(
      { ...ROSSI, locked: true },
      { 'POST /rest/company_change_requests': { body: { result: 'ok', message: 'Richiesta inviata' } } },
    );
    const app = renderApp('/company');
    await screen.findByTestId('billing-form');
    expect(screen.queryByTestId('currency-toggle')).toBeNull();
    expect((screen.getByRole('textbox', { name: /^Ragione sociale/ }) as HTMLInputElement).disabled).toBe(true);
    // The policy's own words (the server refuses a change of these fields with the same ones).
    expect(screen.getAllByText("Non modificabile: invia la richiesta di modifica all'amministrazione")).toHaveLength(4);
    expect((screen.getByRole('combobox', { name: /^Città/ }) as HTMLInputElement).disabled).toBe(false);
    await app.user.click(screen.getByTestId('open-change-request'));
    const form = await screen.findByTestId('change-request-form');
    const name = within(form).getByRole('textbox', { name: /^Ragione sociale/ });
    await app.user.clear(name);
    await app.user.click(within(form).getByTestId('change-request-submit'));
    expect(await within(form).findByText('Campo obbligatorio')).toBeTruthy();
    await app.user.type(name, 'Rossi Design S.r.l.');
    await app.user.type(within(form).getByRole('textbox', { name: /^Note/ }), 'Nuova denominazione');
    await app.user.click(within(form).getByTestId('change-request-submit'));
    await waitFor(() => expect(api.callsTo('POST', '/rest/company_change_requests')).toHaveLength(1));
    expect(api.callsTo('POST', '/rest/company_change_requests')[0]?.body).toMatchObject({
      ragione_sociale: 'Rossi Design S.r.l.',
      partita_iva: '04512870967',
      note: 'Nuova denominazione',
    });
  });

  it('is not for a user without admin or billing', async () => {
    portalServer(tecnico, { 'GET /rest/company/10': { body: ROSSI } });
    renderApp('/company');
    await waitFor(() => expect(screen.queryByTestId('company-page')).toBeNull());
  });

  it.each([
    ['a support operator sees the data and no write control', supportOnCustomer, false],
    ['an admin operator may save', staffOnCustomer, true],
  ] as const)('acting on a customer: %s', async (_label, user, writes) => {
    portalServer(user, { 'GET /rest/company/77': { body: { ...ROSSI, id: 77 } } });
    renderApp('/77/company');
    expect(await screen.findByDisplayValue('Rossi Arredamenti S.r.l.')).toBeTruthy();
    expect(screen.queryAllByRole('button', { name: 'Salva' }).length > 0).toBe(writes);
    expect(screen.queryAllByTestId('read-only-note').length > 0).toBe(!writes);
    expect((screen.getByRole('switch', { name: /Usa il credito disponibile/ }) as HTMLInputElement).disabled).toBe(
      !writes,
    );
    if (!writes) {
      expect(
        screen.getAllByText('Sola lettura: il tuo ruolo consulta i dati del cliente senza modificarli.').length,
      ).toBeGreaterThan(0);
    }
  });
});
