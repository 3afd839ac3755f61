import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app.tsx';
import { owner, reseller, staffOnCustomer, tecnico } from '../../../test/users.ts';
import { wizardServer } from '../test/wizard-server.ts';

const stepIs = (text: string) =>
  waitFor(() => expect(screen.getByTestId('wizard-step-title').textContent).toBe(text), { timeout: 3000 });

beforeEach(() => sessionStorage.clear());

type User = ReturnType<typeof renderApp>['user'];

/** A hosting quote for a customer up to the summary: hosting, HOSMN, a mail plan, a domain to register. */
async function hostingToSummary(user: User) {
  await stepIs("Scopo dell'offerta");
  await user.click(screen.getByTestId('field-path-hosting'));
  await user.click(screen.getByTestId('field-os-windows'));
  await user.click(screen.getByTestId('next'));
  await stepIs('Prodotto');
  await user.click(screen.getByTestId('field-product-HOSBASW'));
  await user.click(screen.getByTestId('next'));
  await stepIs('Posta elettronica');
  await user.click(screen.getByTestId('field-mail-MLART10'));
  await user.click(screen.getByTestId('next'));
  await stepIs('Location');
  await user.click(screen.getByTestId('next'));
  await stepIs('Servizi aggiuntivi');
  await user.click(screen.getByTestId('next'));
  await stepIs('Nome a dominio');
  await user.type(screen.getByTestId('field-domain'), 'rossi-web.it');
  await user.click(screen.getByTestId('field-domain-action-registrazione'));
  await user.click(screen.getByTestId('next'));
  await stepIs('Riepilogo e preventivo');
}

