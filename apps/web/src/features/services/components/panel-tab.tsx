import {
  ActionIcon,
  Alert,
  Button,
  Card,
  Group,
  PasswordInput,
  Progress,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
  Title,
  Tooltip,
} from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconExternalLink, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  autoUpgradePrice,
  formatBytes,
  generatePassword,
  PanelPasswordSchema,
  POPUP_FEATURES,
  SshKeySchema,
  usageOf,
  type Panel,
  type ServiceDetail,
} from '@sportello/domain';
import { FormActions } from '../../../shared/form/form-actions.tsx';
import { issueText } from './issue-text.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { isApiError } from '../../../shared/http/api-error.ts';
import { notify } from '../../../shared/notify/notify.ts';
import { panelLoginUrl, silentSaveError, useSaveService, useSshKeyChange, useSshKeys } from '../api/services-api.ts';

const COLORS = { green: 'green', yellow: 'yellow', red: 'red' } as const;

/** Spec 3 §9: a usage bar, green under 75%, warning under 95%, danger above; ∞ for an unlimited plan. */
export function UsageBar({
  label,
  used,
  limit,
  testId,
}: {
  label: string;
  used: number;
  limit: number;
  testId: string;
}) {
  const { language } = useLanguage();
  const usage = usageOf(used, limit);
  const bytes = (mb: number) => formatBytes(mb * 1_000_000, 1000, language);
  return (
    <Stack gap={4} data-testid={testId} data-color={usage.color}>
      <Group justify="space-between">
        <Text size="sm" fw={500}>
          {label}
        </Text>
        <Text size="sm" c="dimmed">
          {bytes(used)} / {usage.unlimited ? '∞' : bytes(limit)}
        </Text>
      </Group>
      <Progress
        value={usage.unlimited ? 100 : usage.percent!}
        color={usage.unlimited ? 'gray' : COLORS[usage.color]}
        striped={usage.unlimited}
        aria-label={label}
        size="lg"
      />
    </Stack>
  );
}

function AutoUpgrade({ detail, panel }: { detail: ServiceDetail; panel: Panel }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const save = useSaveService(detail.dominio);
  return (
    <Stack gap={4}>
      <Switch
        label={t('services:panel.autoUpgrade')}
        checked={panel.auto_upgrade_bw}
        disabled={save.isPending}
        onChange={(e) => {
          const on = e.currentTarget.checked;
          save.mutate(
            { auto_upgrade_bw: on },
            {
              onSuccess: () =>
                notify({
                  level: 'success',
                  message: t(on ? 'services:panel.autoUpgradeOn' : 'services:panel.autoUpgradeOff'),
                }),
              onError: (e) => {
                if (!silentSaveError(e)) notify({ level: 'danger', message: t('services:panel.autoUpgradeFailed') });
              },
            },
          );
        }}
        data-testid="auto-upgrade"
      />
      <Text size="xs" c="dimmed" data-testid="auto-upgrade-price">
        {t('services:panel.autoUpgradePrice', { price: autoUpgradePrice(detail.currency, language) })}
      </Text>
    </Stack>
  );
}

function PasswordReset({ domain }: { domain: string }) {
  const { t } = useTranslation();
  const save = useSaveService(domain);
  const [password, setPassword] = useState('');
  const [shown, setShown] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const submit = () => {
    const parsed = PanelPasswordSchema.safeParse(password);
    if (!parsed.success) return setError(parsed.error.issues[0] && issueText(parsed.error.issues[0]));
    setError(undefined);
    save.mutate(
      { password },
      {
        onSuccess: () => {
          setPassword('');
          notify({ level: 'success', message: t('services:panel.passwordSaved') });
        },
        onError: (e) => {
          if (!silentSaveError(e))
            notify({ level: 'danger', message: isApiError(e) ? e.message : t('services:panel.passwordFailed') });
        },
      },
    );
  };
  return (
    <Stack gap="xs">
      <PasswordInput
        label={t('services:panel.newPassword')}
        value={password}
        onChange={(e) => setPassword(e.currentTarget.value)}
        error={error}
        autoComplete="new-password"
        visible={shown}
        onVisibilityChange={setShown}
        data-testid="panel-password"
      />
      <FormActions>
        <Button
          variant="default"
          onClick={() => {
            // A generated password is shown, so it can be read and kept before saving.
            setPassword(generatePassword());
            setShown(true);
            setError(undefined);
          }}
          data-testid="panel-password-generate"
        >
          {t('services:panel.generatePassword')}
        </Button>
        <Button onClick={submit} loading={save.isPending} disabled={!password} data-testid="panel-password-save">
          {t('services:panel.resetPassword')}
        </Button>
      </FormActions>
    </Stack>
  );
}

