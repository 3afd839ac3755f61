import { Button, Card, Stack, Title } from '@mantine/core';
import { IconBuildingPlus } from '@tabler/icons-react';
import { Suspense, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { accessContextOf, CREATE_PROSPECT_RULE, evaluate, type MyCustomer, type UserInfo } from '@sportello/domain';
import { ListSection } from '../../../shared/list-page/list-section.tsx';
import { ListLoading } from '../../../shared/list-page/list-states.tsx';
import { PageLayout } from '../../../shared/page/page-layout.tsx';
import { lazyPart, preloadWhenIdle } from '../../../shared/schedule/lazy-part.ts';
import { useUserInfo } from '../../../shared/session/session.ts';
import { useSwitchCompany } from '../../../shared/session/switch-company.ts';
import { useMyCustomers, useRequestAccess } from '../api/customers-api.ts';
import { AffiliationCard } from '../components/affiliation-card.tsx';
import { CustomersTable } from '../components/customers-table.tsx';

// The prospect form loads apart from the list: it brings the form library and the schemas with it.
const ProspectForm = lazyPart(() => import('../../../modules/prospects/index.ts').then((m) => m.ProspectForm));

/** The anchor of the prospect form (spec 2 §2: #crea_prospect). */
export const PROSPECT_ANCHOR = 'crea_prospect';

/**
 * My customers (spec 2 §2): the reseller's assigned and presented customers and its prospects,
 * paged and filtered by the server; signing in to a customer that allows it, asking a customer's
 * administrators for access; the affiliation link with its badges; the prospect form.
 */
export function MyCustomersPage() {
  const me = useUserInfo();
  // Signed in to a customer from here, the session is no reseller's any more until the page goes:
  // its calls would be refused, so it draws nothing meanwhile.
  return me?.is_reseller ? <MyCustomers me={me} /> : null;
}

function MyCustomers({ me }: { me: UserInfo }) {
  const { t } = useTranslation();
  const customers = useMyCustomers();
  const requestAccess = useRequestAccess();
  const switchCompany = useSwitchCompany();
  const [busyId, setBusyId] = useState<number | null>(null);
  const prospectHeading = useId();
  // The form is drawn when asked for, by its button or by a link to #crea_prospect.
  const { hash } = useLocation();
  const [creating, setCreating] = useState(() => hash === `#${PROSPECT_ANCHOR}`);
  const prospectSection = useRef<HTMLElement>(null);
  useEffect(() => {
    if (creating) prospectSection.current?.scrollIntoView({ block: 'start' });
  }, [creating]);
  useEffect(() => preloadWhenIdle(ProspectForm), []);
  const mayCreate = evaluate(CREATE_PROSPECT_RULE, accessContextOf(me));

  const act = (customer: MyCustomer, call: (id: number) => Promise<unknown>) => {
    setBusyId(customer.id);
    call(customer.id)
      .catch(() => null)
      .finally(() => setBusyId(null));
  };

  return (
    <PageLayout width="wide" title={t('routes:my_customers')} description={t('customers:intro')}>
      <Stack gap="xl">
        <ListSection
          title={t('customers:list.title')}
          state={customers.state}
          count={customers.items.length}
          filter={{ ...customers.filter, label: t('customers:list.filter') }}
          pagination={customers.pagination}
          emptyText={customers.filter.text ? t('customers:list.emptyFiltered') : t('customers:list.empty')}
          actions={
            mayCreate && (
              <Button
                variant="light"
                leftSection={<IconBuildingPlus size={16} aria-hidden />}
                onClick={() => setCreating(true)}
                aria-expanded={creating}
                aria-controls={PROSPECT_ANCHOR}
                data-testid="open-prospect"
              >
                {t('customers:prospect.open')}
              </Button>
            )
          }
          data-testid="customers-section"
        >
          <CustomersTable
            customers={customers.items}
            busyId={busyId}
            onSignIn={(c) => act(c, (id) => switchCompany.mutateAsync(id))}
            onRequestAccess={(c) => act(c, (id) => requestAccess.mutateAsync(id))}
          />
        </ListSection>
        <AffiliationCard />
        {mayCreate && creating && (
          <Card
            ref={prospectSection}
            withBorder
            padding="lg"
            component="section"
            id={PROSPECT_ANCHOR}
            aria-labelledby={prospectHeading}
          >
            <Stack gap="md">
              <Title order={2} size="h3" id={prospectHeading}>
                {t('customers:prospect.title')}
              </Title>
              <Suspense fallback={<ListLoading rows={3} />}>
                <ProspectForm.Component currency={me.currency} />
              </Suspense>
            </Stack>
          </Card>
        )}
      </Stack>
    </PageLayout>
  );
}
