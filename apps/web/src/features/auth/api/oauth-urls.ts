import type { OAuthUrlQuery } from '@sportello/domain';
import { authApi } from '@sportello/domain/api';
import { api } from '../../../shared/http/api-client.ts';

export type { SocialProvider } from '@sportello/domain';

/**
 * The provider's sign-in address (LinkedIn by default). The server binds its state and nonce to
 * this browser, so the address serves this browser only and once.
 */
export async function getOAuthUrl(query: OAuthUrlQuery): Promise<string> {
  const { result } = await api(authApi.oauthUrl, { query }, { idCliente: null });
  return result;
}
