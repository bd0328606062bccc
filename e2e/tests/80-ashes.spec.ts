import fs from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  addPlannerDays,
  amsterdamInstant,
  amsterdamToday,
  ashReleaseDate,
  formatDate,
  messages,
} from '@afscheid/shared';
import { demo, login } from '../support/auth.ts';
import { dateField, fillDate, fillTime } from '../support/dates.ts';
import { startLaterServer } from '../support/later-server.ts';
import { xsrfHeader } from '../support/organizations.ts';

// Issue 15 end to end: the crematorium records a cremation and its ash record appears on /ash with the release
// date; the funeral director passes the client's destination on from the dossier; "a month later" (a second
// server on the same database with its clock 40 days ahead, the browser's clock moved the same) the crematorium
// approves the destination, records the hand-over with the identity check and a drawn signature, and closes the
// register entry; the register shows it and its CSV downloads.

const suffix = Date.now().toString(36).slice(-5);
const LAST_NAME = `Asbus ${suffix}`;
const FULL_NAME = `Geertruida ${LAST_NAME}`;
const REGISTRATION = `AS-E2E-${suffix}`;
const ROZENVELD = 'Crematorium Het Rozenveld';
const ash = messages.ash;
const LATER_DAYS = 40;

/** Submits a dialog and waits for its success: some dialogs close, others show the notice with "Sluiten". */
async function finish(dialog: Locator, success: string) {
  await expect(dialog.getByText(success).or(dialog.page().getByText(success)).first()).toBeVisible();
  if (await dialog.isVisible()) await dialog.getByRole('button', { name: 'Sluiten' }).last().click();
  await expect(dialog).toBeHidden();
}

async function api(page: Page, method: 'POST' | 'PUT' | 'GET', url: string, data?: unknown) {
  const headers = { ...(await xsrfHeader(page)), Accept: 'application/json' };
  const response = await page.request.fetch(url, { method, headers, data });
  expect(response.status(), `${method} ${url}: ${await response.text()}`).toBeLessThan(300);
  return ((await response.json()) as { data: Record<string, unknown> }).data;
}

