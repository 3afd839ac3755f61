import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { customerPrice, type CatalogItem, type PriceList } from '@sportello/domain';
import { portalServer } from '../../../test/portal-server.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { owner, reseller } from '../../../test/users.ts';

const product = (
  codice: string,
  nome: string,
  categoria: string,
  durata: CatalogItem['durata'],
  prezzo: number,
  extra: Partial<CatalogItem> = {},
): CatalogItem => ({
  codice,
  nome,
  categoria,
  posizione_categoria: categoria === 'hosting' ? 1 : 11,
  group_code: categoria,
  durata,
  tld: null,
  min_ram: null,
  qt: 1,
  features: {},
  prezzo,
  prezzo_ivato: Math.round(prezzo * 1.22),
  prezzo_scontato: null,
  prezzo_clienti: null,
  prezzo_eur: prezzo,
  prezzo_chf: Math.round(prezzo * 1.1),
  prezzo_scontato_eur: null,
  prezzo_scontato_chf: null,
  ...extra,
});

const CUSTOMER_LIST: PriceList = {
  id_azienda: 10,
  currency: 'EUR',
  iva: 22,
  reseller: false,
  // The server sends them in order; the page sorts by posizione anyway.
  categories: [
    { code: 'domini', nome: 'Registrazione domini', posizione: 11, markup: null },
    { code: 'hosting', nome: 'Hosting', posizione: 1, markup: null },
  ],
  items: [
    product('HOSMN', 'Hosting Linux Mini', 'hosting', 'Annuale', 5900, {
      features: {
        spazio: 5,
        traffico: 0,
        support: 'basic',
        ssh_access: false,
        backup: true,
        descrizione: 'Per un sito vetrina.',
      },
    }),
    product('HOSMN', 'Hosting Linux Mini', 'hosting', 'Mensile', 590),
    product('HOSERT', 'Hosting Linux Expert', 'hosting', 'Annuale', 34900),
    product('REGIT', 'Registrazione dominio .it', 'domini', 'Annuale', 990, { tld: 'it' }),
  ],
};

function resellerList(markup: number): PriceList {
  const priced = (item: CatalogItem, discounted: number): CatalogItem => ({
    ...item,
    prezzo_scontato: discounted,
    prezzo_clienti: customerPrice(discounted, item.categoria === 'hosting' ? markup : 0, 'CHF'),
  });
  return {
    ...CUSTOMER_LIST,
    id_azienda: 20,
    currency: 'CHF',
    reseller: true,
    categories: [
      { code: 'hosting', nome: 'Hosting', posizione: 1, markup },
      { code: 'domini', nome: 'Registrazione domini', posizione: 11, markup: 0 },
    ],
    items: [
      priced(product('HOSMN', 'Hosting Linux Mini', 'hosting', 'Annuale', 6195), 4645),
      priced(product('REGIT', 'Registrazione dominio .it', 'domini', 'Annuale', 1040, { tld: 'it' }), 885),
    ],
  };
}

afterEach(() => vi.restoreAllMocks());

const rowOf = (codice: string) => screen.getByTestId(`catalog-row-${codice}`);
const sectionsShown = () => screen.queryAllByTestId(/^catalog-category-/);