describe('quote wizard (spec 3 §2 diy-offer)', () => {
  it('loads, starts on Scopo for a customer, refuses Avanti without a path and shows why at the field', async () => {
    wizardServer(owner);
    const { user } = renderApp('/diy-offer/');
    expect(await screen.findByText('Stiamo caricando il wizard...')).toBeDefined();
    await stepIs("Scopo dell'offerta");
    expect(screen.getByRole('heading', { level: 1, name: 'Offerta fai da te' })).toBeDefined();
    expect(screen.getByText('Costruisci la tua offerta personalizzata')).toBeDefined();
    expect((screen.getByTestId('back') as HTMLButtonElement).disabled).toBe(true);
    // A customer is offered no Hosting Reseller path (spec 3 §6).
    expect(screen.queryByTestId('field-path-reseller')).toBeNull();
    await user.click(screen.getByTestId('next'));
    expect(await within(screen.getByTestId('field-path')).findByText('Campo obbligatorio')).toBeDefined();
    await stepIs("Scopo dell'offerta");
  });

  it('walks the enabled steps, skips the others, goes back, and edits from the summary', async () => {
    const server = wizardServer(owner);
    const { user } = renderApp('/diy-offer/');
    await hostingToSummary(user);
    // Hosting on Windows asks no stack and no configuration: those steps were skipped.
    expect(screen.getByTestId('wizard-progress').textContent).toBe('Passo 7 di 7');
    const infrastructure = await screen.findByTestId('summary-infrastruttura');
    expect(within(infrastructure).getByText(/HOSBASW/)).toBeDefined();
    expect(within(screen.getByTestId('summary-dominio')).getByText(/REGIT/)).toBeDefined();
    expect(within(screen.getByTestId('summary-mail')).getByText(/MLART10/)).toBeDefined();
    expect(screen.getByTestId('total-annual')).toBeDefined();
    // The edit link of an item jumps back to its step.
    await user.click(screen.getByRole('button', { name: 'Modifica MLART10' }));
    await stepIs('Posta elettronica');
    await user.click(screen.getByTestId('back'));
    await stepIs('Prodotto');
    const quoted = server.callsTo('POST', '/rest/offers/quote').at(-1)?.body as { state: Record<string, unknown> };
    expect(quoted.state.codiceProdottoMail).toBe('MLART10');
    expect(quoted.state).not.toHaveProperty('currentStep');
  });

  it('saves with the chosen action and ends on ThankYou with the PDF link', async () => {
    const server = wizardServer(owner);
    const { user } = renderApp('/diy-offer/');
    await hostingToSummary(user);
    // Billing self: no mail to a customer.
    expect(screen.queryByTestId('submit-mailcustomer')).toBeNull();
    // Keyboard only: the button takes the focus and Enter presses it.
    screen.getByTestId('submit-pdf').focus();
    await user.keyboard('{Enter}');
    await stepIs('Wizard completato');
    expect(screen.getByText('Offerta creata')).toBeDefined();
    const link = screen.getByTestId('offer-pdf') as HTMLAnchorElement;
    expect(link.getAttribute('href')).toBe('/rest/offer-pdf/77');
    const [saved] = server.callsTo('POST', '/rest/offers');
    expect(saved?.body).toMatchObject({ action: 'pdf', state: { action: 'pdf', path: 'hosting' } });
    expect(await screen.findByTestId('to-confirm')).toBeDefined();
    expect(screen.getByTestId('to-offers').getAttribute('href')).toBe('/offers');
    await user.click(screen.getByTestId('restart'));
    await stepIs("Scopo dell'offerta");
  });

  it('asks before resetting, and a confirmed reset restores the defaults and the first step', async () => {
    wizardServer(owner);
    const { user } = renderApp('/diy-offer/');
    await stepIs("Scopo dell'offerta");
    await user.click(screen.getByTestId('field-path-cloud'));
    await user.click(screen.getByTestId('next'));
    await stepIs('Prodotto');
    await user.click(screen.getByTestId('reset'));
    expect(
      await screen.findByText('Sei sicuro di voler resettare tutte le tue scelte e tornare al primo step?'),
    ).toBeDefined();
    await user.click(screen.getByTestId('reset-cancel'));
    await stepIs('Prodotto');
    await user.click(screen.getByTestId('reset'));
    await user.click(await screen.findByTestId('reset-confirm'));
    await stepIs("Scopo dell'offerta");
    expect((screen.getByTestId('field-path-cloud') as HTMLInputElement).checked).toBe(false);
  });

  it('keeps the step and the answers across a reload in the same tab', async () => {
    wizardServer(owner);
    const first = renderApp('/diy-offer/');
    await stepIs("Scopo dell'offerta");
    await first.user.click(screen.getByTestId('field-path-cloud'));
    await first.user.click(screen.getByTestId('next'));
    await stepIs('Prodotto');
    await first.user.type(screen.getByTestId('field-server-name'), 'web01');
    first.unmount();
    renderApp('/diy-offer/');
    await stepIs('Prodotto');
    expect((screen.getByTestId('field-server-name') as HTMLInputElement).value).toBe('web01');
  });

  it('shows the engine’s refusals at the fields: a server name that is no hostname, RAM below the stack minimum', async () => {
    wizardServer(owner);
    const { user } = renderApp('/diy-offer/');
    await stepIs("Scopo dell'offerta");
    await user.click(screen.getByTestId('field-path-cloud'));
    await user.click(screen.getByTestId('next'));
    await stepIs('Prodotto');
    await user.type(screen.getByTestId('field-server-name'), 'web_01!');
    await user.click(screen.getByTestId('next'));
    await stepIs('Prodotto');
    expect(screen.getByTestId('field-server-name').getAttribute('aria-invalid')).toBe('true');
    await user.clear(screen.getByTestId('field-server-name'));
    await user.type(screen.getByTestId('field-server-name'), 'web01');
    await user.click(screen.getByTestId('next'));
    await stepIs('Stack e risorse');
    await user.click(screen.getByTestId('field-stack-whm'));
    expect(await screen.findByText('Opzione non disponbile: RAM minima necessaria 8 GB')).toBeDefined();
    const ram = screen.getByTestId('field-ram') as HTMLSelectElement;
    expect((within(ram).getByRole('option', { name: '4 GB' }) as HTMLOptionElement).disabled).toBe(true);
  });

  it('asks the server once the typing pauses, not at every key', async () => {
    const server = wizardServer(owner);
    const { user } = renderApp('/diy-offer/');
    await stepIs("Scopo dell'offerta");
    await user.click(screen.getByTestId('field-path-host'));
    await user.click(screen.getByTestId('next'));
    await stepIs('Prodotto');
    await user.type(screen.getByTestId('field-server-name'), 'database01');
    await waitFor(() =>
      expect(server.callsTo('POST', '/rest/offers/quote').at(-1)?.body).toMatchObject({
        state: { nomeServer: 'database01' },
      }),
    );
    const names = server
      .callsTo('POST', '/rest/offers/quote')
      .map((call) => (call.body as { state: { nomeServer?: string } }).state.nomeServer)
      .filter((name) => name !== undefined);
    expect(names).toEqual(['database01']);
  });

  it('prefills the searched domain of the query (domainName, domainAvailable)', async () => {
    const server = wizardServer(owner);
    const { user } = renderApp('/diy-offer/?domainName=Rossi-Nuovo.ch&domainAvailable=1');
    await stepIs("Scopo dell'offerta");
    await user.click(screen.getByTestId('field-path-dominio'));
    await user.click(screen.getByTestId('next'));
    await stepIs('Nome a dominio');
    expect((screen.getByTestId('field-domain') as HTMLInputElement).value).toBe('rossi-nuovo.ch');
    await waitFor(() =>
      expect(server.callsTo('POST', '/rest/offers/quote').at(-1)?.body).toMatchObject({ domain: 'rossi-nuovo.ch' }),
    );
  });
});

