import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Afscheid-demo-2026';

export const demo = {
  platform: 'platform@afscheid.test',
  owner: 'eigenaar@afscheid.test',
  admin: 'beheerder@afscheid.test',
  director: 'uitvaartverzorger@afscheid.test',
  employee: 'medewerker@afscheid.test',
  crematorium: 'crematorium@afscheid.test',
  viewer: 'lezer@afscheid.test',
} as const;

/** Fills the login form on the current page and submits it. */
export async function submitLogin(page: Page, email: string, password: string = DEMO_PASSWORD): Promise<void> {
  await page.getByLabel('E-mailadres').fill(email);
  await page.getByLabel('Wachtwoord', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Inloggen' }).click();
}

/** Logs in from the login page and waits for the dashboard. */
export async function login(page: Page, email: string, password: string = DEMO_PASSWORD): Promise<void> {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Inloggen' })).toBeVisible();
  await submitLogin(page, email, password);
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** Opens the user menu in the header. */
export async function openUserMenu(page: Page): Promise<void> {
  await page.getByTestId('user-menu-button').click();
}
