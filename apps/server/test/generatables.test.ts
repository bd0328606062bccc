/**
 * Generated documents (issue 16): GET /api/generatables, GET /api/dossiers/{id}/generatables and
 * POST /api/dossiers/{id}/generatables/{key}. Every PDF is read back with a real PDF parser (unpdf, pdf.js text
 * extraction): names, Dutch dates, amounts and VAT rows exactly as the budget overview answers them; what a
 * dossier lacks; a burial's 409; generating twice; a changed section; tenancy and permissions; the download.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { extractText, getDocumentProxy } from 'unpdf';
import {
  ashReleaseDate,
  formatDate,
  formatMoney,
  GENERATABLE_KEYS,
  messages,
  type GeneratableMissing,
} from '@afscheid/shared';
import { documentsRepository } from '../src/modules/documents/index.ts';
import { iso } from '../src/lib/clock.ts';
import { newId } from '../src/lib/ids.ts';
import { createTestApp, type TestClient, type TestContext } from './helpers.ts';
import {
  addMember,
  auditEvents,
  createDossierViaApi,
  createOrganization,
  createUser,
  loginAs,
  newRow,
  saveSectionViaApi,
} from './factories.ts';
import { lindeStaff } from './linde.ts';
import { activate, setDossierStatus } from './dossier-fixtures.ts';

const g = messages.generatables;
const PDF = 'application/pdf';

let ctx: TestContext;
let orgId: string;
let director: TestClient;
let viewer: TestClient;

beforeAll(async () => {
  ctx = await createTestApp();
  ({ orgId, director, viewer } = await lindeStaff(ctx));
});
afterAll(() => ctx.close());

type WireGeneratable = {
  key: string;
  kind: string;
  name: string;
  description: string;
  format: string;
  template_id: string | null;
  applicable: boolean;
  not_applicable_reason: string | null;
  missing: GeneratableMissing[];
  last_generated: { document_id: string; file_name: string; created_at: string; up_to_date: boolean } | null;
};

type WireTotals = {
  excl: number;
  vat: { rate: string; base: number; amount: number }[];
  incl: number;
  covered: number;
  to_pay: number;
};

const generatablesUrl = (dossierId: string) => `/api/dossiers/${dossierId}/generatables`;

async function dossierGeneratables(dossierId: string, client = director): Promise<WireGeneratable[]> {
  const res = await client.get(generatablesUrl(dossierId));
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

const entry = (list: WireGeneratable[], key: string) => list.find((item) => item.key === key)!;

async function generate(dossierId: string, key: string, client = director) {
  const res = await client.post(`${generatablesUrl(dossierId)}/${key}`, {});
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as {
    id: string;
    file_name: string;
    mime_type: string;
    document_type: string;
    download_url: string;
    created_at: string;
    generatable: { key: string; name: string; data_fingerprint: string } | null;
  };
}

/** The text of each page of a downloaded PDF (the download must be a PDF). */
async function pdfPages(downloadUrl: string): Promise<string[]> {
  const res = await director.get(downloadUrl);
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toContain(PDF);
  expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const pdf = await getDocumentProxy(new Uint8Array(res.rawPayload));
  const { text } = await extractText(pdf, { mergePages: false });
  return text as string[];
}

/** Without white space: text a narrow cell wraps over lines reads as one. */
const squash = (text: string) => text.replace(/\s+/g, '');

async function generatedText(dossierId: string, key: string): Promise<string> {
  const document = await generate(dossierId, key);
  return (await pdfPages(document.download_url)).join('\n');
}

/** Every file under the documents folder (temporary ones included). */
function storedFiles(): string[] {
  const root = ctx.config.documentsDir;
  if (!fs.existsSync(root)) return [];
  return (fs.readdirSync(root, { recursive: true }) as string[])
    .filter((item) => fs.statSync(path.join(root, item)).isFile())
    .sort();
}