describe('quote wizard summary: currency (spec 3 §2, §7) and backup rotation (spec 2 §9)', () => {
  it('a company whose currency is locked sees the offer’s currency and no choice', async () => {
    wizardServer(owner);
    const { user } = renderApp('/diy-offer/');
    await hostingToSummary(user);
    expect(screen.getByTestId('offer-currency').textContent).toBe('Valuta: EUR');
    expect(screen.queryByTestId('field-currency')).toBeNull();
  });

  it('an unlocked company billing itself chooses the currency: totals and the saved state follow it', async () => {
    const server = wizardServer({ ...owner, currency_locked: false });
    const { user } = renderApp('/diy-offer/');
    await hostingToSummary(user);
    const choice = screen.getByTestId('field-currency');
    expect((within(choice).getByRole('radio', { name: 'EUR' }) as HTMLInputElement).checked).toBe(true);
    const annual = () => screen.getByTestId('total-annual').textContent ?? '';
    expect(annual()).toContain('€');
    await user.click(within(choice).getByRole('radio', { name: 'CHF' }));
    await waitFor(() => expect(annual()).toContain('CHF'), { timeout: 3000 });
    expect(screen.queryByTestId('summary-errors')).toBeNull();
    await user.click(screen.getByTestId('submit-mailme'));
    await stepIs('Wizard completato');
    const [saved] = server.callsTo('POST', '/rest/offers');
    expect(saved?.body).toMatchObject({ state: { currency: 'CHF' } });
  });

  it('an item with backups shows their rotation: 3 daily, 2 weekly, 4 monthly, in the catalogue’s words', async () => {
    wizardServer(owner);
    const { user } = renderApp('/diy-offer/');
    await hostingToSummary(user);
    expect(screen.getByTestId('backup-rotation-HOSBASW').textContent).toBe(
      'Backup: Sì (rotazione: 3 giornalieri, 2 settimanali, 4 mensili)',
    );
    // The mail plan and the domain include none.
    expect(screen.queryByTestId('backup-rotation-MLART10')).toBeNull();
    expect(screen.queryByTestId('backup-rotation-REGIT')).toBeNull();
  });
});

