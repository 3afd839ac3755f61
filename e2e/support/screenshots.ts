import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';

const dir = fileURLToPath(new URL('../artifacts/screenshots/', import.meta.url));

/**
 * Kept when E2E_SCREENSHOTS is set (`E2E_SCREENSHOTS=1 npm test -w e2e`): a person looking at the pages
 * asks for them; the test command does not spend a tenth of the browser run on files nobody reads.
 */
export const KEEP_SCREENSHOTS = Boolean(process.env.E2E_SCREENSHOTS);

/**
 * Screenshots kept as artifacts of the run, for a person to look at. A full-page shot of a scrolled
 * page draws the fixed top bar where the viewport was, mid-page: it is taken from the top. A dialog or
 * a toast is fixed to the viewport too, so it is shot with `fullPage: false`, its opening transition
 * finished first.
 */
export async function keepScreenshot(
  page: Page,
  name: string,
  { fullPage = true }: { fullPage?: boolean } = {},
): Promise<void> {
  if (!KEEP_SCREENSHOTS) return;
  if (fullPage) await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${dir}${name}.png`, fullPage, animations: fullPage ? 'allow' : 'disabled' });
}
