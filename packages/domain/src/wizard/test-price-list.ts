import type { Currency } from '../constants.ts';
import { translate } from '../i18n/messages.ts';
import type { Duration } from '../catalogue/durations.ts';
import { ADDON_CODES, WIZARD_PRODUCT_CODES, YEARLY_ONLY_CODES } from './wizard-constants.ts';
import type { WizardContext } from './wizard-state.ts';
import type { WizardPriceItem, WizardPriceList } from './wizard-totals.ts';

/** Extensions of the tests' price list: single labels and second-level ones that overlap them. */
export const TEST_TLDS = ['it', 'ch', 'com', 'swiss', 'uk', 'co.uk', 'br', 'tv', 'tv.br', 'de'] as const;

/** The registration product of an extension, named as the catalogue names them (REGCOUK). */
export const registrationCode = (tld: string) => `REG${tld.replace(/\./g, '').toUpperCase()}`;

/** A made-up yearly list price per code, cents, different for each code. */
function yearlyPrice(code: string): number {
  let sum = 0;
  for (const char of code) sum = (sum * 31 + char.charCodeAt(0)) % 997;
  return (sum + 3) * 100;
}

function row(
  codice: string,
  durata: Duration,
  prezzo: number,
  reseller: boolean,
  tld: string | null = null,
): WizardPriceItem {
  // A reseller's discount of 25 %; the Swiss francs a tenth more than the euros.
  const chf = Math.round(prezzo * 1.1);
  return {
    codice,
    durata,
    tld,
    prezzo_eur: prezzo,
    prezzo_chf: chf,
    prezzo_scontato_eur: reseller ? Math.round(prezzo * 0.75) : null,
    prezzo_scontato_chf: reseller ? Math.round(chf * 0.75) : null,
  };
}

/**
 * A price list with every code the wizard quotes (spec 3 §9), as GET /rest/price_list answers it:
 * in EUR and CHF, recurring products yearly and monthly (a tenth of the year), SSL, DNS and registrations yearly,
 * the out-of-hours transfer once. The server's test checks the same codes against its catalogue.
 */
export function testPriceList(reseller: boolean, currency: Currency = 'EUR'): WizardPriceList {
  const items: WizardPriceItem[] = [];
  for (const code of WIZARD_PRODUCT_CODES) {
    const yearly = yearlyPrice(code);
    if (code === ADDON_CODES.outOfHoursTransfer) items.push(row(code, 'Una tantum', yearly, reseller));
    else {
      items.push(row(code, 'Annuale', yearly, reseller));
      if (!YEARLY_ONLY_CODES.includes(code)) items.push(row(code, 'Mensile', Math.round(yearly / 10), reseller));
    }
  }
  for (const tld of TEST_TLDS) items.push(row(registrationCode(tld), 'Annuale', yearlyPrice(tld), reseller, tld));
  return { currency, items };
}

export const CUSTOMER: WizardContext = {
  reseller: false,
  companyId: 7,
  farmDomain: 'farm.example.net',
  translate: (key, params) => translate('it', key, params),
};
export const RESELLER: WizardContext = { ...CUSTOMER, reseller: true, companyId: 9 };
