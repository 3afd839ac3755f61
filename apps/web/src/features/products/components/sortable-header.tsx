import { Group, Table, Text, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconSelector } from '@tabler/icons-react';
import type { ListPageSort } from '../../../shared/list-page/list-section.tsx';

/** A column header that sorts the list by its key: ascending first, then descending. */
export function SortableHeader({ sort, sortKey, label }: { sort: ListPageSort; sortKey: string; label: string }) {
  const value = sort.value;
  const active = value === sortKey || value === `-${sortKey}`;
  const descending = value === `-${sortKey}`;
  const Icon = !active ? IconSelector : descending ? IconArrowDown : IconArrowUp;
  return (
    <Table.Th aria-sort={active ? (descending ? 'descending' : 'ascending') : 'none'}>
      <UnstyledButton
        onClick={() => sort.onChange(active && !descending ? `-${sortKey}` : sortKey)}
        data-testid={`sort-${sortKey}`}
      >
        <Group gap={4} wrap="nowrap">
          <Text size="sm" fw={700}>
            {label}
          </Text>
          <Icon size={14} aria-hidden />
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}
