import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { POPUP_FEATURES, type Panel } from '@sportello/domain';
import { isApiError } from '../../../shared/http/api-error.ts';
import { notify } from '../../../shared/notify/notify.ts';
import { panelLoginUrl } from '../api/services-api.ts';

/** The panel's server, username and locations, and (for who may manage it) the button that opens the panel signed in. */
export function PanelAccessCard({ panel, canManage }: { panel: Panel; canManage: boolean }) {
  const { t } = useTranslation();
  const [opening, setOpening] = useState(false);
  const openPanel = async () => {
    // Opened at the click (no popup blocker), sent to the link once the server has built it.
    const win = window.open('', '_blank', POPUP_FEATURES);
    setOpening(true);
    try {
      const url = await panelLoginUrl(panel.id);
      if (win) win.location.href = url;
      else window.open(url, '_blank', `${POPUP_FEATURES},noopener`);
    } catch (e) {
      win?.close();
      notify({ level: 'danger', message: isApiError(e) ? e.message : t('services:panel.linkFailed') });
    } finally {
      setOpening(false);
    }
  };
  return (
    <Card withBorder padding="md">
      <Stack gap="xs">
        <Title order={4}>{t('services:panel.title', { type: panel.tipo_pannello })}</Title>
        <Text size="sm">
          {t('services:panel.server')}: {panel.server_fqdn}
        </Text>
        {panel.username !== null && (
          <Text size="sm" data-testid="panel-username">
            {t('services:panel.username')}: {panel.username}
          </Text>
        )}
        <Text size="sm">
          {t('services:panel.serverLocation')}: {panel.server_location}
        </Text>
        <Text size="sm">
          {t('services:panel.backupLocation')}: {panel.backup_location}
        </Text>
        {canManage && (
          <Group>
            <Button
              variant="light"
              rightSection={<IconExternalLink size={14} aria-hidden />}
              loading={opening}
              onClick={() => void openPanel()}
              data-testid="panel-open"
            >
              {t('services:panel.open')}
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}
