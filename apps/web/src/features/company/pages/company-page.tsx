import { Button, Card, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { policies } from '@sportello/domain';
import { BillingForm, useCompany } from '../../../modules/company/index.ts';
import { ListError, ListLoading } from '../../../shared/list-page/list-states.tsx';
import { PageLayout } from '../../../shared/page/page-layout.tsx';
import { asyncStateOf } from '../../../shared/query/async-state.ts';
import { useIdCliente } from '../../../shared/routing/use-route-params.ts';
import { useReadOnlyCustomer, useWriteGrants } from '../../../shared/session/read-only.ts';
import { loadUserInfo, useUserInfo } from '../../../shared/session/session.ts';
import { ChangeRequestModal } from '../components/change-request-modal.tsx';
import { CurrencyToggle } from '../components/currency-toggle.tsx';
import { PaymentCard } from '../components/payment-card.tsx';

/** /{id_cliente?}/company (admin or billing): the payment mode and the billing data of the company acted for. */
export function CompanyPage() {
  const { t } = useTranslation();
  const user = useUserInfo();
  const readOnly = useReadOnlyCustomer();
  const writeGrants = useWriteGrants();
  const idCliente = useIdCliente();
  const companyId = Number(idCliente ?? user?.id_azienda ?? 0);
  const company = useCompany(companyId);
  const [requesting, setRequesting] = useState(false);
  const state = asyncStateOf(company);

  const body = () => {
    if (state === 'pending') return <ListLoading rows={6} />;
    if (state === 'error' || !company.data) return <ListError />;
    const data = company.data;
    return (
      <>
        <PaymentCard
          company={data}
          canStopRecurring={policies.stopRecurringPayments({ grants: writeGrants }).allowed}
        />
        <Card withBorder padding="lg" radius="md">
          <Stack gap="md">
            <Title order={2} size="h4">
              {t('company:page.billingTitle')}
            </Title>
            <CurrencyToggle company={data} />
            <BillingForm
              key={data.id}
              company={data}
              submitLabel={t('company:save')}
              withCurrency={false}
              // Spec 1 §4: the session follows when the saved company is the one it acts for.
              onSaved={(saved) => {
                if (saved.id === user?.id_azienda) void loadUserInfo().catch(() => null);
              }}
              actions={
                !readOnly &&
                policies.requestBillingChange(data).allowed && (
                  <Button variant="default" onClick={() => setRequesting(true)} data-testid="open-change-request">
                    {t('company:page.changeRequest.open')}
                  </Button>
                )
              }
            />
          </Stack>
        </Card>
        <ChangeRequestModal company={data} opened={requesting} onClose={() => setRequesting(false)} />
      </>
    );
  };

  return (
    <PageLayout
      width="form"
      testId="company-page"
      title={t('routes:company')}
      description={company.data?.ragione_sociale}
    >
      {body()}
    </PageLayout>
  );
}
