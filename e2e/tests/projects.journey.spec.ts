import { expectAccessible } from '../support/a11y.ts';
import { checkLightDarkPhone } from '../support/page-views.ts';
import { keepScreenshot } from '../support/screenshots.ts';
import { signIn } from '../support/session.ts';
import { expect, test } from '../support/test.ts';

// Adds a project to owner's company: rows of its own, which no other test counts.
test('owner submits a project and finds it first in the list', async ({ page }) => {
  test.setTimeout(60_000);
  await signIn(page, 'owner');
  await page.getByTestId('nav-projects').click();
  await expect(page).toHaveURL(/\/projects$/);
  const list = page.getByTestId('project-list');
  await expect(list.getByText('Nuovo e-commerce per lo showroom')).toBeVisible();
  await expect(list.getByText(/15\.000,00\s€/)).toBeVisible();

  await checkLightDarkPhone(page, 'projects');

  await page.getByTestId('project-submit').click();
  await expect(page.getByText('Seleziona almeno una skill')).toBeVisible();
  await expect(page.getByText("Per inviare il progetto è necessaria l'autorizzazione")).toBeVisible();
  await keepScreenshot(page, 'projects-errors-light');

  await page.getByTestId('project-nome').fill('Area riservata per i rivenditori');
  await page
    .getByTestId('project-descrizione')
    .fill('Portale con listini riservati e ordini per i nostri rivenditori.');
  await page.getByTestId('project-dominio').fill('rivenditori.rossiarredamenti.example');
  await page.getByTestId('project-tempistiche').fill('Entro settembre');
  await page.getByTestId('project-budget').fill('8000');
  await page.getByTestId('project-contatti').fill('Mario Rossi, 02 2941 7730');
  await page.getByTestId('project-requirements').click();
  // The open list is longer than its dropdown: what scrolls is the list the field controls, whose
  // options the arrow keys reach, not a box of its own that a keyboard cannot focus.
  await expect(page.getByRole('option', { name: 'Software su misura' })).toBeVisible();
  await expectAccessible(page, 'project requirements, list open');
  await page.getByRole('option', { name: 'Software su misura' }).click();
  await page.getByRole('option', { name: 'React' }).click();
  await page.keyboard.press('Escape');
  await page.getByTestId('project-authorization').check();
  await page.getByTestId('project-submit').click();

  await expect(page.getByText('Progetto inviato alla rete dei partner')).toBeVisible();
  const first = list.getByTestId('project-card').first();
  await expect(first).toContainText('Area riservata per i rivenditori');
  await expect(first).toContainText(/8000,00\s€/);
  await expect(first).toContainText('Software su misura');
  await expect(page.getByTestId('project-nome')).toHaveValue('');
  await keepScreenshot(page, 'projects-sent-light');
});
