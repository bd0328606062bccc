import { expect, type Page } from '@playwright/test';
import { demo, login } from './auth.ts';
import { dateField, fillDate, fillTime } from './dates.ts';
import { LINDE, workIn } from './organizations.ts';

export interface NewDossier {
  type: 'Crematie' | 'Begrafenis';
  firstNames: string;
  namePrefix?: string;
  lastName: string;
  /** `YYYY-MM-DD HH:mm`: typed into the date and the time field of the dialog. */
  diedAt: string;
}

/** Opens the dossier list from the main navigation. */
export async function openDossiers(page: Page): Promise<void> {
  await page.getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('link', { name: 'Dossiers' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dossiers' })).toBeVisible();
}

/** Creates a dossier with the "Nieuw dossier" dialog of the list; returns its id once its page shows. */
export async function createDossier(page: Page, dossier: NewDossier): Promise<string> {
  await openDossiers(page);
  await page.getByRole('button', { name: 'Nieuw dossier' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nieuw dossier' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('radio', { name: dossier.type }).check();
  await dialog.getByLabel('Voornamen').fill(dossier.firstNames);
  if (dossier.namePrefix) await dialog.getByLabel('Tussenvoegsel').fill(dossier.namePrefix);
  await dialog.getByLabel('Achternaam').fill(dossier.lastName);
  const [diedOn = '', diedTime = ''] = dossier.diedAt.split(' ');
  await fillDate(dateField(dialog, 'Datum van overlijden'), diedOn);
  await fillTime(dateField(dialog, 'Tijd van overlijden'), diedTime);
  await dialog.getByRole('button', { name: 'Dossier aanmaken' }).click();
  await expect(dialog).toBeHidden();
  const fullName = [dossier.firstNames, dossier.namePrefix, dossier.lastName].filter(Boolean).join(' ');
  await expect(page.getByRole('heading', { level: 1, name: fullName })).toBeVisible();
  const id = /\/dossiers\/([^/]+)$/.exec(new URL(page.url()).pathname)?.[1];
  if (!id) throw new Error(`Geen dossier-id in ${page.url()}`);
  return id;
}

/** The director logs in and works in De Linde, whichever organisation an earlier test left them in. */
export async function loginDirector(page: Page): Promise<void> {
  await login(page, demo.director);
  await workIn(page, LINDE);
}

/** The usual start of a dossier test: the director logs in and creates the dossier; returns its id. */
export async function startDossier(page: Page, dossier: NewDossier): Promise<string> {
  await loginDirector(page);
  return createDossier(page, dossier);
}

/** Opens a section of the dossier on the current page from the section navigation. */
export async function openSection(page: Page, label: string): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Onderdelen van het dossier' })
    .getByRole('link', { name: new RegExp(`^${label}`) })
    .click();
  await expect(page.getByRole('heading', { level: 2, name: label })).toBeVisible();
}

/** The save state line of a section form ("Opgeslagen om 14:05", "Niet-opgeslagen wijzigingen", …). */
export function saveState(page: Page) {
  return page.getByTestId('save-state');
}
