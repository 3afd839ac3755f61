import { endpoint } from '../api/endpoint.ts';
import { listQuerySchema, pageSchema } from '../api/list.ts';
import { z } from 'zod';
import {
  OFFER_SECTIONS,
  OfferDetailSchema,
  OfferIdParamsSchema,
  OfferSchema,
  QuoteAnswerSchema,
  QuoteRequestSchema,
  RejectOfferSchema,
  SaveOfferSchema,
} from './offers-schema.ts';

export const OFFER_SORT_KEYS = ['data', 'id'] as const;
export const OffersListQuerySchema = listQuerySchema(OFFER_SORT_KEYS, '-data', {
  /** One of the offers page's sections (spec 3 §2). */
  section: z.enum(OFFER_SECTIONS).optional(),
});

/** Offers and the quote wizard's calls (spec 3 §2 offers, §3, §4, §5, §7; DESIGN §4). */
export const offersApi = {
  quote: endpoint({
    method: 'POST',
    path: '/rest/offers/quote',
    access: { route: 'diy-offer' },
    summary:
      "The quote wizard's engine on a state, for the signed-in company with its price list (a reseller's idClienteFinale only among its own customers): { state, steps, valid, errors, issues, lines, registration, totals, payload }",
    body: QuoteRequestSchema,
    response: QuoteAnswerSchema,
    errors: { 422: ['not_your_customer'] },
    unaudited: 'A preview: computes a quote and saves nothing',
  }),
  create: endpoint({
    method: 'POST',
    path: '/rest/offers',
    access: { route: 'diy-offer' },
    summary:
      'Save a wizard offer: codes, quantities and prices recomputed from `state` with the engine and the price list (never taken from the body); a state the rules refuse is 422 with the field messages, a §7 payload key that differs from the engine’s 422 payload_mismatch; nothing saved then. Action mailcustomer / mailme also mails the offer with its PDF (outbox, mail budget: 429) to the billed customer’s billing subscribers (409 no_customer_address without any) or to the caller',
    body: SaveOfferSchema,
    response: z.object({ id_offerta: z.number().int() }),
    errors: {
      409: ['no_customer_address'],
      422: ['invalid_quote', 'not_your_customer', 'payload_mismatch'],
      429: ['mail_limit_user', 'mail_limit_company'],
    },
  }),
  list: endpoint({
    method: 'GET',
    path: '/rest/offers',
    access: { route: 'offers' },
    summary:
      "The company's offers and orders (those it is billed for and those it prepared for its customers), newest first, paged; section=open|orders|rejected",
    query: OffersListQuerySchema,
    response: pageSchema(OfferSchema),
  }),
  get: endpoint({
    method: 'GET',
    path: '/rest/offers/:id',
    access: { route: 'offers' },
    summary:
      "One offer with its lines, totals and enable_orders (spec 3 §4 confirm ability); 404 for another company's",
    params: OfferIdParamsSchema,
    response: OfferDetailSchema,
    errors: { 404: ['offer_not_found'] },
  }),
  reject: endpoint({
    method: 'PUT',
    path: '/rest/offers/:id',
    access: { route: 'offers' },
    summary:
      'Reject an offer with one of the spec 3 §5 reasons; 403 without confirm ability, 409 once rejected or concluded',
    params: OfferIdParamsSchema,
    body: RejectOfferSchema,
    response: OfferSchema,
    errors: { 403: ['orders_not_enabled'], 404: ['offer_not_found'], 409: ['offer_closed'] },
  }),
  pdf: endpoint({
    method: 'GET',
    path: '/rest/offer-pdf/:id',
    access: { route: 'offers' },
    summary: "The offer as a PDF (issuer, customer, lines, totals, VAT); 404 for another company's",
    params: OfferIdParamsSchema,
    response: { kind: 'file', contentType: 'application/pdf' },
    errors: { 404: ['offer_not_found'] },
  }),
} as const;
