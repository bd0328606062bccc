import { messages } from '@afscheid/shared';
import { expect, test } from '@playwright/test';
import { demo, DEMO_PASSWORD, login, openUserMenu, submitLogin } from '../support/auth.ts';

test.describe('inloggen en uitloggen', () => {
  test('na inloggen toont het dashboard de organisaties van de gebruiker', async ({ page }) => {
    await login(page, demo.owner);

    await expect(page).toHaveTitle('Dashboard · Afscheid');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Eigenaar');
    const list = page.getByTestId('organization-list');
    const linde = list.getByRole('listitem').filter({ hasText: 'Uitvaartzorg De Linde' });
    const rozenveld = list.getByRole('listitem').filter({ hasText: 'Crematorium Het Rozenveld' });
    await expect(linde).toContainText(messages.organizationTypes.funeral_company);
    await expect(linde).toContainText(messages.roles.owner);
    await expect(rozenveld).toContainText(messages.organizationTypes.crematorium);
    await expect(rozenveld).toContainText(messages.roles.owner);
    await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
  });

  test('een platformbeheerder zonder lidmaatschap ziet dat hij platformbeheerder is', async ({ page }) => {
    await login(page, demo.platform);
    await expect(page.getByText(/Je bent platformbeheerder/)).toBeVisible();
  });

  test('een verkeerd wachtwoord geeft een Nederlandse melding', async ({ page }) => {
    await page.goto('/');
    await submitLogin(page, demo.viewer, 'helemaal-verkeerd-2026');

    await expect(page.getByRole('alert')).toContainText(messages.auth.failed);
    const email = page.getByLabel('E-mailadres');
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    const errorId = await email.getAttribute('aria-describedby');
    expect(errorId).toBeTruthy();
    await expect(page.locator(`[id="${errorId?.split(' ')[0]}"]`)).toContainText(messages.auth.failed);
    await expect(page).toHaveURL(/\/$/);
  });

  test('lege velden geven Nederlandse meldingen zonder de server te vragen', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Inloggen' }).click();
    await expect(page.getByText('Vul het e-mailadres in.')).toBeVisible();
    await expect(page.getByText('Vul je wachtwoord in.')).toBeVisible();
  });

  test('inloggen kan helemaal met het toetsenbord', async ({ page }) => {
    await page.goto('/');
    const email = page.getByLabel('E-mailadres');
    await expect(email).toBeVisible();

    for (let i = 0; i < 10 && !(await email.evaluate((element) => element === document.activeElement)); i++) {
      await page.keyboard.press('Tab');
    }
    await expect(email).toBeFocused();
    await page.keyboard.type(demo.director);
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Wachtwoord', { exact: true })).toBeFocused();
    await page.keyboard.type(DEMO_PASSWORD);
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  });

  test('uitloggen brengt je naar de inlogpagina', async ({ page }) => {
    await login(page, demo.admin);
    await openUserMenu(page);
    await page.getByRole('button', { name: 'Uitloggen' }).click();

    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Inloggen' })).toBeVisible();
    expect(await page.evaluate(() => [localStorage.getItem('roles'), localStorage.getItem('permissions')])).toEqual([null, null]);

    // The session really ended: a protected page sends you back to the login page.
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/$/);
  });
});
