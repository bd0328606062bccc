import fs from 'node:fs';
import path from 'node:path';
import { createHash } from 'node:crypto';
import PizZip from 'pizzip';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { interpolate, messages, permissionsForRole, TEMPLATE_MAX_BYTES } from '@afscheid/shared';
import { systemContext, type ServiceContext } from '../src/lib/context.ts';
import { dossiersRepository } from '../src/modules/dossiers/index.ts';
import { buildDocumentData } from '../src/modules/generatables/index.ts';
import { renderTemplateForDossier, listTemplatesForGeneration } from '../src/modules/templates/index.ts';
import { templatesRepository } from '../src/modules/templates/repository.ts';
import { createTestApp, type TestClient, type TestContext } from './helpers.ts';
import {
  addMember,
  auditEvents,
  createOrganization,
  createUser,
  loginAs,
  loginIn,
  organizationByName,
  userByEmail,
} from './factories.ts';
import { minimalPdf } from './dossier-fixtures.ts';
import { LINDE } from './linde.ts';
import {
  docxOf,
  docxTemplate,
  docxText,
  paragraph,
  splitParagraph,
  tableLoop,
  uploadTemplate,
  zipOf,
} from './docx-fixture.ts';

const text = messages.templates;

let ctx: TestContext;
let lindeId: string;
let adminId: string;
let admin: TestClient;
let owner: TestClient;
let director: TestClient;
let employee: TestClient;

beforeAll(async () => {
  ctx = await createTestApp();
  lindeId = (await organizationByName(ctx, LINDE)).id;
  adminId = (await userByEmail(ctx, 'beheerder@afscheid.test')).id;
  admin = await loginAs(ctx, 'beheerder@afscheid.test');
  owner = await loginIn(ctx, 'eigenaar@afscheid.test', lindeId);
  director = await loginAs(ctx, 'uitvaartverzorger@afscheid.test');
  employee = await loginAs(ctx, 'medewerker@afscheid.test');
});
afterAll(() => ctx.close());

/** Every file under the documents folder, relative to it (temporary uploads included). */
function storedFiles(): string[] {
  const root = ctx.config.documentsDir;
  if (!fs.existsSync(root)) return [];
  return (fs.readdirSync(root, { recursive: true }) as string[])
    .filter((entry) => fs.statSync(path.join(root, entry)).isFile())
    .map((entry) => entry.split(path.sep).join('/'))
    .sort();
}

const sha256 = (content: Buffer) => createHash('sha256').update(content).digest('hex');

/** A template letter to the client about the deceased, with the budget lines in a table. */
const letter = () =>
  docxTemplate(
    [
      splitParagraph([
        'Betreft: {overledene.',
        'voornamen',
        '} {overledene.tussenvoegsel} {overledene.achternaam}',
      ]),
      paragraph('{opdrachtgever.formele_naam}'),
      paragraph('{opdrachtgever.adres}'),
      tableLoop('begroting.regels', ['{omschrijving}', '{aantal}', '{bedrag_incl}']),
      paragraph('Totaal inclusief btw: {begroting.totaal_incl}'),
      paragraph('{#contacten}{naam} ({relatie}){/contacten}'),
    ],
    { header: '{organisatie.naam}' },
  );

const LETTER_FIELDS = [
  'organisatie.naam',
  'overledene.voornamen',
  'overledene.tussenvoegsel',
  'overledene.achternaam',
  'opdrachtgever.formele_naam',
  'opdrachtgever.adres',
  'begroting.regels',
  'begroting.totaal_incl',
  'contacten',
];

/** A valid DOCX of exactly `size` bytes: the letter with a stored (uncompressed) padding part. */
function docxOfSize(size: number): Buffer {
  const build = (padding: number) => {
    const zip = new PizZip(docxOf('{overledene.achternaam}'));
    zip.file('word/media/padding.bin', Buffer.alloc(padding, 0x61), { compression: 'STORE' });
    return zip.generate({ type: 'nodebuffer', compression: 'STORE' });
  };
  const overhead = build(0).length;
  const bytes = build(size - overhead);
  expect(bytes.length).toBe(size);
  return bytes;
}

async function uploadLetter(client: TestClient = admin, name?: string) {
  const res = await uploadTemplate(
    client,
    { name: 'Brief aan de familie.docx', content: letter() },
    name ? { name } : {},
  );
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: string; name: string; download_url: string; fields: string[] };
}

