import { messages } from '@afscheid/shared';
import { expect, test } from '@playwright/test';
import { demo, DEMO_PASSWORD, submitLogin } from '../support/auth.ts';
import { waitForMailLink } from '../support/mail.ts';

// Uses the employee's account only, so the other tests keep their demo password.
test('wachtwoord vergeten: e-mail, link, nieuw wachtwoord, inloggen', async ({ page }) => {
  const newPassword = 'Rustig-Afscheid-2026!';
  const since = Date.now() - 1000;

  await page.goto('/');
  await page.getByRole('link', { name: 'Wachtwoord vergeten?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Wachtwoord vergeten' })).toBeVisible();
  await page.getByLabel('E-mailadres').fill(demo.employee);
  await page.getByRole('button', { name: 'Link versturen' }).click();
  await expect(page.getByRole('status').filter({ hasText: messages.auth.resetLinkSent })).toBeVisible();

  const link = await waitForMailLink(demo.employee, /\/reset-password\?/, since);
  const url = new URL(link);
  expect(url.searchParams.get('token')).toBeTruthy();
  expect(url.searchParams.get('email')).toBe(demo.employee);

  await page.goto(`${url.pathname}${url.search}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Nieuw wachtwoord instellen' })).toBeVisible();
  await expect(page.getByLabel('E-mailadres')).toHaveValue(demo.employee);

  const password = page.getByLabel('Nieuw wachtwoord', { exact: true });
  const lengthItem = page.locator('[data-requirement="length"]');
  await expect(lengthItem).toContainText('✗');
  await expect(lengthItem).toContainText('nog niet voldaan');
  await password.fill(newPassword);
  await expect(lengthItem).toContainText('✓');
  await expect(page.locator('[data-requirement]')).toHaveCount(3);
  await expect(page.locator('[data-requirement][data-ok="false"]')).toHaveCount(0);
  await page.getByLabel('Herhaal nieuw wachtwoord').fill(newPassword);
  await page.getByRole('button', { name: 'Wachtwoord opslaan' }).click();

  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('status').filter({ hasText: 'Je wachtwoord is gewijzigd. Je kunt nu inloggen.' })).toBeVisible();

  // The old password no longer works, the new one does.
  await submitLogin(page, demo.employee, DEMO_PASSWORD);
  await expect(page.getByRole('alert')).toContainText(messages.auth.failed);
  await submitLogin(page, demo.employee, newPassword);
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('te veel mislukte inlogpogingen geven een melding met de wachttijd', async ({ page }) => {
  await page.goto('/');
  const alert = page.getByRole('alert');
  for (let attempt = 0; attempt < 8; attempt++) {
    await submitLogin(page, demo.employee, `fout-wachtwoord-${attempt}`);
    await expect(alert).toBeVisible();
    if (/Te veel/.test((await alert.textContent()) ?? '')) break;
  }
  await expect(alert).toContainText(/Te veel inlogpogingen\. Probeer het over \d+ seconden opnieuw\./);
  await expect(page.getByLabel('E-mailadres')).toHaveAttribute('aria-invalid', 'true');
});
