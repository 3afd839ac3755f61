import { useMutation, useQueryClient } from '@tanstack/react-query';
import { routeHref } from '@sportello/domain';
import { authApi } from '@sportello/domain/api';
import { useNavigate } from 'react-router';
import { api } from '../http/api-client.ts';
import { clearCompanyData } from './end-session.ts';
import { loadUserInfo } from './session.ts';

/**
 * Act for another of the user's companies (POST /api/auth/companylogin) and start again from its
 * dashboard: a reseller signing in to a customer from My customers, and the way back.
 */
export function useSwitchCompany() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (idAzienda: number) =>
      api(authApi.companyLogin, { body: { id_azienda: idAzienda } }, { idCliente: null }),
    onSuccess: async () => {
      // Everything cached belonged to the previous company.
      clearCompanyData(queryClient);
      await loadUserInfo().catch(() => null);
      await navigate(routeHref('dashboard', {}));
    },
  });
}
