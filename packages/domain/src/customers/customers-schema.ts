import { z } from 'zod';
import { CURRENCIES } from '../constants.ts';
import { CompanyBillingFieldsSchema, withBillingRules } from '../company/billing-schema.ts';

/** Spec 2 §5: the prospect's person, each field required and at most 127 characters. */
export const PROSPECT_LIMITS = { firstname: 127, lastname: 127, email: 127 } as const;

/**
 * POST /rest/my_customers (spec 2 §3 Prospect, §5): the person to contact and the company's
 * billing data, with the billing form's own rules; in the browser form and on the server.
 */
export const ProspectSchema = withBillingRules(
  CompanyBillingFieldsSchema.extend({
    firstname: z.string().trim().min(1).max(PROSPECT_LIMITS.firstname),
    lastname: z.string().trim().min(1).max(PROSPECT_LIMITS.lastname),
    email: z.string().trim().min(1).max(PROSPECT_LIMITS.email).pipe(z.email()),
  }),
);
export type ProspectInput = z.input<typeof ProspectSchema>;
export type Prospect = z.output<typeof ProspectSchema>;

/**
 * A row of GET /rest/my_customers (spec 2 §3 customer, with what spec 3's wizard reads of it):
 * `presented` a company signed up through the reseller's affiliation link, `prospect` one the
 * reseller created, `login` whether the caller may sign in to it (POST /api/auth/companylogin).
 */
export const MyCustomerSchema = z.object({
  id: z.number().int(),
  ragione_sociale: z.string(),
  partita_iva: z.string().nullable(),
  indirizzo: z.string().nullable(),
  cap: z.string().nullable(),
  citta: z.string().nullable(),
  provincia: z.string().nullable(),
  stato: z.string(),
  currency: z.enum(CURRENCIES),
  currency_locked: z.boolean(),
  /** VAT rate, percent. */
  vat: z.number(),
  contact_name: z.string().nullable(),
  contact_mail: z.string().nullable(),
  presented: z.boolean(),
  prospect: z.boolean(),
  login: z.boolean(),
});
export type MyCustomer = z.infer<typeof MyCustomerSchema>;

/** POST /rest/my_customers/requestaccess (form `id`): the customer whose administrators are asked. */
export const AccessRequestSchema = z.object({ id: z.coerce.number().int().positive() });

/** A partner-badge snippet to paste in the reseller's site: `html` links to the sign-up with its affiliation. */
export const PartnerBadgeSchema = z.object({ name: z.enum(['light', 'dark']), html: z.string() });

/** GET /rest/my_customers/affiliationlink: the reseller's sign-up link (afid, aftk) and its badges. */
export const AffiliationLinkSchema = z.object({
  afid: z.number().int(),
  aftk: z.string(),
  link: z.string(),
  badges: z.array(PartnerBadgeSchema),
});
export type AffiliationLink = z.infer<typeof AffiliationLinkSchema>;
