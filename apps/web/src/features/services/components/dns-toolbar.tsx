import { Button, Group, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { dnsCsv, dnsCsvFilename, presetReplacesMx, type DnsZone, type MailPreset } from '@sportello/domain';
import { downloadCsv } from '../../../shared/file/csv.ts';
import type { DnsRow } from './dns-rows.ts';

/**
 * Above the records: the Google and Office 365 mail presets, which ask before replacing MX
 * records (not offered read-only), and the zone's CSV download (always).
 */
export function DnsToolbar({
  zone,
  rows,
  readOnly,
  onPreset,
}: {
  zone: DnsZone;
  rows: readonly DnsRow[];
  readOnly: boolean;
  onPreset: (which: MailPreset) => void;
}) {
  const { t } = useTranslation();
  const download = () => {
    downloadCsv(dnsCsvFilename(zone.domain), dnsCsv(zone.records));
  };

  const preset = (which: MailPreset) => {
    const apply = () => onPreset(which);
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

  return (
    <Group justify="space-between" gap="sm">
      <Group gap="sm">
        {!readOnly && (
          <>
            <Button variant="default" size="xs" onClick={() => preset('google')} data-testid="dns-preset-google">
              {t('services:dns.presets.google')}
            </Button>
            <Button variant="default" size="xs" onClick={() => preset('office365')} data-testid="dns-preset-office365">
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
  );
}
