import { randomBytes } from 'node:crypto';
import { paymentProviderApi, paymentsApi } from '@sportello/domain/api';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { companyActorOf } from '../../platform/access/require-actor.ts';
import { auditSourceOf } from '../../platform/audit/request-source.ts';
import { registerEndpoint } from '../../platform/http/endpoint-routes.ts';
import { HttpError, notFound } from '../../platform/http/http-error.ts';
import { requestLanguage } from '../../platform/http/request-language.ts';
import { asDocument } from '../../platform/security/security-headers.ts';
import { resolveBrand } from '../../platform/settings/brand.ts';
import { companyContextOf } from '../../platform/use-cases/use-case-context.ts';
import {
  balanceOf,
  cashbackBalance,
  findTransaction,
  findTransactionByToken,
  payInstallment,
  payOffer,
  paymentProviders,
  renewProducts,
  upgradeOptions,
  upgradeProduct,
  settleProviderResult,
} from '../../modules/ledger/index.ts';
import { sandboxCheckoutHtml } from './sandbox-page.ts';

/** The payment error page of spec 3 ('Errore durante il pagamento'). */
const PAYMENT_ERROR_PAGE = '/axerve_paypal_error';

export interface PaymentsRoutesOptions {
  /** How the PayPal and Axerve adapters reach their APIs (tests: a local fake). */
  fetchImpl?: typeof fetch;
}

/**
 * Paying (spec 2 §2 payment, order_result, product_renew; §7 Pay; DESIGN §4 payment calls) and
 * the providers' side: the sandbox checkout and the signed return every provider comes back by.
 */
