import { z } from 'zod';
import { endpoint } from '../api/endpoint.ts';
import { listQuerySchema, pageSchema } from '../api/list.ts';
import { FormMessageResultSchema } from '../auth/identity-schemas.ts';
import { CREATE_PROSPECT_RULE } from './customer-rules.ts';
import { AccessRequestSchema, AffiliationLinkSchema, MyCustomerSchema, ProspectSchema } from './customers-schema.ts';

const access = { route: 'my_customers' } as const;

/** A reseller's customers by name, filtered by name, VAT number, city or contact address. */
export const MyCustomersListQuerySchema = listQuerySchema(['ragione_sociale'], 'ragione_sociale');

export const ProspectCreatedSchema = z.object({ result: z.literal('ok'), message: z.string(), id: z.number().int() });

/** My customers (spec 2 §2, §7): a reseller's customers and presented companies, prospects, access, affiliation. */
export const customersApi = {
  list: endpoint({
    method: 'GET',
    path: '/rest/my_customers',
    access,
    summary: "A page of the reseller's customers (assigned, presented and prospects), by name",
    query: MyCustomersListQuerySchema,
    response: pageSchema(MyCustomerSchema),
  }),
  createProspect: endpoint({
    method: 'POST',
    path: '/rest/my_customers',
    access: CREATE_PROSPECT_RULE,
    summary: 'Create a prospect company, a customer of the reseller, with its contact person',
    body: ProspectSchema,
    response: ProspectCreatedSchema,
  }),
  requestAccess: endpoint({
    method: 'POST',
    path: '/rest/my_customers/requestaccess',
    access,
    form: true,
    summary: "Ask a customer's administrators, by e-mail, to let the caller administer it",
    body: AccessRequestSchema,
    response: FormMessageResultSchema,
    errors: {
      404: ['customer_not_found'],
      409: ['already_member', 'no_administrator'],
      429: ['mail_limit_user', 'mail_limit_company', 'mail_limit_recipient'],
    },
  }),
  affiliationLink: endpoint({
    method: 'GET',
    path: '/rest/my_customers/affiliationlink',
    access,
    summary: "The reseller's sign-up link with its affiliation (made on the first request) and partner badges",
    response: AffiliationLinkSchema,
  }),
} as const;
