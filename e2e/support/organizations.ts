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
  await settled(page);
}

/**
 * Waits until the app is at rest: no route loading or API request under way (the progress bar's `data-busy`)
 * and no page transition (the leaving page). A switch revalidates or navigates after its dialog closes; a test
 * that goes on at once may have its focus moved by the page that arrives.
 */
export async function settled(page: Page): Promise<void> {
  await expect(page.getByTestId('progress-bar')).not.toHaveAttribute('data-busy', 'true');
  await expect(page.locator('.page-leave-active')).toHaveCount(0);
}

/**
 * Makes sure the logged-in user works in `name`: the login restores the organisation they used last, which
 * an earlier test (or an earlier test's failure halfway) may have left elsewhere. Through the API, so that
 * it works at any width (the organisation area sits in the collapsed menu on a phone); the page reloads
 * after a switch. Returns the organisation's id.
 */
export async function workIn(page: Page, name: string): Promise<string> {
  const json = { Accept: 'application/json' };
  const response = await page.request.get('/api/auth/user', { headers: json });
  expect(response.status()).toBe(200);
  const { data } = (await response.json()) as {
    data: { active_organization_id: string | null; organizations: { id: string; name: string }[] };
  };
  const wanted = data.organizations.find((organization) => organization.name === name);
  if (!wanted) throw new Error(`Geen lid van ${name}`);
  if (data.active_organization_id === wanted.id) return wanted.id;
  const switched = await page.request.post('/api/auth/active-organization', {
    headers: { ...json, ...(await xsrfHeader(page)) },
    data: { organization_id: wanted.id },
  });
  expect(switched.status(), await switched.text()).toBe(200);
  await page.reload();
  return wanted.id;
}

/** The XSRF header value for calls made with `page.request` (same cookies as the page). */
export async function xsrfHeader(page: Page): Promise<Record<string, string>> {
  const cookie = (await page.context().cookies()).find((item) => item.name === 'XSRF-TOKEN');
  if (!cookie) throw new Error('Geen XSRF-TOKEN-cookie');
  return { 'X-XSRF-TOKEN': decodeURIComponent(cookie.value) };
}
