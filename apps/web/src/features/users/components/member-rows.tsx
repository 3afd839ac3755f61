import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconPencil, IconSend, IconTrash, IconDoorExit, IconX } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  displayedGrants,
  formatDate,
  isOwner,
  policies,
  type CompanyUser,
  type PendingInvite,
  type PolicyActor,
} from '@sportello/domain';
import { notify } from '../../../shared/notify/notify.ts';
import { useCancelInvite, useRemoveUser, useResendInvite } from '../api/users-api.ts';
import type { EditedAccess } from './access-editor.tsx';

/** A row of the list: a user of the company, or an invitation not yet accepted. */
export type MemberRow = { kind: 'user'; user: CompanyUser } | { kind: 'invite'; invite: PendingInvite };

export function rowName(row: MemberRow): string {
  const person = row.kind === 'user' ? row.user : row.invite;
  const name = `${person.firstname} ${person.lastname}`.trim();
  return name || (row.kind === 'user' ? row.user.username : row.invite.email);
}

export function editedAccessOf(row: MemberRow): EditedAccess {
  const person = row.kind === 'user' ? row.user : row.invite;
  return {
    target: row.kind === 'user' ? { kind: 'user', id: row.user.id } : { kind: 'invite', email: row.invite.email },
    name: rowName(row),
    grants: person.grants,
    email_subscriptions: person.email_subscriptions,
    owner: isOwner(person.grants),
  };
}

const done = (message: string) => notify({ level: 'success', message });

interface RowProps {
  onEdit: (edited: EditedAccess) => void;
}

/** Asks before doing something that cannot be undone from here (spec 3 §8). */
function useConfirm() {
  const { t } = useTranslation();
  return (options: { title: string; text: string; confirm: string; danger?: boolean; onConfirm: () => void }) =>
    modals.openConfirmModal({
      title: options.title,
      children: <Text size="sm">{options.text}</Text>,
      labels: { confirm: options.confirm, cancel: t('common:actions.cancel') },
      confirmProps: { color: options.danger ? 'red' : undefined, 'data-testid': 'confirm-action' },
      onConfirm: options.onConfirm,
    });
}

function AccessBadges({ grants, subscriptions }: { grants: readonly string[]; subscriptions: readonly string[] }) {
  const { t } = useTranslation();
  const shown = isOwner(grants) ? ['owner'] : displayedGrants(grants);
  return (
    <Group gap={6} data-testid="access-badges">
      {shown.map((g) => (
        <Badge key={g} variant="light" color={g === 'owner' || g === 'admin' ? 'blue' : 'gray'} radius="sm">
          {t(`users:grants.${g}`)}
        </Badge>
      ))}
      {subscriptions.map((s) => (
        <Badge key={s} variant="outline" color="gray" radius="sm">
          {t(`users:subscriptions.short.${s}`)}
        </Badge>
      ))}
    </Group>
  );
}

function RowFrame({
  testId,
  title,
  status,
  detail,
  badges,
  actions,
}: {
  testId: string;
  title: string;
  status?: ReactNode;
  detail: string;
  badges: ReactNode;
  actions: ReactNode;
}) {
  return (
    <Paper withBorder radius="md" p="sm" data-testid={testId}>
      <Group justify="space-between" align="center" gap="sm" wrap="wrap">
        <Stack gap={4} miw={0} style={{ flex: '1 1 16rem' }}>
          <Group gap="xs" wrap="wrap">
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {title}
            </Text>
            {status}
          </Group>
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {detail}
          </Text>
          {badges}
        </Stack>
        <Group gap="xs" wrap="wrap">
          {actions}
        </Group>
      </Group>
    </Paper>
  );
}

