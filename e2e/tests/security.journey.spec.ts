import { expect, test, type APIRequestContext } from '../support/test.ts';
import { BASE_URL, clientAddress, DEMO_PASSWORD } from '../support/env.ts';
import { checkLightDarkPhone } from '../support/page-views.ts';
import { signIn } from '../support/session.ts';

const N = 55;
const ADDRESS = clientAddress(N)['X-Forwarded-For'];
const XHR = { 'X-Requested-With': 'XMLHttpRequest' };

async function login(api: APIRequestContext, password: string): Promise<number> {
  const check = ((await (await api.post('/api/auth/token', { headers: XHR })).json()) as { result: string }).result;
  const response = await api.post('/api/auth/login', {
    headers: XHR,
    data: { username: 'conti.tecnico', password, check },
  });
  return response.status();
}

test('a user lifts the ban of their own address from Sblocco IP, and signing in works again', async ({
  browser,
  playwright,
}) => {
  const context = await browser.newContext({ extraHTTPHeaders: clientAddress(N) });
  const page = await context.newPage();
  await signIn(page, 'conti.tecnico');

  // Someone at the same address gets the password wrong ten times: the address is banned.
  const api = await playwright.request.newContext({ baseURL: BASE_URL, extraHTTPHeaders: clientAddress(N) });
  for (let i = 0; i < 10; i += 1) expect(await login(api, `sbagliata-${i}`)).toBe(401);
  expect(await login(api, DEMO_PASSWORD)).toBe(429);

  await page.goto('/security');
  await expect(page.getByTestId('unblock-ip')).toHaveValue(ADDRESS);
  await checkLightDarkPhone(page, 'security');

  await page.getByTestId('unblock-ip').fill('999.1.1.1');
  await page.getByTestId('unblock-submit').click();
  await expect(page.getByText('Indirizzo IP non valido')).toBeVisible();
  await page.getByTestId('unblock-ip').fill(ADDRESS);
  await page.getByTestId('unblock-submit').click();
  await expect(page.getByText('Le corrispondenze trovate sono state sbloccate')).toBeVisible();
  expect(await login(api, DEMO_PASSWORD)).toBe(200);

  await page.getByTestId('unblock-submit').click();
  await expect(page.getByText("Non sono state trovate corrispondenze con l'indirizzo specificato")).toBeVisible();
  await expect(page.getByTestId('tickets-link')).toHaveAttribute('href', '/tickets');
  await api.dispose();
  await context.close();
});
