import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DURATIONS } from '../catalogue/durations.ts';
import { CURRENCIES } from '../constants.ts';
import { CUSTOMER, RESELLER, registrationCode, TEST_TLDS, testPriceList } from './test-price-list.ts';
import {
  CLOUD_LIMITS,
  COCKPIT_OSES,
  DB_OPTIONS,
  ESSENTIAL_OSES,
  EXTRA_STORAGE_CODES,
  HOSTING_CODES,
  MAIL_PLAN_CODES,
  PHP_OPTIONS,
  WIZARD_QUANTITY_LIMITS,
  SQL_LICENCE_CODES,
  SSL_CODES,
  STACK_NAMES,
  STACKS,
  TECHNOLOGIES,
  WEB_SERVERS,
  WIZARD_ACTIONS,
  WIZARD_PATHS,
  WIZARD_PRODUCT_CODES,
  WIZARD_STEPS,
} from './wizard-constants.ts';
import { quoteWizard } from './wizard-engine.ts';
import { itemPrices } from './wizard-totals.ts';
import { infrastructureCodes, type WizardStateInput } from './wizard-state.ts';

const PRICES = { customer: testPriceList(false), reseller: testPriceList(true) };
const CATALOGUE = new Set([...WIZARD_PRODUCT_CODES, ...TEST_TLDS.map(registrationCode)]);

const maybe = <T>(arbitrary: fc.Arbitrary<T>) => fc.option(arbitrary, { nil: null });
const pick = <T>(values: readonly T[]) => fc.constantFrom(...values);
const label = fc.stringMatching(/^[a-z][a-z0-9]{0,10}$/);

/**
 * Wizard states as the page builds them: each field from the values its question offers, the stack
 * code from the chosen stack's codes, the domain on an extension of the list or not, and now and then
 * a value the rules refuse (a RAM below the stack's minimum, a product of another path).
 */
const stateArbitrary: fc.Arbitrary<WizardStateInput> = fc
  .record({
    stack: maybe(pick(STACK_NAMES)),
    path: pick(WIZARD_PATHS),
    os: pick(['linux', 'windows'] as const),
  })
  .chain(({ stack, path, os }) =>
    fc.record({
      path: fc.constant(path),
      os: fc.constant(os),
      stack: fc.constant(stack),
      codiceProdottoStack: stack === null ? fc.constant(null) : pick<string>(STACKS[stack].codes),
      fatturaMe: fc.boolean(),
      idClienteFinale: fc.integer({ min: 1, max: 1000 }),
      notForResale: fc.boolean(),
      freePeriod: pick([0, 30, 60]),
      renewAfterFreePeriod: fc.boolean(),
      fatturazioneAnnuale: fc.boolean(),
      // The company's (EUR) or the other, which only an unlocked company billing itself may choose.
      currency: pick(CURRENCIES),
      // Mostly a product of the path, sometimes one of another path (refused).
      sceltaProdottoInfrastruttura: fc.oneof(
        { arbitrary: pick<string>([...infrastructureCodes(path, os), 'HOSMN']), weight: 4 },
        { arbitrary: pick<string>(Object.values(HOSTING_CODES).flat()), weight: 1 },
      ),
      storageQt: fc.integer({ min: 1, max: 50 }),
      nomeServer: label,
      cpuCloudQt: fc.integer({ min: CLOUD_LIMITS.cpu.min, max: CLOUD_LIMITS.cpu.max }),
      ramCloudQt: fc.integer({ min: CLOUD_LIMITS.ram.min, max: CLOUD_LIMITS.ram.max }),
      storageCloudQt: fc.integer({ min: 1, max: 500 }).map((n) => n * CLOUD_LIMITS.storage.step),
      essentialOs: pick(ESSENTIAL_OSES),
      essentialOtherOs: label,
      cockpitOs: pick(COCKPIT_OSES),
      cockpitWs: pick(WEB_SERVERS),
      db: pick(DB_OPTIONS),
      php: pick(PHP_OPTIONS),
      tecnologie: fc.uniqueArray(pick(TECHNOLOGIES), { maxLength: 4 }),
      codiceProdottoMail: maybe(pick(MAIL_PLAN_CODES)),
      codiceLicenzaSql: maybe(pick(SQL_LICENCE_CODES)),
      newService: fc.boolean(),
      siteTransfer: fc.boolean(),
      mailTransfer: fc.boolean(),
      extraTimeTransfer: fc.boolean(),
      nomeDominio: maybe(fc.tuple(label, pick([...TEST_TLDS, 'zz'])).map(([name, tld]) => `${name}.${tld}`)),
      domainAction: maybe(pick(['registrazione', 'dns'] as const)),
      registrazionePremium: fc.boolean(),
      codiceSsl: maybe(pick(SSL_CODES)),
      addonSla: fc.boolean(),
      addonImunify: fc.boolean(),
      addonLiteSpeed: fc.boolean(),
      addOnFirewall: fc.boolean(),
      addOn8Ip: fc.boolean(),
      addOn32Ram: fc.boolean(),
      codiceAddonStorage: maybe(pick<string>(path === 'host' ? EXTRA_STORAGE_CODES.host : EXTRA_STORAGE_CODES.cloud)),
      qtAddonStorage: fc.integer({ min: 1, max: 20 }),
      addonTerminalServer: fc.boolean(),
      terminalServerQt: fc.integer({ min: 1, max: 100 }),
      addonAtlas: fc.boolean(),
      action: maybe(pick(WIZARD_ACTIONS)),
    }),
  );

const reseller = fc.boolean();
/** The company's currency_locked: false lets it quote itself in the other currency. */
const locked = fc.boolean();

