import { messages } from '@afscheid/shared';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { demo, DEMO_PASSWORD, login, openUserMenu, submitLogin } from '../support/auth.ts';
import { newestMailFor, waitForMailLink } from '../support/mail.ts';

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

test.describe('e-mailadres wijzigen', () => {
  /** Requests the change on the profile page and follows the mailed link in a browser without a session. */
  async function changeEmail(page: Page, context: BrowserContext, to: string) {
    const since = Date.now() - 1000;
    await page.goto('/profile');
    await page.getByLabel('E-mailadres').fill(to);
    await page.getByLabel('Huidig wachtwoord').first().fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await expect(page.getByText(`Wachtend op bevestiging: ${to}`)).toBeVisible();
    const link = await waitForMailLink(to, /\/auth\/confirm-email\//, since);
    await context.clearCookies();
    await page.goto(new URL(link).pathname);
    await page.getByRole('button', { name: 'E-mailadres bevestigen' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'E-mailadres gewijzigd' })).toBeVisible();
  }

  test('een nieuw adres gaat pas in na de link uit de e-mail, en het oude adres krijgt bericht', async ({ page, context }) => {
    const since = Date.now() - 1000;
    await login(page, demo.viewer);
    await changeEmail(page, context, 'lezer.nieuw@afscheid.test');
    // The old address was told (the subject may be MIME-encoded; the text part says it plainly).
    const notice = newestMailFor(demo.viewer, since);
    expect(notice?.texts.map((t) => t.text).join('\n')).toContain('lezer.nieuw@afscheid.test');
    // Until then the old address was the login; now only the new one works.
    await page.goto('/');
    await submitLogin(page, demo.viewer);
    await expect(page.getByText(messages.auth.failed).first()).toBeVisible();
    await login(page, 'lezer.nieuw@afscheid.test');
    // And back, so later specs find the demo address.
    await changeEmail(page, context, demo.viewer);
    await login(page, demo.viewer);
  });
});
