import { Group, NativeSelect, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_DURATION, type Duration, type PriceList } from '@sportello/domain';
import { CatalogCsvButton } from './catalog-csv-button.tsx';
import type { CatalogFilter, CatalogGroup } from './catalog-view.ts';

/** The text, the category and (when there are several) the duration to show, and the CSV export of what is shown. */
export function CatalogFilters({
  list,
  filter,
  durations,
  durata,
  shown,
  set,
}: {
  list: PriceList;
  filter: CatalogFilter;
  /** The durations the list has prices in. */
  durations: readonly Duration[];
  /** The duration shown: the filter's, or the one a product code asked for exists in. */
  durata: Duration;
  shown: CatalogGroup[];
  set: (name: string, value: string | null) => void;
}) {
  const { t } = useTranslation();
  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <TextInput
        label={t('catalogue:filters.search')}
        placeholder={t('catalogue:filters.searchPlaceholder')}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={filter.q}
        onChange={(event) => set('q', event.currentTarget.value)}
        w={{ base: '100%', sm: 260 }}
        data-testid="catalog-search"
      />
      <NativeSelect
        label={t('catalogue:filters.category')}
        data={[
          { value: '', label: t('catalogue:filters.allCategories') },
          ...list.categories.map((c) => ({ value: c.code, label: c.nome })),
        ]}
        value={filter.category ?? ''}
        onChange={(event) => set('cat', event.currentTarget.value || null)}
        w={{ base: '100%', sm: 240 }}
        data-testid="catalog-category"
      />
      {durations.length > 1 && (
        <Stack gap={4}>
          <Text size="sm" fw={500} id="catalog-duration-label">
            {t('catalogue:filters.duration')}
          </Text>
          <SegmentedControl
            aria-labelledby="catalog-duration-label"
            data={durations.map((d) => ({ value: d, label: t(`catalogue:durations.${d}`) }))}
            value={durata}
            onChange={(value) => set('durata', value === DEFAULT_DURATION ? null : value)}
            data-testid="catalog-duration"
          />
        </Stack>
      )}
      <CatalogCsvButton list={list} groups={shown} />
    </Group>
  );
}
