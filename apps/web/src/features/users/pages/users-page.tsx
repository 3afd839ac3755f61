import { Button, Modal, Stack } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPage } from '../../../shared/list-page/list-page.tsx';
import { matchesFilter, paginate } from '../../../shared/list-page/pagination.ts';
import { useDebouncedFilter } from '../../../shared/list-page/use-debounced-filter.ts';
import { asyncStateOf, type AsyncState } from '../../../shared/query/async-state.ts';
import { useLogout } from '../../../shared/session/logout.ts';
import { useUserInfo } from '../../../shared/session/session.ts';
import { useCompanyUsers, usePendingInvites } from '../api/users-api.ts';
import { AccessEditor, type EditedAccess } from '../components/access-editor.tsx';
import { InviteForm } from '../components/invite-form.tsx';
import { InviteRow, rowName, UserRow, type MemberRow } from '../components/member-rows.tsx';

const PAGE_SIZE = 10;
const STATE_ORDER: readonly AsyncState[] = ['error', 'pending', 'updating', 'success'];

/** Users (spec 3 §2): the company's users and pending invitations, the invite form and the edit dialog. */
export function UsersPage() {
  const { t } = useTranslation();
  const me = useUserInfo();
  const users = useCompanyUsers();
  const invites = usePendingInvites();
  const { logout } = useLogout();
  const { text, setText, filter } = useDebouncedFilter();
  const [page, setPage] = useState(1);
  const [inviting, setInviting] = useState(false);
  const [edited, setEdited] = useState<EditedAccess | null>(null);

  const states = [asyncStateOf(users), asyncStateOf(invites)];
  const state = STATE_ORDER.find((s) => states.includes(s)) ?? 'success';
  const rows: MemberRow[] = [
    ...(users.data ?? []).map((user): MemberRow => ({ kind: 'user', user })),
    ...(invites.data ?? []).map((invite): MemberRow => ({ kind: 'invite', invite })),
  ].filter((row) =>
    matchesFilter(filter, row.kind === 'user' ? [rowName(row), row.user.username, row.user.mail] : [rowName(row), row.invite.email]),
  );
  const shown = paginate(rows, page, PAGE_SIZE);

  return (
    <>
      <ListPage
        title={t('routes:users')}
        description={t('users:intro')}
        state={state}
        count={rows.length}
        filter={{ text, onChange: (next) => { setText(next); setPage(1); } }}
        pagination={{ page: shown.page, totalPages: shown.totalPages, onChange: setPage }}
        emptyText={filter ? t('users:emptyFiltered') : t('users:empty')}
        actions={
          <Button leftSection={<IconUserPlus size={16} aria-hidden />} onClick={() => setInviting(true)} data-testid="open-invite">
            {t('users:invite.open')}
          </Button>
        }
      >
        <Stack gap="sm" data-testid="users-list">
          {shown.items.map((row) =>
            row.kind === 'user' ? (
              <UserRow key={`u${row.user.id}`} user={row.user} self={row.user.id === me?.id} onEdit={setEdited} onLeft={logout} />
            ) : (
              <InviteRow key={`i${row.invite.email}`} invite={row.invite} onEdit={setEdited} />
            ),
          )}
        </Stack>
      </ListPage>
      <Modal opened={inviting} onClose={() => setInviting(false)} title={t('users:invite.title')} size="lg" closeButtonProps={{ 'aria-label': t('common:actions.close') }}>
        <InviteForm reseller={me?.is_reseller ?? false} onDone={() => setInviting(false)} />
      </Modal>
      {edited && <AccessEditor key={JSON.stringify(edited.target)} edited={edited} onClose={() => setEdited(null)} />}
    </>
  );
}
