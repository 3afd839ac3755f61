import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate, routeHref, type Product } from '@sportello/domain';
import { AwaitedData } from '../../../modules/transfers/index.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { ListEmpty, ListError, ListLoading } from '../../../shared/list-page/list-states.tsx';
import { useDeferredData } from '../../../shared/query/deferred-data.ts';
import { useNewActivations } from '../api/dashboard-api.ts';
import { DashboardSection, SectionLines } from './dashboard-section.tsx';
import { ProductLine } from './product-line.tsx';

/**
 * 'Nuove attivazioni' (spec 2 §2): site, mail and domain transfers awaiting data (to /transfers),
 * products being activated, and trials, from one server-side filter of the products list.
 */
export function NewActivations() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const query = useDeferredData(useNewActivations());
  const items = query.data?.items ?? [];
  const awaiting = items.filter((p) => p.missing_data);
  const activating = items.filter((p) => !p.missing_data && p.stato_tecnico === 'attivare');
  const trials = items.filter((p) => !p.missing_data && p.stato_tecnico !== 'attivare' && p.free_period > 0);
  const group = (
    key: 'awaiting' | 'activating' | 'trials',
    products: Product[],
    aside: (p: Product) => ReactNode,
    link?: ReactNode,
  ) =>
    products.length > 0 && (
      <Stack gap="xs" data-testid={`activations-${key}`}>
        <Group justify="space-between">
          <Text size="sm" fw={700}>
            {t(`dashboard:activations.${key}`)}
          </Text>
          {link}
        </Group>
        <SectionLines>
          {products.map((p) => (
            <ProductLine key={p.id} product={p}>
              {aside(p)}
            </ProductLine>
          ))}
        </SectionLines>
      </Stack>
    );
  return (
    <DashboardSection title={t('dashboard:activations.title')} testId="dashboard-activations">
      {query.isPending ? (
        <ListLoading rows={2} />
      ) : query.isError ? (
        <ListError text={t('dashboard:sectionError')} />
      ) : items.length === 0 ? (
        <ListEmpty text={t('dashboard:activations.empty')} />
      ) : (
        <Stack gap="md">
          {group(
            'awaiting',
            awaiting,
            (p) => (
              <AwaitedData product={p} />
            ),
            <Anchor component={Link} to={routeHref('transfers')} size="sm" data-testid="activations-transfers-link">
              {t('dashboard:activations.enterData')}
            </Anchor>,
          )}
          {group('activating', activating, () => (
            <Badge variant="light" color="blue" style={{ flexShrink: 0 }}>
              {t('dashboard:activations.activatingBadge')}
            </Badge>
          ))}
          {group('trials', trials, (p) => (
            <Text size="xs" c="dimmed">
              {t('dashboard:activations.trialEnds', { date: formatDate(p.data_fine, language) })}
            </Text>
          ))}
        </Stack>
      )}
    </DashboardSection>
  );
}
