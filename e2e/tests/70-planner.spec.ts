import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { messages } from '@afscheid/shared';
import { demo, login } from '../support/auth.ts';
import { xsrfHeader } from '../support/organizations.ts';

// Issue 13 end to end: a place made in the browser, a ceremony planned from a dossier's section, dragged to
// another time in the planner, refused on an overlap (and put back), the day PDF downloaded, and a broadcast
// planned from the reservation and watched on its public page with the access code.

const DAY = '2027-01-11';
const suffix = Date.now().toString(36).slice(-5);
const PLACE = `Aula E2E ${suffix}`;

async function api(page: Page) {
  return { ...(await xsrfHeader(page)), Accept: 'application/json' };
}

/** A cremation dossier whose ceremony section has the day, 10:00–11:00, made through the API. */
async function dossierWithCeremony(page: Page): Promise<{ id: string; number: string }> {
  const headers = await api(page);
  const created = await page.request.post('/api/dossiers', {
    headers,
    data: {
      type: 'cremation',
      deceased_first_names: 'Gerrit',
      deceased_last_name: `Planner ${suffix}`,
      died_at: new Date(Date.now() - 24 * 60 * 60 * 1000).toISOString(),
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const dossier = ((await created.json()) as { data: { id: string; number: string } }).data;
  const section = await page.request.get(`/api/dossiers/${dossier.id}/sections/ceremony`, { headers });
  const { version } = ((await section.json()) as { data: { version: number } }).data;
  const saved = await page.request.put(`/api/dossiers/${dossier.id}/sections/ceremony`, {
    headers,
    data: {
      version,
      data: { held: true, kind: 'farewell_service', date: DAY, start_time: '10:00', end_time: '11:00' },
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  return dossier;
}

/** Drags a block down by `minutes` (its height is its length), with the mouse, in small steps. */
async function dragDown(page: Page, name: RegExp, minutes: number) {
  const block = page.getByRole('button', { name });
  await block.scrollIntoViewIfNeeded();
  const box = await block.boundingBox();
  if (!box) throw new Error('block not visible');
  const perMinute = box.height / 60;
  const x = box.x + box.width / 2;
  const y = box.y + Math.min(12, box.height / 3);
  await page.mouse.move(x, y);
  await page.mouse.down();
  for (let step = 1; step <= 10; step++) await page.mouse.move(x, y + (perMinute * minutes * step) / 10);
  await page.mouse.up();
}

test('plan a place, a ceremony from the dossier, move it, get refused, print the day and watch a broadcast', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await login(page, demo.admin);

  // A place, made in the browser.
  await page.goto('/places/create');
  await page.getByLabel(messages.places.fields.name).fill(PLACE);
  await page.getByLabel(messages.places.fields.kind).selectOption({ label: messages.places.kinds.aula });
  await page.getByLabel(messages.places.fields.locationName).fill('Uitvaartcentrum E2E');
  await page.getByLabel(messages.places.fields.preparationMinutes).fill('30');
  await page.getByLabel(messages.places.fields.cleanupMinutes).fill('15');
  await page.getByLabel(messages.places.fields.broadcasting).check();
  await page.getByRole('button', { name: 'Plaats toevoegen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: PLACE })).toBeVisible();
  const placeId = new URL(page.url()).pathname.split('/').pop() ?? '';

  // "Inplannen" in the dossier's ceremony section: dossier, kind, title and times prefilled.
  const dossier = await dossierWithCeremony(page);
  await page.goto(`/dossiers/${dossier.id}/ceremony`);
  await page.getByRole('button', { name: 'Inplannen: Plechtigheid' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel('Titel')).toHaveValue(`Plechtigheid Gerrit Planner ${suffix}`);
  await dialog.getByLabel(messages.reservations.fields.place).selectOption(placeId);
  await dialog.getByRole('button', { name: 'Reservering toevoegen' }).click();
  await expect(dialog).toBeHidden();
  const planned = page.getByRole('region', { name: 'Ingepland' });
  await expect(planned.getByText(`Plechtigheid Gerrit Planner ${suffix}`)).toBeVisible();
  await expect(planned.getByText('11 januari 2027, 10:00 – 11:00')).toBeVisible();

  // Dragged an hour later in the planner's day view.
  await page.goto(`/planner?view=day&date=${DAY}&places=${placeId}`);
  const blockName = new RegExp(`^Plechtigheid: Plechtigheid Gerrit Planner ${suffix}`);
  const list = page.getByRole('region', { name: 'Reserveringen als lijst' });
  await expect(list.getByText('10:00–11:00')).toBeVisible();
  const moved = page.waitForResponse(
    (res) => res.request().method() === 'PUT' && res.url().includes('/api/reservations/'),
  );
  await dragDown(page, blockName, 60);
  expect((await moved).status()).toBe(200);
  await expect(list.getByText('11:00–12:00')).toBeVisible();

  // Another confirmed reservation at 13:00; dragging onto it is refused, named, and the block goes back.
  const other = await page.request.post('/api/reservations', {
    headers: await api(page),
    data: {
      place_id: placeId,
      starts_at: `${DAY}T13:00:00+01:00`,
      ends_at: `${DAY}T14:00:00+01:00`,
      kind: 'condolence',
      title: `Condoleance Jansen ${suffix}`,
      status: 'confirmed',
    },
  });
  expect(other.status(), await other.text()).toBe(201);
  await page.reload();
  await expect(list.getByText('13:00–14:00')).toBeVisible();
  const refused = page.waitForResponse(
    (res) => res.request().method() === 'PUT' && res.url().includes('/api/reservations/'),
  );
  await dragDown(page, blockName, 120);
  expect((await refused).status()).toBe(409);
  const alert = page.getByRole('alert').filter({ hasText: 'De reservering is teruggezet' });
  await expect(alert).toBeVisible();
  await expect(alert).toContainText(`Condoleance Jansen ${suffix}`);
  await expect(list.getByText('11:00–12:00')).toBeVisible();

  // The day's planning as a PDF.
  await page.getByRole('button', { name: 'Planning afdrukken' }).click();
  const print = page.getByRole('dialog');
  const download = page.waitForEvent('download');
  await print.getByRole('button', { name: 'PDF maken' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`dagplanning-${DAY}.pdf`);
  const pdf = fs.readFileSync(await file.path());
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');

  // A broadcast planned from the reservation, and its public page with the code.
  const reservations = await page.request.get(`/api/dossiers/${dossier.id}/reservations`, {
    headers: await api(page),
  });
  const [reservation] = ((await reservations.json()) as { data: { id: string }[] }).data;
  await page.goto(`/places/${placeId}/broadcast/create?reservation=${reservation?.id ?? ''}`);
  await expect(page.getByLabel('Titel')).toHaveValue(`Plechtigheid Gerrit Planner ${suffix}`);
  await page
    .getByLabel(messages.broadcasts.fields.streamUrl)
    .fill('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
  await page.getByRole('button', { name: 'Uitzending plannen' }).click();
  await expect(page.getByRole('textbox', { name: 'Toegangscode' })).toHaveValue(/^[A-Z2-9]{4}-[A-Z2-9]{4}$/);
  const broadcasts = await page.request.get(`/api/places/${placeId}/broadcasts`, {
    headers: await api(page),
  });
  const [broadcast] = ((await broadcasts.json()) as { data: { access_code: string; public_url: string }[] })
    .data;
  if (!broadcast) throw new Error('no broadcast');
  await expect(page.getByRole('textbox', { name: 'Toegangscode' })).toHaveValue(broadcast.access_code);

  const visitor = await browser.newContext();
  const relative = await visitor.newPage();
  const publicPage = await relative.goto(new URL(broadcast.public_url).pathname);
  expect(publicPage?.headers()['x-robots-tag']).toContain('noindex');
  await expect(relative.getByText('Plechtigheid Gerrit Planner')).toHaveCount(0);
  await relative.getByLabel('Toegangscode').fill('AAAA-AAAA');
  await relative.getByRole('button', { name: 'Bekijken' }).click();
  await expect(relative.getByText(messages.broadcasts.public.wrongCode)).toBeVisible();
  await relative.getByLabel('Toegangscode').fill(broadcast.access_code.toLowerCase());
  await relative.getByRole('button', { name: 'Bekijken' }).click();
  await expect(relative.getByText(`Gerrit Planner ${suffix}`).first()).toBeVisible();
  await expect(relative.locator('iframe')).toHaveAttribute(
    'src',
    'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
  );
  await visitor.close();
});
