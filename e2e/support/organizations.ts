import { expect, type Locator, type Page } from '@playwright/test';

export const LINDE = 'Uitvaartzorg De Linde';
export const ROZENVELD = 'Crematorium Het Rozenveld';

/** The active organisation in the app shell (the copy in the collapsed mobile menu is hidden). */
export function activeOrganization(page: Page): Locator {
  return page.getByTestId('active-organization').filter({ visible: true });
}

/** Opens an organisation from the main navigation's list. */
export async function openOrganization(page: Page, name: string): Promise<string> {
  await page.getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('link', { name: 'Organisaties' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Organisaties' })).toBeVisible();
  await page.getByRole('link', { name, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const id = /\/organizations\/([^/]+)$/.exec(new URL(page.url()).pathname)?.[1];
  if (!id) throw new Error(`Geen organisatie-id in ${page.url()}`);
  return id;
}

/** Switches the active organisation with the organisation selector in the app shell. */
export async function switchOrganization(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: 'Wissel van organisatie' }).filter({ visible: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Wissel van organisatie' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: new RegExp(`^${name}`) }).click();
  await expect(dialog).toBeHidden();
  await expect(activeOrganization(page)).toContainText(name);
}

/** The XSRF header value for calls made with `page.request` (same cookies as the page). */
export async function xsrfHeader(page: Page): Promise<Record<string, string>> {
  const cookie = (await page.context().cookies()).find((item) => item.name === 'XSRF-TOKEN');
  if (!cookie) throw new Error('Geen XSRF-TOKEN-cookie');
  return { 'X-XSRF-TOKEN': decodeURIComponent(cookie.value) };
}
