import { Alert, Anchor, Stack } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { policies, type PriceList } from '@sportello/domain';
import { ListEmpty } from '../../../shared/list-page/list-states.tsx';
import { useUserInfo } from '../../../shared/session/session.ts';
import { CatalogFilters } from './catalog-filters.tsx';
import { durationsOf, hasCode, visibleGroups, type CatalogFilter } from './catalog-view.ts';
import { CategorySection } from './category-section.tsx';

/**
 * The price list as filtered: the filters, a product code not found (with Show all), why a reseller
 * may not change markups, and the categories, opened when the filter narrows them.
 */
export function Catalog({
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
      <CatalogFilters list={list} filter={filter} durations={durations} durata={durata} shown={shown} set={set} />
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
