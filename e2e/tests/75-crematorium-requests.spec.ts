import { expect, test, type Page } from '@playwright/test';
import { addPlannerDays, amsterdamToday, messages } from '@afscheid/shared';
import { demo, login } from '../support/auth.ts';
import { dateField, fillDate, fillTime } from '../support/dates.ts';
import { xsrfHeader } from '../support/organizations.ts';

// Issue 14 end to end, with two browsers side by side: a funeral director sends a crematorium request with
// documents; the crematorium employee sees it and proposes another time; the director accepts the proposal; the
// crematorium completes its record, approves the cremation and records it as performed; the director sees it.

const suffix = Date.now().toString(36).slice(-5);
const LAST_NAME = `Aanvraag ${suffix}`;
const ROZENVELD = 'Crematorium Het Rozenveld';
const fields = messages.crematoriumRequests.fields;
const cremationFields = messages.cremations.fields;

/** A tiny but real PDF (the server recognises a PDF by its content). */
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

/** A cremation dossier of someone who died two days ago, with the legal documents uploaded, through the API. */
async function dossierWithDocuments(page: Page): Promise<{ id: string; number: string }> {
  const headers = { ...(await xsrfHeader(page)), Accept: 'application/json' };
  const created = await page.request.post('/api/dossiers', {
    headers,
    data: {
      type: 'cremation',
      deceased_first_names: 'Willemijn',
      deceased_last_name: LAST_NAME,
      died_at: new Date(Date.now() - 2 * 24 * 60 * 60 * 1000).toISOString(),
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const dossier = ((await created.json()) as { data: { id: string; number: string } }).data;
  for (const [type, name] of [
    ['permit', 'verlof-tot-cremeren.pdf'],
    ['request_form', 'aanvraagformulier-getekend.pdf'],
    ['implants_statement', 'verklaring-implantaten.pdf'],
    ['other', 'intern-verslag.pdf'],
  ] as const) {
    const uploaded = await page.request.post(`/api/dossiers/${dossier.id}/documents?document_type=${type}`, {
      headers,
      multipart: { file: { name, mimeType: 'application/pdf', buffer: PDF } },
    });
    expect(uploaded.status(), await uploaded.text()).toBe(201);
  }
  return dossier;
}

test('a request between two organisations, from the dossier to the performed cremation', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const tomorrow = addPlannerDays(amsterdamToday(), 1);
  const dayAfter = addPlannerDays(amsterdamToday(), 2);

  // The funeral director: "Crematie aanvragen" in the cremation section, with three of the four documents.
  await login(page, demo.director);
  const dossier = await dossierWithDocuments(page);
  await page.goto(`/dossiers/${dossier.id}/cremation`);
  await page.getByRole('button', { name: 'Crematie aanvragen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Crematie aanvragen' });
  await dialog.getByLabel(fields.crematorium).selectOption({ label: `${ROZENVELD}, De Bilt` });
  await fillDate(dateField(dialog, 'Gewenste datum'), tomorrow);
  await fillTime(dateField(dialog, 'Gewenste tijd'), '14:00');
  await dialog
    .getByRole('group', { name: new RegExp(`^${fields.ceremony}`) })
    .getByLabel('Nee')
    .check();
  await dialog
    .getByLabel(fields.coffinKind)
    .selectOption({ label: messages.crematoriumRequests.coffinKinds.standard });
  await dialog.getByLabel(fields.coffinLengthCm).fill('195');
  await dialog.getByLabel(fields.coffinWidthCm).fill('60');
  await dialog.getByLabel('Geen implantaten').check();
  const documents = dialog.getByRole('group', { name: fields.documents });
  await documents.getByLabel(/verlof-tot-cremeren\.pdf/).check();
  await documents.getByLabel(/aanvraagformulier-getekend\.pdf/).check();
  await documents.getByLabel(/verklaring-implantaten\.pdf/).check();
  await dialog.getByRole('button', { name: 'Concept opslaan' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Indienen' }).first().click();
  await expect(page.getByText(messages.crematoriumRequests.statuses.submitted).first()).toBeVisible();

  // The crematorium employee, in a browser of their own: the request waits for an answer.
  const crematoriumContext = await browser.newContext();
  const crematorium = await crematoriumContext.newPage();
  await login(crematorium, demo.crematorium);
  await crematorium.goto('/crematorium-requests');
  const row = crematorium.getByRole('link', { name: new RegExp(`Willemijn ${LAST_NAME}`) }).first();
  await expect(row).toBeVisible();
  await row.click();
  await expect(crematorium.getByRole('heading', { level: 1, name: new RegExp(LAST_NAME) })).toBeVisible();
  // Only the attached documents, as copies; not the fourth one.
  await expect(crematorium.getByRole('link', { name: /verlof-tot-cremeren\.pdf/ })).toBeVisible();
  await expect(crematorium.getByText('intern-verslag.pdf')).toHaveCount(0);
  // The dossier itself stays closed to the crematorium.
  const dossierAnswer = await crematorium.request.get(`/api/dossiers/${dossier.id}`);
  expect([403, 404]).toContain(dossierAnswer.status());

  // It proposes another moment.
  await crematorium.getByRole('button', { name: 'Ander tijdstip voorstellen' }).click();
  const propose = crematorium.getByRole('dialog', { name: 'Ander tijdstip voorstellen' });
  await fillDate(dateField(propose, 'Datum'), dayAfter);
  await fillTime(dateField(propose, 'Tijd'), '10:00');
  await propose.getByLabel(/Toelichting/).fill('Om 14:00 zijn beide ovens bezet.');
  await propose.getByRole('button', { name: 'Voorstel versturen' }).click();
  await expect(propose).toBeHidden();
  await expect(crematorium.getByText(messages.crematoriumRequests.statuses.proposed).first()).toBeVisible();

  // The director accepts the proposal: that confirms the cremation and books the crematorium's places.
  await page.goto('/crematorium-requests');
  await page
    .getByRole('link', { name: new RegExp(`Willemijn ${LAST_NAME}`) })
    .first()
    .click();
  await expect(page.getByText('Om 14:00 zijn beide ovens bezet.').first()).toBeVisible();
  await page.getByRole('button', { name: 'Voorstel accepteren' }).click();
  const confirm = page.getByRole('dialog');
  if (await confirm.isVisible()) await confirm.getByRole('button', { name: 'Voorstel accepteren' }).click();
  await expect(page.getByText(messages.crematoriumRequests.statuses.accepted).first()).toBeVisible();

  // The crematorium completes its own record, approves and records the cremation.
  await crematorium.reload();
  await expect(crematorium.getByText(messages.crematoriumRequests.statuses.accepted).first()).toBeVisible();
  await crematorium
    .getByRole('link', { name: /crematie/i })
    .filter({ hasText: /\d{4}-\d{4}/ })
    .first()
    .click();
  await expect(crematorium).toHaveURL(/\/cremations\//);
  await crematorium.getByLabel(cremationFields.identifiedBy).fill('J. de Wit (crematorium)');
  await crematorium.getByLabel(cremationFields.coffinRegistrationNumber).fill(`K-${suffix}`);
  await crematorium.getByLabel(cremationFields.permitReceived).check();
  await crematorium.getByLabel(cremationFields.permitCompared).check();
  await crematorium.getByLabel(cremationFields.requestFormReceived).check();
  await crematorium.getByLabel(cremationFields.implantsRemoved).check();
  await crematorium.getByRole('button', { name: 'Gegevens opslaan' }).click();
  await expect(crematorium.getByText('Gegevens opslaan')).toBeVisible();

  await crematorium.getByRole('button', { name: 'Vrijgeven' }).click();
  const approve = crematorium.getByRole('dialog', { name: 'Crematie vrijgeven' });
  await approve.getByRole('button', { name: 'Vrijgeven' }).click();
  await expect(approve.getByText('De crematie is vrijgegeven.')).toBeVisible();
  await approve.getByRole('button', { name: 'Sluiten' }).click();

  await crematorium.getByRole('button', { name: 'Crematie vastleggen' }).click();
  const perform = crematorium.getByRole('dialog', { name: 'Crematie vastleggen' });
  const now = new Date();
  const time = now.toLocaleTimeString('nl-NL', {
    timeZone: 'Europe/Amsterdam',
    hour: '2-digit',
    minute: '2-digit',
  });
  await fillDate(dateField(perform, 'Datum van de crematie'), amsterdamToday());
  await fillTime(dateField(perform, 'Begintijd'), time);
  await perform.getByLabel(cremationFields.ashRegistrationNumber).fill(`AS-${suffix}`);
  await perform.getByRole('button', { name: 'Crematie vastleggen' }).click();
  await expect(perform).toBeHidden();
  await expect(crematorium.getByText(messages.cremations.statuses.performed).first()).toBeVisible();

  // The director sees it in the dossier: confirmed, and performed with the number on the asbus.
  await page.goto(`/dossiers/${dossier.id}/cremation`);
  await expect(page.getByText(/Crematie bevestigd/).first()).toBeVisible();
  await page.goto('/crematorium-requests');
  await page
    .getByRole('link', { name: new RegExp(`Willemijn ${LAST_NAME}`) })
    .first()
    .click();
  await expect(page.getByText(`AS-${suffix}`).first()).toBeVisible();
  await crematoriumContext.close();
});
