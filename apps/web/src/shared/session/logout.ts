import { useMutation } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { authApi } from '@sportello/domain/api';
import { api } from '../http/api-client.ts';
import { useRouteName } from '../routing/route-handle.ts';
import { pageAfterLogout } from './end-session.ts';
import { endSession } from './session.ts';

export function postLogout() {
  return api(authApi.logout, {}, { unauthorized: 'ignore', idCliente: null });
}

/** Spec 1 §4: logging out calls the server, resets the profile and leaves pages that need a session. */
export function useLogout(): { logout: () => void; pending: boolean } {
  const navigate = useNavigate();
  const routeName = useRouteName();
  const { pathname } = useLocation();
  const mutation = useMutation({
    mutationFn: postLogout,
    // The session is gone for the user either way; a failed call must not keep them signed in here.
    onSettled: () => {
      endSession();
      const target = pageAfterLogout(routeName, pathname);
      if (target) void navigate(target, { replace: true });
    },
  });
  return { logout: () => mutation.mutate(), pending: mutation.isPending };
}
