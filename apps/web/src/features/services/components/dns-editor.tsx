import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { DnsZone } from '@sportello/domain';
import { FormActions } from '../../../shared/form/form-actions.tsx';
import { DnsRecordsTable } from './dns-records-table.tsx';
import { DnsToolbar } from './dns-toolbar.tsx';
import { DnsZoneNotices } from './dns-zone-notices.tsx';
import { useDnsEditor } from './use-dns-editor.ts';

/**
 * The DNS tab's record editor (spec 3 §2, §4 DNS form, §5, §8, §9): a changed zone enables Save
 * and Cancel (Cancel restores the last saved records); the same rules as the server check every
 * row before saving, and the server's answer is shown on the row it names. The Google and
 * Office 365 presets ask before replacing MX records. Without the developer grant: the notice
 * and the records read-only, the CSV download still there.
 */
export function DnsEditor({ zone }: { zone: DnsZone }) {
  const { t } = useTranslation();
  const editor = useDnsEditor(zone);
  const readOnly = !zone.editable;
  return (
    <Stack gap="md" data-testid="dns-editor">
      <DnsZoneNotices zone={zone} />
      <DnsToolbar zone={zone} rows={editor.rows} readOnly={readOnly} onPreset={editor.applyMailPreset} />
      <DnsRecordsTable
        rows={editor.rows}
        domain={zone.domain}
        readOnly={readOnly}
        errors={editor.errors}
        onChange={editor.change}
        onRemove={editor.remove}
      />
      {editor.rows.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('services:dns.empty')}
        </Text>
      )}
      {Object.keys(editor.errors).length > 0 && (
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
              onClick={editor.add}
              data-testid="dns-add"
            >
              {t('services:dns.add')}
            </Button>
          }
        >
          <Button
            variant="default"
            disabled={!editor.dirty || editor.saving}
            onClick={editor.cancel}
            data-testid="dns-cancel"
          >
            {t('common:actions.cancel')}
          </Button>
          <Button
            disabled={!editor.dirty}
            loading={editor.saving}
            onClick={() => void editor.submit()}
            data-testid="dns-save"
          >
            {t('services:dns.save')}
          </Button>
        </FormActions>
      )}
    </Stack>
  );
}
