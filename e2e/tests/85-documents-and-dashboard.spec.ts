import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import mammoth from 'mammoth';
import PizZip from 'pizzip';
import { extractText, getDocumentProxy } from 'unpdf';
import { formatMoney, type DashboardData } from '@afscheid/shared';
import { demo, login } from '../support/auth.ts';
import { xsrfHeader } from '../support/organizations.ts';

// Issue 16 end to end: the funeral director generates an opdrachtbevestiging from a dossier with a budget,
// downloads it and sees it in the documentation tab; the owner uploads a Word template and generates from it;
// the dashboards of a funeral director and of a crematorium employee show the server's counts, and their links
// lead to the matching filtered lists.

const suffix = Date.now().toString(36).slice(-5);
const LAST_NAME = `Document ${suffix}`;

async function api(page: Page, method: 'POST' | 'PUT' | 'GET', url: string, data?: unknown) {
  const headers = { ...(await xsrfHeader(page)), Accept: 'application/json' };
  const response = await page.request.fetch(url, { method, headers, data });
  expect(response.status(), `${method} ${url}: ${await response.text()}`).toBeLessThan(300);
  return ((await response.json()) as { data: Record<string, unknown> }).data;
}

/** A cremation dossier of the director's organisation with a budget over two VAT rates; returns its id. */
async function dossierWithBudget(page: Page): Promise<string> {
  const dossier = await api(page, 'POST', '/api/dossiers', {
    type: 'cremation',
    deceased_first_names: 'Cornelia',
    deceased_last_name: LAST_NAME,
    died_at: new Date(Date.now() - 24 * 60 * 60 * 1000).toISOString(),
  });
  const id = dossier.id as string;
  await api(page, 'POST', `/api/dossiers/${id}/budget-lines`, {
    description: 'Verzorging van de overledene',
    quantity: 1,
    unit_price: 39_500,
    vat_rate: '21',
  });
  await api(page, 'POST', `/api/dossiers/${id}/budget-lines`, {
    description: 'Koffietafel',
    quantity: 40,
    unit_price: 750,
    vat_rate: '9',
  });
  return id;
}

