import { Badge, Button, Group, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { routeHref, serviceBadges, type ServiceBadge } from '@sportello/domain';
import { ListSection } from '../../../shared/list-page/list-section.tsx';
import { PageLayout } from '../../../shared/page/page-layout.tsx';
import stacked from '../../../shared/ui/stacked-table.module.css';
import { useIdCliente } from '../../../shared/routing/use-route-params.ts';
import { useServices } from '../api/services-api.ts';

// Light badges that keep WCAG AA text contrast in both schemes.
export const BADGE_COLORS: Record<ServiceBadge, string> = {
  web: 'blue',
  web_email: 'blue',
  email: 'indigo',
  pec: 'grape',
  dns: 'gray',
  redirect: 'violet',
};

/**
 * /{id_cliente?}/services/ (spec 3 §2 'I miei hosting'): the company's domains with their badges, searched on
 * the server; one card per domain on a phone, its 'Dettagli' in reach.
 */
export function ServicesPage() {
  const { t } = useTranslation();
  const idCliente = useIdCliente();
  const services = useServices();
  return (
    <PageLayout width="wide" testId="services-page" title={t('routes:services')} description={t('services:intro')}>
      <ListSection
        state={services.state}
        count={services.items.length}
        filter={{ ...services.filter, label: t('services:filter') }}
        pagination={services.pagination}
        csvHref={services.csvHref}
        emptyText={services.filter.text.trim() ? t('services:emptyFiltered') : t('services:empty')}
        errorText={t('services:error')}
        data-testid="services-section"
      >
        <div className={stacked.scroll}>
          <Table verticalSpacing="sm" className={stacked.table} data-testid="services-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('services:columns.domain')}</Table.Th>
                <Table.Th>{t('services:columns.services')}</Table.Th>
                <Table.Th>
                  <VisuallyHidden>{t('services:columns.action')}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {services.items.map((s) => (
                <Table.Tr key={s.dominio} data-testid={`service-${s.dominio}`}>
                  <Table.Td>
                    <Text size="sm" fw={500}>
                      {s.dominio}
                    </Text>
                  </Table.Td>
                  <Table.Td data-label={t('services:columns.services')}>
                    <Group gap={6}>
                      {serviceBadges(s).map((b) => (
                        <Badge key={b} variant="light" color={BADGE_COLORS[b]} radius="sm">
                          {t(`services:badges.${b}`)}
                        </Badge>
                      ))}
                    </Group>
                  </Table.Td>
                  <Table.Td ta="right" data-wide>
                    <Button
                      size="xs"
                      variant="light"
                      component={Link}
                      to={routeHref('service_detail', { id_cliente: idCliente ?? '', domain: s.dominio })}
                      rightSection={<IconChevronRight size={14} aria-hidden />}
                      aria-label={t('services:detailsFor', { domain: s.dominio })}
                      data-testid={`service-details-${s.dominio}`}
                    >
                      {t('services:details')}
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </div>
      </ListSection>
    </PageLayout>
  );
}