/** A place of De Linde and a reservation of it for the dossier (Amsterdam 10:00–11:00 on 25 November). */
async function reserve(dossierId: string, title: string, status: 'confirmed' | 'cancelled' = 'confirmed') {
  const place = { ...newRow(ctx), organization_id: orgId, name: 'Aula De Linde', kind: 'aula' as const };
  await ctx.app.deps.db
    .insertInto('places')
    .values({
      ...place,
      location_name: null,
      color: '#2f6f4e',
      preparation_minutes: 0,
      cleanup_minutes: 0,
      active: 1,
      sort_name: `aula ${place.id}`,
    })
    .execute();
  const start = Date.parse('2026-11-25T09:00:00.000Z');
  const end = Date.parse('2026-11-25T10:00:00.000Z');
  await ctx.app.deps.db
    .insertInto('reservations')
    .values({
      ...newRow(ctx),
      organization_id: orgId,
      place_id: place.id,
      dossier_id: dossierId,
      kind: 'wake',
      title,
      notes: null,
      status,
      starts_at: new Date(start).toISOString(),
      ends_at: new Date(end).toISOString(),
      busy_from_min: start / 60_000,
      busy_until_min: end / 60_000,
    })
    .execute();
}

const CLIENT = {
  person: {
    salutation: 'mr',
    first_names: 'Marcel',
    initials: 'M.',
    name_prefix: 'de',
    last_name: 'Groot',
    phone: '06 41 23 88 10',
    address: { street: 'Biltstraat', house_number: '12', postcode: '3572 BH', city: 'Utrecht' },
  },
  relation: 'Zoon',
};

const DECEASED = {
  person: {
    first_names: 'Johanna Maria',
    name_prefix: 'van der',
    last_name: 'Berg',
    birth_date: '1941-03-12',
    birth_place: 'Zeist',
    bsn: '111222333',
  },
  died_on: '2026-11-20',
  died_at_time: '09:30',
  death_municipality: 'Utrecht',
  implants: { pacemaker: false },
};

async function fill(dossierId: string, key: string, data: Record<string, unknown>) {
  const res = await saveSectionViaApi(director, dossierId, key, data);
  expect(res.statusCode, res.body).toBe(200);
}

async function addLine(dossierId: string, body: Record<string, unknown>) {
  const res = await director.post(`/api/dossiers/${dossierId}/budget-lines`, body);
  expect(res.statusCode, res.body).toBe(201);
}

/** A cremation dossier with client, insurance and a budget over 21 %, 9 % and 0 % with a discount. */
async function dossierWithBudget() {
  const dossier = await createDossierViaApi(director);
  await fill(dossier.id, 'deceased', DECEASED);
  await fill(dossier.id, 'client', CLIENT);
  await fill(dossier.id, 'insurances', {
    policies: [{ insurer: 'dela', policy_number: 'DELA-123456', kind: 'natura', insured_amount: 250_000 }],
  });
  await addLine(dossier.id, {
    description: 'Verzorging overledene',
    quantity: 2.5,
    unit: 'uur',
    unit_price: 6_550,
    vat_rate: '21',
    discount: 12.5,
  });
  await addLine(dossier.id, { description: 'Rouwauto', quantity: 1, unit_price: 42_500, vat_rate: '21' });
  await addLine(dossier.id, { description: 'Koffietafel', quantity: 45, unit_price: 750, vat_rate: '9' });
  await addLine(dossier.id, {
    description: 'Grafrechten buitenland',
    quantity: 1,
    unit_price: 30_000,
    vat_rate: '0',
  });
  await addLine(dossier.id, {
    description: 'Crematie',
    quantity: 1,
    unit_price: 109_500,
    vat_rate: 'exempt',
    insurance_policy: 'DELA-123456',
    insurance_covered: 100_000,
  });
  const budget = await director.get(`/api/dossiers/${dossier.id}/budget`);
  expect(budget.statusCode).toBe(200);
  return { dossier, totals: budget.json().data.totals as WireTotals };
}

