import {
  applyDefaults,
  quoteWizard,
  translate,
  type Currency,
  type Language,
  type PriceList,
  type WizardContext,
  type WizardPriceItem,
  type WizardPriceList,
  type WizardQuote,
  type WizardStateInput,
} from '@sportello/domain';
import type { CompanyScope } from '../../platform/access/company-scope.ts';
import type { Db } from '../../platform/db/database.ts';
import type { Azienda } from '../../platform/db/schema.ts';
import { DomainError } from '../../platform/use-cases/domain-error.ts';
import { customerPriceList, findCatalogueProduct, ownPriceList } from '../../modules/catalogue/index.ts';

/** The one-off transfer outside office hours: priced by the wizard, never in a price list (spec 2 §9). */
const OUT_OF_HOURS_TRANSFER = 'TONEETTRANS';

export interface QuoteRequest {
  state: WizardStateInput;
  /** The domain searched before opening the wizard. */
  domain?: string | null | undefined;
}

/** A quote and the company it bills: its id, currency and VAT rate. */
export interface CompanyQuote {
  quote: WizardQuote;
  billed: { id: number; currency: Currency; iva: number };
}

export const notYourCustomer = () =>
  new DomainError('unprocessable', 'offers.not_your_customer', {
    reason: 'not_your_customer',
    errors: { idClienteFinale: 'offers.not_your_customer' },
  });

/** The price list as the engine reads it, with the out-of-hours transfer the list leaves out. */
async function wizardPriceList(db: Db, list: PriceList): Promise<WizardPriceList> {
  const items: WizardPriceItem[] = list.items.map((item) => ({
    codice: item.codice,
    durata: item.durata,
    tld: item.tld,
    prezzo_eur: item.prezzo_eur,
    prezzo_chf: item.prezzo_chf,
    prezzo_scontato_eur: item.prezzo_scontato_eur,
    prezzo_scontato_chf: item.prezzo_scontato_chf,
  }));
  const transfer = await findCatalogueProduct(db, OUT_OF_HOURS_TRANSFER, 'Una tantum');
  if (transfer && !items.some((i) => i.codice === OUT_OF_HOURS_TRANSFER)) {
    items.push({
      codice: transfer.codice,
      durata: transfer.durata,
      tld: null,
      prezzo_eur: transfer.prezzo_eur,
      prezzo_chf: transfer.prezzo_chf,
      prezzo_scontato_eur: list.reseller ? transfer.prezzo_scontato_eur : null,
      prezzo_scontato_chf: list.reseller ? transfer.prezzo_scontato_chf : null,
    });
  }
  return { currency: list.currency, items };
}

/**
 * The quote wizard's engine for the company the session acts for (an operator's `id_cliente`
 * customer included), with its own price list; a reseller quoting for one of its customers
 * (idClienteFinale) with the list priced for that customer. Any other idClienteFinale is refused.
 */
export async function quoteForCompany(
  db: Db,
  actor: CompanyScope & { company: Pick<Azienda, 'id' | 'currency' | 'currency_locked' | 'iva' | 'is_reseller'> },
  request: QuoteRequest,
  language: Language,
  farmDomain: string,
): Promise<CompanyQuote> {
  const context: WizardContext = {
    reseller: actor.company.is_reseller,
    companyId: actor.company.id,
    farmDomain,
    translate: (key, params) => translate(language, key, params),
    searchedDomain: request.domain?.trim() || null,
    currencyLocked: actor.company.currency_locked,
  };
  const state = applyDefaults(request.state, context);
  const customer = context.reseller && !state.fatturaMe ? state.idClienteFinale : null;
  const list =
    customer === null
      ? await ownPriceList(db, actor, language)
      : await customerPriceList(db, actor, customer, language);
  if (!list) throw notYourCustomer();
  const quote = quoteWizard(request.state, await wizardPriceList(db, list), context);
  return { quote, billed: { id: list.id_azienda, currency: list.currency, iva: list.iva } };
}
