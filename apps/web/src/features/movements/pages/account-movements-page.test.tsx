import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Movement, UserInfo } from '@sportello/domain';
import type { RecordedCall } from '../../../test/fake-server.ts';
import { portalServer } from '../../../test/portal-server.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { reseller } from '../../../test/users.ts';

const movement = (
  id: number,
  tipo: Movement['tipo'],
  amount: number,
  data: string,
  scadenza: string | null = null,
) => ({
  id: String(id),
  tipo,
  amount,
  data,
  dettagli: `Fattura ${id}`,
  scadenza,
  richiesta: null,
});

const MOVEMENTS = [
  { ...movement(5, 'provvigioni', -30_000, '2026-11-20'), dettagli: 'Richiesta provvigioni n. 9', richiesta: 9 },
  movement(1, 'segnalazioni', 2_000, '2026-11-12'),
  movement(2, 'provvigioni', 4_500, '2026-10-05'),
  movement(3, 'provvigioni', 3_000, '2025-10-05', '2027-01-05'),
  movement(4, 'comarketing', 900, '2026-10-18'),
];

const parameters = (fields: Record<string, unknown> = {}) => ({
  currency: 'CHF',
  sconto: 20,
  collect_from: 10_000,
  referral_percentage: 10,
  comarketing_percentage: 5,
  cashback_percentage: 3,
  cashback_until: null,
  cashback_months: [],
  cashback_status: 'choose',
  iban: 'CH9300762011623852957',
  balances: { provvigioni: 9_500, comarketing: 900, cashback: 0 },
  ...fields,
});

const statement =
  (movements = MOVEMENTS, fields: Record<string, unknown> = {}) =>
  (call: RecordedCall) => {
    const tipo = call.query.get('tipo');
    const q = (call.query.get('q') ?? '').toLowerCase();
    const kinds = tipo === 'provvigioni' ? ['provvigioni', 'segnalazioni'] : [tipo];
    const items = movements.filter((m) => kinds.includes(m.tipo) && m.dettagli.toLowerCase().includes(q));
    return { body: { items, page: 1, size: 50, total: items.length, ...parameters(fields) } };
  };

const render = (user: UserInfo = reseller, routes: Record<string, unknown> = {}) => {
  const server = portalServer(user, { 'GET /rest/account_movements': statement(), ...routes } as never);
  return { server, app: renderApp('/account_movements') };
};