/** The totals rows of the overview as a generated document prints them (label and amount). */
function expectTotals(text: string, totals: WireTotals) {
  const flat = squash(text);
  const rows = g.pdf.vatRows as Record<string, string>;
  expect(flat).toContain(squash(`${g.pdf.totals.excl}${formatMoney(totals.excl)}`));
  for (const row of totals.vat) {
    if (row.rate === 'exempt' || row.rate === 'disbursement') {
      expect(flat).toContain(squash(`${rows[row.rate]}${formatMoney(row.base)}`));
    } else {
      expect(flat).toContain(
        squash(`${rows[row.rate]} over ${formatMoney(row.base)}${formatMoney(row.amount)}`),
      );
    }
  }
  expect(flat).toContain(squash(`${g.pdf.totals.incl}${formatMoney(totals.incl)}`));
  expect(flat).toContain(squash(`${g.pdf.totals.covered}${formatMoney(totals.covered)}`));
  expect(flat).toContain(squash(`${g.pdf.totals.toPay}${formatMoney(totals.to_pay)}`));
}

describe('the generatables', () => {
  it('lists the six built-ins with their Dutch names, then the organisation templates', async () => {
    const now = iso(ctx.clock.now());
    const templateId = newId();
    await ctx.app.deps.db
      .insertInto('document_templates')
      .values({
        id: templateId,
        organization_id: orgId,
        name: 'Brief aan de familie',
        description: null,
        file_name: 'brief.docx',
        size: 100,
        sha256: 'x'.repeat(64),
        storage_key: `${orgId}/templates/${templateId}`,
        fields: '[]',
        version: 1,
        created_by: null,
        created_at: now,
        updated_at: now,
        deleted_at: null,
        deleted_by: null,
      })
      .execute();
    const res = await director.get('/api/generatables');
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json().data as WireGeneratable[];
    expect(list.slice(0, 6).map((item) => [item.key, item.name, item.kind, item.format])).toEqual(
      GENERATABLE_KEYS.map((key) => [key, g.builtIns[key].name, 'builtin', 'pdf']),
    );
    expect(list.slice(0, 6).map((item) => item.name)).toEqual([
      'Opdrachtbevestiging',
      'Begroting',
      'Crematieaanvraag',
      'Asbestemmingsformulier',
      'Dagplanning',
      'Condoleanceregister',
    ]);
    for (const item of list.slice(0, 6)) {
      expect(item.description.length).toBeGreaterThan(10);
      expect(item.template_id).toBeNull();
    }
    expect(list.slice(6)).toContainEqual(
      expect.objectContaining({
        key: `template-${templateId}`,
        kind: 'template',
        name: 'Brief aan de familie',
        format: 'docx',
        template_id: templateId,
      }),
    );
    await ctx.app.deps.db.deleteFrom('document_templates').where('id', '=', templateId).execute();
  });

  it('is refused for a crematorium, which has no documents', async () => {
    const crematorium = await loginAs(ctx, 'crematorium@afscheid.test');
    const res = await crematorium.get('/api/generatables');
    expect(res.statusCode).toBe(403);
    expect(res.json()).not.toHaveProperty('data');
  });
});

