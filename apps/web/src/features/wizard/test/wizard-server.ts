import { quoteWizard, translate, type UserInfo, type WizardStateInput } from '@sportello/domain';
import { testPriceList } from '@sportello/domain/wizard/test-price-list';
import type { MyCustomer } from '@sportello/domain';
import type { RecordedCall } from '../../../test/fake-server.ts';
import { portalServer } from '../../../test/portal-server.ts';

/** The wizard's calls, faked with the real engine on the tests' price list (as the server runs it). */
export function wizardServer(
  user: UserInfo,
  options: { customers?: MyCustomer[]; extra?: Record<string, unknown> } = {},
) {
  const prices = testPriceList(user.is_reseller, user.currency);
  const priceList = {
    id_azienda: user.id_azienda,
    currency: prices.currency,
    iva: 22,
    reseller: user.is_reseller,
    categories: [],
    items: prices.items.map((item) => ({
      ...item,
      nome: item.codice === 'HOSMN' ? 'Hosting Medium' : item.codice,
      // The catalogue's hosting and backup products include backups (feature `backup`).
      features: /^(HOS(?!DOM)|STBCK)/.test(item.codice) ? { backup: true } : {},
    })),
  };
  const quote = (call: RecordedCall) => {
    const { state, domain } = call.body as { state: WizardStateInput; domain: string | null };
    const answer = quoteWizard(state, prices, {
      reseller: user.is_reseller,
      companyId: user.id_azienda ?? 0,
      farmDomain: 'farm.example.net',
      searchedDomain: domain,
      currencyLocked: user.currency_locked,
      translate: (key, params) => translate('it', key, params),
    });
    return { body: answer };
  };
  const customers = options.customers ?? [];
  return portalServer(user, {
    'GET /rest/price_list': { body: priceList },
    'POST /rest/offers/quote': quote,
    'POST /rest/offers': { body: { id_offerta: 77 } },
    'GET /rest/offers/77': { body: { id: 77, enable_orders: true, stato_ordine: null } },
    'GET /rest/my_customers': { body: { items: customers, page: 1, size: 100, total: customers.length } },
    ...(options.extra as Record<string, never>),
  });
}
