import { Table, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import stacked from '../../../shared/ui/stacked-table.module.css';
import { DnsReadOnlyRow } from './dns-read-only-row.tsx';
import { DnsRecordRow } from './dns-record-row.tsx';
import type { DnsRow } from './dns-rows.ts';

/** The zone's records, one per row (stacked on a phone): as text when read-only, else each one editable. */
export function DnsRecordsTable({
  rows,
  domain,
  readOnly,
  errors,
  onChange,
  onRemove,
}: {
  rows: readonly DnsRow[];
  domain: string;
  readOnly: boolean;
  /** Errors by field path: `records.{index}.{field}`. */
  errors: Record<string, string>;
  onChange: (key: number, patch: Partial<DnsRow>) => void;
  onRemove: (key: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className={stacked.scroll}>
      <Table
        verticalSpacing="xs"
        className={stacked.table}
        style={{ '--stacked-table-min-width': '820px' }}
        data-testid="dns-table"
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('services:dns.columns.domain')}</Table.Th>
            <Table.Th w={130}>{t('services:dns.columns.ttl')}</Table.Th>
            <Table.Th w={110}>{t('services:dns.columns.type')}</Table.Th>
            <Table.Th w={110}>{t('services:dns.columns.weight')}</Table.Th>
            <Table.Th>{t('services:dns.columns.target')}</Table.Th>
            {!readOnly && (
              <Table.Th w={50}>
                <VisuallyHidden>{t('services:dns.columns.action')}</VisuallyHidden>
              </Table.Th>
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((r, i) =>
            readOnly ? (
              <DnsReadOnlyRow key={r.key} row={r} />
            ) : (
              <DnsRecordRow
                key={r.key}
                row={r}
                index={i}
                domain={domain}
                errorAt={(field) => errors[`records.${i}.${field}`]}
                onChange={(patch) => onChange(r.key, patch)}
                onRemove={() => onRemove(r.key)}
              />
            ),
          )}
        </Table.Tbody>
      </Table>
    </div>
  );
}