describe('quote wizard: confirm ability (spec 3 §4)', () => {
  it('names the last move Concludi, and without enable_orders offers no confirm but the other actions', async () => {
    wizardServer(tecnico);
    const { user } = renderApp('/diy-offer/');
    await stepIs("Scopo dell'offerta");
    await user.click(screen.getByTestId('field-path-mail'));
    await user.click(screen.getByTestId('next'));
    await stepIs('Posta elettronica');
    await user.click(screen.getByTestId('field-mail-MLART20'));
    await user.click(screen.getByTestId('next'));
    await stepIs('Location');
    await user.click(screen.getByTestId('next'));
    await stepIs('Servizi aggiuntivi');
    await user.click(screen.getByTestId('next'));
    await stepIs('Nome a dominio');
    expect(screen.getByTestId('next').textContent).toBe('Concludi');
    await user.click(screen.getByTestId('next'));
    await stepIs('Riepilogo e preventivo');
    expect((screen.getByTestId('submit-confirm') as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId('confirm-not-enabled').textContent).toBe(
      "Conferma e rifiuto delle offerte non abilitati: chiedi ad un amministratore dell'azienda",
    );
    expect((screen.getByTestId('submit-mailme') as HTMLButtonElement).disabled).toBe(false);
  });
});

describe('quote wizard for a reseller (spec 3 §2 Clienti, §5)', () => {
  it('starts on Clienti, and with no customer says so and will not go on', async () => {
    wizardServer(reseller);
    const { user } = renderApp('/diy-offer/');
    await stepIs('Intestazione');
    expect((screen.getByTestId('back') as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByTestId('field-billing-for-customer'));
    expect(await screen.findByText('Nessun cliente trovato...')).toBeDefined();
    expect(screen.getByRole('button', { name: "Crea un'azienda prospect" })).toBeDefined();
    await user.click(screen.getByTestId('next'));
    expect(await screen.findByText('Nessun cliente finale selezionato')).toBeDefined();
    await stepIs('Intestazione');
  });

  it('product-testing preselects the trial of 60 days where the trial is asked', async () => {
    wizardServer(reseller);
    const { user } = renderApp('/product-testing/');
    await stepIs('Intestazione');
    await user.click(screen.getByTestId('field-resale-mode-resale'));
    await user.click(screen.getByTestId('next'));
    await stepIs("Scopo dell'offerta");
    await user.click(screen.getByTestId('field-path-hosting'));
    await user.click(screen.getByTestId('back'));
    await stepIs('Intestazione');
    expect(screen.getByText('Vuoi attivare questo servizio in prova per 60 giorni?')).toBeDefined();
    expect((screen.getByTestId('field-trial-yes') as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText('Rinnova dopo il periodo gratuito')).toBeDefined();
  });
});

describe('quote wizard run by an operator as a customer (issue 31, /{id_cliente}/diy-offer)', () => {
  it('works under the banner: every call names the customer, the offer is saved for it, links keep the prefix', async () => {
    const customer = { ...staffOnCustomer, contratto_cliente: true, approval: 'approvato' as const };
    const server = wizardServer(customer);
    const { user } = renderApp('/77/diy-offer/');
    expect((await screen.findByTestId('banner-staff')).textContent).toContain('Cliente Uno S.r.l. (#77)');
    await hostingToSummary(user);
    await user.click(screen.getByTestId('submit-mailme'));
    await stepIs('Wizard completato');
    const calls = [
      ...server.callsTo('GET', '/rest/price_list'),
      ...server.callsTo('POST', '/rest/offers/quote'),
      ...server.callsTo('POST', '/rest/offers'),
    ];
    expect(calls.length).toBeGreaterThan(2);
    expect(calls.every((call) => call.query.get('id_cliente') === '77')).toBe(true);
    expect(screen.getByTestId('to-offers').getAttribute('href')).toBe('/77/offers');
    expect((await screen.findByTestId('to-confirm')).getAttribute('href')).toBe('/77/offers/77');
    expect(screen.getByTestId('offer-pdf').getAttribute('href')).toBe('/rest/offer-pdf/77?id_cliente=77');
  });
});
