import { expect, test } from '../support/test.ts';
import { checkLightDarkPhone } from '../support/page-views.ts';
import { signIn } from '../support/session.ts';

// Saves the reseller's skills as seeded, so the demo data stays as it was.
test('the reseller sees their skills on my_skills and saves them', async ({ page }) => {
  await signIn(page, 'reseller', { to: '/my_skills' });
  const form = page.getByTestId('skills-form');
  await expect(form).toContainText('Sviluppo siti web');
  await checkLightDarkPhone(page, 'my-skills');

  await page.getByTestId('skills-submit').click();
  await expect(page.getByText('Skill aggiornate')).toBeVisible();
});
