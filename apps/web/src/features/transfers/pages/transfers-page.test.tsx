import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Order, Product } from '@sportello/domain';
import { portalServer } from '../../../test/portal-server.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { owner } from '../../../test/users.ts';

const flags = {
  missing_data: true,
  missing_mail_data: false,
  registrazione_dominio: false,
  ask_site_transfer: false,
  ask_mail_transfer: false,
};
function product(id: number, codice: string, nome: string, id_ordine: number, extra: Partial<Product>): Product {
  return {
    id,
    id_ordine,
    nome,
    codice,
    group_code: 'x',
    dominio: 'nuovo-rossi.it',
    categoria: 'domini',
    durata: 'Annuale',
    data_fine: '2027-03-15',
    free_period: 0,
    grace_period: 10,
    days_to_expiration: 365,
    group: 'later',
    stato_tecnico: 'attivare',
    stato_amministrativo: 'attivo',
    rinnovo_automatico: true,
    disdetto: false,
    ...flags,
    importo: 900,
    currency: 'EUR',
    qt: 1,
    nfr: false,
    note_cliente: '',
    last_bw_upgrade: null,
    free_bw_upgrade: false,
    bw_upgrade_price: null,
    n_upgrades: 0,
    pending_invoice: null,
    valore_storno: 0,
    upgradable_products: [],
    ...extra,
  };
}
const REGIT = product(11, 'REGIT', 'Registrazione dominio .it', 5, { registrazione_dominio: true });
const MAIL = product(12, 'MLART10', 'Posta Art 10 GB', 5, { ask_mail_transfer: true, missing_mail_data: true });
const PENDING = product(13, 'HOSVEN', 'Hosting Venti', 6, { ask_site_transfer: true });
const orderOf = (id: number, stato: Order['stato'], products: Product[]): Order => ({
  id,
  stato,
  products: products.map(({ id: pid, codice, nome, dominio, ...p }) => ({
    id: pid,
    codice,
    nome,
    dominio,
    missing_data: p.missing_data,
    missing_mail_data: p.missing_mail_data,
    registrazione_dominio: p.registrazione_dominio,
    ask_site_transfer: p.ask_site_transfer,
    ask_mail_transfer: p.ask_mail_transfer,
  })),
});
const list = { items: [REGIT, MAIL, PENDING], page: 1, size: 25, total: 3 };
const server = () =>
  portalServer(owner, {
    'GET /rest/products': { body: list },
    'GET /rest/orders/5': { body: orderOf(5, 'concluso', [REGIT, MAIL]) },
    'GET /rest/orders/6': { body: orderOf(6, 'in attesa', [PENDING]) },
    'POST /rest/hosting_transfers': {
      body: {
        id: 1,
        product: { ...orderOf(5, 'concluso', [MAIL]).products[0], missing_data: false, missing_mail_data: false },
      },
    },
  });

describe('transfers page (spec 2 §7)', () => {
  it('lists the products awaiting data from the server’s missing_data filter, each with what it awaits', async () => {
    const fake = server();
    renderApp('/transfers');
    const regit = await screen.findByTestId('transfer-REGIT');
    expect(within(regit).getByText('Intestatario del dominio')).toBeTruthy();
    expect(within(screen.getByTestId('transfer-MLART10')).getByText('Trasferimento posta')).toBeTruthy();
    expect(fake.callsTo('GET', '/rest/products')[0]!.query.get('missing_data')).toBe('1');
  });

  it('asks a company holder of a REGIT domain its VAT number, whatever its country, in the browser', async () => {
    server();
    const app = renderApp('/transfers');
    await app.user.click(await screen.findByTestId('transfer-open-REGIT'));
    const dialog = await screen.findByRole('dialog');
    await app.user.click(await within(dialog).findByRole('radio', { name: 'Nuova registrazione' }));
    expect(within(dialog).queryByTestId('registrant-authcode')).toBeNull();
    await app.user.click(within(dialog).getByRole('radio', { name: 'Azienda' }));
    expect(within(dialog).getByTestId('registrant-regit')).toBeTruthy();
    await app.user.click(within(dialog).getByTestId('registrant-submit'));
    await waitFor(() =>
      expect(within(dialog).getByTestId('registrant-partita-iva').getAttribute('aria-invalid')).toBe('true'),
    );
    await app.user.click(within(dialog).getByRole('switch', { name: /^Usa i dati di fatturazione dell'azienda/ }));
    expect(within(dialog).queryByTestId('registrant-partita-iva')).toBeNull();
  });

  it('asks the mailboxes of a mail transfer (rows added and removed) and confirms before sending', async () => {
    const fake = server();
    const app = renderApp('/transfers');
    await app.user.click(await screen.findByTestId('transfer-open-MLART10'));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByTestId('hosting-mail');
    expect(within(dialog).queryByTestId('hosting-site')).toBeNull();
    await app.user.click(within(dialog).getByTestId('hosting-mailbox-remove-0'));
    await app.user.click(within(dialog).getByTestId('hosting-submit'));
    expect(await within(dialog).findByText('Indica almeno una casella da trasferire')).toBeTruthy();
    await app.user.type(within(dialog).getByTestId('hosting-imap'), 'imap.example.com');
    await app.user.click(within(dialog).getByTestId('hosting-mailbox-add'));
    await app.user.type(within(dialog).getByTestId('hosting-mailbox-name-0'), 'info@rossi.example');
    await app.user.type(within(dialog).getByTestId('hosting-mailbox-password-0'), 'segreta 1');
    await app.user.click(within(dialog).getByRole('radio', { name: 'Sì, può essere sospesa' }));
    await app.user.click(within(dialog).getByTestId('hosting-submit'));
    await app.user.click(await screen.findByTestId('transfer-confirm'));
    await waitFor(() => expect(fake.callsTo('POST', '/rest/hosting_transfers')).toHaveLength(1));
    expect(fake.callsTo('POST', '/rest/hosting_transfers')[0]!.body).toMatchObject({
      id: 12,
      imap: 'imap.example.com',
      mails: [{ name: 'info@rossi.example', password: 'segreta 1' }],
      maintenanceMail: true,
    });
    expect(await screen.findByText('Dati inviati correttamente')).toBeTruthy();
  });

  it('shows no form for an order that is not concluded', async () => {
    server();
    const app = renderApp('/transfers');
    await app.user.click(await screen.findByTestId('transfer-open-HOSVEN'));
    expect((await screen.findByTestId('transfer-not-concluded')).textContent).toBe(
      "I dati si possono inviare solo quando l'ordine è concluso",
    );
    expect(screen.queryByTestId('hosting-form')).toBeNull();
  });
});
