import { offersApi } from '@sportello/domain/api';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { companyActorOf } from '../../platform/access/require-actor.ts';
import { registerEndpoint } from '../../platform/http/endpoint-routes.ts';
import { requestLanguage } from '../../platform/http/request-language.ts';
import { resolveBrand } from '../../platform/settings/brand.ts';
import { companyContextOf } from '../../platform/use-cases/use-case-context.ts';
import { offerPdf } from './offer-document.ts';
import { confirmAbilityOf, offerNotFound, rejectOffer, saveOffer } from './offer-use-cases.ts';
import { findOffer, listOffers } from '../../modules/offers/index.ts';
import { quoteForCompany, type QuoteRequest } from './quote.ts';

/** A name nobody owns (RFC 6762 reserves it for local use): the hostnames of a provider with no farm or support domain set. */
const UNSET_FARM_DOMAIN = 'localdomain';

/** Offers and the quote wizard's calls (spec 3 §2, §4, §5, §7; DESIGN §4), always for the company the session acts for. */
export const offersRoutes: FastifyPluginAsync = async (app) => {
  const quote = async (request: FastifyRequest, body: QuoteRequest) => {
    const brand = await resolveBrand(app.db, app.config.brand);
    const farmDomain = brand.farm_domain ?? brand.support_host ?? UNSET_FARM_DOMAIN;
    return quoteForCompany(app.db, companyActorOf(request), body, requestLanguage(request), farmDomain);
  };

  registerEndpoint(app, offersApi.quote, async (request) => (await quote(request, request.body)).quote);

  registerEndpoint(app, offersApi.create, async (request) => {
    const { state, domain, ...sent } = request.body;
    const id = await saveOffer(companyContextOf(request), await quote(request, { state, domain }), sent);
    return { id_offerta: id };
  });

  registerEndpoint(app, offersApi.list, async (request) =>
    listOffers(app.db, confirmAbilityOf({ actor: companyActorOf(request) }), request.query),
  );

  registerEndpoint(app, offersApi.get, async (request) => {
    const offer = await findOffer(app.db, confirmAbilityOf({ actor: companyActorOf(request) }), request.params.id);
    if (!offer) throw offerNotFound();
    return offer;
  });

  registerEndpoint(app, offersApi.reject, async (request) =>
    rejectOffer(companyContextOf(request), request.params.id, request.body.motivazione_rifiuto),
  );

  registerEndpoint(app, offersApi.pdf, async (request, reply) => {
    const offer = await findOffer(app.db, confirmAbilityOf({ actor: companyActorOf(request) }), request.params.id);
    if (!offer) throw offerNotFound();
    const pdf = await offerPdf(app.db, app.config.brand, offer, requestLanguage(request));
    return reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="offerta-${offer.id}.pdf"`)
      .header('cache-control', 'private, no-store')
      .send(pdf);
  });
};
