import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { applyPreset, DNS_DEFAULT_TTL, dnsZoneSchema, type DnsZone, type MailPreset } from '@sportello/domain';
import { isApiError } from '../../../shared/http/api-error.ts';
import { notify } from '../../../shared/notify/notify.ts';
import { useSaveZone } from '../api/services-api.ts';
import { newRowKey, recordsOf, rowsOf, sameRecords, type DnsRow } from './dns-rows.ts';
import { issueText } from './issue-text.ts';

/**
 * The DNS editor's rows and what they do: the rows as edited beside the last saved ones (changed
 * when they differ), the errors by field path (the shared rules' before saving, the server's
 * after), Cancel back to the saved rows, and Save.
 */
export function useDnsEditor(zone: DnsZone) {
  const { t } = useTranslation();
  const save = useSaveZone(zone.domain);
  const [saved, setSaved] = useState<DnsRow[]>(() => rowsOf(zone));
  const [rows, setRows] = useState<DnsRow[]>(saved);
  const [errors, setErrors] = useState<Record<string, string>>({});
  useEffect(() => {
    const fresh = rowsOf(zone);
    setSaved(fresh);
    setRows(fresh);
    setErrors({});
  }, [zone]);
  const dirty = useMemo(() => !sameRecords(rows, saved), [rows, saved]);

  const change = (key: number, patch: Partial<DnsRow>) =>
    setRows((current) => current.map((r) => (r.key === key ? { ...r, ...patch } : r)));
  const remove = (key: number) => setRows((c) => c.filter((x) => x.key !== key));
  const add = () =>
    setRows((c) => [...c, { key: newRowKey(), domain: '', ttl: DNS_DEFAULT_TTL, type: 'A', weight: null, target: '' }]);
  const applyMailPreset = (which: MailPreset) =>
    setRows((current) =>
      applyPreset(current, which, zone.domain).map((r) => ('key' in r ? r : { key: newRowKey(), ...r })),
    );
  const cancel = () => {
    setRows(saved);
    setErrors({});
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

  return { rows, errors, dirty, saving: save.isPending, change, remove, add, applyMailPreset, cancel, submit };
}
