import {
  quoteWizard,
  type MessageKey,
  type MessageParams,
  type PriceList,
  type WizardPriceList,
  type WizardQuote,
  type WizardStateInput,
} from '@sportello/domain';
import { i18n } from '../../../shared/i18n/i18n.ts';

/** The browser's engine has no farm domain: its hostnames are only shown until the server answers. */
const LOCAL_FARM_DOMAIN = 'localdomain';

/** The price list as the engine reads it. */
export function enginePriceList(list: PriceList): WizardPriceList {
  return {
    currency: list.currency,
    items: list.items.map(
      ({ codice, durata, tld, prezzo_eur, prezzo_chf, prezzo_scontato_eur, prezzo_scontato_chf }) => ({
        codice,
        durata,
        tld,
        prezzo_eur,
        prezzo_chf,
        prezzo_scontato_eur,
        prezzo_scontato_chf,
      }),
    ),
  };
}

/**
 * The quote engine run in the page on each change, for instant steps and field messages; the
 * server's answer to the same state replaces it as soon as it arrives (it is the truth: it knows
 * the company's customers, the farm domain and the one-off transfer price).
 */
export function localQuote(
  state: WizardStateInput,
  priceList: WizardPriceList,
  who: { reseller: boolean; companyId: number; currencyLocked: boolean },
  searchedDomain: string | null,
): WizardQuote {
  return quoteWizard(state, priceList, {
    ...who,
    farmDomain: LOCAL_FARM_DOMAIN,
    searchedDomain,
    translate: (key: MessageKey, params?: MessageParams) => i18n.t(`messages:${key}`, params ?? {}),
  });
}
