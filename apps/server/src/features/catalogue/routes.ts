import { catalogueApi } from '@sportello/domain/api';
import type { FastifyPluginAsync } from 'fastify';
import { companyActorOf } from '../../platform/access/require-actor.ts';
import { registerEndpoint } from '../../platform/http/endpoint-routes.ts';
import { HttpError } from '../../platform/http/http-error.ts';
import { requestLanguage } from '../../platform/http/request-language.ts';
import { companyContextOf } from '../../platform/use-cases/use-case-context.ts';
import { changeCategoryMarkup, customerPriceList, listCategoryMarkups, ownPriceList } from '../../modules/catalogue/index.ts';

/**
 * Catalogue and price list (spec 2 catalog, spec 3 §3, DESIGN §4): prices always for the company
 * the session acts for, or — for a reseller — one of its own customers; markups only its own.
 */
export const catalogueRoutes: FastifyPluginAsync = async (app) => {
  registerEndpoint(app, catalogueApi.priceList, async (request) => ownPriceList(app.db, companyActorOf(request), requestLanguage(request)));

  registerEndpoint(app, catalogueApi.customerPriceList, async (request) => {
    const list = await customerPriceList(app.db, companyActorOf(request), request.params.id, requestLanguage(request));
    // Not a customer of this reseller (or the caller is no reseller): as if it did not exist.
    if (!list) throw new HttpError(404, 'catalogue.customer_not_found', { reason: 'customer_not_found' });
    return list;
  });

  registerEndpoint(app, catalogueApi.markups, async (request) => listCategoryMarkups({ db: app.db, actor: companyActorOf(request) }));

  registerEndpoint(app, catalogueApi.saveMarkup, async (request) =>
    changeCategoryMarkup(companyContextOf(request), request.params.category, request.body.markup),
  );
};
