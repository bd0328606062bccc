import { expect, test, type Page } from '@playwright/test';
import { demo, login } from '../support/auth.ts';
import { createDossier, openDossiers } from '../support/dossiers.ts';

/** Records every CSP violation the page reports (the CSP has no 'unsafe-eval' and no inline code). */
async function recordViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`);
    });
  });
  return () => page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);
}

test.describe('inhoudsbeveiliging (CSP)', () => {
  test('inloggen en een formulier controleren geeft geen enkele CSP-overtreding', async ({ page }) => {
    const violations = await recordViolations(page);
    await login(page, demo.director);
    await openDossiers(page);
    // A form that is validated in the browser: Zod parses the empty form and shows the Dutch messages.
    await page.getByRole('button', { name: 'Nieuw dossier' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nieuw dossier' });
    await dialog.getByRole('button', { name: 'Dossier aanmaken' }).click();
    await expect(dialog.getByLabel('Achternaam')).toHaveAttribute('aria-invalid', 'true');
    await page.keyboard.press('Escape');
    await page.goto('/profile');
    await expect(page.getByLabel('Naam')).toBeVisible();
    expect(await violations()).toEqual([]);
  });

  test('opgeslagen HTML wordt als tekst getoond, nooit uitgevoerd', async ({ page }) => {
    const violations = await recordViolations(page);
    await login(page, demo.director);
    const payload = '<img src=x onerror="window.__xss=1">';
    const id = await createDossier(page, {
      type: 'Crematie',
      firstNames: 'Script',
      lastName: payload,
      diedAt: '2026-11-20 08:15',
    });
    await expect(page.getByRole('heading', { level: 1 })).toContainText(payload);
    await openDossiers(page);
    await expect(page.getByRole('table').getByText(payload)).toBeVisible();
    await page.goto(`/dossiers/${id}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(payload);
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
    expect(await page.locator('img[src="x"]').count()).toBe(0);
    expect(await violations()).toEqual([]);
  });
});
