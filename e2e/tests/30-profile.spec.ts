import { expect, test } from '@playwright/test';
import { demo, DEMO_PASSWORD, login, openUserMenu } from '../support/auth.ts';

test.describe('profiel', () => {
  test('een nieuwe naam staat meteen in het gebruikersmenu', async ({ page }) => {
    await login(page, demo.admin);
    await openUserMenu(page);
    await page.getByRole('link', { name: 'Mijn profiel' }).first().click();
    await expect(page).toHaveURL(/\/profile$/);

    const name = page.getByLabel('Naam');
    const original = await name.inputValue();
    await name.fill('Bea Beheerder-Test');
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Opgeslagen' })).toBeVisible();
    await expect(page.getByTestId('user-menu-button')).toContainText('Bea Beheerder-Test');

    // After a reload the server has it too.
    await page.reload();
    await expect(page.getByLabel('Naam')).toHaveValue('Bea Beheerder-Test');

    await page.getByLabel('Naam').fill(original);
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await expect(page.getByTestId('user-menu-button')).toContainText(original);
  });

  test('een fout huidig wachtwoord geeft een melding bij het veld', async ({ page }) => {
    await login(page, demo.admin);
    await page.goto('/profile');
    await page.getByLabel('Huidig wachtwoord').fill('niet-het-goede-2026');
    await page.getByLabel('Nieuw wachtwoord', { exact: true }).fill('Een-heel-nieuw-wachtwoord-77');
    await page.getByLabel('Herhaal nieuw wachtwoord').fill('Een-heel-nieuw-wachtwoord-77');
    await page.getByRole('button', { name: 'Wachtwoord wijzigen' }).click();
    await expect(page.getByLabel('Huidig wachtwoord')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Het huidige wachtwoord klopt niet.').first()).toBeVisible();
    // Nothing changed: the demo password still works.
    expect(DEMO_PASSWORD).toBe('Afscheid-demo-2026');
  });
});