test('ashes from the performed cremation to the closed register entry', async ({ page, browser }) => {
  test.setTimeout(240_000);
  const today = amsterdamToday();
  const plannedDay = addPlannerDays(today, 2);

  // The funeral director's dossier and request, sent through the API (issue 14's flow has its own test).
  await login(page, demo.director);
  const dossier = await api(page, 'POST', '/api/dossiers', {
    type: 'cremation',
    deceased_first_names: 'Geertruida',
    deceased_last_name: LAST_NAME,
    died_at: new Date(Date.now() - 24 * 60 * 60 * 1000).toISOString(),
  });
  const crematoria = (await (
    await page.request.get('/api/crematoria', { headers: { Accept: 'application/json' } })
  ).json()) as { data: { id: string; name: string }[] };
  const rozenveld = crematoria.data.find((item) => item.name === ROZENVELD)!;
  const request = await api(page, 'POST', '/api/crematorium-requests', {
    dossier_id: dossier.id,
    crematorium_id: rozenveld.id,
    wished_at: amsterdamInstant(plannedDay, '07:15'),
    ceremony: false,
  });
  await api(page, 'POST', `/api/crematorium-requests/${request.id}/submit`, {});

  // The crematorium accepts, completes and approves its record through the API ...
  const crematoriumContext = await browser.newContext();
  const crematorium = await crematoriumContext.newPage();
  await login(crematorium, demo.crematorium);
  const accepted = await api(crematorium, 'POST', `/api/crematorium-requests/${request.id}/accept`, {});
  const cremationId = String(accepted.cremation_id ?? (accepted.cremation as { id: string } | undefined)?.id);
  const cremation = await api(crematorium, 'GET', `/api/cremations/${cremationId}`);
  await api(crematorium, 'PUT', `/api/cremations/${cremationId}`, {
    version: cremation.version,
    identified_by: 'J. de Wit (crematorium)',
    coffin_registration_number: `K-${suffix}`,
    permit_received: true,
    permit_compared: true,
    request_form_received: true,
    implants_removed: true,
  });
  await api(crematorium, 'POST', `/api/cremations/${cremationId}/approve`, {});

  // ... and records the cremation in the browser, which makes the ash record.
  await crematorium.goto(`/cremations/${cremationId}`);
  await crematorium.getByRole('button', { name: 'Crematie vastleggen' }).click();
  const perform = crematorium.getByRole('dialog', { name: 'Crematie vastleggen' });
  const time = new Date().toLocaleTimeString('nl-NL', {
    timeZone: 'Europe/Amsterdam',
    hour: '2-digit',
    minute: '2-digit',
  });
  await fillDate(dateField(perform, 'Datum van de crematie'), today);
  await fillTime(dateField(perform, 'Begintijd'), time);
  await perform.getByLabel(messages.cremations.fields.ashRegistrationNumber).fill(REGISTRATION);
  await perform.getByRole('button', { name: 'Crematie vastleggen' }).click();
  await expect(perform).toBeHidden();

  // /ash: the record with its release date, one calendar month and a day after the cremation.
  const releaseOn = ashReleaseDate(today)!;
  await crematorium.goto('/ash');
  await expect(crematorium.getByRole('heading', { level: 1, name: 'Asbeheer' })).toBeVisible();
  await crematorium.getByLabel('Zoeken').fill(REGISTRATION);
  await crematorium.getByLabel('Zoeken').press('Enter');
  const row = crematorium.getByRole('row', { name: new RegExp(REGISTRATION) });
  await expect(row).toBeVisible();
  await expect(row).toContainText(FULL_NAME);
  await expect(row).toContainText(ash.statuses.in_storage);
  await expect(row).toContainText(formatDate(releaseOn));
  await row.getByRole('link').first().click();
  await expect(crematorium).toHaveURL(/\/ash\/[^/]+$/);
  const recordUrl = new URL(crematorium.url()).pathname;
  await crematoriumContext.close();

  // The funeral director passes the client's decision on from the dossier's ash destination section.
  await page.goto(`/dossiers/${dossier.id}/ash-destination`);
  await expect(page.getByRole('heading', { name: 'Asbestemming bij het crematorium' })).toBeVisible();
  await expect(page.getByText(REGISTRATION)).toBeVisible();
  await page.getByRole('button', { name: 'Asbestemming doorgeven aan het crematorium' }).click();
  const send = page.getByRole('dialog', { name: 'Asbestemming doorgeven aan het crematorium' });
  await send.getByLabel(ash.fields.kind).selectOption('hand_over');
  await send.getByLabel(ash.fields.decidedByName).fill('Anna Verhoeven');
  await send.getByLabel(ash.fields.decidedByAddress).fill('Lindelaan 4, 3581 AB Utrecht');
  await send.getByRole('button', { name: 'Doorgeven' }).click();
  await finish(send, ash.success.destinationSent);
  await expect(page.getByText(ash.statuses.destination_requested).first()).toBeVisible();

  // A month later: a second server over the same database, 40 days ahead, and a browser whose clock agrees.
  const later = await startLaterServer(LATER_DAYS);
  try {
    const laterContext = await browser.newContext({ baseURL: later.baseUrl, acceptDownloads: true });
    const staff = await laterContext.newPage();
    await staff.clock.install({ time: new Date(Date.now() + LATER_DAYS * 24 * 60 * 60 * 1000) });
    await login(staff, demo.crematorium);
    await staff.goto(recordUrl);
    await expect(staff.getByRole('heading', { level: 1, name: new RegExp(FULL_NAME) })).toBeVisible();

    // "Asbestemming goedkeuren": the release date has passed and the decision came through the funeral company.
    await staff.getByRole('button', { name: 'Asbestemming goedkeuren' }).click();
    const approve = staff.getByRole('dialog', { name: 'Asbestemming goedkeuren' });
    await expect(approve.getByText(/Doorgegeven door de uitvaartonderneming/)).toBeVisible();
    await approve.getByRole('button', { name: 'Goedkeuren' }).click();
    await finish(approve, ash.success.approved);
    await expect(staff.getByText(ash.destinationStatuses.approved).first()).toBeVisible();

    // The hand-over: to whom, identity checked, a signature drawn on the canvas.
    await staff.getByRole('button', { name: 'Uitvoering vastleggen' }).click();
    const execute = staff.getByRole('dialog', { name: 'Uitvoering vastleggen' });
    await expect(execute.getByLabel(ash.fields.handedToName)).toHaveValue('Anna Verhoeven');
    await execute.getByLabel(ash.fields.identityChecked).check();
    const canvas = execute.getByLabel('Tekenvlak voor de handtekening van de ontvanger');
    const box = (await canvas.boundingBox())!;
    await staff.mouse.move(box.x + 20, box.y + box.height / 2);
    await staff.mouse.down();
    for (let step = 1; step <= 12; step++) {
      await staff.mouse.move(box.x + 20 + step * 15, box.y + box.height / 2 + (step % 2 === 0 ? -15 : 15));
    }
    await staff.mouse.up();
    await expect(execute.getByText('De handtekening is vastgelegd.')).toBeVisible();
    await execute.getByRole('button', { name: 'Uitvoering vastleggen' }).click();
    await finish(execute, ash.success.executed);
    await expect(staff.getByText(ash.destinationStatuses.executed).first()).toBeVisible();

    // "Registerregel afsluiten": final from now on.
    await staff.getByRole('button', { name: 'Registerregel afsluiten' }).click();
    const close = staff.getByRole('dialog', { name: 'Registerregel afsluiten' });
    await expect(close.getByText(/nooit meer worden gewijzigd of verwijderd/)).toBeVisible();
    await close.getByRole('button', { name: 'Registerregel afsluiten' }).click();
    await finish(close, ash.success.closed);
    await expect(staff.getByText(ash.statuses.closed).first()).toBeVisible();

    // The register of the cremation's year shows the line; its CSV downloads with the line in it.
    const year = today.slice(0, 4);
    await staff.goto(`/ash/register?year=${year}`);
    await expect(staff.getByRole('heading', { level: 1, name: 'Register van asbestemmingen' })).toBeVisible();
    const line = staff.getByRole('row', { name: new RegExp(REGISTRATION) });
    await expect(line).toContainText(ash.kinds.hand_over);
    await expect(line).toContainText('Anna Verhoeven');
    const [download] = await Promise.all([
      staff.waitForEvent('download'),
      staff.getByRole('link', { name: new RegExp(`CSV.*${year}|${year}.*CSV`) }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`asregister-${year}.csv`);
    const csv = fs.readFileSync((await download.path())!);
    expect([...csv.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = csv.toString('utf8');
    expect(text).toContain(`${ash.register.columns.registrationNumber};`);
    expect(text).toContain(REGISTRATION);
    expect(text).toContain('Anna Verhoeven');
    await laterContext.close();
  } finally {
    await later.stop();
  }
});
