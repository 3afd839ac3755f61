import { endpoint } from '../api/endpoint.ts';
import { FormMessageResultSchema } from '../auth/identity-schemas.ts';
import { PartnerRequestSchema, PartnerRequestStateSchema } from './partner-schema.ts';

const access = { route: 'become_partner' } as const;

/** Become partner (spec 3 'Diventa partner'): a request the operators answer; one pending per company. */
export const partnerApi = {
  request: endpoint({
    method: 'GET',
    path: '/rest/become_partner',
    access,
    summary: "The company's pending partner request, if any",
    response: PartnerRequestStateSchema,
  }),
  ask: endpoint({
    method: 'POST',
    path: '/rest/become_partner',
    access,
    summary: 'Ask to become a partner; 409 while a request is pending. The sales address gets a notice.',
    body: PartnerRequestSchema,
    response: FormMessageResultSchema,
    errors: { 409: ['already_requested'], 429: ['mail_limit_user', 'mail_limit_company'] },
  }),
} as const;
