import { isoDateIn, PROVIDER_TIME_ZONE } from '@sportello/domain';
import { productsApi } from '@sportello/domain/api';
import type { FastifyPluginAsync } from 'fastify';
import { companyActorOf } from '../../platform/access/require-actor.ts';
import { registerEndpoint } from '../../platform/http/endpoint-routes.ts';
import { requestLanguage } from '../../platform/http/request-language.ts';
import { companyContextOf } from '../../platform/use-cases/use-case-context.ts';
import { changeProductOrder, listProducts } from '../../modules/products/index.ts';

/** Products and renewals (spec 2 §2 products list, §4, §7): always the products of the company the session acts for. */
export const productsRoutes: FastifyPluginAsync = async (app) => {
  registerEndpoint(app, productsApi.list, async (request) =>
    listProducts(
      app.db,
      companyActorOf(request),
      request.query,
      requestLanguage(request),
      isoDateIn(new Date(), PROVIDER_TIME_ZONE),
    ),
  );

  registerEndpoint(app, productsApi.updateOrder, async (request) =>
    changeProductOrder(companyContextOf(request), request.params.id, request.body, requestLanguage(request)),
  );
};
