import { ActionIcon, Select, Table, TextInput } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  completeTarget,
  DNS_LIMITS,
  DNS_RECORD_TYPES,
  dnsTargetKind,
  qualifyName,
  type DnsRecordType,
} from '@sportello/domain';
import { NumberTextInput, parseTypedNumber } from '../../../shared/form/number-text-input.tsx';
import type { DnsRow } from './dns-rows.ts';
import { Hint } from '../../../shared/ui/hint.tsx';

/** The spec's code 'SSHPF' is the record type everyone knows as SSHFP: the list shows the known name. */
const TYPE_OPTIONS = DNS_RECORD_TYPES.map((type) => ({ value: type, label: type === 'SSHPF' ? 'SSHFP' : type }));

/** A number cell as typed: numbers as they are, text parsed (NaN when not a number) so the rules say why. */
const typedNumber = (value: number | string | null) =>
  typeof value === 'number' ? value : value === null ? undefined : parseTypedNumber(value);

const PLACEHOLDERS: Record<ReturnType<typeof dnsTargetKind>, string> = {
  ipv4: '192.0.2.1',
  ipv6: '2001:db8::1',
  dkim: 'v=DKIM1; k=rsa; p=MIGfMA0…',
  dmarc: 'v=DMARC1; p=none; rua=mailto:…',
  name: 'mail.example.it.',
  text: '',
};

/** One record being edited: each field with its error, the weight for MX only, and Remove. */
export function DnsRecordRow({
  row,
  index,
  domain,
  errorAt,
  onChange,
  onRemove,
}: {
  row: DnsRow;
  index: number;
  /** The zone's domain, which names and targets are completed with. */
  domain: string;
  errorAt: (field: string) => string | undefined;
  onChange: (patch: Partial<DnsRow>) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  // What the zone completes (spec 3 §5: names in the zone, CNAME/MX targets with the domain) is shown, not done silently.
  const savedAs = (typed: string, saved: string) =>
    typed.trim() !== '' && saved.replace(/\.$/, '') !== typed.trim().replace(/\.$/, '') && typed.trim() !== '@'
      ? t('services:dns.savedAs', { value: saved })
      : undefined;
  return (
    <Table.Tr data-testid="dns-row">
      <Table.Td data-label={t('services:dns.columns.domain')}>
        <TextInput
          size="xs"
          aria-label={t('services:dns.columns.domain')}
          value={row.domain}
          maxLength={DNS_LIMITS.domain}
          description={savedAs(row.domain, qualifyName(row.domain, domain))}
          error={errorAt('domain')}
          onChange={(e) => onChange({ domain: e.currentTarget.value })}
          data-testid={`dns-domain-${index}`}
        />
      </Table.Td>
      <Table.Td data-label={t('services:dns.columns.ttl')}>
        <NumberTextInput
          size="xs"
          aria-label={t('services:dns.columns.ttl')}
          value={typedNumber(row.ttl)}
          error={errorAt('ttl')}
          onChange={(value) => onChange({ ttl: value ?? '' })}
          data-testid={`dns-ttl-${index}`}
        />
      </Table.Td>
      <Table.Td data-label={t('services:dns.columns.type')}>
        <Select
          size="xs"
          aria-label={t('services:dns.columns.type')}
          data={TYPE_OPTIONS}
          value={row.type}
          allowDeselect={false}
          error={errorAt('type')}
          onChange={(value) =>
            value &&
            onChange({
              type: value as DnsRecordType,
              weight: value === 'MX' ? (row.weight ?? 10) : null,
            })
          }
          data-testid={`dns-type-${index}`}
        />
      </Table.Td>
      <Table.Td data-label={row.type === 'MX' ? t('services:dns.columns.weight') : undefined}>
        {row.type === 'MX' && (
          <NumberTextInput
            size="xs"
            aria-label={t('services:dns.columns.weight')}
            value={typedNumber(row.weight)}
            error={errorAt('weight')}
            onChange={(value) => onChange({ weight: value ?? '' })}
            data-testid={`dns-weight-${index}`}
          />
        )}
      </Table.Td>
      <Table.Td data-label={t('services:dns.columns.target')} data-wide>
        <TextInput
          size="xs"
          aria-label={t('services:dns.columns.target')}
          value={row.target}
          maxLength={DNS_LIMITS.target}
          placeholder={PLACEHOLDERS[dnsTargetKind(row)]}
          description={savedAs(row.target, completeTarget(row.type, row.target, domain))}
          error={errorAt('target')}
          onChange={(e) => onChange({ target: e.currentTarget.value })}
          data-testid={`dns-target-${index}`}
        />
      </Table.Td>
      <Table.Td>
        <Hint label={t('services:dns.remove')}>
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={t('services:dns.remove')}
            onClick={onRemove}
            data-testid={`dns-remove-${index}`}
          >
            <IconTrash size={16} aria-hidden />
          </ActionIcon>
        </Hint>
      </Table.Td>
    </Table.Tr>
  );
}