describe('the order confirmation and the budget', () => {
  it('print the deceased, the client and exactly the totals of the budget overview, VAT per rate', async () => {
    const { dossier, totals } = await dossierWithBudget();
    expect(totals.vat.map((row) => row.rate)).toEqual(['21', '9', '0', 'exempt']);
    expect(totals.covered).toBe(100_000);

    const document = await generate(dossier.id, 'order-confirmation');
    expect(document).toMatchObject({
      mime_type: PDF,
      document_type: 'other',
      generatable: { key: 'order-confirmation', name: 'Opdrachtbevestiging' },
    });
    expect(document.generatable!.data_fingerprint).toMatch(/^[0-9a-f]{64}$/);
    expect(document.file_name).toBe(`Opdrachtbevestiging ${dossier.number} Berg.pdf`);
    const pages = await pdfPages(document.download_url);
    const text = pages.join('\n');
    expect(pages.at(-1)).toContain(`Pagina ${pages.length} van ${pages.length}`);
    expect(text).toContain('Uitvaartzorg De Linde');
    expect(text).toContain('Opdrachtbevestiging');
    expect(text).toContain('Opgemaakt op 21 november 2026');
    expect(text).toContain('Johanna Maria van der Berg');
    expect(text).toContain('12 maart 1941');
    expect(text).toContain('De heer M. de Groot');
    expect(squash(text)).toContain(squash('Biltstraat 12'));
    // Each line's amount: 2,5 × € 65,50 − 12,5 % = € 143,28 (half away from zero).
    expect(squash(text)).toContain(squash('€ 143,28'));
    expect(squash(text)).toContain(squash('€ 425,00'));
    expectTotals(text, totals);
    expect(squash(text)).toContain(squash('DELA-123456'));
    expect(text).toContain('Handtekening');
    expect(text).toContain(g.pdf.signature.client);

    const budget = await generate(dossier.id, 'budget');
    const budgetText = (await pdfPages(budget.download_url)).join('\n');
    expect(budgetText).toContain('Begroting');
    expect(squash(budgetText)).toContain(squash('12,5 %'));
    expectTotals(budgetText, totals);
  });

  it('breaks a long budget over pages with the table header repeated', async () => {
    const dossier = await createDossierViaApi(director);
    for (let index = 1; index <= 70; index++) {
      await addLine(dossier.id, {
        description: `Regel ${index}`,
        quantity: 1,
        unit_price: 1_000,
        vat_rate: '21',
      });
    }
    const pages = await pdfPages((await generate(dossier.id, 'budget')).download_url);
    expect(pages.length).toBeGreaterThan(2);
    for (const page of pages.slice(0, 2)) expect(page).toContain(g.pdf.budgetColumns.description);
    expect(pages.join('\n')).toContain('Regel 70');
    expect(pages[0]).toContain(`Pagina 1 van ${pages.length}`);
  });
});

describe('what a dossier lacks, and where a document does not apply', () => {
  it('names the missing client address, and no longer once it is filled in', async () => {
    const dossier = await createDossierViaApi(director);
    await fill(dossier.id, 'client', { person: { first_names: 'Els', last_name: 'Peters' } });
    const before = entry(await dossierGeneratables(dossier.id), 'order-confirmation');
    expect(before.applicable).toBe(true);
    expect(before.missing).toContainEqual({
      source: 'client',
      message: 'Het adres van de opdrachtgever ontbreekt.',
    });
    expect(before.missing).toContainEqual({ source: 'budget', message: g.missing.budgetEmpty });
    await fill(dossier.id, 'client', {
      person: { address: { street: 'Lindelaan', house_number: '3', postcode: '3572 AB', city: 'Utrecht' } },
    });
    const after = entry(await dossierGeneratables(dossier.id), 'order-confirmation');
    expect(after.missing.map((item) => item.message)).not.toContain(
      'Het adres van de opdrachtgever ontbreekt.',
    );
    // A document can still be made while something is missing.
    await generate(dossier.id, 'order-confirmation');
  });

  it('does not make a crematieaanvraag or asbestemmingsformulier for a burial (409 with the reason)', async () => {
    const dossier = await createDossierViaApi(director, { type: 'burial' });
    const list = await dossierGeneratables(dossier.id);
    for (const key of ['cremation-request', 'ash-destination-form']) {
      expect(entry(list, key)).toMatchObject({
        applicable: false,
        not_applicable_reason: g.notApplicable.cremationOnly,
        missing: [],
      });
      const res = await director.post(`${generatablesUrl(dossier.id)}/${key}`, {});
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toContain(g.notApplicable.cremationOnly);
    }
    expect(entry(list, 'order-confirmation').applicable).toBe(true);
    const documents = await director.get(`/api/dossiers/${dossier.id}/documents`);
    expect(documents.json().data).toEqual([]);
  });
});

