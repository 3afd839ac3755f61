import { Box, Group, NativeSelect, Pagination, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { formatNumber } from '@sportello/domain';
import { IconSearch } from '@tabler/icons-react';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../i18n/use-language.ts';
import type { AsyncState } from '../query/async-state.ts';
import { CsvButton } from './csv-button.tsx';
import { ListEmpty, ListError, ListLoading } from './list-states.tsx';

export interface ListPageFilter {
  text: string;
  onChange: (text: string) => void;
  label?: string;
}

/** The list's order: one of the endpoint's sort keys, `-key` for descending. */
export interface ListPageSort {
  value: string;
  onChange: (sort: string) => void;
  /** The keys a user may sort by, with their labels; without them no sort control is shown. */
  options?: readonly { value: string; label: string }[];
  label?: string;
}

export interface ListPagePagination {
  page: number;
  /** The pages known to exist: with `moreThan`, not the last one. */
  totalPages: number;
  /** A search that matched more rows than the server counted: at least this many. */
  moreThan?: number;
  onChange: (page: number) => void;
}

export interface ListSectionProps {
  /** A heading of its own (h2): for a page with more than one list. */
  title?: string;
  /** Buttons beside the filter box (create). */
  actions?: ReactNode;
  /** The list as CSV, for its export button (`useListQuery`'s `csvHref`). */
  csvHref?: string;
  state: AsyncState;
  /** Items shown after filtering; 0 shows the empty state. */
  count: number;
  filter?: ListPageFilter;
  sort?: ListPageSort;
  pagination?: ListPagePagination;
  emptyText?: string;
  errorText?: string;
  children: ReactNode;
  'data-testid'?: string;
}

/** One list: its filter and order, the loading, empty and error states, and its pages (spec 1 §2.3). */
export function ListSection(props: ListSectionProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const { title, actions, csvHref, state, count, filter, sort, pagination, emptyText, errorText, children } = props;
  return (
    <Stack
      gap="md"
      component={title ? 'section' : 'div'}
      aria-labelledby={title ? headingId : undefined}
      data-testid={props['data-testid']}
    >
      {title && (
        <Title order={2} size="h3" id={headingId}>
          {title}
        </Title>
      )}
      {(filter || actions || csvHref || sort?.options) && (
        <Group justify="space-between" align="end">
          {filter && (
            <TextInput
              type="search"
              label={filter.label ?? t('common:list.filter')}
              value={filter.text}
              onChange={(event) => filter.onChange(event.currentTarget.value)}
              leftSection={<IconSearch size={16} aria-hidden />}
              w={{ base: '100%', sm: 320 }}
            />
          )}
          {sort?.options && (
            <NativeSelect
              label={sort.label ?? t('common:list.sort')}
              value={sort.value}
              onChange={(event) => sort.onChange(event.currentTarget.value)}
              data={sort.options.map((o) => ({ value: o.value, label: o.label }))}
              w={{ base: '100%', sm: 240 }}
            />
          )}
          {csvHref ? (
            <Group align="end" gap="sm">
              {actions}
              <CsvButton href={csvHref} testId={`${props['data-testid'] ?? 'list'}-csv`} />
            </Group>
          ) : (
            actions
          )}
        </Group>
      )}
      <Box aria-live="polite" aria-busy={state === 'pending' || state === 'updating'}>
        <ListBody state={state} count={count} emptyText={emptyText} errorText={errorText}>
          {children}
        </ListBody>
      </Box>
      {pagination && state !== 'error' && <ListPagination pagination={pagination} />}
    </Stack>
  );
}

/**
 * A list's page numbers, each control named in the user's language; nothing for a single page. A
 * search counted only in part numbers the pages known and says that more rows match.
 */
export function ListPagination({ pagination }: { pagination: ListPagePagination }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  // On a phone the numbers next to the current page go: with them, a list of 50 pages and more took nine
  // controls, and the last arrow wrapped onto a line of its own.
  const phone = useMediaQuery('(max-width: 30em)', undefined, { getInitialValueInEffect: false });
  if (pagination.totalPages <= 1) return null;
  return (
    <Group justify="center">
      {pagination.moreThan !== undefined && (
        <Text size="sm" c="dimmed" data-testid="list-more-than">
          {t('common:list.moreThan', { number: formatNumber(pagination.moreThan, language) })}
        </Text>
      )}
      <Pagination
        total={pagination.totalPages}
        siblings={phone ? 0 : 1}
        value={pagination.page}
        onChange={pagination.onChange}
        getControlProps={(control) => ({ 'aria-label': t(`common:list.${control}`) })}
        getItemProps={(page) => ({ 'aria-label': t('common:list.page', { page }) })}
      />
    </Group>
  );
}

function ListBody({
  state,
  count,
  emptyText,
  errorText,
  children,
}: Pick<ListSectionProps, 'state' | 'count' | 'emptyText' | 'errorText' | 'children'>) {
  if (state === 'pending') return <ListLoading />;
  if (state === 'error') return <ListError text={errorText} />;
  if (count === 0) return <ListEmpty text={emptyText} />;
  return <>{children}</>;
}
