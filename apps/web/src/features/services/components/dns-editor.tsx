import {
  ActionIcon,
  Alert,
  Button,
  Group,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconDownload, IconPlus, IconTrash } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  applyPreset,
  completeTarget,
  DNS_DEFAULT_TTL,
  DNS_LIMITS,
  DNS_RECORD_TYPES,
  dnsCsv,
  dnsCsvFilename,
  dnsTargetKind,
  dnsZoneSchema,
  presetReplacesMx,
  qualifyName,
  type DnsRecordType,
  type DnsZone,
  type MailPreset,
} from '@sportello/domain';
import { downloadCsv } from '../../../shared/file/csv.ts';
import { FormActions } from '../../../shared/form/form-actions.tsx';
import { NumberTextInput, parseTypedNumber } from '../../../shared/form/number-text-input.tsx';
import { issueText } from './issue-text.ts';
import { isApiError } from '../../../shared/http/api-error.ts';
import { notify } from '../../../shared/notify/notify.ts';
import stacked from '../../../shared/ui/stacked-table.module.css';
import { useSaveZone } from '../api/services-api.ts';

/** A row of the editor: numbers as typed until saved. */
interface Row {
  key: number;
  domain: string;
  ttl: number | string;
  type: DnsRecordType;
  weight: number | string | null;
  target: string;
}

let nextKey = 1;
const rowsOf = (zone: DnsZone): Row[] => zone.records.map((r) => ({ key: nextKey++, ...r }));
const recordsOf = (rows: readonly Row[]) =>
  rows.map((r) => ({
    domain: r.domain,
    ttl: r.ttl,
    type: r.type,
    weight: r.type === 'MX' ? r.weight : null,
    target: r.target,
  }));
const same = (a: readonly Row[], b: readonly Row[]) => JSON.stringify(recordsOf(a)) === JSON.stringify(recordsOf(b));

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

/**
 * The DNS tab's record editor (spec 3 §2, §4 DNS form, §5, §8, §9): a changed zone enables Save
 * and Cancel (Cancel restores the last saved records); the same rules as the server check every
 * row before saving, and the server's answer is shown on the row it names. The Google and
 * Office 365 presets ask before replacing MX records. Without the developer grant: the notice
 * and the records read-only, the CSV download still there.
 */
