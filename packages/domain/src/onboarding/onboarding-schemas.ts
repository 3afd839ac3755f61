import { z } from 'zod';
import { EMAIL_SUBSCRIPTIONS, GRANTS } from '../access/grants.ts';
import { idSchema } from '../validators/id.ts';

/** Contract types with a text at GET /rest/terms/{type}. */
export const TERMS_TYPES = ['customer'] as const;
export type TermsType = (typeof TERMS_TYPES)[number];

/** GET /rest/terms/customer: `testo` is sanitised HTML, for a sandboxed frame. */
export const TermsSchema = z.object({ titolo: z.string(), testo: z.string() });
export type Terms = z.infer<typeof TermsSchema>;

/** GET /rest/invites/{antk} (spec 1 §3: Invite). `username`: the invitee's existing account, if any. */
export const InviteSchema = z.object({
  /** The inviting company: what companylogin with antk is sent for. */
  id_azienda: z.number().int().positive(),
  azienda: z.string(),
  email: z.string(),
  username: z.string().optional(),
  grants: z.array(z.enum(GRANTS)),
  email_subscriptions: z.array(z.enum(EMAIL_SUBSCRIPTIONS)),
});
export type Invite = z.infer<typeof InviteSchema>;

/** POST /rest/login/authrequestinfo body: the three parts of /auth/authorize-user/{aid};{uid};{tok}. */
export const AuthRequestKeySchema = z.object({
  aid: idSchema,
  uid: idSchema,
  tok: z.string().trim().min(1).max(200),
});
export type AuthRequestKey = z.input<typeof AuthRequestKeySchema>;

/** POST /rest/login/authrequestinfo answer (spec 1 §3: Authorization request info). */
export const AuthRequestInfoSchema = z.object({ username: z.string(), email: z.string(), azienda: z.string() });
export type AuthRequestInfo = z.infer<typeof AuthRequestInfoSchema>;

/** Countries with shipped postal data for GET /api/zipcode/{country}/{zip}. */
export const POSTAL_COUNTRIES = ['IT', 'CH'] as const;

/**
 * GET /api/zipcode/{country}/{zip}: the places with that postal code.
 * `province` is what the billing form's provincia field takes (Italian
 * province code, Swiss canton code); `state` the region or canton name.
 */
export const ZipcodePlacesSchema = z.object({
  places: z.array(z.object({ place_name: z.string(), province: z.string().optional(), state: z.string().optional() })),
});
export type ZipcodePlaces = z.infer<typeof ZipcodePlacesSchema>;

/** GET /rest/province/{cap} (Italy). */
export const ProvinceSchema = z.object({ provincia: z.string() });
