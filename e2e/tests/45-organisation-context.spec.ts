import { expect, test, type Page } from '@playwright/test';
import { demo, login } from '../support/auth.ts';
import { dateField, fillDate, fillTime } from '../support/dates.ts';
import { activeOrganization, LINDE, ROZENVELD, switchOrganization, workIn } from '../support/organizations.ts';

/** The dossiers of the active organisation as the server lists them (same cookies as the page). */
async function dossierNames(page: Page): Promise<string[]> {
  const res = await page.request.get('/api/dossiers?per_page=100&search=Tabblad');
  return ((await res.json()) as { data: { deceased_name: string }[] }).data.map((dossier) => dossier.deceased_name);
}

test.describe('de organisatie waarvoor je werkt', () => {
  test('een tweede tabblad wisselde van organisatie: het dossier komt niet in de verkeerde organisatie', async ({ page, context }) => {
    await login(page, demo.owner);
    await workIn(page, LINDE);
    await page.getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('link', { name: 'Dossiers' }).click();
    await page.getByRole('button', { name: 'Nieuw dossier' }).click();
    const form = page.getByRole('dialog', { name: 'Nieuw dossier' });
    await form.getByLabel('Voornamen').fill('Tabblad');
    await form.getByLabel('Achternaam').fill('Verkeerd');
    await fillDate(dateField(form, 'Datum van overlijden'), '2026-11-20');
    await fillTime(dateField(form, 'Tijd van overlijden'), '08:30');

    // Meanwhile, in a second tab of the same browser, the owner switches to the crematorium.
    const second = await context.newPage();
    await second.goto('/dashboard');
    await switchOrganization(second, ROZENVELD);

    // Back in the first tab, the dossier is submitted for De Linde: refused, with a way out.
    await form.getByRole('radio', { name: 'Crematie' }).check();
    await form.getByRole('button', { name: 'Dossier aanmaken' }).click();
    const warning = page.getByRole('dialog', { name: 'Je werkt nu voor een andere organisatie' });
    await expect(warning).toBeVisible();
    await expect(warning.getByTestId('organization-problem')).toHaveText(
      `Je werkt in een ander tabblad inmiddels voor een andere organisatie. Laad de pagina opnieuw om verder te gaan in ${ROZENVELD}.`,
    );
    await warning.getByRole('button', { name: 'Pagina opnieuw laden' }).click();

    // After the reload the tab works in the crematorium, which has no dossiers; nothing was created anywhere.
    await expect(page.getByRole('heading', { level: 1, name: 'Niet beschikbaar voor deze organisatie' })).toBeVisible();
    await expect(activeOrganization(page)).toContainText(ROZENVELD);
    await switchOrganization(second, LINDE);
    expect(await dossierNames(second)).not.toContain('Tabblad Verkeerd');
  });

  test('een crematorium heeft geen dossiers, ook niet in het menu', async ({ page }) => {
    await login(page, demo.crematorium);
    const nav = page.getByRole('navigation', { name: 'Hoofdmenu' });
    await expect(nav.getByRole('link')).toHaveText([
      'Dashboard',
      'Planning',
      'Crematieaanvragen',
      'Crematies',
      'Asbeheer',
      'Taken',
      'Organisaties',
      'Mijn profiel',
    ]);
    await page.goto('/dossiers');
    await expect(page.getByRole('heading', { level: 1, name: 'Niet beschikbaar voor deze organisatie' })).toBeVisible();
    await expect(page.getByText(`Je werkt nu in ${ROZENVELD} (crematorium).`)).toBeVisible();
  });

  test('een link naar een dossier van je andere organisatie biedt aan over te stappen', async ({ page }) => {
    await login(page, demo.owner);
    await workIn(page, LINDE);
    await page.getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('link', { name: 'Dossiers' }).click();
    const first = page.getByRole('table').getByRole('link').first();
    const name = (await first.textContent()) ?? '';
    await first.click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    const link = new URL(page.url()).pathname;

    await switchOrganization(page, ROZENVELD);
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1, name: 'Dit staat in een andere organisatie' })).toBeVisible();
    await expect(page.getByText(`Dit dossier hoort bij ${LINDE}. Je werkt nu in ${ROZENVELD}.`)).toBeVisible();
    await expect(page.getByText('bestaat niet')).toHaveCount(0);
    await page.getByRole('button', { name: `Overstappen naar ${LINDE}` }).click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(activeOrganization(page)).toContainText(LINDE);
    await expect(page).toHaveURL(new RegExp(`${link}$`));
  });

  test('na opnieuw inloggen werk je in de organisatie van de vorige keer', async ({ page }) => {
    await login(page, demo.owner);
    await workIn(page, ROZENVELD);
    await switchOrganization(page, LINDE);
    await page.getByTestId('user-menu-button').click();
    await page.getByRole('button', { name: 'Uitloggen' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Inloggen' })).toBeVisible();
    await login(page, demo.owner);
    await expect(activeOrganization(page)).toContainText(LINDE);
  });
});

for (const viewport of [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
]) {
  test.describe(`de platformbeheerder zonder organisatie (${viewport.width} px)`, () => {
    test.use({ viewport });

    test('krijgt bij dossiers en taken uitleg in plaats van een fout, en komt niet bij het formulier', async ({ page }) => {
      await login(page, demo.platform);
      for (const path of ['/dossiers', '/tasks', '/dossiers/bestaat-niet']) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: 'Kies eerst een organisatie' })).toBeVisible();
        await expect(page.getByText('Als platformbeheerder werk je nu niet in een organisatie.', { exact: false })).toBeVisible();
        await expect(page.getByText('bestaat niet (meer)')).toHaveCount(0);
        await expect(page.getByRole('button', { name: 'Nieuw dossier' })).toHaveCount(0);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);

      await page.getByTestId('organization-required').getByRole('link', { name: 'Naar de organisaties' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Organisaties' })).toBeVisible();
    });
  });
}
