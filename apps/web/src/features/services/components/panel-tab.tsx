import { Alert, Card, SimpleGrid, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Panel, ServiceDetail } from '@sportello/domain';
import { AutoUpgradeSwitch } from './auto-upgrade-switch.tsx';
import { PanelAccessCard } from './panel-access-card.tsx';
import { PanelPasswordReset } from './panel-password-reset.tsx';
import { SshKeys } from './ssh-keys.tsx';
import { UsageBar } from './usage-bar.tsx';

/** The web/email panel tab (spec 3 §2): usage, locations, auto-upgrade, panel link, password reset, SSH keys. */
export function PanelTab({ detail, panel }: { detail: ServiceDetail; panel: Panel }) {
  const { t } = useTranslation();
  return (
    <Stack gap="lg" data-testid="panel-tab">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <Card withBorder padding="md">
          <Stack gap="md">
            <Title order={4}>{t('services:panel.usage')}</Title>
            <UsageBar
              label={t('services:panel.disk')}
              used={panel.quotaused}
              limit={panel.quotalimit}
              testId="usage-disk"
            />
            <UsageBar
              label={t('services:panel.traffic')}
              used={panel.bwused}
              limit={panel.bwlimit}
              testId="usage-traffic"
            />
            <AutoUpgradeSwitch detail={detail} panel={panel} />
          </Stack>
        </Card>
        <PanelAccessCard panel={panel} canManage={detail.can_manage} />
      </SimpleGrid>
      {detail.can_manage ? (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          <Card withBorder padding="md">
            <Stack gap="xs">
              <Title order={4}>{t('services:panel.passwordTitle')}</Title>
              <PanelPasswordReset domain={detail.dominio} />
            </Stack>
          </Card>
          <Card withBorder padding="md">
            <SshKeys panel={panel} />
          </Card>
        </SimpleGrid>
      ) : (
        <Alert color="gray" variant="light" data-testid="panel-not-allowed">
          {t('services:panel.notAllowed')}
        </Alert>
      )}
    </Stack>
  );
}
