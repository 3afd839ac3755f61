import { useMutation } from '@tanstack/react-query';
import { http } from '../../../shared/http/http-client.ts';

/** DELETE /rest/newsletter_subscription/{mail}: public; 404 when the address is not subscribed (the page says so, no toast). */
export function unsubscribe(mail: string): Promise<{ result: string; message: string }> {
  return http.delete<{ result: string; message: string }>(`/rest/newsletter_subscription/${encodeURIComponent(mail)}`, {
    notify: false,
    idCliente: null,
  });
}

export function useUnsubscribe() {
  return useMutation({ mutationFn: unsubscribe });
}
