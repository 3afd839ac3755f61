import { Box, Group, Pagination, Stack, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader, type Crumb } from '../page/page-header.tsx';
import type { AsyncState } from '../query/async-state.ts';
import { ListEmpty, ListError, ListLoading } from './list-states.tsx';

export interface ListPageFilter {
  text: string;
  onChange: (text: string) => void;
  label?: string;
}

export interface ListPagePagination {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
}

export interface ListPageProps {
  title: string;
  trail?: readonly Crumb[];
  description?: ReactNode;
  /** Buttons beside the filter box (create, export). */
  actions?: ReactNode;
  state: AsyncState;
  /** Items shown after filtering; 0 shows the empty state. */
  count: number;
  filter?: ListPageFilter;
  pagination?: ListPagePagination;
  emptyText?: string;
  errorText?: string;
  children: ReactNode;
}

/** The page every list uses (spec 1 §2.3): breadcrumbs, title, filter, and the loading, empty and error states. */
export function ListPage(props: ListPageProps) {
  const { t } = useTranslation();
  const { title, trail, description, actions, state, count, filter, pagination, emptyText, errorText, children } = props;
  return (
    <Stack gap="md">
      <PageHeader title={title} trail={trail} description={description} />
      {(filter || actions) && (
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
          {actions}
        </Group>
      )}
      <Box aria-live="polite" aria-busy={state === 'pending' || state === 'updating'}>
        <ListBody state={state} count={count} emptyText={emptyText} errorText={errorText}>
          {children}
        </ListBody>
      </Box>
      {pagination && pagination.totalPages > 1 && state !== 'error' && (
        <Group justify="center">
          <Pagination
            total={pagination.totalPages}
            value={pagination.page}
            onChange={pagination.onChange}
            getControlProps={(control) => ({ 'aria-label': t(`common:list.${control}`) })}
            getItemProps={(page) => ({ 'aria-label': t('common:list.page', { page }) })}
          />
        </Group>
      )}
    </Stack>
  );
}

function ListBody({ state, count, emptyText, errorText, children }: Pick<ListPageProps, 'state' | 'count' | 'emptyText' | 'errorText' | 'children'>) {
  if (state === 'pending') return <ListLoading />;
  if (state === 'error') return <ListError text={errorText} />;
  if (count === 0) return <ListEmpty text={emptyText} />;
  return <>{children}</>;
}
