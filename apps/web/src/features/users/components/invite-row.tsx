import { Badge, Button } from '@mantine/core';
import { IconPencil, IconSend, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDate, type PendingInvite } from '@sportello/domain';
import { notify } from '../../../shared/notify/notify.ts';
import { useCancelInvite, useResendInvite } from '../api/users-api.ts';
import type { EditedAccess } from './access-editor.tsx';
import { AccessBadges } from './access-badges.tsx';
import { editedAccessOf, rowName, type MemberRow } from './member-row.ts';
import { MemberRowFrame } from './member-row-frame.tsx';
import { useConfirm } from './use-confirm.tsx';
import { afterSuccess } from '../../../shared/query/after-success.ts';

/** An invitation not yet accepted, pending or expired: Edit, Resend and Cancel, each after a confirmation. */
export function InviteRow({ invite, onEdit }: { invite: PendingInvite; onEdit: (edited: EditedAccess) => void }) {
  const { t, i18n } = useTranslation();
  const confirm = useConfirm();
  const resend = useResendInvite();
  const cancel = useCancelInvite();
  const row: MemberRow = { kind: 'invite', invite };
  const name = rowName(row);
  const until = formatDate(invite.expires_at, i18n.language);
  return (
    <MemberRowFrame
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
                  afterSuccess(resend.mutateAsync(invite.email), () =>
                    notify({ level: 'success', message: t('users:resend.done', { email: invite.email }) }),
                  ),
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
                  afterSuccess(cancel.mutateAsync(invite.email), () =>
                    notify({ level: 'success', message: t('users:cancel.done', { email: invite.email }) }),
                  ),
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
