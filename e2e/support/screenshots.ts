import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';

const dir = fileURLToPath(new URL('../artifacts/screenshots/', import.meta.url));

/** Screenshots kept as artifacts of the run, for a person to look at. */
export async function keepScreenshot(page: Page, name: string): Promise<void> {
  // A full-page shot of a scrolled page draws the fixed top bar where the viewport was, mid-page.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${dir}${name}.png`, fullPage: true });
}
