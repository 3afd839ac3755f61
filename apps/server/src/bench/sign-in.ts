import { Secret, TOTP } from 'otpauth';
import { TOTP_PARAMS } from '../platform/security/totp.ts';

/** What a browser sends with every call of the web app. */
export const BROWSER_HEADERS = {
  'accept-encoding': 'gzip',
  'accept-language': 'it',
  'x-requested-with': 'XMLHttpRequest',
};

/**
 * Signs in as a browser does (check token, then login, then the authenticator code when the account
 * asks for one: the demo operators) and answers the cookies to send.
 */
export async function signIn(base: string, username: string, password: string, totpSecret?: string): Promise<string> {
  const jar = new Map<string, string>();
  const cookieHeader = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  const call = async (path: string, body?: unknown) => {
    const response = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: {
        ...BROWSER_HEADERS,
        'content-type': 'application/json',
        ...(jar.size ? { cookie: cookieHeader() } : {}),
      },
      body: JSON.stringify(body ?? {}),
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const at = pair!.indexOf('=');
      jar.set(pair!.slice(0, at), pair!.slice(at + 1));
    }
    const json = (await response.json()) as { result?: string };
    if (!response.ok) throw new Error(`${path} as ${username}: ${response.status} ${JSON.stringify(json)}`);
    return json;
  };
  const { result: check } = await call('/api/auth/token');
  let login = await call('/api/auth/login', { username, password, check });
  if (login.result === 'totp' && totpSecret) {
    const { result: again } = await call('/api/auth/token');
    const totp = new TOTP({ secret: Secret.fromBase32(totpSecret), ...TOTP_PARAMS }).generate();
    login = await call('/api/auth/login', { username, password, check: again, totp });
  }
  if (login.result !== 'ok') throw new Error(`sign-in as ${username}: ${JSON.stringify(login)}`);
  return cookieHeader();
}