export const paymentsRoutes: FastifyPluginAsync<PaymentsRoutesOptions> = async (app, options) => {
  const providers = paymentProviders(app.config.payments, app.digest, options.fetchImpl ?? fetch);
  const refunds = { providers, brand: app.config.brand };
  const baseUrl = (request: FastifyRequest) => app.config.publicUrl ?? `${request.protocol}://${request.host}`;

  registerEndpoint(app, paymentsApi.paymentMethods, async (request) => {
    const { company } = companyActorOf(request);
    return {
      metodi_pagamento: providers.methodsFor(company.metodi_pagamento ?? []),
      pagamento: company.pagamento ?? '',
      fatturazione_mensile: company.fatturazione_mensile,
      use_credit: company.use_credit,
      credit: Math.max(0, await balanceOf(app.db, company.id, 'credito')),
      has_recurring_payments: company.has_recurring_payments,
    };
  });

  registerEndpoint(app, paymentsApi.cashbackBalance, async (request) => ({
    amount: Math.max(0, await cashbackBalance(app.db, companyActorOf(request).company.id)),
  }));

  registerEndpoint(app, paymentsApi.transaction, async (request) => {
    const transaction = await findTransaction(app.db, companyActorOf(request), request.params.id);
    if (!transaction) throw new HttpError(404, 'payments.order_not_found', { reason: 'transaction_not_found' });
    return transaction;
  });

  registerEndpoint(app, paymentsApi.payInvoice, async (request) =>
    payInstallment(
      companyContextOf(request),
      {
        installmentId: request.body.payment_id,
        method: request.body.method,
        cashback: request.body.cashback_amount,
        enableRecurring: request.body.enable_recurring_payments,
        ref: request.body.ref,
      },
      providers,
      baseUrl(request),
    ),
  );

  registerEndpoint(app, paymentsApi.payProduct, async (request) =>
    renewProducts(
      companyContextOf(request),
      {
        ids: request.body.ids,
        method: request.body.method,
        cashback: request.body.cashback_amount,
        ref: request.body.ref,
      },
      providers,
      baseUrl(request),
    ),
  );

  registerEndpoint(app, paymentsApi.payOffer, async (request) =>
    payOffer(
      companyContextOf(request),
      { offerId: request.body.idOfferta, method: request.body.method, cashback: request.body.cashback_amount },
      providers,
      baseUrl(request),
    ),
  );

  registerEndpoint(app, paymentsApi.upgradeOptions, async (request) =>
    upgradeOptions(app.db, companyActorOf(request), request.params.id, requestLanguage(request), new Date()),
  );

  registerEndpoint(app, paymentsApi.payUpgrade, async (request) =>
    upgradeProduct(
      companyContextOf(request),
      {
        from: request.body.id_migrated_from,
        to: request.body.id_product_to,
        method: request.body.method,
        cashback: request.body.cashback_amount,
        ref: request.body.ref,
      },
      providers,
      baseUrl(request),
    ),
  );

  registerEndpoint(app, paymentProviderApi.sandboxCheckout, async (request, reply) => {
    const tx = await findTransactionByToken(app.db, request.params.token);
    if (!providers.sandbox || !tx || tx.provider !== 'sandbox' || tx.status !== 'pending') throw notFound();
    const brand = await resolveBrand(app.db, app.config.brand);
    return asDocument(reply)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(
        sandboxCheckoutHtml({
          token: tx.token,
          amount: tx.amount,
          currency: tx.currency,
          description: tx.nr,
          merchant: brand.name,
        }),
      );
  });

  registerEndpoint(
    app,
    paymentProviderApi.sandboxDecide,
    async (request, reply) => {
      const tx = await findTransactionByToken(app.db, request.params.token);
      if (!providers.sandbox || !tx || tx.provider !== 'sandbox' || tx.status !== 'pending') throw notFound();
      return reply.redirect(
        providers.sandbox.signedReturn(tx, request.body.outcome, `sbx_${randomBytes(12).toString('base64url')}`),
        303,
      );
    },
    // The provider's page posts as a plain HTML form, like a provider's own site would.
    { csrf: false },
  );

  registerEndpoint(
    app,
    paymentProviderApi.paypalWebhook,
    async (request) => {
      const result = providers.paypal
        ? await providers.paypal.verifyWebhook(request.headers as Record<string, string | undefined>, request.body)
        : null;
      if (!result) throw new HttpError(400, 'error.bad_request', { reason: 'unverified' });
      await settleProviderResult(app.db, auditSourceOf(request), 'paypal', result, request.body, new Date(), refunds);
      return { received: true };
    },
    // PayPal's servers post it: no browser, no XHR header.
    { csrf: false },
  );

  registerEndpoint(app, paymentProviderApi.providerReturn, async (request, reply) => {
    const provider = providers.byName(request.params.provider);
    // A checkout that ended here unpaid (superseded by a newer one) is not collected where the provider lets us
    // choose; a paid one is asked again, which finds the same capture.
    const named = request.query.tx ? await findTransactionByToken(app.db, request.query.tx) : undefined;
    const result = provider
      ? await provider.verifyReturn(request.query, {
          collect: !named || named.status === 'pending' || named.status === 'paid',
        })
      : null;
    if (!provider || !result) {
      request.log.warn({ provider: request.params.provider }, 'payment return refused: unverified');
      return reply.redirect(PAYMENT_ERROR_PAGE, 303);
    }
    const settled = await settleProviderResult(
      app.db,
      auditSourceOf(request),
      provider.name,
      result,
      { ...request.query },
      new Date(),
      refunds,
    );
    if (settled.transactionId === null) return reply.redirect(PAYMENT_ERROR_PAGE, 303);
    const query = new URLSearchParams({
      res: String(settled.res),
      ...(settled.ref ? { ref: settled.ref } : {}),
      ...(settled.err ? { err: settled.err } : {}),
    });
    // Staff paid for a customer: back to the customer's order_result, where id_cliente names the company.
    const prefix = settled.idCliente === null ? '' : `/${settled.idCliente}`;
    // An offer's payment returns to its confirm_offer page, which reads res and err (spec 3 §2, §8).
    if (settled.offerId !== null) return reply.redirect(`${prefix}/offers/${settled.offerId}?${query.toString()}`, 303);
    return reply.redirect(`${prefix}/order-result/${settled.transactionId}?${query.toString()}`, 303);
  });
};
