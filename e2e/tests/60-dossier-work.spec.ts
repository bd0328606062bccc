import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { demo, login } from '../support/auth.ts';
import { LINDE, workIn, xsrfHeader } from '../support/organizations.ts';

interface CreatedDossier {
  id: string;
  number: string;
  deceasedName: string;
}

/** A tiny but real PDF (the server recognises a PDF by its content, not by its name). */
const PDF = Buffer.from(
  [
    '%PDF-1.4',
    '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
    '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
    '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >> endobj',
    'trailer << /Root 1 0 R >>',
    '%%EOF',
    '',
  ].join('\n'),
  'latin1',
);

/** Creates a cremation dossier through the API with the page's session (its standard tasks come with it). */
async function createDossierViaApi(
  page: Page,
  firstNames: string,
  lastName: string,
): Promise<CreatedDossier> {
  const diedAt = new Date(Date.now() - 2 * 24 * 60 * 60 * 1000).toISOString();
  const response = await page.request.post('/api/dossiers', {
    headers: { ...(await xsrfHeader(page)), Accept: 'application/json' },
    data: {
      type: 'cremation',
      deceased_first_names: firstNames,
      deceased_last_name: lastName,
      died_at: diedAt,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const { data } = (await response.json()) as { data: { id: string; number: string; deceased_name: string } };
  return { id: data.id, number: data.number, deceasedName: data.deceased_name };
}

/** The name of the logged-in user, as the notes and documents show it. */
async function currentUserName(page: Page): Promise<string> {
  const response = await page.request.get('/api/auth/user', { headers: { Accept: 'application/json' } });
  return ((await response.json()) as { data: { name: string } }).data.name;
}

/** Opens one of the dossier's tabs (Documentatie, Notities, Taken) from its tab navigation. */
async function openTab(page: Page, dossier: CreatedDossier, tab: RegExp, heading: string): Promise<void> {
  await page.goto(`/dossiers/${dossier.id}`);
  await page
    .getByRole('navigation', { name: 'Weergaven van het dossier' })
    .getByRole('link', { name: tab })
    .click();
  await expect(page.getByRole('heading', { level: 2, name: heading, exact: true })).toBeVisible();
}

test.describe('het werk in een dossier', () => {
  test.beforeEach(async ({ page }) => {
    await login(page, demo.director);
    await workIn(page, LINDE);
  });

  test('documentatie: een PDF uploaden, downloaden (dezelfde bytes) en verwijderen; verkeerde bestanden geweigerd', async ({
    page,
  }) => {
    const dossier = await createDossierViaApi(page, 'Gerrit', 'Documentenman');
    const me = await currentUserName(page);
    await openTab(page, dossier, /^Documentatie$/, 'Documentatie');
    await expect(page.getByText('Er zijn nog geen documenten bij dit dossier.')).toBeVisible();
    const uploads = page.getByRole('list', { name: 'Toegevoegde bestanden' });

    // Dropped on the zone: a text file is refused here already, with a Dutch message naming it.
    const dropped = await page.evaluateHandle(() => {
      const transfer = new DataTransfer();
      transfer.items.add(new File(['gewoon tekst'], 'aantekeningen.txt', { type: 'text/plain' }));
      return transfer;
    });
    await page.getByTestId('drop-zone').dispatchEvent('drop', { dataTransfer: dropped });
    await expect(uploads.getByRole('alert')).toContainText(
      '“aantekeningen.txt” is geen toegestaan soort bestand.',
    );

    // A file that only pretends to be a PDF passes the check here, but the server refuses it (422, in Dutch).
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Bestand kiezen' }).click();
    await (
      await chooser
    ).setFiles({ name: 'nep.pdf', mimeType: 'application/pdf', buffer: Buffer.from('geen pdf') });
    await expect(
      uploads.getByRole('listitem').filter({ hasText: 'nep.pdf' }).getByRole('alert'),
    ).toContainText('Dit soort bestand kan niet worden toegevoegd.');

    // The real PDF, chosen with the keyboard.
    const button = page.getByRole('button', { name: 'Bestand kiezen' });
    await button.focus();
    const keyboardChooser = page.waitForEvent('filechooser');
    await page.keyboard.press('Enter');
    await (
      await keyboardChooser
    ).setFiles({ name: 'akte-van-overlijden.pdf', mimeType: 'application/pdf', buffer: PDF });
    await expect(uploads.getByText('“akte-van-overlijden.pdf” is toegevoegd.')).toBeVisible();

    const table = page.getByTestId('documents-table');
    const row = table.getByRole('row').filter({ hasText: 'akte-van-overlijden.pdf' });
    await expect(row).toContainText('PDF-document');
    await expect(row).toContainText(`${PDF.length} bytes`);
    await expect(row).toContainText(me);
    await expect(table.getByRole('row').filter({ hasText: 'nep.pdf' })).toHaveCount(0);

    // Downloaded, it is byte for byte the file that was sent.
    const download = page.waitForEvent('download');
    await row.getByRole('link', { name: '“akte-van-overlijden.pdf” downloaden' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('akte-van-overlijden.pdf');
    const path = await file.path();
    expect(fs.readFileSync(path).equals(PDF)).toBe(true);

    // Deleting asks first.
    await row.getByRole('button', { name: '“akte-van-overlijden.pdf” verwijderen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Document verwijderen?' });
    await dialog.getByRole('button', { name: 'Verwijderen' }).click();
    await expect(dialog).toBeHidden();
    await expect(
      page.getByRole('status').filter({ hasText: '“akte-van-overlijden.pdf” is verwijderd.' }),
    ).toBeVisible();
    await expect(page.getByText('Er zijn nog geen documenten bij dit dossier.')).toBeVisible();
  });

  test('documentatie als checklist: een verlof uploaden vinkt het af, de soort wijzigen zet het terug', async ({ page }) => {
    const dossier = await createDossierViaApi(page, 'Greet', 'Checklijst');
    await page.goto(`/dossiers/${dossier.id}`);
    await expect(page.getByText('Verlof tot cremeren').first()).toBeVisible();

    await openTab(page, dossier, /^Documentatie$/, 'Documentatie');
    await page.getByLabel('Soort document', { exact: true }).selectOption({ label: 'Verlof tot begraven of cremeren' });
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Bestand kiezen' }).click();
    await (await chooser).setFiles({ name: 'verlof-cremeren.pdf', mimeType: 'application/pdf', buffer: PDF });
    const row = page.getByTestId('documents-table').getByRole('row').filter({ hasText: 'verlof-cremeren.pdf' });
    await expect(row.getByLabel('Soort document van “verlof-cremeren.pdf”')).toHaveValue('permit');

    await page.goto(`/dossiers/${dossier.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Checklijst');
    await expect(page.getByText('Verklaring implantaten').first()).toBeVisible();
    await expect(page.getByText('Verlof tot cremeren')).toHaveCount(0);

    // Retyped as "overig", the verlof is missing again.
    await openTab(page, dossier, /^Documentatie$/, 'Documentatie');
    await row.getByLabel('Soort document van “verlof-cremeren.pdf”').selectOption({ label: 'Overig' });
    await expect(page.getByRole('status').filter({ hasText: '“verlof-cremeren.pdf” is nu: Overig.' })).toBeVisible();
    await page.goto(`/dossiers/${dossier.id}`);
    await expect(page.getByText('Verlof tot cremeren').first()).toBeVisible();
  });

  test('annuleren vraagt een reden, en de knoppen zeggen wat ze doen', async ({ page }) => {
    const dossier = await createDossierViaApi(page, 'Anna', 'Annulering');
    await page.goto(`/dossiers/${dossier.id}`);
    // Before the cremation "Uitgevoerd" cannot succeed: the dialog says why and only offers going back.
    await page.getByRole('button', { name: 'Naar “Uitgevoerd”' }).click();
    const complete = page.getByRole('dialog', { name: 'Dossier op ‘Uitgevoerd’ zetten?' });
    await expect(complete.getByText('Dit kan nu nog niet.')).toBeVisible();
    await expect(complete.getByRole('button', { name: 'Op ‘Uitgevoerd’ zetten' })).toHaveCount(0);
    await complete.getByRole('button', { name: 'Terug' }).click();

    await page.getByRole('button', { name: 'Naar “Geannuleerd”' }).click();
    const cancel = page.getByRole('dialog', { name: 'Dossier annuleren?' });
    await cancel.getByRole('button', { name: 'Dossier annuleren' }).click();
    await expect(cancel.getByText('Vul de reden in waarom het dossier wordt geannuleerd.')).toBeVisible();
    await cancel.getByLabel('Reden van annuleren').fill('De familie koos een andere uitvaartonderneming.');
    await cancel.getByRole('button', { name: 'Dossier annuleren' }).click();
    await expect(cancel).toBeHidden();
    await expect(page.getByText('Geannuleerd').first()).toBeVisible();
    await expect(page.getByText('De familie koos een andere uitvaartonderneming.').first()).toBeVisible();
  });

  test('notities: een notitie toevoegen met Ctrl+Enter, in de tijdlijn zien en bewerken', async ({
    page,
  }) => {
    const dossier = await createDossierViaApi(page, 'Nelleke', 'Notitiaan');
    const me = await currentUserName(page);
    await openTab(page, dossier, /^Notities$/, 'Notities');
    await expect(page.getByText('Er zijn nog geen notities bij dit dossier.')).toBeVisible();

    const text = 'Familie wil de dienst op vrijdagmiddag; dochter Anna is het aanspreekpunt.';
    await page.getByLabel('Nieuwe notitie').fill(text);
    await page.getByLabel('Nieuwe notitie').press('Control+Enter');
    await expect(page.getByRole('status').filter({ hasText: 'De notitie is toegevoegd.' })).toBeVisible();
    await expect(page.getByLabel('Nieuwe notitie')).toHaveValue('');

    const timeline = page.getByRole('list', { name: 'Tijdlijn met notities' });
    const first = timeline.getByRole('listitem').first();
    await expect(first).toContainText(text);
    await expect(first.getByRole('heading', { level: 3 })).toHaveText(me);
    // "21 november 2026 14:05": the date in Dutch words and the time.
    await expect(first.locator('time')).toHaveText(
      /^\d{1,2} (januari|februari|maart|april|mei|juni|juli|augustus|september|oktober|november|december) \d{4} \d{2}:\d{2}$/,
    );

    // A second note goes on top.
    await page.getByLabel('Nieuwe notitie').fill('Bloemen besteld bij Bloemisterij De Roos.');
    await page.getByRole('button', { name: 'Notitie toevoegen' }).click();
    await expect(timeline.getByRole('listitem')).toHaveCount(2);
    await expect(timeline.getByRole('listitem').first()).toContainText(
      'Bloemen besteld bij Bloemisterij De Roos.',
    );

    // The author edits the first note (now second in the timeline; while editing, its text is in the field).
    const older = timeline.getByRole('listitem').nth(1);
    await expect(older).toContainText(text);
    await older.getByRole('button', { name: /bewerken$/ }).click();
    const field = older.getByLabel('Notitie bewerken');
    await expect(field).toBeFocused();
    await field.fill(`${text} Zoon Pieter komt ook.`);
    await field.press('Control+Enter');
    await expect(page.getByRole('status').filter({ hasText: 'De notitie is gewijzigd.' })).toBeVisible();
    await expect(older).toContainText('Zoon Pieter komt ook.');
    await expect(older).toContainText('bewerkt op');

    // Stored on the server.
    await page.reload();
    await expect(page.getByRole('list', { name: 'Tijdlijn met notities' })).toContainText(
      'Zoon Pieter komt ook.',
    );
  });

  test('taken: een taak afronden in het dossier en afgerond terugzien op /tasks', async ({ page }) => {
    const dossier = await createDossierViaApi(page, 'Theodoor', 'Takenberg');
    await openTab(page, dossier, /^Taken/, 'Taken');

    const list = page.getByRole('list', { name: 'Taken van dit dossier' });
    const rows = list.getByTestId('task-row');
    await expect(rows.first()).toBeVisible();
    const total = await rows.count();
    await expect(page.getByTestId('dossier-task-progress')).toHaveText(`0 van ${total} taken afgerond`);
    const tab = page
      .getByRole('navigation', { name: 'Weergaven van het dossier' })
      .getByRole('link', { name: /^Taken/ });
    await expect(tab).toHaveText(`Taken (${total})`);

    // Tick off the first task of the standard list.
    const title = (await rows.first().getByRole('link').first().textContent())?.trim() ?? '';
    expect(title).not.toBe('');
    const checkbox = list.getByRole('checkbox', { name: `Afgerond: ${title}`, exact: true });
    // The box follows the optimistic update a moment after the click (the query cache is updated first), so
    // wait for it rather than demanding it within the click as `check()` does.
    await checkbox.click();
    await expect(checkbox).toBeChecked();
    await expect(
      page.getByRole('status').filter({ hasText: `De taak “${title}” is afgerond.` }),
    ).toBeVisible();
    await expect(page.getByTestId('dossier-task-progress')).toHaveText(`1 van ${total} taken afgerond`);
    // The dossier header follows: one open task fewer.
    await expect(tab).toHaveText(`Taken (${total - 1})`);

    // A task of one's own, for this dossier (preset in the dialog).
    await page.getByRole('button', { name: 'Taak toevoegen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nieuwe taak' });
    await dialog.getByRole('button', { name: 'Taak aanmaken' }).click();
    await expect(dialog.getByRole('textbox', { name: 'Titel' })).toHaveAccessibleDescription(
      'Vul de titel in.',
    );
    await dialog.getByLabel('Titel').fill('Urn uitzoeken met de familie');
    await dialog.getByLabel('Prioriteit').selectOption({ label: 'Hoog' });
    await dialog.getByRole('button', { name: 'Taak aanmaken' }).click();
    await expect(dialog).toBeHidden();
    await expect(
      list.getByTestId('task-row').filter({ hasText: 'Urn uitzoeken met de familie' }),
    ).toContainText('Hoog');

    // On /tasks: everybody's finished tasks show it, done, with the link to its dossier.
    await page
      .getByRole('navigation', { name: 'Hoofdmenu' })
      .getByRole('link', { name: 'Taken', exact: true })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Taken', exact: true })).toBeVisible();
    await page
      .getByRole('navigation', { name: 'Weergave', exact: true })
      .getByRole('link', { name: 'Alle taken' })
      .click();
    await page
      .getByRole('group', { name: 'Status', exact: true })
      .getByRole('link', { name: 'Afgerond', exact: true })
      .click();
    await expect(page).toHaveURL(/\/tasks\?weergave=alle&status=afgerond$/);
    const dossierLink = `${dossier.number} · ${dossier.deceasedName}`;
    const done = page
      .getByTestId('task-list')
      .getByTestId('task-row')
      .filter({ hasText: title })
      .filter({ has: page.getByRole('link', { name: dossierLink }) });
    await expect(done).toHaveCount(1);
    await expect(done).toHaveAttribute('data-status', 'done');
    await expect(done.getByRole('checkbox', { name: `Afgerond: ${title}`, exact: true })).toBeChecked();

    // Its page says so too, and it can be reopened there.
    await done.getByRole('link', { name: title, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: title, exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: dossierLink })).toBeVisible();
    await page.getByRole('button', { name: 'Heropenen' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: `De taak “${title}” staat weer open.` }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Afronden' })).toBeVisible();
  });
});
