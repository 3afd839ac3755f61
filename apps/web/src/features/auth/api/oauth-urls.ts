import { http } from '../../../shared/http/http-client.ts';

export type SocialProvider = 'google' | 'linkedin';

export interface OAuthUrlQuery {
  provider: SocialProvider;
  mode: 'login' | 'signup';
  antk?: string | undefined;
  ref?: string | undefined;
}

/**
 * GET /api/auth/oauth-urls: the provider's sign-in address (LinkedIn by default). The server binds
 * its state and nonce to this browser, so the address serves this browser only and once.
 */
export async function getOAuthUrl(query: OAuthUrlQuery): Promise<string> {
  const { result } = await http.get<{ result: string }>('/api/auth/oauth-urls', { query: { ...query }, idCliente: null });
  return result;
}