describe('catalog page (spec 2 "Catalog / price list")', () => {
  it('groups by category in category order, Annuale by default, with the list price and the price with VAT', async () => {
    portalServer(owner, { 'GET /rest/price_list': { body: CUSTOMER_LIST } });
    const app = renderApp('/catalog');
    const sections = await screen.findAllByTestId(/^catalog-category-/);
    expect(sections.map((s) => within(s).getByRole('heading').textContent)).toEqual([
      'Hosting',
      'Registrazione domini',
    ]);
    expect(within(rowOf('HOSMN')).getByTestId('price-list').textContent).toMatch(/59,00\s€/);
    expect(within(rowOf('HOSMN')).getByTestId('price-vat').textContent).toMatch(/71,98\s€/);
    expect(screen.queryByTestId('price-customer')).toBeNull();
    expect(screen.queryByTestId('markup-form-hosting')).toBeNull();
    expect(screen.getByText('Prezzi in EUR, IVA esclusa dove non indicato.')).toBeDefined();

    await app.user.click(screen.getByRole('radio', { name: 'Mensile' }));
    await waitFor(() => expect(within(rowOf('HOSMN')).getByTestId('price-list').textContent).toMatch(/5,90\s€/));
    expect(screen.queryByTestId('catalog-row-HOSERT')).toBeNull();
    expect(screen.queryByTestId('list-empty')).toBeNull();
  });

  it('filters by text, and says when nothing matches', async () => {
    portalServer(owner, { 'GET /rest/price_list': { body: CUSTOMER_LIST } });
    const app = renderApp('/catalog');
    await app.user.type(await screen.findByTestId('catalog-search'), '.it');
    await waitFor(() => expect(sectionsShown()).toHaveLength(1));
    expect(rowOf('REGIT')).toBeDefined();
    await app.user.clear(screen.getByTestId('catalog-search'));
    await app.user.type(screen.getByTestId('catalog-search'), 'expert');
    await waitFor(() => expect(sectionsShown()).toHaveLength(1));
    expect(rowOf('HOSERT')).toBeDefined();
    expect(screen.queryByTestId('catalog-row-HOSMN')).toBeNull();
    await app.user.clear(screen.getByTestId('catalog-search'));
    await app.user.type(screen.getByTestId('catalog-search'), 'introvabile');
    expect((await screen.findByTestId('list-empty')).textContent).toBe(
      'Nessun prodotto trovato con il filtro selezionato.',
    );
  });

  it('shows the category chosen in the list, and every category again on request', async () => {
    portalServer(owner, { 'GET /rest/price_list': { body: CUSTOMER_LIST } });
    const app = renderApp('/catalog');
    await app.user.selectOptions(await screen.findByRole('combobox', { name: 'Categoria' }), 'domini');
    await waitFor(() => expect(sectionsShown().map((s) => s.dataset.testid)).toEqual(['catalog-category-domini']));
    expect(app.location()).toBe('/catalog?cat=domini');
    await app.user.selectOptions(screen.getByRole('combobox', { name: 'Categoria' }), 'Tutte le categorie');
    await waitFor(() => expect(sectionsShown().length).toBeGreaterThan(1));
  });

  it('shows the first 20 rows of a long category (the domain extensions) until asked for all, and all of them when filtering', async () => {
    const tlds = Array.from({ length: 35 }, (_, i) =>
      product(`REGX${i}`, `Registrazione dominio .x${i}`, 'domini', 'Annuale', 1990, { tld: `x${i}` }),
    );
    portalServer(owner, {
      'GET /rest/price_list': { body: { ...CUSTOMER_LIST, items: [...CUSTOMER_LIST.items, ...tlds] } },
    });
    const app = renderApp('/catalog');
    const domains = await screen.findByTestId('catalog-category-domini');
    expect(within(domains).getAllByTestId(/^catalog-row-/)).toHaveLength(20);
    await app.user.click(
      within(domains).getByRole('button', { name: 'Mostra tutti i 36 prodotti di Registrazione domini' }),
    );
    expect(within(domains).getAllByTestId(/^catalog-row-/)).toHaveLength(36);
    app.unmount();
    renderApp('/catalog?cat=domini');
    expect(within(await screen.findByTestId('catalog-category-domini')).getAllByTestId(/^catalog-row-/)).toHaveLength(
      36,
    );
  });

  it('shows the features of a product on request', async () => {
    portalServer(owner, { 'GET /rest/price_list': { body: CUSTOMER_LIST } });
    const app = renderApp('/catalog');
    const toggle = await screen.findByRole('button', { name: 'Caratteristiche di Hosting Linux Mini' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await app.user.click(toggle);
    const features = screen.getByTestId('product-features');
    expect(features.textContent).toContain('Spazio: 5 GB');
    expect(features.textContent).toContain('Traffico: Illimitato');
    expect(features.textContent).toContain('Supporto: Base');
    expect(features.textContent).toContain('Accesso SSH: No');
    expect(features.textContent).toContain('Backup: Sì (rotazione: 3 giornalieri, 2 settimanali, 4 mensili)');
  });

  it("says 'Codice prodotto {0} non trovato' for a code the price list does not have, and finds one it has", async () => {
    portalServer(owner, { 'GET /rest/price_list': { body: CUSTOMER_LIST } });
    const app = renderApp('/catalog?code=TONEETTRANS');
    expect((await screen.findByTestId('catalog-code-missing')).textContent).toContain(
      'Codice prodotto TONEETTRANS non trovato',
    );
    await app.user.click(screen.getByRole('button', { name: 'Mostra tutto il listino' }));
    await waitFor(() => expect(sectionsShown()).toHaveLength(2));
    app.unmount();
    renderApp('/catalog?code=regit');
    await screen.findByTestId('catalog-row-REGIT');
    expect(sectionsShown()).toHaveLength(1);
    expect(screen.queryByTestId('catalog-code-missing')).toBeNull();
  });

  it('shows a reseller the customer prices and saves a markup with the shared schema, then shows the new prices', async () => {
    let markup = 30;
    const server = portalServer(reseller, {
      'GET /rest/price_list': () => ({ body: resellerList(markup) }),
      'PUT /rest/category_markups/hosting': (call) => {
        markup = (call.body as { markup: number }).markup;
        return { body: { category: 'hosting', markup } };
      },
    });
    const app = renderApp('/catalog');
    const row = await screen.findByTestId('catalog-row-HOSMN');
    expect(within(row).getByTestId('price-discounted').textContent).toMatch(/CHF\s46\.45|46[.,]45\sCHF/);
    expect(within(row).getByTestId('price-customer').textContent).toMatch(/60[.,]40/);
    const input = screen.getByRole('textbox', { name: 'Ricarico clienti (%) su Hosting' });
    await app.user.clear(input);
    await app.user.click(screen.getByRole('button', { name: 'Salva il ricarico su Hosting' }));
    expect(await screen.findByText('Indica il ricarico')).toBeDefined();
    expect(server.callsTo('PUT', '/rest/category_markups/hosting')).toHaveLength(0);
    await app.user.type(input, '50');
    await app.user.click(screen.getByRole('button', { name: 'Salva il ricarico su Hosting' }));
    await waitFor(() =>
      expect(within(screen.getByTestId('catalog-row-HOSMN')).getByTestId('price-customer').textContent).toMatch(
        /69[.,]70/,
      ),
    );
    expect(server.callsTo('PUT', '/rest/category_markups/hosting')[0]?.body).toEqual({ markup: 50 });
  });

  it('saves a markup as typed or says why not: 12,5 -5 and 5000 are refused, never rewritten', async () => {
    const server = portalServer(reseller, { 'GET /rest/price_list': { body: resellerList(30) } });
    const app = renderApp('/catalog');
    const input = (await screen.findByRole('textbox', { name: 'Ricarico clienti (%) su Hosting' })) as HTMLInputElement;
    for (const [typed, message] of [
      ['12,5', 'Il ricarico è un numero intero'],
      ['12.5', 'Il ricarico è un numero intero'],
      ['-5', 'Indica un ricarico tra 0 e 1000'],
      ['5000', 'Indica un ricarico tra 0 e 1000'],
    ] as const) {
      await app.user.clear(input);
      await app.user.type(input, typed);
      await app.user.click(screen.getByRole('button', { name: 'Salva il ricarico su Hosting' }));
      expect(await screen.findByText(message)).toBeDefined();
      expect(input.value).toBe(typed);
    }
    expect(server.callsTo('PUT', '/rest/category_markups/hosting')).toHaveLength(0);
  });

  it('shows the markups read-only, with the grant message, to a reseller user without billing or sales', async () => {
    portalServer({ ...reseller, grants: ['developer'] }, { 'GET /rest/price_list': { body: resellerList(30) } });
    renderApp('/catalog');
    expect((await screen.findByTestId('markup-not-allowed')).textContent).toBe(
      'Non hai i permessi per modificare i ricarichi. Richiedili ad un utente amministratore',
    );
    expect(
      (screen.getByRole('textbox', { name: 'Ricarico clienti (%) su Hosting' }) as HTMLInputElement).disabled,
    ).toBe(true);
  });

  it('exports the visible list as CSV', async () => {
    portalServer(reseller, { 'GET /rest/price_list': { body: resellerList(30) } });
    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:catalog';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const app = renderApp('/catalog?cat=domini');
    await app.user.click(await screen.findByTestId('catalog-csv'));
    const text = await blobs[0]!.text();
    const lines = text.replace('\uFEFF', '').trim().split('\r\n');
    expect(lines[0]).toBe(
      '"Categoria";"Codice";"Prodotto";"Durata";"Prezzo di listino (CHF)";"Prezzo scontato (CHF)";"Ricarico %";"Prezzo clienti (CHF)";"IVA inclusa (CHF)"',
    );
    expect(lines.slice(1)).toEqual([
      '"Registrazione domini";"REGIT";"Registrazione dominio .it";"Annuale";"10,40";"8,85";0;"8,85";"12,69"',
    ]);
  });

  it('shows an error when the price list cannot be loaded', async () => {
    portalServer(owner, { 'GET /rest/price_list': { status: 500, body: { message: 'x' } } });
    renderApp('/catalog');
    expect((await screen.findByTestId('list-error')).textContent).toContain(
      'Non è stato possibile caricare il listino prezzi.',
    );
  });
});
