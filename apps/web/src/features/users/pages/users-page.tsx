import { Button, Stack } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListSection } from '../../../shared/list-page/list-section.tsx';
import { ListLoading } from '../../../shared/list-page/list-states.tsx';
import { stackedLists } from '../../../shared/list-page/stacked-lists.ts';
import { PageLayout } from '../../../shared/page/page-layout.tsx';
import { lazyPart, preloadWhenIdle } from '../../../shared/schedule/lazy-part.ts';
import { useLogout } from '../../../shared/session/logout.ts';
import { useUserInfo } from '../../../shared/session/session.ts';
import { useCompanyUsers, usePendingInvites } from '../api/users-api.ts';
import type { EditedAccess } from '../components/access-editor.tsx';
import { InviteRow } from '../components/invite-row.tsx';
import { UserRow } from '../components/user-row.tsx';
import { usePolicyActor } from '../../../shared/session/policy-actor.ts';
import { Dialog } from '../../../shared/ui/dialog.tsx';

// The dialogs load apart from the lists: they bring the form library and the schemas with them.
const InviteForm = lazyPart(() => import('../components/invite-form.tsx').then((m) => m.InviteForm));
const AccessEditor = lazyPart(() => import('../components/access-editor.tsx').then((m) => m.AccessEditor));

const USER_SORTS = ['name', '-name', 'username', 'mail'] as const;
const INVITE_SORTS = ['-created_at', 'created_at', 'email', 'expires_at'] as const;

/**
 * Users (spec 3 §2): the company's users and its pending invitations, two lists each paged,
 * sorted and filtered by the server with its state in the URL; the invite form and the edit dialog.
 */
export function UsersPage() {
  const { t } = useTranslation();
  const me = useUserInfo();
  const actor = usePolicyActor();
  const users = useCompanyUsers();
  const invites = usePendingInvites();
  const stacked = stackedLists(users.state, invites.state);
  useEffect(() => preloadWhenIdle(InviteForm, AccessEditor), []);
  const { logout } = useLogout();
  const [inviting, setInviting] = useState(false);
  const [edited, setEdited] = useState<EditedAccess | null>(null);

  return (
    <PageLayout width="wide" title={t('routes:users')} description={t('users:intro')}>
      <Stack gap="xl">
        <ListSection
          title={t('users:lists.users.title')}
          state={stacked.above}
          count={users.items.length}
          filter={{ ...users.filter, label: t('users:lists.users.filter') }}
          sort={{
            ...users.sort,
            label: t('users:lists.sort'),
            options: USER_SORTS.map((value) => ({ value, label: t(`users:lists.users.sort.${value}`) })),
          }}
          pagination={users.pagination}
          csvHref={users.csvHref}
          emptyText={users.filter.text ? t('users:lists.users.emptyFiltered') : t('users:lists.users.empty')}
          actions={
            <Button
              leftSection={<IconUserPlus size={16} aria-hidden />}
              onClick={() => setInviting(true)}
              data-testid="open-invite"
            >
              {t('users:invite.open')}
            </Button>
          }
          data-testid="users-section"
        >
          <Stack gap="sm" data-testid="users-list">
            {users.items.map((user) => (
              <UserRow key={user.id} user={user} actor={actor} onEdit={setEdited} onLeft={logout} />
            ))}
          </Stack>
        </ListSection>
        {stacked.belowDrawn && (
          <ListSection
            title={t('users:lists.invites.title')}
            state={invites.state}
            count={invites.items.length}
            filter={{ ...invites.filter, label: t('users:lists.invites.filter') }}
            sort={{
              ...invites.sort,
              label: t('users:lists.sort'),
              options: INVITE_SORTS.map((value) => ({ value, label: t(`users:lists.invites.sort.${value}`) })),
            }}
            pagination={invites.pagination}
            csvHref={invites.csvHref}
            emptyText={invites.filter.text ? t('users:lists.invites.emptyFiltered') : t('users:lists.invites.empty')}
            data-testid="invites-section"
          >
            <Stack gap="sm" data-testid="invites-list">
              {invites.items.map((invite) => (
                <InviteRow key={invite.email} invite={invite} onEdit={setEdited} />
              ))}
            </Stack>
          </ListSection>
        )}
      </Stack>
      <Dialog
        opened={inviting}
        onClose={() => setInviting(false)}
        title={t('users:invite.title')}
        size="lg"
        closeButtonProps={{ 'aria-label': t('common:actions.close') }}
      >
        <Suspense fallback={<ListLoading rows={3} />}>
          <InviteForm.Component reseller={me?.is_reseller ?? false} onDone={() => setInviting(false)} />
        </Suspense>
      </Dialog>
      {edited && (
        <Suspense>
          <AccessEditor.Component key={JSON.stringify(edited.target)} edited={edited} onClose={() => setEdited(null)} />
        </Suspense>
      )}
    </PageLayout>
  );
}
