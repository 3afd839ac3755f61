import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { DnsRow } from './dns-rows.ts';

/** A record as text, for whoever may not edit the zone. */
export function DnsReadOnlyRow({ row }: { row: DnsRow }) {
  const { t } = useTranslation();
  return (
    <Table.Tr data-testid="dns-row">
      <Table.Td>{row.domain}</Table.Td>
      <Table.Td data-label={t('services:dns.columns.ttl')}>{row.ttl}</Table.Td>
      <Table.Td data-label={t('services:dns.columns.type')}>{row.type}</Table.Td>
      <Table.Td data-label={row.type === 'MX' ? t('services:dns.columns.weight') : undefined}>
        {row.type === 'MX' ? row.weight : ''}
      </Table.Td>
      <Table.Td data-label={t('services:dns.columns.target')} data-wide style={{ wordBreak: 'break-all' }}>
        {row.target}
      </Table.Td>
    </Table.Tr>
  );
}
