import { z } from 'zod';
import { CURRENCIES } from '../constants.ts';
import { DURATIONS } from './durations.ts';
import { FEATURE_KEYS, type FeatureKey } from './product-features.ts';

export { DEFAULT_DURATION, DURATIONS, type Duration } from './durations.ts';
export {
  BACKUP_ROTATION,
  FEATURE_KEYS,
  FEATURE_KINDS,
  MONITORING_LEVELS,
  SUPPORT_LEVELS,
  type FeatureKey,
} from './product-features.ts';

/**
 * Spec 2 §9: product codes the price list never shows. TONEETTRANS (transfer outside office hours)
 * is priced by the wizard as an add-on of a transfer (spec 3 §2), never sold from the catalog.
 */
export const EXCLUDED_CATALOG_CODES: readonly string[] = ['TONEETTRANS'];

/** Spec 2 §5: a category markup is a whole percent, at least 0; 1000 caps what a typo can do. */
export const MARKUP_MAX = 1000;

/** Category codes: lower-case letters, digits and underscores (`hosting`, `domini`). */
export const CategoryCodeSchema = z.string().regex(/^[a-z][a-z0-9_]{0,39}$/, 'validation.invalid');

/** PUT /rest/category_markups/{category}: the markup form, in the browser and on the server. */
export const CategoryMarkupInputSchema = z.object({
  markup: z
    .number({
      error: (issue) =>
        issue.input === undefined || issue.input === null ? 'catalogue.markup_required' : 'catalogue.markup_integer',
    })
    .int('catalogue.markup_integer')
    .min(0, 'catalogue.markup_range')
    .max(MARKUP_MAX, 'catalogue.markup_range'),
});
export type CategoryMarkupInput = z.input<typeof CategoryMarkupInputSchema>;

export const CategoryMarkupParamsSchema = z.object({ category: CategoryCodeSchema });

/** Spec 2 §3 "Category custom price": a category and the reseller's markup on it. */
export const CategoryMarkupSchema = z.object({ category: CategoryCodeSchema, markup: z.number().int().min(0) });
export type CategoryMarkup = z.infer<typeof CategoryMarkupSchema>;

const featureValue = z.union([z.number().nonnegative(), z.boolean(), z.string().max(60)]);
export const ProductFeaturesSchema = z
  .object({
    ...(Object.fromEntries(FEATURE_KEYS.map((key) => [key, featureValue.optional()])) as Record<
      FeatureKey,
      z.ZodOptional<typeof featureValue>
    >),
    descrizione: z.string().optional(),
  })
  .strict();
export type ProductFeatures = z.infer<typeof ProductFeaturesSchema>;

const cents = z.number().int().nonnegative();

/**
 * Spec 2 §3 catalog item / spec 3 §3 price-list product, in the one currency the company is
 * billed in (spec 3 §3: "each product takes the price in the customer's currency"), cents:
 * - `prezzo`: the list price; `prezzo_ivato` what the company pays with its VAT;
 * - resellers only (null otherwise): `prezzo_scontato`, their discounted price, and
 *   `prezzo_clienti`, the customer price = discounted × (1 + category markup);
 * - the spec's per-currency prices `prezzo_eur`, `prezzo_chf` and, resellers only,
 *   `prezzo_scontato_eur`, `prezzo_scontato_chf`: the quote wizard prices an offer in the other
 *   currency where the company may choose it (spec 3 §2).
 */
export const CatalogItemSchema = z.object({
  codice: z.string(),
  nome: z.string(),
  categoria: CategoryCodeSchema,
  posizione_categoria: z.number().int(),
  group_code: z.string(),
  durata: z.enum(DURATIONS),
  /** Domain registrations: the extension without its dot (`it`, `co.uk`); null for the rest. */
  tld: z.string().nullable(),
  /** Stacks (spec 3 §9): the least RAM of the server, GB. */
  min_ram: z.number().int().nullable(),
  qt: z.number().int().positive(),
  features: ProductFeaturesSchema,
  prezzo: cents,
  prezzo_ivato: cents,
  prezzo_scontato: cents.nullable(),
  prezzo_clienti: cents.nullable(),
  prezzo_eur: cents,
  prezzo_chf: cents,
  prezzo_scontato_eur: cents.nullable(),
  prezzo_scontato_chf: cents.nullable(),
});
export type CatalogItem = z.infer<typeof CatalogItemSchema>;

export const CatalogCategorySchema = z.object({
  code: CategoryCodeSchema,
  nome: z.string(),
  posizione: z.number().int(),
  /** The reseller's markup on it, percent (0 without one); null for other companies. */
  markup: z.number().int().min(0).nullable(),
});
export type CatalogCategory = z.infer<typeof CatalogCategorySchema>;

/** GET /rest/price_list[/{id}]: the whole price list of one company, in its currency. */
export const PriceListSchema = z.object({
  /** The company the prices are for: the caller's own, or a reseller's customer. */
  id_azienda: z.number().int(),
  currency: z.enum(CURRENCIES),
  /** VAT rate applied to prezzo_ivato, percent. */
  iva: z.number(),
  /** Whether prezzo_scontato and prezzo_clienti are given (the caller is a reseller). */
  reseller: z.boolean(),
  categories: z.array(CatalogCategorySchema),
  items: z.array(CatalogItemSchema),
});
export type PriceList = z.infer<typeof PriceListSchema>;
