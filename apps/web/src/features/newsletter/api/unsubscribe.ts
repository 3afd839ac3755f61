import { useMutation } from '@tanstack/react-query';
import { newsletterApi } from '@sportello/domain/api';
import { api } from '../../../shared/http/api-client.ts';

/** Public, with the token of the mailed link; 403 for a link that is not the address's, 404 when it is not subscribed (the page says so, no toast). */
export function unsubscribe({ mail, token }: { mail: string; token: string }) {
  return api(newsletterApi.unsubscribe, { params: { mail }, body: { token } }, { notify: false, idCliente: null });
}

export function useUnsubscribe() {
  return useMutation({ mutationFn: unsubscribe });
}
