import { ActionIcon, Alert, Button, Group, Stack, Text, Textarea, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SshKeySchema, type Panel } from '@sportello/domain';
import { FormActions } from '../../../shared/form/form-actions.tsx';
import { isApiError } from '../../../shared/http/api-error.ts';
import { notify } from '../../../shared/notify/notify.ts';
import { useSshKeyChange, useSshKeys } from '../api/services-api.ts';
import { issueText } from './issue-text.ts';
import { Hint } from '../../../shared/ui/hint.tsx';

/** The panel's SSH keys: listed, each deleted after a confirmation, and a new one uploaded after one too. */
export function SshKeys({ panel }: { panel: Panel }) {
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
          <Hint label={t('services:ssh.delete')}>
            <ActionIcon variant="subtle" color="red" aria-label={t('services:ssh.delete')} onClick={() => del(k)}>
              <IconTrash size={16} aria-hidden />
            </ActionIcon>
          </Hint>
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
