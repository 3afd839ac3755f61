import { endpoint } from '../api/endpoint.ts';
import {
  DomainRegistrantBodySchema,
  HostingTransferBodySchema,
  OrderSchema,
  TransferSavedSchema,
} from './transfer-schemas.ts';
import { IdParamsSchema } from '../validators/id.ts';

const refusals = {
  404: ['product_not_found'],
  409: ['order_not_concluded', 'nothing_missing'],
} as const;

/** The data forms of a concluded order (spec 2 §7, DESIGN §4): who may call them is the transfers route's rule. */
export const transfersApi = {
  order: endpoint({
    method: 'GET',
    path: '/rest/orders/:id',
    access: { route: 'transfers' },
    summary:
      "One of the company's orders: its state and its products with the data they still await ('Errore: Ordine non trovato' otherwise)",
    params: IdParamsSchema,
    response: OrderSchema,
    errors: { 404: ['order_not_found'] },
  }),
  domainRegistrant: endpoint({
    method: 'POST',
    path: '/rest/domain_registrants',
    access: { route: 'transfers' },
    summary:
      "The registrant of a domain registration or transfer of a concluded order (spec 2 §7): new or transfer with its AuthCode and timing, the company's billing data or a private person / company with the REGIT VAT rule. Clears the product's missing data",
    body: DomainRegistrantBodySchema,
    response: TransferSavedSchema,
    errors: refusals,
  }),
  hostingTransfer: endpoint({
    method: 'POST',
    path: '/rest/hosting_transfers',
    access: { route: 'transfers' },
    summary:
      "How the provider reaches the site and the mailboxes it moves for a concluded order (spec 2 §7): access, database, CMS, maintenance, IMAP and mailboxes. Passwords are kept sealed and never answered. Clears the product's missing data",
    body: HostingTransferBodySchema,
    response: TransferSavedSchema,
    errors: refusals,
  }),
} as const;
