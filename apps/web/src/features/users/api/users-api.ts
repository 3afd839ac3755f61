import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AccessChoiceInput, InviteForm } from '@sportello/domain';
import { usersApi } from '@sportello/domain/api';
import { api } from '../../../shared/http/api-client.ts';
import { useListQuery } from '../../../shared/list-page/use-list-query.ts';
import { scopedKey } from '../../../shared/query/query-keys.ts';

const PAGE_SIZE = 10;

/** The users area's query keys, under the acting user and company. */
const usersKeys = {
  all: () => scopedKey('users'),
  users: ['users', 'list'] as const,
  invites: ['users', 'invites'] as const,
};

/** GET /rest/users: a page of the company's users; page, sort and filter in the URL (`users_…`). */
export const useCompanyUsers = () =>
  useListQuery(usersApi.list, { key: usersKeys.users, defaultSort: 'name', size: PAGE_SIZE, prefix: 'users' });

/** GET /rest/invites: a page of the company's invitations, expired ones too; state in the URL (`inv_…`). */
export const usePendingInvites = () =>
  useListQuery(usersApi.invites, {
    key: usersKeys.invites,
    defaultSort: '-created_at',
    size: PAGE_SIZE,
    prefix: 'inv',
  });

/** A change to users or invitations: both lists are asked again afterwards. */
function useUsersMutation<V, R>(call: (variables: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: call, onSuccess: () => client.invalidateQueries({ queryKey: usersKeys.all() }) });
}

/** POST /rest/invites; refusals go onto the form, not into a toast. */
export const useInvite = () =>
  useUsersMutation((form: InviteForm) => api(usersApi.invite, { body: form }, { notify: false }));

/** POST /rest/invites with action=resend: a new key and a new mail. */
export const useResendInvite = () =>
  useUsersMutation((email: string) => api(usersApi.invite, { body: { action: 'resend', email } }));

/** DELETE /rest/invites/{email} */
export const useCancelInvite = () =>
  useUsersMutation((email: string) => api(usersApi.cancelInvite, { params: { email } }));

export type AccessTarget = { kind: 'user'; id: number } | { kind: 'invite'; email: string };

/** PUT /rest/users/{id} or /rest/invites/{email}: grants and e-mail copies. */
export const useUpdateAccess = () =>
  useUsersMutation(({ target, choice }: { target: AccessTarget; choice: AccessChoiceInput }) =>
    target.kind === 'user'
      ? api(usersApi.updateUser, { params: { id: target.id }, body: choice }, { notify: false })
      : api(usersApi.updateInvite, { params: { email: target.email }, body: choice }, { notify: false }),
  );

/** DELETE /rest/users/{id}: remove a user, or leave (one's own id). */
export const useRemoveUser = () => useUsersMutation((id: number) => api(usersApi.removeUser, { params: { id } }));