export function DnsEditor({ zone }: { zone: DnsZone }) {
  const { t } = useTranslation();
  // What the zone completes (spec 3 §5: names in the zone, CNAME/MX targets with the domain) is shown, not done silently.
  const savedAs = (typed: string, saved: string) =>
    typed.trim() !== '' && saved.replace(/\.$/, '') !== typed.trim().replace(/\.$/, '') && typed.trim() !== '@'
      ? t('services:dns.savedAs', { value: saved })
      : undefined;
  const save = useSaveZone(zone.domain);
  const [saved, setSaved] = useState<Row[]>(() => rowsOf(zone));
  const [rows, setRows] = useState<Row[]>(saved);
  const [errors, setErrors] = useState<Record<string, string>>({});
  useEffect(() => {
    const fresh = rowsOf(zone);
    setSaved(fresh);
    setRows(fresh);
    setErrors({});
  }, [zone]);
  const dirty = useMemo(() => !same(rows, saved), [rows, saved]);

  const change = (key: number, patch: Partial<Row>) =>
    setRows((current) => current.map((r) => (r.key === key ? { ...r, ...patch } : r)));
  const errorAt = (index: number, field: string) => errors[`records.${index}.${field}`];

  const download = () => {
    downloadCsv(dnsCsvFilename(zone.domain), dnsCsv(zone.records));
  };

  const preset = (which: MailPreset) => {
    const apply = () =>
      setRows((current) =>
        applyPreset(current, which, zone.domain).map((r) => ('key' in r ? r : { key: nextKey++, ...r })),
      );
    if (!presetReplacesMx(rows)) return apply();
    modals.openConfirmModal({
      title: t('services:dns.presetConfirmTitle'),
      children: (
        <Text size="sm">{t('services:dns.presetConfirm', { preset: t(`services:dns.presets.${which}`) })}</Text>
      ),
      labels: { confirm: t('services:dns.presetApply'), cancel: t('common:actions.cancel') },
      confirmProps: { 'data-testid': 'confirm-action' },
      onConfirm: apply,
    });
  };

  const submit = async () => {
    const parsed = dnsZoneSchema(zone.domain).safeParse({ records: recordsOf(rows) });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.'), issueText(i)])));
      return;
    }
    setErrors({});
    try {
      await save.mutateAsync({ records: recordsOf(rows) as never });
      notify({ level: 'success', message: t('services:dns.saved') });
    } catch (error) {
      if (isApiError(error) && error.errors) setErrors({ ...error.errors });
      notify({ level: 'danger', message: isApiError(error) ? error.message : t('services:dns.saveFailed') });
    }
  };

  const readOnly = !zone.editable;
  return (
    <Stack gap="md" data-testid="dns-editor">
      {readOnly && (
        <Alert color="yellow" variant="light" data-testid="dns-not-allowed">
          {t('messages:dns.edit_not_allowed')}
        </Alert>
      )}
      {zone.storage === 'database' && (
        <Alert color="gray" variant="light" data-testid="dns-storage">
          {t('services:dns.databaseOnly')}
        </Alert>
      )}
      {zone.storage === 'powerdns' && (
        <Text size="sm" c="dimmed" data-testid="dns-storage">
          {t('services:dns.published')}
        </Text>
      )}
      <Group justify="space-between" gap="sm">
        <Group gap="sm">
          {!readOnly && (
            <>
              <Button variant="default" size="xs" onClick={() => preset('google')} data-testid="dns-preset-google">
                {t('services:dns.presets.google')}
              </Button>
              <Button
                variant="default"
                size="xs"
                onClick={() => preset('office365')}
                data-testid="dns-preset-office365"
              >
                {t('services:dns.presets.office365')}
              </Button>
            </>
          )}
        </Group>
        <Button
          variant="light"
          size="xs"
          leftSection={<IconDownload size={14} aria-hidden />}
          onClick={download}
          data-testid="dns-download"
        >
          {t('services:dns.download')}
        </Button>
      </Group>
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
                <Table.Tr key={r.key} data-testid="dns-row">
                  <Table.Td>{r.domain}</Table.Td>
                  <Table.Td data-label={t('services:dns.columns.ttl')}>{r.ttl}</Table.Td>
                  <Table.Td data-label={t('services:dns.columns.type')}>{r.type}</Table.Td>
                  <Table.Td data-label={r.type === 'MX' ? t('services:dns.columns.weight') : undefined}>
                    {r.type === 'MX' ? r.weight : ''}
                  </Table.Td>
                  <Table.Td data-label={t('services:dns.columns.target')} data-wide style={{ wordBreak: 'break-all' }}>
                    {r.target}
                  </Table.Td>
                </Table.Tr>
              ) : (
                <Table.Tr key={r.key} data-testid="dns-row">
                  <Table.Td data-label={t('services:dns.columns.domain')}>
                    <TextInput
                      size="xs"
                      aria-label={t('services:dns.columns.domain')}
                      value={r.domain}
                      maxLength={DNS_LIMITS.domain}
                      description={savedAs(r.domain, qualifyName(r.domain, zone.domain))}
                      error={errorAt(i, 'domain')}
                      onChange={(e) => change(r.key, { domain: e.currentTarget.value })}
                      data-testid={`dns-domain-${i}`}
                    />
                  </Table.Td>
                  <Table.Td data-label={t('services:dns.columns.ttl')}>
                    <NumberTextInput
                      size="xs"
                      aria-label={t('services:dns.columns.ttl')}
                      value={typedNumber(r.ttl)}
                      error={errorAt(i, 'ttl')}
                      onChange={(value) => change(r.key, { ttl: value ?? '' })}
                      data-testid={`dns-ttl-${i}`}
                    />
                  </Table.Td>
                  <Table.Td data-label={t('services:dns.columns.type')}>
                    <Select
                      size="xs"
                      aria-label={t('services:dns.columns.type')}
                      data={TYPE_OPTIONS}
                      value={r.type}
                      allowDeselect={false}
                      error={errorAt(i, 'type')}
                      onChange={(value) =>
                        value &&
                        change(r.key, {
                          type: value as DnsRecordType,
                          weight: value === 'MX' ? (r.weight ?? 10) : null,
                        })
                      }
                      data-testid={`dns-type-${i}`}
                    />
                  </Table.Td>
                  <Table.Td data-label={r.type === 'MX' ? t('services:dns.columns.weight') : undefined}>
                    {r.type === 'MX' && (
                      <NumberTextInput
                        size="xs"
                        aria-label={t('services:dns.columns.weight')}
                        value={typedNumber(r.weight)}
                        error={errorAt(i, 'weight')}
                        onChange={(value) => change(r.key, { weight: value ?? '' })}
                        data-testid={`dns-weight-${i}`}
                      />
                    )}
                  </Table.Td>
                  <Table.Td data-label={t('services:dns.columns.target')} data-wide>
                    <TextInput
                      size="xs"
                      aria-label={t('services:dns.columns.target')}
                      value={r.target}
                      maxLength={DNS_LIMITS.target}
                      placeholder={PLACEHOLDERS[dnsTargetKind(r)]}
                      description={savedAs(r.target, completeTarget(r.type, r.target, zone.domain))}
                      error={errorAt(i, 'target')}
                      onChange={(e) => change(r.key, { target: e.currentTarget.value })}
                      data-testid={`dns-target-${i}`}
                    />
                  </Table.Td>
                  <Table.Td>
                    <Tooltip label={t('services:dns.remove')}>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={t('services:dns.remove')}
                        onClick={() => setRows((c) => c.filter((x) => x.key !== r.key))}
                        data-testid={`dns-remove-${i}`}
                      >
                        <IconTrash size={16} aria-hidden />
                      </ActionIcon>
                    </Tooltip>
                  </Table.Td>
                </Table.Tr>
              ),
            )}
          </Table.Tbody>
        </Table>
      </div>
      {rows.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('services:dns.empty')}
        </Text>
      )}
      {Object.keys(errors).length > 0 && (
        <Alert color="red" variant="light" role="alert" data-testid="dns-invalid">
          {t('services:dns.invalid')}
        </Alert>
      )}
      {!readOnly && (
        <FormActions
          start={
            <Button
              variant="subtle"
              size="sm"
              leftSection={<IconPlus size={14} aria-hidden />}
              onClick={() =>
                setRows((c) => [
                  ...c,
                  { key: nextKey++, domain: '', ttl: DNS_DEFAULT_TTL, type: 'A', weight: null, target: '' },
                ])
              }
              data-testid="dns-add"
            >
              {t('services:dns.add')}
            </Button>
          }
        >
          <Button
            variant="default"
            disabled={!dirty || save.isPending}
            onClick={() => {
              setRows(saved);
              setErrors({});
            }}
            data-testid="dns-cancel"
          >
            {t('common:actions.cancel')}
          </Button>
          <Button disabled={!dirty} loading={save.isPending} onClick={() => void submit()} data-testid="dns-save">
            {t('services:dns.save')}
          </Button>
        </FormActions>
      )}
    </Stack>
  );
}