describe('generating', () => {
  it('makes a new document each time, remembers the newest, and sees a section change', async () => {
    const dossier = await createDossierViaApi(director);
    await fill(dossier.id, 'client', CLIENT);
    expect(entry(await dossierGeneratables(dossier.id), 'budget').last_generated).toBeNull();
    const first = await generate(dossier.id, 'budget');
    ctx.clock.advance(60);
    const second = await generate(dossier.id, 'budget');
    expect(second.id).not.toBe(first.id);
    expect(second.generatable!.data_fingerprint).toBe(first.generatable!.data_fingerprint);

    const documents = (await director.get(`/api/dossiers/${dossier.id}/documents`)).json().data as {
      id: string;
      generatable: { key: string; name: string } | null;
    }[];
    expect(documents.map((item) => item.id)).toEqual([second.id, first.id]);
    for (const item of documents)
      expect(item.generatable).toMatchObject({ key: 'budget', name: 'Begroting' });

    const listed = entry(await dossierGeneratables(dossier.id), 'budget');
    expect(listed.last_generated).toEqual({
      document_id: second.id,
      file_name: second.file_name,
      created_at: second.created_at,
      up_to_date: true,
    });
    expect(entry(await dossierGeneratables(dossier.id), 'order-confirmation').last_generated).toBeNull();

    const events = (await auditEvents(ctx, 'generated')).filter((event) => event.entity_id === second.id);
    expect(events).toHaveLength(1);
    expect(JSON.parse(events[0]!.changes as string)).toMatchObject({
      generatable_key: 'budget',
      data_fingerprint: second.generatable!.data_fingerprint,
      file_name: second.file_name,
    });

    await fill(dossier.id, 'client', { relation: 'Dochter' });
    const changed = entry(await dossierGeneratables(dossier.id), 'budget');
    expect(changed.last_generated).toMatchObject({ document_id: second.id, up_to_date: false });
  });

  it("is a 404 for another organisation's dossier, an unknown key or template", async () => {
    const dossier = await createDossierViaApi(director);
    const other = await createOrganization(ctx, 'Uitvaartzorg Overkant');
    const owner = await createUser(ctx, 'eigenaar@overkant.test', 'Otto Overkant');
    await addMember(ctx, other.id, owner.id, 'owner');
    const stranger = await loginAs(ctx, owner.email);
    await activate(stranger, other.id);
    const before = storedFiles();
    for (const res of [
      await stranger.get(generatablesUrl(dossier.id)),
      await stranger.post(`${generatablesUrl(dossier.id)}/budget`, {}),
      await director.post(`${generatablesUrl(dossier.id)}/unknown`, {}),
      await director.post(`${generatablesUrl(dossier.id)}/template-${newId()}`, {}),
      await director.post(`${generatablesUrl(dossier.id)}/template-`, {}),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).not.toHaveProperty('data');
    }
    expect(storedFiles()).toEqual(before);
  });

  it('lets a viewer see the list but not generate (403)', async () => {
    const dossier = await createDossierViaApi(director);
    expect((await viewer.get(generatablesUrl(dossier.id))).statusCode).toBe(200);
    expect((await viewer.get('/api/generatables')).statusCode).toBe(200);
    const res = await viewer.post(`${generatablesUrl(dossier.id)}/budget`, {});
    expect(res.statusCode).toBe(403);
  });

  it('refuses a closed or cancelled dossier like an upload, leaving no file', async () => {
    for (const status of ['closed', 'cancelled'] as const) {
      const dossier = await createDossierViaApi(director);
      await setDossierStatus(ctx, dossier.id, status);
      const before = storedFiles();
      const res = await director.post(`${generatablesUrl(dossier.id)}/budget`, {});
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(messages.dossierApi.readOnly);
      expect(storedFiles()).toEqual(before);
    }
  });

  it('leaves no file behind when the row cannot be stored', async () => {
    const dossier = await createDossierViaApi(director);
    const before = storedFiles();
    const spy = vi.spyOn(documentsRepository, 'insert').mockRejectedValueOnce(new Error('disk full'));
    try {
      const res = await director.post(`${generatablesUrl(dossier.id)}/budget`, {});
      expect(res.statusCode).toBe(500);
    } finally {
      spy.mockRestore();
    }
    expect(storedFiles()).toEqual(before);
    expect((await director.get(`/api/dossiers/${dossier.id}/documents`)).json().data).toEqual([]);
  });
});

