import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';

const dir = fileURLToPath(new URL('../artifacts/screenshots/', import.meta.url));

/** Screenshots kept as artifacts of the run, for a person to look at. */
export async function keepScreenshot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `${dir}${name}.png`, fullPage: true });
}
