import { expect, test, type Page } from '@playwright/test';
import { startFakeWefact } from '../../apps/server/test/fake-wefact.ts';
import { demo, login } from '../support/auth.ts';
import { LINDE, workIn, xsrfHeader } from '../support/organizations.ts';

// Issue 12 end to end: a budget from the price list and a free line, the sections reordered, the overview, the
// client made a debtor in one click, and the dossier invoiced in a local fake of WeFact that speaks its protocol
// (apps/server/test/fake-wefact.ts), after which the lines are locked and the invoice shows its status.

const KEY = 'e2e-wefact-sleutel';
let fake: Awaited<ReturnType<typeof startFakeWefact>>;

test.beforeAll(async () => {
  fake = await startFakeWefact(KEY);
});
test.afterAll(async () => {
  await fake.close();
});

/** A cremation dossier with a client, made through the API with the page's session. */
async function dossierWithClient(page: Page): Promise<{ id: string; number: string }> {
  const headers = { ...(await xsrfHeader(page)), Accept: 'application/json' };
  const created = await page.request.post('/api/dossiers', {
    headers,
    data: {
      type: 'cremation',
      deceased_first_names: 'Gerrit',
      deceased_last_name: 'Begroting',
      died_at: new Date(Date.now() - 24 * 60 * 60 * 1000).toISOString(),
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const dossier = ((await created.json()) as { data: { id: string; number: string } }).data;
  const section = await page.request.get(`/api/dossiers/${dossier.id}/sections/client`, { headers });
  const { version } = ((await section.json()) as { data: { version: number | null } }).data;
  const saved = await page.request.put(`/api/dossiers/${dossier.id}/sections/client`, {
    headers,
    data: {
      version,
      data: {
        person: {
          first_names: 'Marieke',
          last_name: 'Begroting',
          email: 'marieke@example.nl',
          address: { street: 'Oudegracht', house_number: '12', postcode: '3511 AB', city: 'Utrecht', country: 'NL' },
        },
        relation: 'Dochter',
      },
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  return dossier;
}

test('een begroting maken, ordenen, bekijken en factureren in WeFact', async ({ page }) => {
  test.setTimeout(90_000);
  await login(page, demo.owner);
  const organizationId = await workIn(page, LINDE);
  const linked = await page.request.put(`/api/organizations/${organizationId}/wefact`, {
    headers: { ...(await xsrfHeader(page)), Accept: 'application/json' },
    data: {
      api_key: KEY,
      base_url: fake.url,
      tax_codes: { '21': 'V21', '9': 'V9', '0': 'V0', exempt: 'VRIJ', disbursement: 'DOORL' },
    },
  });
  expect(linked.status(), await linked.text()).toBe(200);
  const dossier = await dossierWithClient(page);

  await page.goto(`/dossiers/${dossier.id}/budget`);
  await expect(page.getByRole('heading', { level: 2, name: 'Begroting' })).toBeVisible();

  // A line from the price list; the client becomes a debtor in one click.
  await page.getByRole('button', { name: 'Regel toevoegen' }).click();
  let dialog = page.getByRole('dialog', { name: 'Begrotingsregel toevoegen' });
  await dialog.getByLabel('Artikel zoeken').fill('populieren');
  await dialog.getByLabel('Artikel', { exact: true }).selectOption({ label: 'KIST-02 · Populierenhouten kist' });
  await expect(dialog.getByLabel('Omschrijving')).toHaveValue('Populierenhouten kist');
  await dialog.getByLabel('Rubriek').selectOption({ label: 'Plechtigheid' });
  await dialog.getByRole('button', { name: 'Opdrachtgever als debiteur' }).click();
  await expect(dialog.getByLabel('Debiteur', { exact: true })).toHaveValue(/.+/);
  await expect(dialog.getByLabel('Debiteur', { exact: true }).locator('option:checked')).toHaveText('M. Begroting');
  await dialog.getByRole('button', { name: 'Toevoegen' }).click();
  await expect(dialog).toBeHidden();
  const plechtigheid = page.getByRole('region', { name: 'Plechtigheid' });
  await expect(plechtigheid.getByRole('row', { name: /Populierenhouten kist/ })).toContainText('€ 695,00');

  // A free line with a decimal quantity: 2,5 × € 33,33 = € 83,33 (rounded half up).
  await page.getByRole('button', { name: 'Regel toevoegen' }).click();
  dialog = page.getByRole('dialog', { name: 'Begrotingsregel toevoegen' });
  await dialog.getByLabel('Rubriek').selectOption({ label: 'Bloemen' });
  await dialog.getByLabel('Omschrijving').fill('Extra bloemen bij de kist');
  await dialog.getByLabel('Aantal').fill('2,5');
  await dialog.getByLabel('Eenheid', { exact: true }).fill('bos');
  await dialog.getByLabel('Prijs per eenheid (excl. btw)').fill('33,33');
  await dialog.getByLabel('Btw-tarief').selectOption('9');
  await expect(dialog.getByTestId('budget-line-preview')).toHaveText('Bedrag van de regel: € 83,33 excl. btw');
  await dialog.getByLabel('Debiteur', { exact: true }).selectOption({ label: 'M. Begroting' });
  await dialog.getByRole('button', { name: 'Toevoegen' }).click();
  await expect(dialog).toBeHidden();
  const bloemen = page.getByRole('region', { name: 'Bloemen' });
  await expect(bloemen.getByRole('row', { name: /Extra bloemen/ })).toContainText('€ 83,33');

  // Sections reordered with the keyboard: Bloemen moves up before Plechtigheid.
  const order = async () =>
    (await page.getByTestId('budget-section').getByRole('heading', { level: 3 }).allTextContents()).filter(
      (name) => name === 'Plechtigheid' || name === 'Bloemen',
    );
  expect(await order()).toEqual(['Plechtigheid', 'Bloemen']);
  await page.getByRole('button', { name: 'Volgorde rubrieken' }).click();
  const orderDialog = page.getByRole('dialog', { name: 'Volgorde rubrieken' });
  const rows = orderDialog.getByRole('row');
  const position = async (name: string) => (await rows.allTextContents()).findIndex((text) => text.includes(name));
  const up = orderDialog.getByRole('button', { name: 'Bloemen omhoog' });
  // Keyboard only: the row, then Tab past its drag handle to "Omhoog", and Enter.
  while ((await position('Bloemen')) > (await position('Plechtigheid'))) {
    const before = await position('Bloemen');
    await expect(up).toBeEnabled();
    await orderDialog.getByRole('row', { name: 'Bloemen' }).focus();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(up).toBeFocused();
    await page.keyboard.press('Enter');
    await expect.poll(() => position('Bloemen')).toBe(before - 1);
  }
  await expect(up).toBeEnabled(); // the last move is saved
  await orderDialog.getByRole('button', { name: 'Sluiten' }).first().click();
  await expect(orderDialog).toBeHidden();
  await expect.poll(order).toEqual(['Bloemen', 'Plechtigheid']);

  // The overview: € 695,00 exempt + € 83,33 at 9 % (€ 7,50) = € 785,83.
  await page.getByRole('button', { name: 'Overzicht', exact: true }).click();
  const overview = page.getByRole('dialog', { name: 'Overzicht begroting' });
  await expect(overview).toContainText('€ 778,33');
  await expect(overview).toContainText('€ 7,50');
  await expect(overview).toContainText('€ 785,83');
  await overview.getByRole('button', { name: 'Sluiten' }).first().click();
  await expect(overview).toBeHidden();

  // Invoicing: one draft invoice in WeFact, the lines locked, the status refreshed from WeFact.
  await page.getByRole('button', { name: 'Factureren', exact: true }).click();
  const invoiceDialog = page.getByRole('dialog', { name: `Dossier ${dossier.number} factureren` });
  await expect(invoiceDialog).toContainText('M. Begroting');
  await invoiceDialog.getByRole('button', { name: 'Factureren in WeFact' }).click();
  await expect(page.getByText(/Gefactureerd in WeFact: /)).toBeVisible();
  await expect(page.getByRole('table').getByText(/Gefactureerd \(vergrendeld\)/)).toHaveCount(2);
  await expect(page.getByRole('button', { name: /Regel .* wijzigen/ })).toHaveCount(0);

  const added = fake.calls('invoice/add');
  expect(added).toHaveLength(1);
  expect(added[0]!.fields).toMatchObject({
    ReferenceNumber: dossier.number,
    Status: '0',
    'InvoiceLines[0][Description]': 'Populierenhouten kist',
    'InvoiceLines[0][PriceExcl]': '695.00',
    'InvoiceLines[0][TaxCode]': 'VRIJ',
    'InvoiceLines[1][Description]': 'Extra bloemen bij de kist',
    'InvoiceLines[1][Number]': '2.5',
    'InvoiceLines[1][PriceExcl]': '33.33',
    'InvoiceLines[1][TaxCode]': 'V9',
  });
  expect(fake.calls('debtor/add')).toHaveLength(1);

  fake.setStatus(fake.invoices.at(-1)!.Identifier, 2);
  const invoices = page.getByRole('region', { name: 'Facturen' });
  await invoices.getByRole('button', { name: /Status van factuur .* vernieuwen/ }).click();
  await expect(invoices).toContainText('Verzonden');
});
