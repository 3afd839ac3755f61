import { expect, type Page } from '@playwright/test';
import { expectAccessible, type AccessibleOptions } from './a11y.ts';
import { keepScreenshot } from './screenshots.ts';
import { setDark } from './session.ts';

/**
 * A signed-in page as people see it: axe and a screenshot in light and dark,
 * then a screenshot at phone width (390 px) once the sidebar has slid away.
 */
export async function checkLightDarkPhone(page: Page, name: string, options: AccessibleOptions = {}): Promise<void> {
  // Off the sidebar: a hovered link is not what the page is checked for.
  await page.mouse.move(700, 400);
  await setDark(page, false);
  await expectAccessible(page, `${name} (light)`, options);
  await keepScreenshot(page, `${name}-light`);
  await setDark(page, true);
  await expectAccessible(page, `${name} (dark)`, options);
  await keepScreenshot(page, `${name}-dark`);
  await setDark(page, false);
  await page.setViewportSize({ width: 390, height: 844 });
  const navbar = page.locator('.mantine-AppShell-navbar');
  await expect.poll(async () => {
    const box = await navbar.boundingBox();
    return box === null || box.x + box.width <= 0;
  }).toBe(true);
  await keepScreenshot(page, `${name}-phone-light`);
  await page.setViewportSize({ width: 1280, height: 720 });
}
