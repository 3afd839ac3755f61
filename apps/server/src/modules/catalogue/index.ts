// Catalogue: the provider's price list (categories, products at each duration, list and reseller
// prices in EUR and CHF cents), resellers' category markups, and the prices a company pays. The
// products, invoices and the wizard price from here.
export {
  importCatalogue,
  loadCatalogue,
  readCatalogueFile,
  SHIPPED_CATALOGUE,
  type CatalogueFile,
} from './catalogue-data.ts';
export { findCatalogueProduct, type CatalogueProduct } from './catalogue-store.ts';
export { changeCategoryMarkup, listCategoryMarkups } from './markup-use-cases.ts';
export { customerPriceList, listPrices, ownPriceList } from './price-list.ts';
