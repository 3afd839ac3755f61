import { type Cookie, expect, type Page } from '@playwright/test';
import { base32Decode, hotp, stepAt } from '../../apps/server/src/test-support/totp.ts';
import { clientAddress, DEMO_PASSWORD } from './env.ts';

/** The demo's published authenticator secret (sicuro, staff, supporto: README). */
export const DEMO_TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

/** The last time step each account gave a code for: the server accepts a step once. */
const usedSteps = new Map<string, number>();

/**
 * An authenticator code the server has not seen for this account: the current step, or the next
 * one (within its ±1 window) when the current one was given already; past that, it waits for the
 * clock. Journeys sign an operator in several times a minute.
 */
export async function freshTotpCode(username: string): Promise<string> {
  const step = Math.max(stepAt(Date.now()), (usedSteps.get(username) ?? 0) + 1);
  while (step > stepAt(Date.now()) + 1) await new Promise((resolve) => setTimeout(resolve, 500));
  usedSteps.set(username, step);
  return hotp(base32Decode(DEMO_TOTP_SECRET), step);
}

const XHR = { 'X-Requested-With': 'XMLHttpRequest' };

/**
 * The sessions of accounts that sign in with an authenticator code, kept for the run: each sign-in of
 * theirs takes a time step of its own, and the journeys sign the operators in faster than one a step
 * (30 s), so each further sign-in waited for the clock. A kept session is used again while the server
 * still knows it; a journey that ends it gets a new one. The authenticator sign-in itself has journeys
 * of its own (identity: sicuro; console: supporto).
 */
const keptSessions = new Map<string, Cookie[]>();

async function resumeKeptSession(page: Page, username: string): Promise<boolean> {
  const cookies = keptSessions.get(username);
  if (!cookies) return false;
  await page.context().addCookies(cookies);
  const info = await page.request.get('/api/dashboard/userinfo', { headers: XHR });
  if (info.ok() && ((await info.json()) as { username?: string }).username === username) return true;
  keptSessions.delete(username);
  await page.context().clearCookies();
  return false;
}

/**
 * Signs in through the API with the page's own cookies, then opens `to` (the dashboard unless told
 * otherwise; null: stays where it is). For journeys whose subject is not the login form, which
 * has journeys of its own (signInWithForm): a page load fewer per test.
 */
export async function signIn(page: Page, username: string, options: { to?: string | null } = {}): Promise<void> {
  const to = options.to === undefined ? '/' : options.to;
  if (await resumeKeptSession(page, username)) {
    if (to !== null) await page.goto(to);
    return;
  }
  const attempt = async (totp?: string) => {
    const token = await page.request.post('/api/auth/token', { headers: XHR });
    const { result: check } = (await token.json()) as { result: string };
    const login = await page.request.post('/api/auth/login', {
      headers: XHR,
      data: { username, password: DEMO_PASSWORD, check, ...(totp ? { totp } : {}) },
    });
    return (await login.json()) as { result?: string; reason?: string };
  };
  let answer = await attempt();
  // Operators (and sicuro) give their authenticator code, always; a step given by another process
  // of this run is refused once, and the next step goes.
  let withCode = false;
  for (let tries = 0; answer.result === 'totp' || answer.reason === 'invalid_totp'; tries += 1) {
    if (tries === 3) break;
    withCode = true;
    answer = await attempt(await freshTotpCode(username));
  }
  expect(answer, `sign-in of ${username}`).toMatchObject({ result: 'ok' });
  if (withCode) keptSessions.set(username, await page.context().cookies());
  if (to !== null) await page.goto(to);
}

/** Signs in through the login form, as a person would. */
export async function signInWithForm(page: Page, username: string, options: { from?: string } = {}): Promise<void> {
  await page.goto(options.from ?? '/auth/login');
  await expect(page.getByTestId('login-submit')).toBeVisible();
  await page.getByRole('textbox', { name: 'Nome utente o Email' }).fill(username);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO_PASSWORD);
  await page.getByTestId('login-submit').click();
  await expect(page).not.toHaveURL(/\/auth\/login(\?|$)/);
}

export async function signOut(page: Page): Promise<void> {
  await page.getByTestId('user-menu').click();
  await page.getByTestId('logout').click();
  await expect(page).toHaveURL(/\/auth\/login/);
}

export async function setDark(page: Page, dark: boolean): Promise<void> {
  const scheme = () => page.locator('html').getAttribute('data-mantine-color-scheme');
  if ((await scheme()) === (dark ? 'dark' : 'light')) return;
  await page.getByTestId('theme-toggle').click();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', dark ? 'dark' : 'light');
}

/**
 * The test's page seen by the server as coming from documentation address n, keeping the run's warm
 * cache. Only the page's own requests carry the address, not `page.request`'s: a journey whose API calls
 * must come from the address too opens a context of its own with it.
 */
export async function fromAddress(page: Page, n: number): Promise<void> {
  await page.setExtraHTTPHeaders(clientAddress(n));
}
