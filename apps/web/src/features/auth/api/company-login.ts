import { useMutation } from '@tanstack/react-query';
import type { CompanyLoginInput } from '@sportello/domain';
import { http } from '../../../shared/http/http-client.ts';

/** POST /api/auth/companylogin: act for one of the user's companies. */
export function companyLogin(input: CompanyLoginInput): Promise<{ result: string }> {
  return http.post<{ result: string }>('/api/auth/companylogin', input, { idCliente: null });
}

export function useCompanyLogin() {
  return useMutation({ mutationFn: companyLogin });
}
