import { catalogueApi } from '@sportello/domain/api';
import type { FastifyPluginAsync } from 'fastify';
import type { CompanyActor } from '../../platform/access/actor.ts';
import { companyActorOf } from '../../platform/access/require-actor.ts';
import { ReadCache } from '../../platform/db/read-cache.ts';
import { registerEndpoint } from '../../platform/http/endpoint-routes.ts';
import { PreparedAnswer, sendPrepared } from '../../platform/http/prepared-answer.ts';
import { HttpError } from '../../platform/http/http-error.ts';
import { requestLanguage } from '../../platform/http/request-language.ts';
import { companyContextOf } from '../../platform/use-cases/use-case-context.ts';
import {
  changeCategoryMarkup,
  customerPriceList,
  listCategoryMarkups,
  ownPriceList,
} from '../../modules/catalogue/index.ts';

/** What a price list is made from: the company's own row (currency, VAT, reseller) included. */
const PRICE_LIST_TABLES = ['catalogue_categories', 'catalogue_products', 'category_markups', 'aziende'];

/**
 * Catalogue and price list (spec 2 catalog, spec 3 §3, DESIGN §4): prices always for the company
 * the session acts for, or — for a reseller — one of its own customers; markups only its own.
 */
export const catalogueRoutes: FastifyPluginAsync = async (app) => {
  // A price list (~130 KB) is the same for every call of a company in a language until the catalogue,
  // the markups or the company (currency, VAT) change: made, serialized and compressed once.
  const priceLists = new ReadCache<PreparedAnswer | undefined>(app.changes, PRICE_LIST_TABLES, 10 * 60_000, 500);
  // The company's fields a list is priced with are in the key: an actor read just before a change
  // cannot leave its list under the key of the changed company.
  const keyOf = (kind: string, { company }: CompanyActor, language: string, customer = '') =>
    `${kind} ${company.id} ${company.currency} ${company.iva} ${company.is_reseller} ${customer} ${language}`;

  registerEndpoint(app, catalogueApi.priceList, async (request, reply) => {
    const actor = companyActorOf(request);
    const language = requestLanguage(request);
    const answer = await priceLists.get(keyOf('own', actor, language), async () =>
      PreparedAnswer.of(catalogueApi.priceList.response, await ownPriceList(app.db, actor, language)),
    );
    return sendPrepared(request, reply, answer!);
  });

  registerEndpoint(app, catalogueApi.customerPriceList, async (request, reply) => {
    const actor = companyActorOf(request);
    const language = requestLanguage(request);
    const answer = await priceLists.get(keyOf('customer', actor, language, String(request.params.id)), async () => {
      const list = await customerPriceList(app.db, actor, request.params.id, language);
      return list && PreparedAnswer.of(catalogueApi.customerPriceList.response, list);
    });
    // Not a customer of this reseller (or the caller is no reseller): as if it did not exist.
    if (!answer) throw new HttpError(404, 'catalogue.customer_not_found', { reason: 'customer_not_found' });
    return sendPrepared(request, reply, answer);
  });

  registerEndpoint(app, catalogueApi.markups, async (request) =>
    listCategoryMarkups({ db: app.db, actor: companyActorOf(request) }),
  );

  registerEndpoint(app, catalogueApi.saveMarkup, async (request) =>
    changeCategoryMarkup(companyContextOf(request), request.params.category, request.body.markup),
  );
};
