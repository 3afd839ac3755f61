import { expect, test } from '@playwright/test';
import { expectAccessible } from '../support/a11y.ts';
import { keepScreenshot } from '../support/screenshots.ts';
import { setDark, signIn } from '../support/session.ts';

// Saves the reseller's skills as seeded, so the demo data stays as it was.
test('the reseller sees their skills on my_skills and saves them', async ({ page }) => {
  await signIn(page, 'reseller');
  await page.goto('/my_skills');
  const form = page.getByTestId('skills-form');
  await expect(form).toContainText('Sviluppo siti web');
  await expectAccessible(page, 'my skills (light)');
  await keepScreenshot(page, 'my-skills-light');
  await setDark(page, true);
  await expectAccessible(page, 'my skills (dark)');
  await keepScreenshot(page, 'my-skills-dark');
  await setDark(page, false);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(form).toContainText('Sviluppo siti web');
  await keepScreenshot(page, 'my-skills-phone');
  await page.setViewportSize({ width: 1280, height: 800 });

  await page.getByTestId('skills-submit').click();
  await expect(page.getByText('Skill aggiornate')).toBeVisible();
});

test('a customer does not see my_skills', async ({ page }) => {
  await signIn(page, 'owner');
  await expect(page.getByTestId('nav-my_skills')).toHaveCount(0);
});
