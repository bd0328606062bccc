import { expect, test } from '@playwright/test';
import { dateField, fillDate, fillTime } from '../support/dates.ts';
import { loginDirector, openDossiers, startDossier } from '../support/dossiers.ts';

test.describe('datums en tijden in het Nederlands, ook in een Engelstalige browser', () => {
  test.use({ locale: 'en-US' });

  test('het dialoogvenster “Nieuw dossier”: dd-mm-jjjj, 24 uur, een kalender die op maandag begint', async ({
    page,
  }) => {
    // React Aria would inject inline styles, which the CSP forbids: none may be refused (see index.html).
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
    });
    expect(await page.evaluate(() => navigator.language)).toBe('en-US');
    await loginDirector(page);
    await openDossiers(page);
    await page.getByRole('button', { name: 'Nieuw dossier' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nieuw dossier' });
    const date = dateField(dialog, 'Datum van overlijden');
    const time = dateField(dialog, 'Tijd van overlijden');
    await expect(date).toContainText('dd-mm-jjjj');
    await expect(date.getByRole('spinbutton')).toHaveCount(3);
    await expect(time.getByRole('spinbutton')).toHaveCount(2);

    await fillDate(date, '2026-11-21');
    await fillTime(time, '14:30');
    await expect(date).toContainText('21-11-2026');
    await expect(time).toContainText('14:30');
    await expect(time).not.toContainText(/AM|PM/);

    await date.getByRole('button', { name: /Kalender/ }).click();
    const calendar = page.getByRole('grid');
    await expect(calendar.locator('th').first()).toHaveText('ma');
    await expect(calendar.locator('th').last()).toHaveText('zo');
    await calendar.getByRole('button', { name: /maandag 16 november 2026/ }).click();
    await expect(date).toContainText('16-11-2026');

    // Escape closes the dialog, and focus goes back to the button that opened it.
    await dialog.getByLabel('Voornamen').focus();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Nieuw dossier' })).toBeFocused();
    expect(problems).toEqual([]);
  });

  test('een dossier gemaakt met getypte datum en tijd toont ze in het Nederlands', async ({ page }) => {
    await startDossier(page, {
      type: 'Begrafenis',
      firstNames: 'Geertruida',
      lastName: 'Engels',
      diedAt: '2026-11-20 23:05',
    });
    await expect(page.getByTestId('dossier-died-at')).toContainText('20 november 2026 om 23:05');
  });
});

test.describe('op een telefoon (390 px breed)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('de dossierlijst is een lijst kaarten, de onderdelen zitten achter één knop', async ({ page }) => {
    await loginDirector(page);
    await page.goto('/dossiers');
    const cards = page.getByTestId('dossier-cards');
    await expect(cards.getByRole('listitem').first()).toBeVisible();
    await expect(page.getByTestId('dossier-table')).toBeHidden();
    // Nothing scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    await cards.getByRole('listitem').first().getByRole('link').click();
    await expect(page).toHaveURL(/\/dossiers\/[^/]+$/);
    const picker = page.getByRole('button', { name: /Kies een onderdeel/ });
    await expect(picker).toHaveAttribute('aria-expanded', 'false');
    await picker.click();
    await page
      .getByRole('navigation', { name: 'Onderdelen van het dossier' })
      .getByRole('link', { name: /^Overledene/ })
      .click();
    await expect(page.getByRole('heading', { level: 2, name: 'Overledene' })).toBeVisible();
    await expect(page.getByRole('button', { name: /Onderdeel: Overledene/ })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    // The form starts near the top instead of below seventeen links.
    const top = await page
      .getByRole('heading', { level: 2, name: 'Overledene' })
      .evaluate((heading) => heading.getBoundingClientRect().top + window.scrollY);
    expect(top).toBeLessThan(900);
  });
});
