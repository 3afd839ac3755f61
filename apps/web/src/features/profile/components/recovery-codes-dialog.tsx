import { Button, Code, CopyButton, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { downloadText } from '../../../shared/file/csv.ts';
import { Dialog } from '../../../shared/ui/dialog.tsx';

/** The recovery codes, shown this once: to copy, download or write down. */
export function RecoveryCodesDialog({ codes, onClose }: { codes: string[]; onClose: () => void }) {
  const { t } = useTranslation();
  const text = codes.join('\n');
  const download = () =>
    downloadText(`${t('profile:twofa.recoveryFile')}.txt`, `${text}\n`, 'text/plain;charset=utf-8');
  return (
    <Dialog
      opened
      onClose={onClose}
      title={t('profile:twofa.recoveryTitle')}
      centered
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
    >
      <Stack gap="md" data-testid="recovery-codes">
        <Text size="sm">{t('profile:twofa.recoveryText')}</Text>
        <Code block data-testid="recovery-codes-list">
          {text}
        </Code>
        <Group justify="space-between">
          <Group gap="xs">
            <CopyButton value={text}>
              {({ copied, copy }) => (
                <Button variant="light" size="xs" onClick={copy}>
                  {copied ? t('profile:twofa.recoveryCopied') : t('profile:twofa.recoveryCopy')}
                </Button>
              )}
            </CopyButton>
            <Button variant="light" size="xs" onClick={download} data-testid="recovery-codes-download">
              {t('profile:twofa.recoveryDownload')}
            </Button>
          </Group>
          <Button onClick={onClose} data-testid="recovery-codes-done">
            {t('profile:twofa.recoveryDone')}
          </Button>
        </Group>
      </Stack>
    </Dialog>
  );
}
