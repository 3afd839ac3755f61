import { z } from 'zod';
import { LOGIN_RESULTS } from './login-schema.ts';

/** A value in `result`: the check token of POST /api/auth/token, the address of GET /api/auth/oauth-urls. */
export const ResultValueSchema = z.object({ result: z.string() });

/** POST /api/auth/login. */
export const LoginResultSchema = z.object({ result: z.enum(LOGIN_RESULTS) });

/** GET /rest/company_access: the companies a user may act for, keyed by id_azienda. */
export const CompanyAccessSchema = z.record(
  z.string(),
  z.object({ id_azienda: z.number().int(), ragione_sociale: z.string(), grants: z.array(z.string()) }),
);
export type CompanyAccessMap = z.infer<typeof CompanyAccessSchema>;
export type CompanyAccess = CompanyAccessMap[string];

export const SOCIAL_PROVIDERS = ['google', 'linkedin'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

/** GET /api/auth/oauth-urls: which provider (LinkedIn unless told), from which page, and what to carry through. */
export const OAuthUrlQuerySchema = z.object({
  provider: z.enum(SOCIAL_PROVIDERS).default('linkedin'),
  mode: z.enum(['login', 'signup']).default('login'),
  antk: z.string().max(200).optional(),
  ref: z.string().max(500).optional(),
});
export type OAuthUrlQuery = z.input<typeof OAuthUrlQuerySchema>;

/** LinkedIn's return to GET /api/auth/oidc/linkedin/callback; the whole query goes on to the code exchange. */
export const OidcCallbackQuerySchema = z.looseObject({
  state: z.string().max(500).optional(),
  code: z.string().max(2000).optional(),
  error: z.string().max(200).optional(),
});

/** GET /rest/invites/{antk}. */
export const InviteKeyParamsSchema = z.object({ antk: z.string().min(1).max(200) });
