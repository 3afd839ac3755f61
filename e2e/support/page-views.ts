import { expect, type Page } from '@playwright/test';
import { expectAccessible, type AccessibleOptions } from './a11y.ts';
import { KEEP_SCREENSHOTS, keepScreenshot } from './screenshots.ts';
import { setDark } from './session.ts';

/** A page as people see it in either scheme: axe and a screenshot in light, then in dark (axe's colour rules: the markup was checked in light). */
export async function checkLightDark(page: Page, name: string, options: AccessibleOptions = {}): Promise<void> {
  await setDark(page, false);
  await expectAccessible(page, `${name} (light)`, options);
  await keepScreenshot(page, `${name}-light`);
  await setDark(page, true);
  await expectAccessible(page, `${name} (dark)`, { ...options, coloursOnly: true });
  await keepScreenshot(page, `${name}-dark`);
  await setDark(page, false);
}

/** checkLightDark, then a screenshot at phone width (390 px) once the sidebar (if any) has slid away. */
export async function checkLightDarkPhone(page: Page, name: string, options: AccessibleOptions = {}): Promise<void> {
  // Into the corner, off the sidebar and the controls: a hovered link is not what the page is checked for.
  const size = page.viewportSize() ?? { width: 1280, height: 720 };
  await page.mouse.move(size.width - 2, size.height - 2);
  await checkLightDark(page, name, options);
  if (!KEEP_SCREENSHOTS) return;
  await page.setViewportSize({ width: 390, height: 844 });
  const navbar = page.locator('.mantine-AppShell-navbar');
  await expect
    .poll(async () => {
      // Full-page screens have no sidebar; boundingBox would wait for one.
      if ((await navbar.count()) === 0) return true;
      const box = await navbar.boundingBox();
      return box === null || box.x + box.width <= 0;
    })
    .toBe(true);
  await keepScreenshot(page, `${name}-phone-light`);
  await page.setViewportSize({ width: 1280, height: 720 });
}
