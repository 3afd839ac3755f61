import { Alert, Anchor, Button, Group, NativeSelect, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { IconDownload, IconSearch } from '@tabler/icons-react';
import { Suspense, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { csvText, DEFAULT_DURATION, DURATIONS, policies, type Duration, type PriceList } from '@sportello/domain';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { ListEmpty, ListError, ListLoading } from '../../../shared/list-page/list-states.tsx';
import { PageLayout } from '../../../shared/page/page-layout.tsx';
import { useDeferredData } from '../../../shared/query/deferred-data.ts';
import { useUserInfo } from '../../../shared/session/session.ts';
import { downloadCsv } from '../../../shared/file/csv.ts';
import { usePriceList } from '../api/catalogue-api.ts';
import {
  csvRows,
  durationsOf,
  hasCode,
  visibleGroups,
  type CatalogFilter,
  type CatalogGroup,
} from '../components/catalog-view.ts';
import { CategorySection, MarkupEditor } from '../components/category-section.tsx';

const isDuration = (value: string | null): value is Duration =>
  (DURATIONS as readonly (string | null)[]).includes(value);

/**
 * /{id_cliente?}/catalog (spec 2 "Catalog / price list"): grouped by category in category order,
 * filtered by text and category, Annuale by default; resellers see customer prices and edit each
 * category's markup. The filter lives in the URL (q, cat, durata; code= asks for one product code).
 */
export function CatalogPage() {
  const { t } = useTranslation();
  const priceList = usePriceList();
  const [params, setParams] = useSearchParams();
  // The text typed is the page's own state (the URL follows it), so no keystroke waits for a navigation.
  const [q, setQ] = useState(() => params.get('q') ?? '');
  const filter: CatalogFilter = {
    q,
    category: params.get('cat'),
    durata: isDuration(params.get('durata')) ? (params.get('durata') as Duration) : DEFAULT_DURATION,
    code: params.get('code')?.trim() || null,
  };
  const set = (name: string, value: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === null || value === '') next.delete(name);
        else next.set(name, value);
        return next;
      },
      { replace: true },
    );

  // The price list is drawn as a transition (in slices, the page staying responsive); the intro needs
  // only the company's currency and reseller flag, which the signed-in user already carries, so it is
  // drawn with the page rather than after the list arrives.
  const { data: list } = useDeferredData(priceList);
  const me = useUserInfo();
  const intro = list ?? (me ? { reseller: me.is_reseller, currency: me.currency } : undefined);
  const reseller = me?.is_reseller === true;
  useEffect(() => {
    if (reseller) void MarkupEditor.preload().catch(() => undefined);
  }, [reseller]);

  return (
    <PageLayout width="wide" title={t('routes:catalog')} description={intro ? <Intro list={intro} /> : undefined}>
      {priceList.isError ? (
        <ListError text={t('catalogue:error')} />
      ) : !list ? (
        <ListLoading rows={6} />
      ) : (
        // A reseller's categories wait for the markup editor behind the same skeleton, so nothing moves when it arrives.
        <Suspense fallback={<ListLoading rows={6} />}>
          <Catalog
            list={list}
            filter={filter}
            set={(name, value) => {
              if (name === 'q') setQ(value ?? '');
              set(name, value);
            }}
          />
        </Suspense>
      )}
    </PageLayout>
  );
}

function Intro({ list }: { list: Pick<PriceList, 'reseller' | 'currency'> }) {
  const { t } = useTranslation();
  if (!list.reseller) return <>{t('catalogue:intro', { currency: list.currency })}</>;
  return (
    <>
      {t('catalogue:resellerIntro', {
        currency: list.currency,
        rounding: list.currency === 'CHF' ? t('catalogue:chfRounding') : '',
      })}
    </>
  );
}

function Catalog({
  list,
  filter,
  set,
}: {
  list: PriceList;
  filter: CatalogFilter;
  set: (name: string, value: string | null) => void;
}) {
  const { t } = useTranslation();
  const me = useUserInfo();
  const durations = durationsOf(list);
  const groups = useMemo(
    () => visibleGroups(list, filter),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [list, filter.q, filter.category, filter.durata, filter.code],
  );
  const markupDecision = me
    ? policies.editCategoryMarkups(me, { is_reseller: me.is_reseller })
    : { allowed: false as const, reason: 'unknown', message: 'error.not_authorized' as const };
  const missingCode = filter.code !== null && !hasCode(list, filter.code);
  // A code asked for that exists only in another duration: show it there.
  const codeDurations = filter.code
    ? list.items.filter((i) => i.codice === filter.code?.toUpperCase()).map((i) => i.durata)
    : [];
  const durata = codeDurations.length > 0 && !codeDurations.includes(filter.durata) ? codeDurations[0]! : filter.durata;
  const shown = durata === filter.durata ? groups : visibleGroups(list, { ...filter, durata });

  return (
    <Stack gap="md" data-testid="catalog-page">
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
        <CsvButton list={list} groups={shown} />
      </Group>
      {missingCode && (
        <Alert color="yellow" variant="light" role="alert" data-testid="catalog-code-missing">
          {t('messages:catalogue.code_not_found', { code: filter.code })}{' '}
          <Anchor component="button" type="button" size="sm" onClick={() => set('code', null)}>
            {t('catalogue:showAll')}
          </Anchor>
        </Alert>
      )}
      {list.reseller && !markupDecision.allowed && (
        <Alert color="gray" variant="light" data-testid="markup-not-allowed">
          {t(`messages:${markupDecision.message}`)}
        </Alert>
      )}
      {shown.length === 0 ? (
        missingCode ? null : (
          <ListEmpty text={t('catalogue:empty')} />
        )
      ) : (
        shown.map((group) => (
          <CategorySection
            key={group.category.code}
            group={group}
            currency={list.currency}
            reseller={list.reseller}
            markupDisabled={!markupDecision.allowed}
            expanded={filter.q.trim() !== '' || filter.category !== null || filter.code !== null}
          />
        ))
      )}
    </Stack>
  );
}

/** CSV export of what the page shows (spec 2 catalog): the filters, category and duration applied. */
function CsvButton({ list, groups }: { list: PriceList; groups: CatalogGroup[] }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const download = () => {
    const columns = [
      t('catalogue:columns.category'),
      t('catalogue:columns.code'),
      t('catalogue:columns.product'),
      t('catalogue:columns.duration'),
      `${t(list.reseller ? 'catalogue:columns.listPrice' : 'catalogue:columns.price')} (${list.currency})`,
      ...(list.reseller
        ? [
            `${t('catalogue:columns.discounted')} (${list.currency})`,
            t('catalogue:columns.markup'),
            `${t('catalogue:columns.customer')} (${list.currency})`,
          ]
        : []),
      `${t('catalogue:columns.withVat')} (${list.currency})`,
    ];
    const rows = csvRows(list, groups, {
      columns,
      duration: (d) => t(`catalogue:durations.${d}`),
      decimal: language === 'en' ? '.' : ',',
    });
    downloadCsv(`${t('catalogue:csvName')}.csv`, csvText(rows));
  };
  return (
    <Button
      variant="default"
      leftSection={<IconDownload size={16} aria-hidden />}
      onClick={download}
      disabled={groups.length === 0}
      data-testid="catalog-csv"
    >
      {t('catalogue:export')}
    </Button>
  );
}
