import { z } from 'zod';
import { endpoint } from '../api/endpoint.ts';
import { all, anyGrant, flag } from '../access/rules.ts';
import {
  CategoryMarkupInputSchema,
  CategoryMarkupParamsSchema,
  CategoryMarkupSchema,
  PriceListSchema,
} from './catalogue-schema.ts';
import { IdParamsSchema } from '../validators/id.ts';

/** The catalog page's rule (billing, developer or sales), for resellers only. */
const RESELLER_CATALOG = all(flag('is_reseller'), anyGrant('billing', 'developer', 'sales'));

/**
 * The provider's catalogue and price list (spec 2 §2 catalog, §3 catalog item, §5 markup;
 * spec 3 §3 price-list product, §9 product codes; DESIGN §4 paths). TONEETTRANS never appears.
 */
export const catalogueApi = {
  priceList: endpoint({
    method: 'GET',
    path: '/rest/price_list',
    access: { route: 'catalog' },
    summary:
      "The whole price list in the company's currency, grouped by category in category order: list price and price with VAT; for resellers also the discounted price, the customer price (discounted × (1 + category markup)) and each category's markup",
    response: PriceListSchema,
  }),
  customerPriceList: endpoint({
    method: 'GET',
    path: '/rest/price_list/:id',
    access: { route: 'catalog' },
    summary:
      "A reseller's price list for one of its own customers ({id} = the customer company): the customer's currency and VAT, the reseller's discounted and customer prices; any other company answers 404",
    params: IdParamsSchema,
    response: PriceListSchema,
    errors: { 404: ['customer_not_found'] },
  }),
  markups: endpoint({
    method: 'GET',
    path: '/rest/category_markups',
    access: RESELLER_CATALOG,
    summary: "The reseller's markup on every category of the catalogue, percent (0 where none was set)",
    response: z.array(CategoryMarkupSchema),
  }),
  saveMarkup: endpoint({
    method: 'PUT',
    path: '/rest/category_markups/:category',
    // Changing prices is billing or sales (spec 3 §6 legend): the policy editCategoryMarkups.
    access: RESELLER_CATALOG,
    summary: "Set the reseller's markup on one category (a whole percent, at least 0); answers the saved markup",
    params: CategoryMarkupParamsSchema,
    body: CategoryMarkupInputSchema,
    response: CategoryMarkupSchema,
    errors: { 404: ['category_not_found'] },
  }),
} as const;
