import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ActiveSession,
  ChangePasswordInput,
  LoginHistoryEntry,
  Profile,
  ProfileUpdate,
  TotpEnrolment,
} from '@sportello/domain';
import { http } from '../../../shared/http/http-client.ts';

interface MessageResult {
  result: 'ok';
  message: string;
}

export const profileKeys = {
  all: ['profile'] as const,
  profile: (id: number) => [...profileKeys.all, id] as const,
  sessions: () => [...profileKeys.all, 'sessions'] as const,
  history: () => [...profileKeys.all, 'history'] as const,
};

/** GET /rest/profile/{id}: the signed-in user's own profile. */
export function useProfile(id: number) {
  return useQuery({ queryKey: profileKeys.profile(id), queryFn: () => http.get<Profile>(`/rest/profile/${id}`) });
}

/** PUT /rest/profile/{id}; the caller shows the spec's own success and failure texts. */
export function useUpdateProfile(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: ProfileUpdate) => http.put<Profile>(`/rest/profile/${id}`, changes, { notify: false }),
    onSuccess: (saved) => queryClient.setQueryData(profileKeys.profile(id), saved),
  });
}

/** PUT /rest/login/{id} (DESIGN §4); the server's 'Password modificata correttamente.' is the toast. */
export function useChangePassword(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ChangePasswordInput) => http.put<MessageResult>(`/rest/login/${id}`, input, { notify: false }),
    // The other sessions have ended.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileKeys.sessions() }),
  });
}

/** GET /api/auth/totp: a new secret for this session (a fresh one each time the enable dialog opens). */
export function useTotpEnrolment(enabled: boolean) {
  return useQuery({
    queryKey: [...profileKeys.all, 'totp-enrolment'],
    queryFn: () => http.get<TotpEnrolment>('/api/auth/totp'),
    enabled,
    gcTime: 0,
    staleTime: Infinity,
    retry: false,
  });
}

/** POST /api/auth/totp or /api/auth/disabletotp with a code; the profile and the sessions follow. */
export function useTotpChange(id: number, action: 'enable' | 'disable') {
  const queryClient = useQueryClient();
  const path = action === 'enable' ? '/api/auth/totp' : '/api/auth/disabletotp';
  return useMutation({
    mutationFn: (totp: string) => http.post<MessageResult>(path, { totp }, { notify: false }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: profileKeys.profile(id) }),
        queryClient.invalidateQueries({ queryKey: profileKeys.sessions() }),
      ]),
  });
}

export function useSessions() {
  return useQuery({ queryKey: profileKeys.sessions(), queryFn: () => http.get<ActiveSession[]>('/rest/sessions') });
}

export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (handle: string) => http.delete<MessageResult>(`/rest/sessions/${handle}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileKeys.sessions() }),
  });
}

export function useLoginHistory() {
  return useQuery({ queryKey: profileKeys.history(), queryFn: () => http.get<LoginHistoryEntry[]>('/rest/login_history') });
}