async function lindeContext(): Promise<ServiceContext> {
  return systemContext(ctx.app.deps, {
    userId: adminId,
    organizationId: lindeId,
    organizationType: 'funeral_company',
    role: 'admin',
    permissions: permissionsForRole('admin', 'funeral_company'),
    isSuper: false,
  });
}

/** The demo cremation of Hendrika Johanna de Boer, with a budget. */
async function demoDossier() {
  const row = await ctx.app.deps.db
    .selectFrom('dossiers')
    .select('id')
    .where('organization_id', '=', lindeId)
    .where('deceased_last_name', '=', 'Boer')
    .where('deceased_first_names', '=', 'Hendrika Johanna')
    .executeTakeFirstOrThrow();
  return (await dossiersRepository.findById(ctx.app.deps.db, lindeId, row.id))!;
}

describe('uploading a template', () => {
  it('stores a DOCX with the merge tags it uses, lists it and gives it back for download', async () => {
    const content = letter();
    const res = await uploadTemplate(
      admin,
      { name: 'Brief aan de familie.docx', content },
      { name: '  Brief familie  ' },
    );
    expect(res.statusCode, res.body).toBe(201);
    const data = res.json().data;
    expect(data).toEqual({
      id: expect.any(String),
      name: 'Brief familie',
      file_name: 'Brief aan de familie.docx',
      size: content.length,
      fields: LETTER_FIELDS,
      generatable_key: `template-${data.id}`,
      created_by: { id: adminId, name: 'Bas Beheerder' },
      created_at: expect.any(String),
      download_url: `/api/templates/${data.id}/download`,
    });
    expect(storedFiles()).toContain(`${lindeId}/${data.id}`);

    const row = await templatesRepository.findById(ctx.app.deps.db, lindeId, data.id);
    expect(row?.sha256).toBe(sha256(content));
    const uploaded = (await auditEvents(ctx, 'uploaded')).find((event) => event.entity_id === data.id);
    expect(uploaded).toMatchObject({ entity: 'template', organization_id: lindeId, user_id: adminId });
    expect(JSON.parse(uploaded!.changes ?? '{}')).toMatchObject({
      name: 'Brief familie',
      fields: LETTER_FIELDS,
    });

    const list = await employee.get('/api/templates');
    expect(list.statusCode).toBe(200);
    expect(list.json().data.map((item: { id: string }) => item.id)).toContain(data.id);

    const download = await employee.get(data.download_url);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="Brief aan de familie.docx"; filename*=UTF-8''Brief%20aan%20de%20familie.docx`,
    );
    expect(download.rawPayload.equals(content)).toBe(true);
  });

  it('names a template after its file without .docx when no name is given, and ends every file name in .docx', async () => {
    const plain = await uploadTemplate(owner, {
      name: 'Bedankbrief.docx',
      content: docxOf('{overledene.naam}'),
    });
    expect(plain.statusCode, plain.body).toBe(201);
    expect(plain.json().data).toMatchObject({
      name: 'Bedankbrief',
      file_name: 'Bedankbrief.docx',
      fields: ['overledene.naam'],
    });
    const renamed = await uploadTemplate(owner, { name: 'kaart.bin', content: docxOf('{dossier.nummer}') });
    expect(renamed.json().data).toMatchObject({ name: 'kaart', file_name: 'kaart.docx' });
  });

  it('lists the templates by name', async () => {
    await uploadTemplate(admin, { name: 'Aankondiging.docx', content: docxOf('{overledene.naam}') });
    const names = (await admin.get('/api/templates')).json().data.map((item: { name: string }) => item.name);
    expect(names).toEqual(
      [...names].sort((a: string, b: string) => a.localeCompare(b, 'nl', { sensitivity: 'base' })),
    );
    expect(names[0]).toBe('Aankondiging');
  });

  it('stores exactly 5 MB and refuses 5 MB + 1 byte with a Dutch 413, leaving no file', async () => {
    const fits = await uploadTemplate(admin, { name: 'groot.docx', content: docxOfSize(TEMPLATE_MAX_BYTES) });
    expect(fits.statusCode, fits.body).toBe(201);
    expect(fits.json().data.size).toBe(TEMPLATE_MAX_BYTES);

    const before = storedFiles();
    const count = (await admin.get('/api/templates')).json().data.length;
    const res = await uploadTemplate(admin, {
      name: 'te-groot.docx',
      content: docxOfSize(TEMPLATE_MAX_BYTES + 1),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe(interpolate(text.fileTooLarge, { size: '5 MB' }));
    expect(storedFiles()).toEqual(before);
    expect((await admin.get('/api/templates')).json().data).toHaveLength(count);
  });

  it('refuses what is not a DOCX by its content with 422 on the file: a PDF, a text file, an XLSX, a bare ZIP', async () => {
    const before = storedFiles();
    const count = (await admin.get('/api/templates')).json().data.length;
    const xlsx = zipOf({
      '[Content_Types].xml':
        '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/></Types>',
      'xl/workbook.xml': '<workbook/>',
    });
    // A package with a word folder but without the WordprocessingML main document type.
    const fakeWord = zipOf({
      '[Content_Types].xml':
        '<?xml version="1.0"?><Types><Default Extension="xml" ContentType="application/xml"/></Types>',
      'word/document.xml': '<w:document/>',
    });
    const cases: [string, Buffer][] = [
      ['brief.docx', minimalPdf()],
      ['notities.docx', Buffer.from('Dit is gewoon tekst met {overledene.voornamen}.')],
      ['begroting.docx', xlsx],
      ['archief.docx', zipOf({ 'readme.txt': 'geen Office-bestand' })],
      ['nep.docx', fakeWord],
      ['leeg.docx', Buffer.alloc(0)],
    ];
    for (const [name, content] of cases) {
      const res = await uploadTemplate(admin, { name, content });
      expect(res.statusCode, name).toBe(422);
      expect(res.json(), name).toEqual({ message: text.notDocx, errors: { file: [text.notDocx] } });
    }
    expect(text.notDocx).toBe('Dit bestand is geen Word-document (.docx).');
    expect(storedFiles()).toEqual(before);
    expect((await admin.get('/api/templates')).json().data).toHaveLength(count);
  });

  it('refuses an unknown merge field and a broken tag with 422 naming the tag, storing nothing', async () => {
    const before = storedFiles();
    const count = (await admin.get('/api/templates')).json().data.length;

    const unknown = await uploadTemplate(admin, {
      name: 'schoenen.docx',
      content: docxOf('Beste {opdrachtgever.naam},', 'Maat: {overledene.schoenmaat}'),
    });
    expect(unknown.statusCode).toBe(422);
    const unknownMessage =
      'De samenvoegcode ‘{overledene.schoenmaat}’ bestaat niet. Kies een code uit de lijst.';
    expect(unknown.json()).toEqual({ message: unknownMessage, errors: { file: [unknownMessage] } });

    const broken = await uploadTemplate(admin, {
      name: 'kapot.docx',
      content: docxTemplate([splitParagraph(['Beste {overledene.', 'voornamen', ' en verder'])]),
    });
    expect(broken.statusCode).toBe(422);
    expect(broken.json().message).toBe('De samenvoegcode ‘{overledene.voornamen’ is niet afgesloten.');
    expect(broken.json().errors.file).toEqual([
      'De samenvoegcode ‘{overledene.voornamen’ is niet afgesloten.',
    ]);

    const unclosedLoop = await uploadTemplate(admin, {
      name: 'lus.docx',
      content: docxOf('{#begroting.regels}{omschrijving}'),
    });
    expect(unclosedLoop.statusCode).toBe(422);
    expect(unclosedLoop.json().message).toBe(
      interpolate(text.unclosedLoop, { open: '{#begroting.regels}', close: '{/begroting.regels}' }),
    );

    // Every problem of the template is listed on the file, the first one leads.
    const several = await uploadTemplate(admin, {
      name: 'meerdere.docx',
      content: docxOf('{overledene.hobby}', '{#contacten}{polisnummer}{/contacten}'),
    });
    expect(several.json().errors.file).toEqual([
      interpolate(text.unknownField, { tag: '{overledene.hobby}' }),
      interpolate(text.unknownField, { tag: '{polisnummer}' }),
    ]);

    expect(storedFiles()).toEqual(before);
    expect((await admin.get('/api/templates')).json().data).toHaveLength(count);
  });

  it('refuses a name over 200 characters and a request without a file with 422', async () => {
    const long = await uploadTemplate(
      admin,
      { name: 'a.docx', content: docxOf('x') },
      { name: 'n'.repeat(201) },
    );
    expect(long.statusCode).toBe(422);
    expect(long.json().errors).toEqual({ name: [text.nameTooLong] });
    const noFile = await admin.post('/api/templates', {});
    expect(noFile.statusCode).toBe(422);
    expect(noFile.json().errors).toEqual({ file: [messages.work.documents.fileRequired] });
    const otherField = await uploadTemplate(admin, { name: 'a.docx', content: docxOf('x') }, {}, 'bijlage');
    expect(otherField.statusCode).toBe(422);
  });

  it('removes the stored file again when the database refuses the record', async () => {
    const before = storedFiles();
    const spy = vi.spyOn(templatesRepository, 'insert').mockRejectedValueOnce(new Error('database weg'));
    try {
      const res = await uploadTemplate(admin, { name: 'a.docx', content: docxOf('{overledene.naam}') });
      expect(res.statusCode).toBe(500);
    } finally {
      spy.mockRestore();
    }
    expect(storedFiles()).toEqual(before);
  });
});

describe('who may do what', () => {
  it('lets an employee and a funeral director list and download, but not upload or delete (403)', async () => {
    const template = await uploadLetter();
    for (const client of [employee, director]) {
      expect((await client.get('/api/templates')).statusCode).toBe(200);
      expect((await client.get(template.download_url)).statusCode).toBe(200);
      const upload = await uploadTemplate(client, { name: 'a.docx', content: docxOf('{overledene.naam}') });
      expect(upload.statusCode).toBe(403);
      expect((await client.delete(`/api/templates/${template.id}`)).statusCode).toBe(403);
    }
  });

  it('keeps another organisation out: its own list is empty, our template is 404 to download and delete', async () => {
    const other = await createOrganization(ctx, 'Uitvaartcentrum Het Anker');
    const stranger = await createUser(ctx, 'eigenaar@hetanker.test', 'Anna Anker');
    await addMember(ctx, other.id, stranger.id, 'owner');
    const client = await loginAs(ctx, stranger.email);
    const template = await uploadLetter();

    expect((await client.get('/api/templates')).json()).toEqual({ data: [] });
    const download = await client.get(template.download_url);
    expect(download.statusCode).toBe(404);
    expect((await client.delete(`/api/templates/${template.id}`)).statusCode).toBe(404);
    expect((await admin.get(template.download_url)).statusCode).toBe(200);

    // Theirs is theirs: our admin cannot reach it either.
    const theirs = await uploadTemplate(client, {
      name: 'Anker.docx',
      content: docxOf('{organisatie.naam}'),
    });
    expect(theirs.statusCode).toBe(201);
    expect((await admin.get(theirs.json().data.download_url)).statusCode).toBe(404);
    expect((await admin.delete(`/api/templates/${theirs.json().data.id}`)).statusCode).toBe(404);
    expect(
      (await admin.get('/api/templates')).json().data.map((item: { id: string }) => item.id),
    ).not.toContain(theirs.json().data.id);
  });

  it('gives a crematorium no templates: 403 on the list and the upload, 404 on one by id', async () => {
    const template = await uploadLetter();
    const rozenveld = await organizationByName(ctx, 'Crematorium Het Rozenveld');
    const crematoriumOwner = await loginIn(ctx, 'eigenaar@afscheid.test', rozenveld.id);
    expect((await crematoriumOwner.get('/api/templates')).statusCode).toBe(403);
    const upload = await uploadTemplate(crematoriumOwner, {
      name: 'a.docx',
      content: docxOf('{overledene.naam}'),
    });
    expect(upload.statusCode).toBe(403);
    expect((await crematoriumOwner.get(template.download_url)).statusCode).toBe(404);
    expect((await crematoriumOwner.delete(`/api/templates/${template.id}`)).statusCode).toBe(404);
    const staff = await loginAs(ctx, 'crematorium@afscheid.test');
    expect((await staff.get('/api/templates')).statusCode).toBe(403);
  });
});

describe('deleting a template', () => {
  it('deletes softly with 204 and an audit event; it is gone from the list, its download and a second delete are 404', async () => {
    const template = await uploadLetter(owner);
    const res = await admin.delete(`/api/templates/${template.id}`);
    expect(res.statusCode).toBe(204);
    expect(
      (await admin.get('/api/templates')).json().data.map((item: { id: string }) => item.id),
    ).not.toContain(template.id);
    expect((await admin.get(template.download_url)).statusCode).toBe(404);
    expect((await admin.delete(`/api/templates/${template.id}`)).statusCode).toBe(404);

    const row = await ctx.app.deps.db
      .selectFrom('document_templates')
      .selectAll()
      .where('id', '=', template.id)
      .executeTakeFirstOrThrow();
    expect(row.deleted_at).not.toBeNull();
    expect(row.deleted_by).toBe(adminId);
    const deleted = (await auditEvents(ctx, 'deleted')).filter((event) => event.entity_id === template.id);
    expect(deleted).toHaveLength(1);
    expect(deleted[0]).toMatchObject({ entity: 'template', user_id: adminId });
    expect((await listTemplatesForGeneration(ctx.app.deps.db, lindeId)).map((item) => item.id)).not.toContain(
      template.id,
    );
  });
});

describe('filling a template for a dossier', () => {
  it('renders the demo dossier into a DOCX that reads back with the names, the address, the total and the budget lines', async () => {
    const template = await uploadLetter(admin, 'Brief aan de familie');
    const service = await lindeContext();
    const dossier = await demoDossier();
    const data = await buildDocumentData(service, dossier);
    expect(data.budget.lines.length).toBeGreaterThan(1);

    const listed = (await listTemplatesForGeneration(ctx.app.deps.db, lindeId)).find(
      (item) => item.id === template.id,
    );
    expect(listed).toEqual({
      id: template.id,
      name: 'Brief aan de familie',
      fileName: 'Brief aan de familie.docx',
      fields: LETTER_FIELDS,
    });

    const rendered = await renderTemplateForDossier(service, lindeId, template.id, data);
    expect(rendered).not.toBeNull();
    expect(rendered!.templateName).toBe('Brief aan de familie');
    expect(rendered!.fileName).toBe(`Brief aan de familie ${dossier.number} Boer.docx`);

    const result = await docxText(rendered!.bytes);
    expect(result).toContain('Betreft: Hendrika Johanna de Boer');
    expect(result).toContain('De heer M. de Boer');
    expect(result).toContain('Amsterdamsestraatweg 112, 3513 AH Utrecht');
    expect(data.budget.totals.incl.text).toMatch(/^€ \d{1,3}(\.\d{3})*,\d{2}$/);
    expect(result).toContain(`Totaal inclusief btw: ${data.budget.totals.incl.text}`);
    for (const line of data.budget.lines) {
      expect(result).toContain(line.description);
      expect(result).toContain(line.amountIncl.text);
    }
    expect(result).toContain('Ingrid Smit (Dochter)');
    expect(result).not.toMatch(/undefined|null|\{|\}/);
    // The header carries the organisation.
    const header = new PizZip(rendered!.bytes).file('word/header1.xml')!.asText();
    expect(header).toContain('Uitvaartzorg De Linde');
  });

  it('gives null for a deleted template and for another organisation', async () => {
    const template = await uploadLetter();
    const service = await lindeContext();
    const data = await buildDocumentData(service, await demoDossier());
    expect(
      await renderTemplateForDossier(service, '00000000-0000-7000-8000-000000000000', template.id, data),
    ).toBeNull();
    await admin.delete(`/api/templates/${template.id}`);
    expect(await renderTemplateForDossier(service, lindeId, template.id, data)).toBeNull();
  });

  it('generates a document from a template through POST /api/dossiers/{id}/generatables/template-<id>', async () => {
    const template = await uploadLetter(admin, 'Brief aan de familie');
    const dossier = await demoDossier();
    const res = await director.post(`/api/dossiers/${dossier.id}/generatables/template-${template.id}`, {});
    expect(res.statusCode, res.body).toBe(201);
    const document = res.json().data;
    expect(document.file_name).toBe(`Brief aan de familie ${dossier.number} Boer.docx`);
    expect(document.generatable).toMatchObject({
      key: `template-${template.id}`,
      name: 'Brief aan de familie',
    });

    const download = await director.get(document.download_url);
    expect(download.statusCode).toBe(200);
    const result = await docxText(download.rawPayload);
    expect(result).toContain('Betreft: Hendrika Johanna de Boer');
    expect(result).toContain('Amsterdamsestraatweg 112, 3513 AH Utrecht');

    const listed = (await director.get(`/api/dossiers/${dossier.id}/generatables`)).json().data;
    const entry = listed.find((item: { key: string }) => item.key === `template-${template.id}`);
    expect(entry).toMatchObject({ kind: 'template', format: 'docx', template_id: template.id, missing: [] });
    expect(entry.last_generated).toMatchObject({ document_id: document.id, up_to_date: true });
  });
});