function SshKeys({ panel }: { panel: Panel }) {
  const { t } = useTranslation();
  const keys = useSshKeys(panel.id, true);
  const { add, remove } = useSshKeyChange(panel.id);
  const [key, setKey] = useState('');
  const [error, setError] = useState<string | undefined>();
  const failed = (e: unknown) =>
    notify({ level: 'danger', message: isApiError(e) ? e.message : t('services:ssh.failed') });
  const upload = () => {
    const parsed = SshKeySchema.safeParse(key);
    if (!parsed.success) return setError(parsed.error.issues[0] && issueText(parsed.error.issues[0]));
    setError(undefined);
    // Spec 3 §5: 'Vuoi caricare questa chiave SSH sul pannello?'
    modals.openConfirmModal({
      title: t('services:ssh.title'),
      children: <Text size="sm">{t('services:ssh.confirm')}</Text>,
      labels: { confirm: t('services:ssh.upload'), cancel: t('common:actions.cancel') },
      confirmProps: { 'data-testid': 'confirm-action' },
      onConfirm: () =>
        add.mutate(parsed.data, {
          onSuccess: () => {
            setKey('');
            notify({ level: 'success', message: t('services:ssh.added') });
          },
          onError: failed,
        }),
    });
  };
  const del = (k: string) =>
    modals.openConfirmModal({
      title: t('services:ssh.deleteTitle'),
      children: <Text size="sm">{t('services:ssh.deleteConfirm')}</Text>,
      labels: { confirm: t('services:ssh.delete'), cancel: t('common:actions.cancel') },
      confirmProps: { color: 'red', 'data-testid': 'confirm-action' },
      onConfirm: () =>
        remove.mutate(k, {
          onSuccess: () => notify({ level: 'success', message: t('services:ssh.deleted') }),
          onError: failed,
        }),
    });
  return (
    <Stack gap="xs" data-testid="ssh-keys">
      <Title order={4}>{t('services:ssh.title')}</Title>
      {keys.isError && <Alert color="red">{t('services:ssh.loadFailed')}</Alert>}
      {keys.data?.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('services:ssh.none')}
        </Text>
      )}
      {keys.data?.map((k) => (
        <Group key={k} justify="space-between" wrap="nowrap" gap="xs">
          <Text size="xs" ff="monospace" style={{ wordBreak: 'break-all' }}>
            {k}
          </Text>
          <Tooltip label={t('services:ssh.delete')}>
            <ActionIcon variant="subtle" color="red" aria-label={t('services:ssh.delete')} onClick={() => del(k)}>
              <IconTrash size={16} aria-hidden />
            </ActionIcon>
          </Tooltip>
        </Group>
      ))}
      <Textarea
        label={t('services:ssh.key')}
        value={key}
        onChange={(e) => setKey(e.currentTarget.value)}
        error={error}
        rows={3}
        ff="monospace"
        data-testid="ssh-key"
      />
      <FormActions>
        <Button onClick={upload} loading={add.isPending} data-testid="ssh-upload">
          {t('services:ssh.upload')}
        </Button>
      </FormActions>
    </Stack>
  );
}

/** The web/email panel tab (spec 3 §2): usage, locations, auto-upgrade, panel link, password reset, SSH keys. */
export function PanelTab({ detail, panel }: { detail: ServiceDetail; panel: Panel }) {
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
            <AutoUpgrade detail={detail} panel={panel} />
          </Stack>
        </Card>
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
            {detail.can_manage && (
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
      </SimpleGrid>
      {detail.can_manage ? (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          <Card withBorder padding="md">
            <Stack gap="xs">
              <Title order={4}>{t('services:panel.passwordTitle')}</Title>
              <PasswordReset domain={detail.dominio} />
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
