import {
  customerPrice,
  withVat,
  type CatalogCategory,
  type CatalogItem,
  type Currency,
  type Language,
  type PriceList,
} from '@sportello/domain';
import type { CompanyScope } from '../../platform/access/company-scope.ts';
import type { Db } from '../../platform/db/database.ts';
import type { Azienda } from '../../platform/db/schema.ts';
import { localized } from '../../platform/i18n/localized-text.ts';
import {
  findResellerCustomer,
  markupsOf,
  readCategories,
  readPriceListProducts,
  type CatalogueProduct,
} from './catalogue-store.ts';

/** The company a price list is for: its currency, its VAT rate and whether it is a reseller. */
type PricedCompany = Pick<Azienda, 'id' | 'currency' | 'iva' | 'is_reseller'>;

/** A product's prices in one currency, cents. */
export function listPrices(
  product: Pick<CatalogueProduct, 'prezzo_eur' | 'prezzo_chf' | 'prezzo_scontato_eur' | 'prezzo_scontato_chf'>,
  currency: Currency,
) {
  return currency === 'EUR'
    ? { list: product.prezzo_eur, discounted: product.prezzo_scontato_eur }
    : { list: product.prezzo_chf, discounted: product.prezzo_scontato_chf };
}

/**
 * GET /rest/price_list: the company's own price list in its currency. A customer sees the list
 * price and pays it (prezzo_ivato with its VAT); a reseller also sees its discounted price, which
 * it pays, and the customer price = discounted × (1 + its category markup).
 */
export async function ownPriceList(
  db: Db,
  scope: CompanyScope & { company: PricedCompany },
  language: Language,
): Promise<PriceList> {
  const reseller = scope.company.is_reseller;
  return build(
    db,
    { pricedFor: scope.company, reseller: reseller ? scope : null, payer: reseller ? 'reseller' : 'customer' },
    language,
  );
}

/**
 * GET /rest/price_list/{id}: a reseller pricing for one of its own customers: the customer's
 * currency and VAT, the reseller's discounted price and markups; prezzo_ivato is the customer
 * price with the customer's VAT. Undefined when {id} is not the reseller's customer.
 */
export async function customerPriceList(
  db: Db,
  reseller: CompanyScope & { company: PricedCompany },
  customerId: number,
  language: Language,
): Promise<PriceList | undefined> {
  if (!reseller.company.is_reseller) return undefined;
  const customer = await findResellerCustomer(db, reseller, customerId);
  if (!customer) return undefined;
  return build(db, { pricedFor: customer, reseller, payer: 'end_customer' }, language);
}

interface Pricing {
  pricedFor: PricedCompany;
  /** The reseller whose discount and markups apply; null for a customer's own list. */
  reseller: CompanyScope | null;
  /** Who pays the prezzo_ivato: a customer the list price, a reseller its discounted price, its customer the customer price. */
  payer: 'customer' | 'reseller' | 'end_customer';
}

async function build(db: Db, pricing: Pricing, language: Language): Promise<PriceList> {
  const { pricedFor, reseller, payer } = pricing;
  const currency = pricedFor.currency;
  const [categories, products, markups] = await Promise.all([
    readCategories(db),
    readPriceListProducts(db),
    reseller ? markupsOf(db, reseller) : Promise.resolve(new Map<string, number>()),
  ]);
  const positions = new Map(categories.map((c) => [c.code, c.posizione]));
  const items = products.map((product): CatalogItem => {
    const { list, discounted } = listPrices(product, currency);
    const customer = reseller ? customerPrice(discounted, markups.get(product.categoria) ?? 0, currency) : null;
    const paid = payer === 'customer' ? list : payer === 'reseller' ? discounted : (customer ?? list);
    const descrizione = localized(product.descrizione, language);
    return {
      codice: product.codice,
      nome: localized(product.nome, language) ?? product.codice,
      categoria: product.categoria,
      posizione_categoria: positions.get(product.categoria) ?? 0,
      group_code: product.group_code,
      durata: product.durata,
      tld: product.tld,
      min_ram: product.min_ram,
      qt: product.qt,
      features: descrizione === null ? product.features : { ...product.features, descrizione },
      prezzo: list,
      prezzo_ivato: withVat(paid, pricedFor.iva, currency),
      prezzo_scontato: reseller ? discounted : null,
      prezzo_clienti: customer,
      prezzo_eur: product.prezzo_eur,
      prezzo_chf: product.prezzo_chf,
      prezzo_scontato_eur: reseller ? product.prezzo_scontato_eur : null,
      prezzo_scontato_chf: reseller ? product.prezzo_scontato_chf : null,
    };
  });
  const shown = new Set(items.map((i) => i.categoria));
  return {
    id_azienda: pricedFor.id,
    currency,
    iva: pricedFor.iva,
    reseller: reseller !== null,
    categories: categories
      .filter((c) => shown.has(c.code))
      .map(
        (c): CatalogCategory => ({
          code: c.code,
          nome: localized(c.nome, language) ?? c.code,
          posizione: c.posizione,
          markup: reseller ? (markups.get(c.code) ?? 0) : null,
        }),
      ),
    items,
  };
}