describe('the cremation documents', () => {
  it('prints the crematieaanvraag with BSN, dates, client and coffin', async () => {
    const dossier = await createDossierViaApi(director);
    await fill(dossier.id, 'deceased', DECEASED);
    await fill(dossier.id, 'client', CLIENT);
    await fill(dossier.id, 'care', {
      coffin: { model: 'Eiken Klassiek', material: 'solid_wood', length: 190 },
    });
    await fill(dossier.id, 'cremation', {
      crematorium_name: 'Crematorium Het Rozenveld',
      date: '2026-11-26',
      time: '14:30',
    });
    const item = entry(await dossierGeneratables(dossier.id), 'cremation-request');
    expect(item).toMatchObject({ applicable: true, missing: [] });
    const text = await generatedText(dossier.id, 'cremation-request');
    expect(text).toContain('Crematieaanvraag');
    expect(text).toContain('111222333');
    expect(text).toContain('12 maart 1941');
    expect(text).toContain('20 november 2026 09:30');
    expect(text).toContain('26 november 2026 14:30');
    expect(text).toContain('Crematorium Het Rozenveld');
    expect(squash(text)).toContain(squash('Eiken Klassiek, Massief hout, 190 cm'));
    expect(text).toContain('Geen pacemaker of ICD');
    expect(text).toContain('De heer M. de Groot');
  });

  it('prints the asbestemmingsformulier with the release date of the shared rule', async () => {
    const dossier = await createDossierViaApi(director);
    await fill(dossier.id, 'deceased', DECEASED);
    await fill(dossier.id, 'client', CLIENT);
    const list = await dossierGeneratables(dossier.id);
    expect(entry(list, 'ash-destination-form').missing).toContainEqual({
      source: 'ash-destination',
      message: g.missing.ashDestination,
    });
    await fill(dossier.id, 'cremation', {
      crematorium_name: 'Crematorium Het Rozenveld',
      date: '2026-11-26',
      time: '14:30',
    });
    await fill(dossier.id, 'ash-destination', {
      destination: 'scatter_field',
      place: { name: 'Strooiveld Het Rozenveld' },
    });
    const text = await generatedText(dossier.id, 'ash-destination-form');
    const release = formatDate(ashReleaseDate('2026-11-26'));
    expect(release).toBe('27 december 2026');
    expect(text).toContain('Asbestemmingsformulier');
    expect(text).toContain('Verstrooien op een strooiveld');
    expect(text).toContain('Strooiveld Het Rozenveld');
    expect(squash(text)).toContain(squash(`De as kan op zijn vroegst op ${release}`));
    expect(text).toContain('Handtekening');
  });
});

