import { useMutation } from '@tanstack/react-query';
import type { CompanyLoginInput } from '@sportello/domain';
import { authApi } from '@sportello/domain/api';
import { api } from '../../../shared/http/api-client.ts';

/** Act for one of the user's companies (accepting an invitation or authorising a user on the way). */
export function companyLogin(input: CompanyLoginInput) {
  return api(authApi.companyLogin, { body: input }, { idCliente: null });
}

export function useCompanyLogin() {
  return useMutation({ mutationFn: companyLogin });
}
