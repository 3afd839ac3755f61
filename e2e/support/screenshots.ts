import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';

const dir = fileURLToPath(new URL('../artifacts/screenshots/', import.meta.url));

/** Screenshots kept as artifacts of the run, for a person to look at. */
export async function keepScreenshot(page: Page, name: string, { fullPage = true }: { fullPage?: boolean } = {}): Promise<void> {
  // A dialog or a toast is fixed to the viewport: a full-page shot draws it in the wrong place, and its
  // opening transition is finished first.
  await page.screenshot({ path: `${dir}${name}.png`, fullPage, animations: fullPage ? 'allow' : 'disabled' });
}