export function UserRow({
  user,
  actor,
  onEdit,
  onLeft,
}: RowProps & { user: CompanyUser; actor: PolicyActor | null; onLeft: () => void }) {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const remove = useRemoveUser();
  const row: MemberRow = { kind: 'user', user };
  const name = rowName(row);
  const self = actor !== null && user.id === actor.user_id && !actor.acting_as_customer;
  // The server's rule: owners stay, an administrator removes others, anyone may leave.
  const removable =
    actor !== null && policies.removeCompanyUser(actor, { user_id: user.id, grants: user.grants }).allowed;
  const leave = () =>
    confirm({
      title: t('users:leave.title'),
      text: t('users:leave.text'),
      confirm: t('users:leave.confirm'),
      danger: true,
      onConfirm: () => remove.mutate(user.id, { onSuccess: onLeft }),
    });
  const removeUser = () =>
    confirm({
      title: t('users:remove.title'),
      text: t('users:remove.text', { name }),
      confirm: t('users:remove.confirm'),
      danger: true,
      onConfirm: () => remove.mutate(user.id, { onSuccess: () => done(t('users:remove.done', { name })) }),
    });
  return (
    <RowFrame
      testId={`user-row-${user.username}`}
      title={name}
      status={self ? <Badge variant="dot">{t('users:you')}</Badge> : undefined}
      detail={name === user.username ? user.mail : `${user.username} · ${user.mail}`}
      badges={<AccessBadges grants={user.grants} subscriptions={user.email_subscriptions} />}
      actions={
        <>
          <Button
            variant="default"
            size="xs"
            leftSection={<IconPencil size={14} aria-hidden />}
            onClick={() => onEdit(editedAccessOf(row))}
            aria-label={t('users:edit.action', { name })}
          >
            {t('users:edit.short')}
          </Button>
          {removable && self && (
            <Button
              variant="outline"
              color="red"
              size="xs"
              leftSection={<IconDoorExit size={14} aria-hidden />}
              onClick={leave}
              loading={remove.isPending}
            >
              {t('users:leave.action')}
            </Button>
          )}
          {removable && !self && (
            <Button
              variant="outline"
              color="red"
              size="xs"
              leftSection={<IconTrash size={14} aria-hidden />}
              onClick={removeUser}
              loading={remove.isPending}
              aria-label={t('users:remove.action', { name })}
            >
              {t('users:remove.short')}
            </Button>
          )}
        </>
      }
    />
  );
}

export function InviteRow({ invite, onEdit }: RowProps & { invite: PendingInvite }) {
  const { t, i18n } = useTranslation();
  const confirm = useConfirm();
  const resend = useResendInvite();
  const cancel = useCancelInvite();
  const row: MemberRow = { kind: 'invite', invite };
  const name = rowName(row);
  const until = formatDate(invite.expires_at, i18n.language);
  return (
    <RowFrame
      testId={`invite-row-${invite.email}`}
      title={name}
      status={
        <Badge variant="light" color={invite.expired ? 'gray' : 'blue'}>
          {invite.expired ? t('users:inviteStatus.expired') : t('users:inviteStatus.pending')}
        </Badge>
      }
      detail={`${name === invite.email ? '' : `${invite.email} · `}${t(invite.expired ? 'users:inviteStatus.expiredOn' : 'users:inviteStatus.until', { date: until })}`}
      badges={<AccessBadges grants={invite.grants} subscriptions={invite.email_subscriptions} />}
      actions={
        <>
          <Button
            variant="default"
            size="xs"
            leftSection={<IconPencil size={14} aria-hidden />}
            onClick={() => onEdit(editedAccessOf(row))}
            aria-label={t('users:edit.action', { name })}
          >
            {t('users:edit.short')}
          </Button>
          <Button
            variant="default"
            size="xs"
            leftSection={<IconSend size={14} aria-hidden />}
            loading={resend.isPending}
            aria-label={t('users:resend.action', { email: invite.email })}
            onClick={() =>
              confirm({
                title: t('users:resend.title'),
                text: t('users:resend.text', { email: invite.email }),
                confirm: t('users:resend.confirm'),
                onConfirm: () =>
                  resend.mutate(invite.email, {
                    onSuccess: () => done(t('users:resend.done', { email: invite.email })),
                  }),
              })
            }
          >
            {t('users:resend.short')}
          </Button>
          <Button
            variant="outline"
            color="red"
            size="xs"
            leftSection={<IconX size={14} aria-hidden />}
            loading={cancel.isPending}
            aria-label={t('users:cancel.action', { email: invite.email })}
            onClick={() =>
              confirm({
                title: t('users:cancel.title'),
                text: t('users:cancel.text', { email: invite.email }),
                confirm: t('users:cancel.confirm'),
                danger: true,
                onConfirm: () =>
                  cancel.mutate(invite.email, {
                    onSuccess: () => done(t('users:cancel.done', { email: invite.email })),
                  }),
              })
            }
          >
            {t('users:cancel.short')}
          </Button>
        </>
      }
    />
  );
}