/** A Word document with the given paragraphs (a minimal valid DOCX package). */
function docx(paragraphs: string[]): Buffer {
  const zip = new PizZip();
  zip.file(
    '[Content_Types].xml',
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
  );
  zip.file(
    '_rels/.rels',
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
  );
  const body = paragraphs
    .map((text) => `<w:p><w:r><w:t xml:space="preserve">${text}</w:t></w:r></w:p>`)
    .join('');
  zip.file(
    'word/document.xml',
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${body}</w:body></w:document>`,
  );
  return zip.generate({ type: 'nodebuffer' });
}

test('the director generates an opdrachtbevestiging and the admin a document from a template', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await login(page, demo.director);
  const dossierId = await dossierWithBudget(page);
  const budget = (await api(page, 'GET', `/api/dossiers/${dossierId}/budget`)) as {
    totals: { incl: number };
  };

  await page.goto(`/dossiers/${dossierId}/documentation`);
  await page.getByRole('button', { name: 'Document maken' }).click();
  const dialog = page.getByRole('dialog', { name: 'Document maken' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('radio', { name: /Opdrachtbevestiging/ }).check();
  // The client section is empty: the dialog says what the document will lack.
  await expect(dialog.getByText('Nog niet ingevuld in het dossier')).toBeVisible();
  await expect(dialog.getByText(/opdrachtgever/i).first()).toBeVisible();
  await dialog.getByRole('button', { name: 'Maken', exact: true }).click();
  await expect(dialog).toBeHidden();

  const notice = page.getByText(/is gemaakt en staat bij de documentatie/);
  await expect(notice).toBeVisible();
  const downloadPromise = page.waitForEvent('download');
  await page
    .getByRole('status')
    .getByRole('link', { name: /Opdrachtbevestiging.*downloaden/ })
    .click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toMatch(/^Opdrachtbevestiging .+\.pdf$/);
  const pdf = fs.readFileSync((await download.path())!);
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  // Read back: the deceased and the budget overview's total incl. VAT, to the cent.
  const { text: pdfText } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), {
    mergePages: true,
  });
  expect(pdfText).toContain(`Cornelia ${LAST_NAME}`);
  expect(pdfText).toContain(formatMoney(budget.totals.incl));
  await expect(page.getByText('Gemaakt van: Opdrachtbevestiging')).toBeVisible();

  // The documents API lists it with what it was made from; its total is the budget overview's.
  const documents = (await (
    await page.request.get(`/api/dossiers/${dossierId}/documents`, {
      headers: { Accept: 'application/json' },
    })
  ).json()) as { data: { generatable: { key: string } | null }[] };
  expect(documents.data.map((item) => item.generatable?.key)).toContain('order-confirmation');

  // The admin uploads a template on the organisation's "Sjablonen" tab and generates from it.
  await page.context().clearCookies();
  await login(page, demo.admin);
  const me = (await (
    await page.request.get('/api/auth/user', { headers: { Accept: 'application/json' } })
  ).json()) as {
    data: { active_organization_id: string };
  };
  await page.goto(`/organizations/${me.data.active_organization_id}/templates`);
  await expect(page.getByRole('heading', { name: 'Samenvoegcodes' })).toBeVisible();
  const templateName = `Bedankbrief ${suffix}`;
  await page.getByLabel('Naam (optioneel)').fill(templateName);
  await page.getByLabel('Word-document (.docx)').setInputFiles({
    name: 'bedankbrief.docx',
    mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    buffer: docx([
      'Beste familie,',
      'Met deze brief gedenken wij {overledene.voornamen} {overledene.achternaam}.',
      'Totaal: {begroting.totaal_incl}',
    ]),
  });
  await page.getByRole('button', { name: 'Sjabloon toevoegen' }).click();
  await expect(
    page.getByText(`Het sjabloon “${templateName}” is toegevoegd.`, { exact: false }),
  ).toBeVisible();

  // A broken tag is refused, naming the tag.
  await page.getByLabel('Word-document (.docx)').setInputFiles({
    name: 'kapot.docx',
    mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    buffer: docx(['{overledene.schoenmaat}']),
  });
  await page.getByLabel('Naam (optioneel)').fill(`Kapot ${suffix}`);
  await page.getByRole('button', { name: 'Sjabloon toevoegen' }).click();
  await expect(page.getByText(/overledene\.schoenmaat/).first()).toBeVisible();

  await page.goto(`/dossiers/${dossierId}/documentation`);
  await page.getByRole('button', { name: 'Document maken' }).click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('radio', { name: new RegExp(templateName) }).check();
  await dialog.getByRole('button', { name: 'Maken', exact: true }).click();
  await expect(dialog).toBeHidden();
  const wordDownload = page.waitForEvent('download');
  await page
    .getByRole('status')
    .getByRole('link', { name: new RegExp(`${templateName}.*downloaden`) })
    .click();
  const word = await wordDownload;
  expect(word.suggestedFilename()).toMatch(/\.docx$/);
  const { value: text } = await mammoth.extractRawText({ path: (await word.path())! });
  expect(text).toContain(`Met deze brief gedenken wij Cornelia ${LAST_NAME}.`);
  expect(text).toContain(`Totaal: ${formatMoney(budget.totals.incl)}`);
  await expect(page.getByText(`Gemaakt van: ${templateName}`)).toBeVisible();
});

async function dashboardOf(page: Page): Promise<DashboardData> {
  const response = await page.request.get('/api/dashboard', { headers: { Accept: 'application/json' } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: DashboardData }).data;
}

test('the funeral director’s dashboard counts lead to the filtered lists', async ({ page }) => {
  await login(page, demo.director);
  const data = await dashboardOf(page);
  const open = (
    data as unknown as { dossiers: { by_status: { status: string; count: number }[] } }
  ).dossiers.by_status.find((entry) => entry.status === 'open')!.count;

  const openLink = page.getByRole('link', { name: `${open} lopend` });
  await expect(openLink).toBeVisible();
  await openLink.click();
  await expect(page).toHaveURL(/\/dossiers\?status=open/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dossiers' })).toBeVisible();

  await page.goto('/dashboard');
  const tasks = (data as unknown as { tasks: { open: number; overdue: number } }).tasks;
  const overdue = page.getByRole('link', { name: `${tasks.overdue} te laat` });
  await expect(overdue).toBeVisible();
  await overdue.click();
  await expect(page).toHaveURL(/\/tasks\?.*overdue=true/);
  await expect(page.getByRole('heading', { level: 1, name: 'Taken' })).toBeVisible();
  const overdueList = (await (
    await page.request.get('/api/tasks?scope=mine&status=open&overdue=true', {
      headers: { Accept: 'application/json' },
    })
  ).json()) as { meta: { total: number } };
  expect(overdueList.meta.total).toBe(tasks.overdue);

  await page.goto('/dashboard');
  const deadlines = (data as unknown as { legal_deadlines: { count: number } }).legal_deadlines;
  await page
    .getByRole('link', { name: new RegExp(`^${deadlines.count} dossiers?$`) })
    .first()
    .click();
  await expect(page).toHaveURL(/\/dossiers\?deadline=soon/);
  await expect(page.getByRole('checkbox', { name: /Termijn loopt af/ })).toBeChecked();
});

test('the crematorium employee’s dashboard shows today’s cremations and the ash counts', async ({ page }) => {
  await login(page, demo.crematorium);
  const data = (await dashboardOf(page)) as unknown as {
    cremations_today: { count: number };
    ash: { over_term: number; releasable_this_week: number; places_terms_ending: number };
    week_end: string;
  };
  await expect(page.getByRole('heading', { name: 'Crematies vandaag' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Asbeheer' })).toBeVisible();

  const overTerm = page.getByRole('link', { name: new RegExp(`^${data.ash.over_term} in bewaring`) });
  await expect(overTerm).toBeVisible();
  await overTerm.click();
  await expect(page).toHaveURL(/\/ash\?over_term=true/);
  const overTermList = (await (
    await page.request.get('/api/ash-records?over_term=true', { headers: { Accept: 'application/json' } })
  ).json()) as { meta: { total: number } };
  expect(overTermList.meta.total).toBe(data.ash.over_term);

  await page.goto('/dashboard');
  await page
    .getByRole('link', { name: new RegExp(`^${data.ash.releasable_this_week} deze week vrij te geven`) })
    .click();
  await expect(page).toHaveURL(new RegExp(`/ash\\?releasable_by=${data.week_end}`));
  await expect(page.getByRole('checkbox', { name: /Vrij te geven tot en met/ })).toBeChecked();
});
