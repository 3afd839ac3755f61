import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDate, routeHref } from '@sportello/domain';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { ListEmpty, ListError, ListLoading } from '../../../shared/list-page/list-states.tsx';
import { useDeferredData } from '../../../shared/query/deferred-data.ts';
import { useExpiringProducts } from '../api/dashboard-api.ts';
import { DashboardSection, SectionLines } from './dashboard-section.tsx';
import { ProductLine } from './product-line.tsx';

/** Spec 2 §2, §9: the products expiring within 30 days, with the empty state the spec asks for. */
export function ExpiringProducts() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const query = useDeferredData(useExpiringProducts());
  const items = query.data?.items ?? [];
  return (
    <DashboardSection
      title={t('dashboard:expiring.title')}
      link={{ href: routeHref('products'), label: t('dashboard:expiring.all') }}
      testId="dashboard-expiring"
    >
      {query.isPending ? (
        <ListLoading rows={2} />
      ) : query.isError ? (
        <ListError text={t('dashboard:sectionError')} />
      ) : items.length === 0 ? (
        <ListEmpty text={t('dashboard:expiring.empty')} />
      ) : (
        <SectionLines>
          {items.map((p) => (
            <ProductLine key={p.id} product={p}>
              <Stack gap={0} align="end">
                <Text size="sm">{formatDate(p.data_fine, language)}</Text>
                <Text size="xs" c={p.disdetto ? 'red' : 'dimmed'}>
                  {p.days_to_expiration === 0
                    ? t('dashboard:expiring.today')
                    : t('dashboard:expiring.inDays', { count: p.days_to_expiration })}
                  {p.disdetto ? ` · ${t('dashboard:expiring.notRenewing')}` : ''}
                </Text>
              </Stack>
            </ProductLine>
          ))}
        </SectionLines>
      )}
    </DashboardSection>
  );
}
