import { z } from 'zod';
import { endpoint } from '../api/endpoint.ts';
import { listQuerySchema, pageSchema } from '../api/list.ts';
import { PRODUCT_GROUPS } from './product-rules.ts';
import { ProductOrderSchema, ProductOrderUpdateSchema, ProductSchema } from './products-schema.ts';
import { IdParamsSchema } from '../validators/id.ts';

/** Spec 2 §2, §7: by data_fine by default, by id for renew and upgrade; one group of the list at a time. */
export const PRODUCT_SORT_KEYS = ['data_fine', 'id', 'codice', 'dominio', 'importo'] as const;
/** A yes/no filter of the query string: '1' narrows the list, '0' or absent does not. */
const flagFilter = z
  .enum(['0', '1'])
  .optional()
  .transform((v) => v === '1');
/** Spec 2 §9: the dashboard's expiry window is 30 days; a year is the widest a caller may ask. */
export const EXPIRING_WITHIN_MAX = 366;
export const ProductsListQuerySchema = listQuerySchema(PRODUCT_SORT_KEYS, 'data_fine', {
  group: z.enum(PRODUCT_GROUPS).optional(),
  /** The transfers page (spec 3 §7 "GET products with missing_data=1"): products awaiting transfer data. */
  missing_data: flagFilter,
  /** The dashboard's 'Nuove attivazioni': awaiting data, being activated ('attivare') or in trial. */
  new_activations: flagFilter,
  /** The dashboard's expiring products: data_fine from today to today + this many days. */
  expiring_within: z.coerce.number().int().min(0).max(EXPIRING_WITHIN_MAX).optional(),
  /** product_renew / product_upgrade (spec 2 §2: "id holds product ids joined by a dash"): these products only. */
  ids: z
    .string()
    .regex(/^\d{1,10}(-\d{1,10}){0,49}$/)
    .optional()
    .transform((v) => v?.split('-').map(Number)),
});

/** Products and renewals (spec 2 §2 products list, §3, §4, §5 renewal-change modal, §6 billing grant, §7). */
export const productsApi = {
  list: endpoint({
    method: 'GET',
    path: '/rest/products',
    access: { route: 'products' },
    summary:
      "The company's products, paged, sorted (data_fine by default) and filtered on the server (text, group, missing_data=1, new_activations=1, expiring_within=days, ids=1-2-3), each with days_to_expiration and its products-list group (trial, grace, cancelled, this_month, three_months, year_end, later)",
    query: ProductsListQuerySchema,
    response: pageSchema(ProductSchema),
  }),
  updateOrder: endpoint({
    method: 'PUT',
    path: '/rest/product_orders/:id',
    access: { route: 'products' },
    summary:
      "Change a product's renewal: the customer's note ({ note_cliente }), automatic or on-request renewal for BBW customers ({ rinnovo_automatico, nominativo, motivazione_disdetta }), or cancel / renew again ({ stato_amministrativo, nominativo, motivazione_disdetta }). Billing grant required (403 code 10); refused with 409 when expired, one-off, with an unpaid renewal or after a trial's end",
    params: IdParamsSchema,
    body: ProductOrderUpdateSchema,
    response: ProductOrderSchema,
    errors: {
      404: ['product_not_found'],
      409: ['one_off', 'unpaid_renewal', 'trial_ended', 'expired', 'not_on_request_billing'],
    },
  }),
} as const;
