import { Group, Loader, Text } from '@mantine/core';
import { type RouteDef, ROUTES, searchedDomainQuery, TRIAL_DAYS } from '@sportello/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ListError } from '../../../shared/list-page/list-states.tsx';
import { PageLayout } from '../../../shared/page/page-layout.tsx';
import { useRouteName } from '../../../shared/routing/route-handle.ts';
import { useUserInfo } from '../../../shared/session/session.ts';
import { usePriceList } from '../api/wizard-api.ts';
import { WizardView } from '../components/wizard-view.tsx';
import { enginePriceList } from '../state/local-engine.ts';
import { storageKey } from '../state/wizard-storage.ts';

/**
 * The quote wizard (spec 3 §2 diy-offer, product-testing): 'Offerta fai da te'. The route's freePeriod
 * (product-testing: 60) is the trial preselected; domainName and domainAvailable prefill the domain.
 */
export function WizardPage() {
  const { t } = useTranslation();
  const name = useRouteName() ?? 'diy-offer';
  const me = useUserInfo();
  const prices = usePriceList();
  const [params] = useSearchParams();
  const searched = searchedDomainQuery(params.get('domainName'), params.get('domainAvailable'));
  const route: RouteDef = ROUTES[name];
  const routeFreePeriod = Number(route.props?.freePeriod ?? 0);
  const companyId = me?.id_azienda ?? null;
  const priceList = prices.data;
  const setup = useMemo(
    () =>
      priceList && companyId !== null
        ? {
            storageKey: storageKey(name, companyId),
            reseller: me?.is_reseller === true,
            companyId,
            // Spec 1 §3: locked unless the session says otherwise.
            currencyLocked: me?.currency_locked !== false,
            freePeriod: routeFreePeriod,
            // An available domain is one to register: the searched domain makes the registration apply (§4).
            searchedDomain: searched?.available ? searched.domain : null,
            prefillDomain: searched?.domain ?? null,
            priceList: enginePriceList(priceList),
          }
        : null,
    [
      priceList,
      companyId,
      name,
      me?.is_reseller,
      me?.currency_locked,
      routeFreePeriod,
      searched?.domain,
      searched?.available,
    ],
  );
  return (
    <PageLayout width="form" title={t('wizard:title')} description={t('wizard:subtitle')} testId="wizard-page">
      {prices.isError ? (
        <ListError text={t('wizard:loadError')} />
      ) : setup === null || priceList === undefined ? (
        <Group gap="sm" role="status" data-testid="wizard-loading">
          <Loader size="sm" aria-hidden />
          <Text>{t('wizard:loading')}</Text>
        </Group>
      ) : (
        <WizardView
          key={setup.storageKey}
          setup={setup}
          trialDays={routeFreePeriod > 0 ? routeFreePeriod : TRIAL_DAYS}
          names={priceList.items}
        />
      )}
    </PageLayout>
  );
}
