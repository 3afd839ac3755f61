import { Badge, Button } from '@mantine/core';
import { IconDoorExit, IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { policies, type CompanyUser, type PolicyActor } from '@sportello/domain';
import { notify } from '../../../shared/notify/notify.ts';
import { useRemoveUser } from '../api/users-api.ts';
import type { EditedAccess } from './access-editor.tsx';
import { AccessBadges } from './access-badges.tsx';
import { editedAccessOf, rowName, type MemberRow } from './member-row.ts';
import { MemberRowFrame } from './member-row-frame.tsx';
import { useConfirm } from './use-confirm.tsx';
import { afterSuccess } from '../../../shared/query/after-success.ts';

/** A user of the company: Edit, and Leave (oneself) or Remove (another) where the rules allow it, after a confirmation. */
export function UserRow({
  user,
  actor,
  onEdit,
  onLeft,
}: {
  user: CompanyUser;
  actor: PolicyActor | null;
  onEdit: (edited: EditedAccess) => void;
  onLeft: () => void;
}) {
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
      onConfirm: () => afterSuccess(remove.mutateAsync(user.id), onLeft),
    });
  const removeUser = () =>
    confirm({
      title: t('users:remove.title'),
      text: t('users:remove.text', { name }),
      confirm: t('users:remove.confirm'),
      danger: true,
      onConfirm: () =>
        afterSuccess(remove.mutateAsync(user.id), () =>
          notify({ level: 'success', message: t('users:remove.done', { name }) }),
        ),
    });
  return (
    <MemberRowFrame
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