describe('the day planning and the condolence register', () => {
  it('lists every moment of the dossier per day in time order', async () => {
    const dossier = await createDossierViaApi(director);
    // Without its standard tasks a new dossier has nothing planned yet.
    await ctx.app.deps.db.deleteFrom('tasks').where('dossier_id', '=', dossier.id).execute();
    expect(entry(await dossierGeneratables(dossier.id), 'day-planning').missing).toEqual([
      { source: 'planning', message: g.missing.planning },
    ]);
    await fill(dossier.id, 'transfer', {
      transfers: [
        { from_name: 'Ziekenhuis Zeist', to_name: 'Rouwcentrum De Linde', date: '2026-11-21', time: '15:00' },
      ],
    });
    await fill(dossier.id, 'ceremony', {
      held: true,
      kind: 'farewell_service',
      place_name: 'Aula Het Rozenveld',
      date: '2026-11-26',
      start_time: '13:00',
      end_time: '14:00',
    });
    await fill(dossier.id, 'condolence', {
      held: true,
      place_name: 'Koffiekamer',
      date: '2026-11-26',
      start_time: '14:00',
      end_time: '15:00',
    });
    await fill(dossier.id, 'cremation', {
      crematorium_name: 'Crematorium Het Rozenveld',
      date: '2026-11-26',
      time: '15:30',
    });
    const task = await director.post('/api/tasks', {
      title: 'Rouwkaarten versturen',
      dossier_id: dossier.id,
      due_date: '2026-11-23',
    });
    expect(task.statusCode, task.body).toBe(201);

    await reserve(dossier.id, 'Afscheid familie in de aula');
    await reserve(dossier.id, 'Geannuleerd bezoek', 'cancelled');

    const text = await generatedText(dossier.id, 'day-planning');
    expect(text).not.toContain('Geannuleerd bezoek');
    const order = [
      'Zaterdag 21 november 2026',
      'Van Ziekenhuis Zeist naar Rouwcentrum De Linde',
      'Maandag 23 november 2026',
      'Rouwkaarten versturen',
      'Woensdag 25 november 2026',
      '10:00–11:00',
      'Reservering: Opbaring',
      'Afscheid familie in de aula',
      'Aula De Linde',
      'Donderdag 26 november 2026',
      'Afscheidsdienst',
      'Koffiekamer',
      'Crematorium Het Rozenveld',
    ].map((part) => squash(text).indexOf(squash(part)));
    expect(
      order.every((index) => index >= 0),
      JSON.stringify(order),
    ).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(text).toContain('13:00–14:00');
  });

  it('prints a cover page and the condolence addresses for the envelopes', async () => {
    const dossier = await createDossierViaApi(director);
    await fill(dossier.id, 'deceased', DECEASED);
    expect(entry(await dossierGeneratables(dossier.id), 'condolence-addresses').missing).toContainEqual({
      source: 'condolence',
      message: g.missing.condolenceAddresses,
    });
    await fill(dossier.id, 'condolence', {
      held: true,
      place_name: 'Koffiekamer Het Rozenveld',
      date: '2026-11-26',
      start_time: '14:00',
      end_time: '15:00',
      addresses: [
        {
          name: 'Familie Smit',
          address: { street: 'Biltstraat', house_number: '88', postcode: '3572BH', city: 'Utrecht' },
        },
        {
          name: 'Jan de Boer',
          address: {
            street: 'Rue de la Paix',
            house_number: '4',
            postcode: '75002',
            city: 'Parijs',
            country: 'FR',
          },
        },
      ],
    });
    expect(entry(await dossierGeneratables(dossier.id), 'condolence-addresses').missing).toEqual([]);
    const pages = await pdfPages((await generate(dossier.id, 'condolence-addresses')).download_url);
    expect(pages).toHaveLength(2);
    expect(pages[0]).toContain('Johanna Maria van der Berg');
    expect(pages[0]).toContain('12 maart 1941');
    expect(pages[0]).toContain('20 november 2026');
    expect(pages[0]).toContain('Donderdag 26 november 2026');
    expect(pages[0]).toContain('Koffiekamer Het Rozenveld');
    expect(pages[1]).toContain('Familie Smit');
    expect(squash(pages[1]!)).toContain(squash('3572 BH Utrecht'));
    expect(pages[1]).toContain('Frankrijk');
    expect(pages[1]).toContain('Pagina 2 van 2');
  });
});
