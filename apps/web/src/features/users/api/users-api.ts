import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AccessChoiceInput, CompanyUser, InviteForm, PendingInvite } from '@sportello/domain';
import { http } from '../../../shared/http/http-client.ts';

const usersKeys = {
  all: ['users'] as const,
  users: () => [...usersKeys.all, 'list'] as const,
  invites: () => [...usersKeys.all, 'invites'] as const,
};

type Ok = { result: 'ok' };
const path = (email: string) => `/rest/invites/${encodeURIComponent(email)}`;

/** GET /rest/users: the company's users. */
export function useCompanyUsers() {
  return useQuery({ queryKey: usersKeys.users(), queryFn: () => http.get<CompanyUser[]>('/rest/users') });
}

/** GET /rest/invites: the company's invitations, expired ones too. */
export function usePendingInvites() {
  return useQuery({ queryKey: usersKeys.invites(), queryFn: () => http.get<PendingInvite[]>('/rest/invites') });
}

/** A change to users or invitations: both lists are asked again afterwards. */
function useUsersMutation<V>(call: (variables: V) => Promise<Ok>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: call, onSuccess: () => client.invalidateQueries({ queryKey: usersKeys.all }) });
}

/** POST /rest/invites; refusals go onto the form, not into a toast. */
export const useInvite = () => useUsersMutation((form: InviteForm) => http.post<Ok>('/rest/invites', form, { notify: false }));

/** POST /rest/invites with action=resend: a new key and a new mail. */
export const useResendInvite = () =>
  useUsersMutation((email: string) => http.post<Ok>('/rest/invites', { action: 'resend', email }));

/** DELETE /rest/invites/{email} */
export const useCancelInvite = () => useUsersMutation((email: string) => http.delete<Ok>(path(email)));

export type AccessTarget = { kind: 'user'; id: number } | { kind: 'invite'; email: string };

/** PUT /rest/users/{id} or /rest/invites/{email}: grants and e-mail copies. */
export const useUpdateAccess = () =>
  useUsersMutation(({ target, choice }: { target: AccessTarget; choice: AccessChoiceInput }) =>
    http.put<Ok>(target.kind === 'user' ? `/rest/users/${target.id}` : path(target.email), choice, { notify: false }),
  );

/** DELETE /rest/users/{id}: remove a user, or leave (one's own id). */
export const useRemoveUser = () => useUsersMutation((id: number) => http.delete<Ok>(`/rest/users/${id}`));