function run(input: WizardStateInput, asReseller: boolean, currencyLocked = true) {
  return quoteWizard(input, asReseller ? PRICES.reseller : PRICES.customer, {
    ...(asReseller ? RESELLER : CUSTOMER),
    currencyLocked,
  });
}

describe('quote wizard properties (fast-check)', () => {
  it('the generator gives valid states on every path', () => {
    const samples = fc.sample(fc.tuple(stateArbitrary, reseller, locked), { numRuns: 2000, seed: 31 });
    const validPaths = new Set(samples.filter(([s, r, l]) => run(s, r, l).valid).map(([s]) => s.path));
    expect([...validPaths].sort()).toEqual([...WIZARD_PATHS].sort());
  });

  it('for random valid states every code is in the catalogue, quantities are within limits, totals equal Σ price × quantity', () => {
    fc.assert(
      fc.property(stateArbitrary, reseller, locked, (input, asReseller, currencyLocked) => {
        const quote = run(input, asReseller, currencyLocked);
        fc.pre(quote.valid);
        // The offer's currency: the company's, or the other chosen by an unlocked company billing itself.
        const currency = quote.state.currency;
        const list = asReseller ? PRICES.reseller : PRICES.customer;
        expect(currency === list.currency || (quote.state.fatturaMe && !currencyLocked)).toBe(true);
        expect([quote.totals.currency, quote.payload.currency]).toEqual([currency, currency]);
        expect(quote.errors).toEqual({});
        expect(quote.lines.length).toBeGreaterThan(0);
        const prices = asReseller ? PRICES.reseller : PRICES.customer;
        const billingSelf = !asReseller || quote.state.fatturaMe;
        const annual = quote.state.fatturazioneAnnuale || quote.state.path === 'dominio';
        for (const line of quote.lines) {
          expect(CATALOGUE.has(line.codice)).toBe(true);
          const rows = prices.items.filter((item) => item.codice === line.codice);
          const row = rows.find((item) => item.durata === (annual ? 'Annuale' : 'Mensile')) ?? rows[0];
          expect(line.durata).toBe(row?.durata);
          if (row === undefined) throw new Error(`${line.codice} not priced`);
          const price = itemPrices(row, currency);
          expect(line.prezzo_pieno).toBe(price.prezzo);
          expect(line.prezzo).toBe(billingSelf ? (price.prezzo_scontato ?? price.prezzo) : price.prezzo);
          expect(
            Number.isInteger(line.qt) && line.qt >= WIZARD_QUANTITY_LIMITS.min && line.qt <= WIZARD_QUANTITY_LIMITS.max,
          ).toBe(true);
          expect(line.totale).toBe(line.prezzo * line.qt);
          expect(line.totale_pieno).toBe(line.prezzo_pieno * line.qt);
        }
        const state = quote.state;
        if (state.path === 'cloud') {
          const units = Object.fromEntries(
            quote.lines
              .filter((l) => l.section === 'infrastruttura' && l.codice.startsWith('MAV'))
              .map((l) => [l.codice, l.qt]),
          );
          expect(units.MAVCPU).toBeLessThanOrEqual(CLOUD_LIMITS.cpu.max);
          expect(units.MAVRAM).toBeLessThanOrEqual(CLOUD_LIMITS.ram.max);
          expect(units.MAVRAM).toBeGreaterThanOrEqual(state.stack === null ? 1 : STACKS[state.stack].minRam);
          expect((units.MAVSTO ?? 0) * CLOUD_LIMITS.storage.step).toBe(state.storageCloudQt);
          for (const line of quote.lines.filter((l) => /^CLD(WINSTD|SQ[SWE])$/.test(l.codice))) {
            expect(line.qt).toBe(Math.round(state.cpuCloudQt / 2));
          }
        }
        for (const durata of DURATIONS) {
          const lines = quote.lines.filter((line) => line.durata === durata);
          expect(quote.totals.durations[durata]).toEqual({
            total: lines.reduce((sum, line) => sum + line.prezzo * line.qt, 0),
            full: lines.reduce((sum, line) => sum + line.prezzo_pieno * line.qt, 0),
          });
        }
        expect(quote.totals.durations).toEqual(
          annual ? quote.totals.recurrences.annual : quote.totals.recurrences.monthly,
        );
        expect(quote.payload.prodotti.map((p) => `${p.codice}×${p.qt}`)).toEqual(
          quote.lines.map((l) => `${l.codice}×${l.qt}`),
        );
      }),
      { numRuns: 1000, seed: 3131 },
    );
  });

  it('for any state the engine answers (never throws), steps keep the spec order, valid means no error, totals are whole cents', () => {
    const wild = fc.integer({ min: -5, max: 6000 });
    fc.assert(
      fc.property(stateArbitrary, reseller, wild, wild, (generated, asReseller, storage, quantity) => {
        const input = { ...generated, storageCloudQt: storage, qtAddonStorage: quantity, storageQt: quantity };
        const quote = run(input, asReseller);
        expect(quote.valid).toBe(Object.keys(quote.errors).length === 0);
        const order = quote.steps.map((step) => WIZARD_STEPS.indexOf(step));
        expect(order).toEqual([...order].sort((a, b) => a - b));
        expect(quote.steps[0]).toBe(asReseller ? 'Clienti' : 'Scopo');
        for (const line of quote.lines) expect(Number.isInteger(line.qt) && line.qt >= 1).toBe(true);
        for (const durata of DURATIONS) expect(Number.isInteger(quote.totals.durations[durata].total)).toBe(true);
        if (quote.registration !== null) {
          expect(quote.lines.map((line) => line.codice)).toContain(registrationCode(quote.registration.tld));
        }
      }),
      { numRuns: 300, seed: 313 },
    );
  });
});
