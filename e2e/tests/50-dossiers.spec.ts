import { expect, test } from '@playwright/test';
import { createDossier, loginDirector, openDossiers, openSection, saveState, startDossier } from '../support/dossiers.ts';

const BSN_MESSAGE = 'Dit BSN klopt niet: controleer de negen cijfers (elfproef).';

test.describe('dossiers', () => {
  test('een crematiedossier aanmaken met het dialoogvenster', async ({ page }) => {
    await loginDirector(page);
    await openDossiers(page);
    await page.getByRole('button', { name: 'Nieuw dossier' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nieuw dossier' });
    // Without the required fields the dialog says what is missing, in Dutch, on the fields.
    await dialog.getByRole('button', { name: 'Dossier aanmaken' }).click();
    await expect(dialog.getByText('Kies crematie of begrafenis.')).toBeVisible();
    await expect(dialog.getByLabel('Achternaam')).toHaveAttribute('aria-invalid', 'true');
    await dialog.getByRole('button', { name: 'Annuleren' }).click();
    await expect(dialog).toBeHidden();

    const id = await createDossier(page, {
      type: 'Crematie',
      firstNames: 'Hendrik Jan',
      lastName: 'Brouwer',
      diedAt: '2026-11-19 07:45',
    });
    await expect(page).toHaveURL(new RegExp(`/dossiers/${id}$`));
    await expect(
      page.getByRole('status').filter({ hasText: /Dossier \d{4}-\d{4} is aangemaakt\./ }),
    ).toBeVisible();
    await expect(page.getByTestId('dossier-number')).toHaveText(/^\d{4}-\d{4}$/);
    await expect(page.locator('header').getByText('Lopend', { exact: true })).toBeVisible();
    await expect(page.getByTestId('dossier-died-at')).toContainText('19 november 2026 om 07:45');
    // A cremation dossier has the cremation section and no burial section.
    const sections = page.getByRole('navigation', { name: 'Onderdelen van het dossier' });
    await expect(sections.getByRole('link', { name: /^Crematie/ })).toBeVisible();
    await expect(sections.getByRole('link', { name: /^Begrafenis/ })).toHaveCount(0);
    // … and the burial section's address is a page that does not exist for it.
    await page.goto(`/dossiers/${id}/funeral`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Deze pagina kon niet worden gevonden' }),
    ).toBeVisible();
  });

  test('Overledene: een ongeldig BSN krijgt een Nederlandse melding; verbeterd wordt het opgeslagen', async ({
    page,
  }) => {
    await startDossier(page, {
      type: 'Crematie',
      firstNames: 'Maria',
      lastName: 'Kuipers',
      diedAt: '2026-11-18 22:10',
    });
    await openSection(page, 'Overledene');
    // The dialog's data is there already.
    await expect(page.getByLabel('Achternaam').first()).toHaveValue('Kuipers');

    const bsn = page.getByLabel('BSN', { exact: true });
    await bsn.fill('123456789');
    await expect(saveState(page)).toHaveText('Niet-opgeslagen wijzigingen');
    await page.getByRole('button', { name: 'Opslaan', exact: true }).click();
    await expect(page.getByText(BSN_MESSAGE)).toBeVisible();
    await expect(bsn).toHaveAttribute('aria-invalid', 'true');
    await expect(saveState(page)).toContainText('Opslaan mislukt');

    await bsn.fill('111222333');
    await page.getByRole('button', { name: 'Opslaan', exact: true }).click();
    await expect(saveState(page)).toContainText('Opgeslagen om');
    await expect(page.getByText(BSN_MESSAGE)).toHaveCount(0);
    await expect(page.getByTestId('section-last-changed')).toContainText('Laatst gewijzigd door');

    // Stored: after a reload the number is there, and the history names the field (the number itself masked).
    await page.reload();
    await expect(page.getByLabel('BSN', { exact: true })).toHaveValue('111222333');
    await page.getByRole('button', { name: 'Geschiedenis tonen' }).click();
    const history = page.getByTestId('history-list');
    await expect(history).toContainText('Overledene gewijzigd');
    await expect(history).toContainText('BSN');
    await expect(history).not.toContainText('111222333');
  });

  test('hetzelfde onderdeel in twee tabbladen: de tweede opslag toont het conflict en de keuze wordt opgeslagen', async ({
    page,
    context,
  }) => {
    const id = await startDossier(page, {
      type: 'Begrafenis',
      firstNames: 'Gerrit',
      lastName: 'Smit',
      diedAt: '2026-11-17 13:00',
    });
    await openSection(page, 'Overledene');
    const other = await context.newPage();
    await other.goto(`/dossiers/${id}/deceased`);
    await expect(other.getByRole('heading', { level: 2, name: 'Overledene' })).toBeVisible();

    await page.getByLabel('Beroep').fill('Timmerman');
    await page.getByRole('button', { name: 'Opslaan', exact: true }).click();
    await expect(saveState(page)).toContainText('Opgeslagen om');

    await other.getByLabel('Beroep').fill('Schilder');
    await other.getByLabel('Geboorteplaats').fill('Zwolle');
    await other.getByRole('button', { name: 'Opslaan', exact: true }).click();
    const dialog = other.getByRole('dialog', { name: 'Iemand anders heeft dit onderdeel gewijzigd' });
    await expect(dialog).toBeVisible();
    const table = dialog.getByTestId('conflict-table');
    await expect(table.getByRole('columnheader', { name: 'Jouw waarde' })).toBeVisible();
    await expect(table.getByRole('columnheader', { name: 'Nieuwe waarde' })).toBeVisible();
    const row = table.getByRole('row', { name: /Beroep/ });
    await expect(row).toContainText('Schilder');
    await expect(row).toContainText('Timmerman');

    // Keep mine: saved over the new version, with my other change too.
    await dialog.getByRole('button', { name: 'Mijn versie opslaan' }).click();
    await expect(dialog).toBeHidden();
    await expect(saveState(other)).toContainText('Opgeslagen om');
    await expect(other.getByLabel('Beroep')).toHaveValue('Schilder');

    await page.reload();
    await expect(page.getByLabel('Beroep')).toHaveValue('Schilder');
    await expect(page.getByLabel('Geboorteplaats')).toHaveValue('Zwolle');

    // Now the first tab is behind: its change meets the conflict dialog, and it takes the other version.
    await other.getByLabel('Beroep').fill('Schilder en decorateur');
    await other.getByRole('button', { name: 'Opslaan', exact: true }).click();
    await expect(saveState(other)).toContainText('Opgeslagen om');
    await page.getByLabel('Beroep').fill('Metselaar');
    await page.getByRole('button', { name: 'Opslaan', exact: true }).click();
    const second = page.getByRole('dialog', { name: 'Iemand anders heeft dit onderdeel gewijzigd' });
    await second.getByRole('button', { name: 'Nieuwe versie overnemen' }).click();
    await expect(second).toBeHidden();
    await expect(page.getByLabel('Beroep')).toHaveValue('Schilder en decorateur');
    await expect(saveState(page)).toHaveText('Alle wijzigingen zijn opgeslagen');
    await other.close();
  });

  test('overleden op Goede Vrijdag 3 april 2026 om 10:00: de wettelijke termijn telt de feestdagen niet mee', async ({
    page,
  }) => {
    await startDossier(page, {
      type: 'Crematie',
      firstNames: 'Johanna',
      lastName: 'Goedhart',
      diedAt: '2026-04-03 10:00',
    });
    await expect(page.getByTestId('legal-window')).toContainText(
      'Vroegst: 4 april 2026 om 22:00 · Uiterlijk: dinsdag 14 april 2026',
    );
    // Long past, with no cremation planned: the header warns.
    await expect(page.getByTestId('legal-window')).toContainText('De wettelijke termijn is verstreken');
    await expect(page.getByTestId('missing-documents')).toContainText(/verlof tot cremeren/i);
  });

  test('de lijst zoekt op naam en houdt zoekterm en filters in de URL', async ({ page }) => {
    await startDossier(page, {
      type: 'Begrafenis',
      firstNames: 'Theodorus',
      namePrefix: 'van der',
      lastName: 'Zoekhoven',
      diedAt: '2026-11-16 09:30',
    });
    await createDossier(page, {
      type: 'Crematie',
      firstNames: 'Wilhelmina',
      lastName: 'Anders',
      diedAt: '2026-11-16 11:00',
    });
    await openDossiers(page);

    const table = page.getByTestId('dossier-table');
    await expect(table.getByRole('link', { name: 'Wilhelmina Anders' })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Zoeken' }).fill('zoekhov');
    await expect(page).toHaveURL(/search=zoekhov/);
    await expect(table.getByRole('link', { name: 'Theodorus van der Zoekhoven' })).toBeVisible();
    await expect(table.getByRole('link', { name: 'Wilhelmina Anders' })).toHaveCount(0);
    await expect(page.getByText('1 dossier', { exact: true })).toBeVisible();

    // The search survives a reload; a filter narrows further.
    await page.reload();
    await expect(page.getByRole('searchbox', { name: 'Zoeken' })).toHaveValue('zoekhov');
    await page.getByLabel('Soort').selectOption({ label: 'Crematie' });
    await expect(page).toHaveURL(/type=cremation/);
    await expect(
      page.getByText('Geen dossiers gevonden die aan je zoekopdracht en filters voldoen.'),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Filters wissen' }).click();
    await expect(table.getByRole('link', { name: 'Theodorus van der Zoekhoven' })).toBeVisible();

    // Sorting by name is a button in the column header; the header says how the table is sorted.
    await page.getByRole('searchbox', { name: 'Zoeken' }).fill('');
    await expect(page).not.toHaveURL(/search=/);
    await page.getByRole('button', { name: /^Naam overledene/ }).click();
    await expect(page).toHaveURL(/sort=name/);
    await expect(page.getByRole('columnheader', { name: /Naam overledene/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
  });
});
