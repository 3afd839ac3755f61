import { test as base, type BrowserContext, type Page } from '@playwright/test';
import { BASE_URL } from './env.ts';

const ORIGIN = new URL(BASE_URL).origin;

/** Each worker's page that stays open on the app's site for the run (see `workerContext`). */
const keepers = new Set<Page>();

/**
 * `test` with one browser context per worker behind the `context` and `page` fixtures. Each test
 * still starts signed out with default settings — cookies, local and session storage are emptied
 * before it — but the app's files (hashed, immutable) stay in the context's HTTP cache, as they do
 * for a person who comes back: a page load then costs the browser about a quarter less, which is
 * most of what a journey spends on a 2-core machine. Tests that need a second person or other
 * context options open their own context with `browser.newContext()`.
 */
export const test = base.extend<object, { workerContext: BrowserContext }>({
  workerContext: [
    async ({ browser }, use) => {
      const context = await browser.newContext({ baseURL: BASE_URL, locale: 'it-IT', reducedMotion: 'reduce' });
      // With --process-per-site (env.ts) the app's pages share one renderer, which lives while one of
      // them is open: this page keeps it, and with it the scripts V8 compiled, from test to test.
      const keeper = await context.newPage();
      await keeper.goto('/healthz');
      keepers.add(keeper);
      await use(context);
      await context.close();
    },
    { scope: 'worker' },
  ],
  context: async ({ workerContext }, use) => {
    await workerContext.clearCookies();
    await use(workerContext);
  },
  page: async ({ context }, use) => {
    const page = await context.newPage();
    const devtools = await context.newCDPSession(page);
    await devtools.send('Storage.clearDataForOrigin', {
      origin: ORIGIN,
      storageTypes: 'local_storage,session_storage,indexeddb,service_workers',
    });
    await devtools.detach();
    await use(page);
    // The test's pages, popups included, end with it; the context, its cache and the keeper stay.
    await Promise.all(
      context
        .pages()
        .filter((open) => !keepers.has(open))
        .map((open) => open.close()),
    );
  },
});

export { expect } from '@playwright/test';
export type { APIRequestContext, Browser, Page } from '@playwright/test';