describe('Conto (spec 2 account movements)', () => {
  it('shows the three balances with their percentages, the commission tab first, 50 a page, expiry on old credit', async () => {
    const { server } = render();
    const table = await screen.findByTestId('movements-table');
    expect(within(screen.getByTestId('balance-provvigioni')).getByText('Saldo provvigioni')).toBeDefined();
    expect(screen.getByTestId('balance-provvigioni-amount').textContent).toMatch(/^CHF\s95\.00$/);
    expect(screen.getByTestId('balance-comarketing').textContent).toContain('5%');
    expect(screen.getByTestId('balance-cashback').textContent).toContain('3%');
    // Below collect_from: no commission request yet; co-marketing has credit.
    expect((screen.getByTestId('ask-provvigioni') as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByTestId('ask-comarketing') as HTMLButtonElement).disabled).toBe(false);
    expect(within(table).getAllByRole('row')).toHaveLength(5);
    expect(within(table).getByRole('link', { name: 'Ricevuta della richiesta n. 9' }).getAttribute('href')).toContain(
      '/rest/commissions_receipt?id=9',
    );
    expect(within(table).getByText('Segnalazione')).toBeDefined();
    expect(within(table).getByText(/In scadenza il/)).toBeDefined();
    const call = server.callsTo('GET', '/rest/account_movements')[0]!;
    expect([call.query.get('tipo'), call.query.get('size'), call.query.get('sort')]).toEqual([
      'provvigioni',
      '50',
      '-data',
    ]);
  });

  it('hides the commission card and tab from a reseller without a discount', async () => {
    render({ ...reseller, sconto: 0 }, { 'GET /rest/account_movements': statement(MOVEMENTS, { sconto: 0 }) });
    await screen.findByTestId('balance-comarketing');
    expect(screen.queryByTestId('balance-provvigioni')).toBeNull();
    expect(screen.queryByTestId('tab-provvigioni')).toBeNull();
    expect(screen.getByTestId('tab-comarketing').getAttribute('aria-selected')).toBe('true');
  });

  it('tells no movements apart from none matching the filter', async () => {
    const { app } = render(reseller, { 'GET /rest/account_movements': statement([]) });
    expect((await screen.findByTestId('list-empty')).textContent).toBe('Nessun movimento.');
    await app.user.type(screen.getByRole('searchbox', { name: /Cerca nei dettagli/ }), 'nulla');
    await waitFor(() =>
      expect(screen.getByTestId('list-empty').textContent).toBe('Nessun movimento trovato con il filtro selezionato.'),
    );
  });

  it('asks for exactly 3 cashback months, at most 3 ticked, and saves them after a confirmation', async () => {
    const { server, app } = render(reseller, {
      'PUT /rest/company/20': (call: RecordedCall) => ({
        body: { id: 20, cashback_months: (call.body as { cashback_months: number[] }).cashback_months },
      }),
    });
    await screen.findByTestId('cashback-choice');
    await app.user.click(screen.getByTestId('cashback-month-1'));
    await app.user.click(screen.getByTestId('save-cashback'));
    expect((await screen.findByTestId('cashback-warning')).textContent).toBe('Seleziona 3 mesi');
    await app.user.click(screen.getByTestId('cashback-month-4'));
    await app.user.click(screen.getByTestId('cashback-month-7'));
    expect((screen.getByLabelText('settembre') as HTMLInputElement).disabled).toBe(true);
    await app.user.click(screen.getByTestId('save-cashback'));
    await app.user.click(await screen.findByTestId('confirm-cashback'));
    await waitFor(() => expect(server.callsTo('PUT', '/rest/company/20')).toHaveLength(1));
    expect(server.callsTo('PUT', '/rest/company/20')[0]?.body).toEqual({ cashback_months: [1, 4, 7] });
    expect(await screen.findByText('Preferenza salvata.')).toBeDefined();
  });

  it('shows the active cashback with its months and end', async () => {
    render(reseller, {
      'GET /rest/account_movements': statement(MOVEMENTS, {
        cashback_status: 'active',
        cashback_months: [3, 7, 12],
        cashback_until: '2027-06-30',
      }),
    });
    expect((await screen.findByTestId('cashback-active')).textContent).toMatch(/marzo, luglio, dicembre/);
  });

  it('sends a commission request with its invoice as multipart, and shows the refusals on the fields', async () => {
    let refuse = true;
    const { server, app } = render(reseller, {
      'GET /rest/account_movements': statement(MOVEMENTS, {
        balances: { provvigioni: 30_000, comarketing: 900, cashback: 0 },
      }),
      'POST /rest/commissions': () =>
        refuse
          ? {
              status: 422,
              body: { message: 'x', errors: { importo: "L'importo supera il saldo disponibile (300.00 CHF)." } },
            }
          : {
              body: {
                result: 'ok',
                id: 7,
                balance: 17_950,
                message:
                  'Fattura ricevuta correttamente e credito scalato. Verrai contattato dalla nostra amministrazione per il pagamento.',
              },
            },
    });
    await app.user.click(await screen.findByTestId('ask-provvigioni'));
    const form = await screen.findByTestId('request-form-provvigioni');
    expect((within(form).getByLabelText(/IBAN/) as HTMLInputElement).value).toBe('CH9300762011623852957');
    await app.user.type(within(form).getByLabelText(/^Importo/), '100.005');
    await app.user.click(within(form).getByTestId('request-submit'));
    expect(
      await within(form).findByText('Importo non valido: inserisci un numero con al massimo due decimali.'),
    ).toBeDefined();
    expect(within(form).getByText('Allega la fattura in formato PDF.')).toBeDefined();
    expect(server.callsTo('POST', '/rest/commissions')).toHaveLength(0);

    await app.user.clear(within(form).getByLabelText(/^Importo/));
    await app.user.type(within(form).getByLabelText(/^Importo/), '400');
    const pdf = new File(['%PDF-1.4'], 'fattura.pdf', { type: 'application/pdf' });
    await app.user.upload(form.querySelector<HTMLInputElement>('input[type=file]')!, pdf);
    await app.user.click(within(form).getByTestId('request-submit'));
    expect(await within(form).findByText("L'importo supera il saldo disponibile (300.00 CHF).")).toBeDefined();

    refuse = false;
    await app.user.click(within(form).getByTestId('request-submit'));
    expect(await screen.findByTestId('request-done')).toBeDefined();
    const sent = server.callsTo('POST', '/rest/commissions')[1]!.body as FormData;
    expect(JSON.parse(String(sent.get('json')))).toEqual({
      tipo: 'provvigioni',
      importo: '400',
      iban: 'CH9300762011623852957',
      messaggio: '',
    });
    expect((sent.get('allegati') as File).name).toBe('fattura.pdf');
    expect(screen.getByTestId('request-receipt').getAttribute('href')).toContain('/rest/commissions_receipt?id=7');
  });

  it('shows the error state when the statement cannot be read', async () => {
    render(reseller, { 'GET /rest/account_movements': { status: 500, body: { message: 'Errore' } } });
    expect(await screen.findByTestId('list-error')).toBeDefined();
  });
});
