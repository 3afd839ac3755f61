import { Alert, Badge, Center, Group, List, Loader, Stack, Tabs, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { routeHref, serviceTabs, type ServiceDetail, type ServiceTab } from '@sportello/domain';
import { NotFoundState } from '../../../shared/list-page/list-states.tsx';
import { PageLayout } from '../../../shared/page/page-layout.tsx';
import { useIdCliente, useRouteParams } from '../../../shared/routing/use-route-params.ts';
import { useDnsZone, useServiceDetail } from '../api/services-api.ts';
import { DnsEditor } from '../components/dns-editor.tsx';
import { PanelTab } from '../components/panel-tab.tsx';
import { RedirectTab } from '../components/redirect-tab.tsx';

function DnsTab({ domain }: { domain: string }) {
  const { t } = useTranslation();
  const zone = useDnsZone(domain, true);
  if (zone.isPending) return <Loader size="sm" aria-label={t('services:loading')} />;
  if (zone.isError) return <Alert color="red">{t('services:dns.loadFailed')}</Alert>;
  return <DnsEditor zone={zone.data} />;
}

function TabContent({ tab, detail }: { tab: ServiceTab; detail: ServiceDetail }) {
  const { t } = useTranslation();
  switch (tab) {
    case 'panel':
      return detail.pannello_dettaglio ? <PanelTab detail={detail} panel={detail.pannello_dettaglio} /> : null;
    case 'email':
      return (
        <Stack gap="xs" data-testid="email-tab">
          <Text size="sm">{t('services:email.active', { domain: detail.dominio })}</Text>
          <Text size="sm" c="dimmed">
            {t(detail.pannello ? 'services:email.fromPanel' : 'services:email.ticket')}
          </Text>
        </Stack>
      );
    case 'pec':
      return (
        <Stack gap="xs" data-testid="pec-tab">
          <Text size="sm">{t('services:pec.mailboxes', { count: detail.pecs.length })}</Text>
          <List size="sm">
            {detail.pecs.map((p) => (
              <List.Item key={p}>{p}</List.Item>
            ))}
          </List>
        </Stack>
      );
    case 'redirect':
      return <RedirectTab detail={detail} />;
    case 'dns':
      return <DnsTab domain={detail.dominio} />;
  }
}

/**
 * /{id_cliente?}/services/{domain} (spec 3 §2 service_detail): 'Servizi associati al dominio {0}',
 * a tab for each service the domain has; loading, 'Nessun dettaglio disponibile' and the
 * 'Errore: Servizi non trovati' alert.
 */
export function ServiceDetailPage() {
  const { t } = useTranslation();
  const { domain = '' } = useRouteParams();
  const idCliente = useIdCliente();
  const detail = useServiceDetail(domain);
  const tabs = detail.data ? serviceTabs(detail.data) : [];
  return (
    <PageLayout
      width="wide"
      testId="service-detail-page"
      title={t('services:detailTitle', { domain })}
      trail={[{ label: t('routes:services'), to: routeHref('services', { id_cliente: idCliente ?? '' }) }]}
    >
      {detail.isPending && (
        <Center py="xl">
          <Loader aria-label={t('services:loading')} />
        </Center>
      )}
      {detail.isError && (
        <NotFoundState
          testId="services-not-found"
          text={t('messages:services.not_found')}
          back={{ to: routeHref('services', { id_cliente: idCliente ?? '' }), page: t('routes:services') }}
        />
      )}
      {detail.data && tabs.length === 0 && (
        <Text c="dimmed" data-testid="no-details">
          {t('services:noDetails')}
        </Text>
      )}
      {detail.data && tabs.length > 0 && (
        <Tabs defaultValue={tabs[0]} keepMounted={false}>
          <Tabs.List>
            {tabs.map((tab) => (
              <Tabs.Tab key={tab} value={tab} data-testid={`tab-${tab}`}>
                <Group gap={6} wrap="nowrap">
                  {t(`services:tabs.${tab}`)}
                  {tab === 'pec' && (
                    <Badge size="xs" variant="light" color="gray">
                      {detail.data.pecs.length}
                    </Badge>
                  )}
                </Group>
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {tabs.map((tab) => (
            <Tabs.Panel key={tab} value={tab} pt="md">
              <TabContent tab={tab} detail={detail.data} />
            </Tabs.Panel>
          ))}
        </Tabs>
      )}
    </PageLayout>
  );
}
