import fs from 'node:fs';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DOCUMENT_MAX_BYTES, interpolate, messages } from '@afscheid/shared';
import { documentsRepository } from '../src/modules/documents/repository.ts';
import { createTestApp, type TestClient, type TestContext } from './helpers.ts';
import {
  addMember,
  auditEvents,
  createDossierViaApi,
  createOrganization,
  createUser,
  loginAs,
  PNG_1X1,
  saveSectionViaApi,
  userByEmail,
} from './factories.ts';
import { lindeStaff } from './linde.ts';
import {
  activate,
  compoundFile,
  createDocument,
  createDossier,
  minimalDocx,
  minimalPdf,
  minimalXlsx,
  setDossierStatus,
  zipArchive,
  type DossierFixture,
} from './dossier-fixtures.ts';

const MIME = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  doc: 'application/msword',
  xls: 'application/vnd.ms-excel',
};
const ALLOWED =
  'PDF-document, PNG-afbeelding, JPEG-afbeelding, WebP-afbeelding, GIF-afbeelding, Word-document, Excel-werkmap, Word-document (oud formaat) en Excel-werkmap (oud formaat)';

let ctx: TestContext;
let orgId: string;
let director: TestClient;
let directorId: string;

beforeAll(async () => {
  ctx = await createTestApp();
  ({ orgId, directorId, director } = await lindeStaff(ctx));
});
afterAll(() => ctx.close());

const documentsUrl = (dossier: Pick<DossierFixture, 'id'>) => `/api/dossiers/${dossier.id}/documents`;

function upload(client: TestClient, dossier: DossierFixture, name: string, content: Buffer, type = MIME.pdf) {
  return client.upload(documentsUrl(dossier), 'file', { name, type, content });
}

/** An upload of a PDF as a document type (`?document_type=`). */
function uploadAs(
  client: TestClient,
  dossier: Pick<DossierFixture, 'id'>,
  name: string,
  documentType: string,
) {
  return client.upload(
    `/api/dossiers/${dossier.id}/documents?document_type=${encodeURIComponent(documentType)}`,
    'file',
    {
      name,
      type: MIME.pdf,
      content: minimalPdf(),
    },
  );
}

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

describe('uploading documents', () => {
  it('stores a real PDF under <organization>/<document>, hashes it and serves the same bytes back', async () => {
    const dossier = await createDossier(ctx, orgId);
    const pdf = minimalPdf();
    const before = storedFiles();
    const res = await upload(director, dossier, 'Verlof tot cremeren.pdf', pdf);
    expect(res.statusCode, res.body).toBe(201);
    const document = res.json().data;
    expect(document).toEqual({
      id: expect.any(String),
      file_name: 'Verlof tot cremeren.pdf',
      mime_type: MIME.pdf,
      document_type: 'other',
      size: pdf.length,
      uploaded_by: { id: directorId, name: 'Ursula Verzorger' },
      created_at: ctx.clock.now().toISOString(),
      download_url: `/api/dossiers/${dossier.id}/documents/${document.id}/download`,
      generatable: null,
    });
    expect(storedFiles()).toEqual([...before, `${orgId}/${document.id}`].sort());
    const row = await ctx.app.deps.db
      .selectFrom('documents')
      .selectAll()
      .where('id', '=', document.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      storage_key: `${orgId}/${document.id}`,
      sha256: sha256(pdf),
      size: pdf.length,
    });
    const uploaded = (await auditEvents(ctx, 'uploaded')).find((event) => event.entity_id === document.id);
    expect(uploaded?.entity).toBe('document');

    const viewer = await loginAs(ctx, 'lezer@afscheid.test');
    const download = await viewer.get(document.download_url);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(pdf)).toBe(true);
    expect(download.headers['content-type']).toBe(MIME.pdf);
    expect(download.headers['content-length']).toBe(String(pdf.length));
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="Verlof tot cremeren.pdf"; filename*=UTF-8''Verlof%20tot%20cremeren.pdf`,
    );
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.headers['cache-control']).toBe('private, no-store');
    // A HEAD request shows the headers without reading the file: not audited as a download.
    const head = await viewer.request('HEAD' as 'GET', document.download_url);
    expect(head.statusCode).toBe(200);
    expect(head.rawPayload).toHaveLength(0);
    const downloaded = (await auditEvents(ctx, 'downloaded')).filter((e) => e.entity_id === document.id);
    expect(downloaded).toHaveLength(1);
    expect(downloaded[0]!.user_id).toBe((await userByEmail(ctx, 'lezer@afscheid.test')).id);
  });

  it('recognises DOCX, XLSX, DOC, XLS and images by their content', async () => {
    const dossier = await createDossier(ctx, orgId);
    const cases: [string, Buffer, string][] = [
      ['Opdrachtbevestiging.docx', minimalDocx(), MIME.docx],
      ['Begroting.XLSX', minimalXlsx(), MIME.xlsx],
      ['Toespraak.doc', compoundFile('WordDocument'), MIME.doc],
      ['Adressen.xls', compoundFile('Workbook'), MIME.xls],
      ['Foto.png', PNG_1X1, 'image/png'],
      [
        'Portret.jpeg',
        Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(32)]),
        'image/jpeg',
      ],
      ['Bloemen.gif', Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(32)]), 'image/gif'],
    ];
    for (const [name, content, mime] of cases) {
      ctx.clock.advance(1);
      const res = await upload(director, dossier, name, content, 'application/octet-stream');
      expect(res.statusCode, `${name}: ${res.body}`).toBe(201);
      expect(res.json().data).toMatchObject({ file_name: name, mime_type: mime, size: content.length });
      const download = await director.get(res.json().data.download_url);
      expect(download.rawPayload.equals(content), name).toBe(true);
      expect(download.headers['content-type'], name).toBe(mime);
    }
    const list = await director.get(documentsUrl(dossier));
    expect(list.statusCode).toBe(200);
    expect(list.json().data.map((document: { file_name: string }) => document.file_name)).toEqual(
      cases.map(([name]) => name).reverse(),
    );
  });

  it('cleans the file name: no folders, no control characters, at most 255 characters, an extension added', async () => {
    const dossier = await createDossier(ctx, orgId);
    const tricky = await upload(
      director,
      dossier,
      '..\\..\\map/Überlijdensakte\u0007 (kopie)\u202e.pdf',
      minimalPdf(),
    );
    expect(tricky.statusCode, tricky.body).toBe(201);
    expect(tricky.json().data.file_name).toBe('Überlijdensakte (kopie).pdf');
    const download = await director.get(tricky.json().data.download_url);
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="_berlijdensakte (kopie).pdf"; filename*=UTF-8''%C3%9Cberlijdensakte%20%28kopie%29.pdf`,
    );

    const long = await upload(director, dossier, `${'a'.repeat(300)}.pdf`, minimalPdf());
    expect(long.json().data.file_name).toBe(`${'a'.repeat(251)}.pdf`);

    const bare = await upload(director, dossier, 'scan 12.03.2026', minimalPdf());
    expect(bare.json().data.file_name).toBe('scan 12.03.2026.pdf');
  });

  it('stores exactly 20 MB and refuses 20 MB + 1 byte with a Dutch 413, leaving no file', async () => {
    const dossier = await createDossier(ctx, orgId);
    const header = minimalPdf();
    const fits = Buffer.concat([header, Buffer.alloc(DOCUMENT_MAX_BYTES - header.length, 0x20)]);
    const ok = await upload(director, dossier, 'groot.pdf', fits);
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json().data.size).toBe(DOCUMENT_MAX_BYTES);

    const before = storedFiles();
    const tooBig = Buffer.concat([fits, Buffer.from([0x20])]);
    const res = await upload(director, dossier, 'te-groot.pdf', tooBig);
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe(interpolate(messages.work.documents.fileTooLarge, { size: '20 MB' }));
    expect(storedFiles()).toEqual(before);
    expect((await director.get(documentsUrl(dossier))).json().data).toHaveLength(1);
  });

  it('refuses content that is not allowed or contradicts the name with a Dutch 422 naming the allowed kinds', async () => {
    const dossier = await createDossier(ctx, orgId);
    const before = storedFiles();
    const notAllowed = interpolate(messages.work.documents.typeNotAllowed, { types: ALLOWED });
    const windowsProgram = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(510, 0x90)]);
    const cases: [string, Buffer, string][] = [
      ['factuur.pdf', windowsProgram, notAllowed],
      ['brief.pdf', Buffer.from('Dit is gewoon tekst, geen PDF.'), notAllowed],
      ['archief.docx', zipArchive({ 'readme.txt': 'geen Office-bestand' }), notAllowed],
      ['map.doc', compoundFile('PowerPoint Document'), notAllowed],
      [
        'foto.png',
        minimalPdf(),
        interpolate(messages.work.documents.extensionMismatch, { extension: 'png', types: ALLOWED }),
      ],
      [
        'begroting.xlsx',
        minimalDocx(),
        interpolate(messages.work.documents.extensionMismatch, { extension: 'xlsx', types: ALLOWED }),
      ],
      [
        'programma.exe',
        minimalPdf(),
        interpolate(messages.work.documents.extensionMismatch, { extension: 'exe', types: ALLOWED }),
      ],
      ['leeg.pdf', Buffer.alloc(0), messages.work.documents.fileEmpty],
    ];
    for (const [name, content, message] of cases) {
      const res = await upload(director, dossier, name, content);
      expect(res.statusCode, name).toBe(422);
      expect(res.json(), name).toEqual({ message, errors: { file: [message] } });
    }
    expect(notAllowed).toContain('Toegestaan zijn: PDF-document, PNG-afbeelding');
    expect(storedFiles()).toEqual(before);
    expect((await director.get(documentsUrl(dossier))).json().data).toEqual([]);
  });

  it('refuses a request without a file, or with the file under another field, with 422', async () => {
    const dossier = await createDossier(ctx, orgId);
    const required = { file: [messages.work.documents.fileRequired] };
    const json = await director.post(documentsUrl(dossier), {});
    expect(json.statusCode).toBe(422);
    expect(json.json().errors).toEqual(required);
    const otherField = await director.upload(documentsUrl(dossier), 'bijlage', {
      name: 'a.pdf',
      type: MIME.pdf,
      content: minimalPdf(),
    });
    expect(otherField.statusCode).toBe(422);
    expect(otherField.json().errors).toEqual(required);
  });

  it('removes the stored file again when the database refuses the record', async () => {
    const dossier = await createDossier(ctx, orgId);
    const before = storedFiles();
    const spy = vi.spyOn(documentsRepository, 'insert').mockRejectedValueOnce(new Error('database weg'));
    try {
      const res = await upload(director, dossier, 'akte.pdf', minimalPdf());
      expect(res.statusCode).toBe(500);
      expect(res.json().message).toMatch(/Er is iets misgegaan/);
    } finally {
      spy.mockRestore();
    }
    expect(storedFiles()).toEqual(before);
    expect((await director.get(documentsUrl(dossier))).json().data).toEqual([]);
  });
});

describe('downloading', () => {
  it('answers 404 (and audits no download) when the stored file is missing', async () => {
    const dossier = await createDossier(ctx, orgId);
    const id = await createDocument(ctx, orgId, dossier.id);
    fs.rmSync(path.join(ctx.config.documentsDir, orgId, id));
    const res = await director.get(`${documentsUrl(dossier)}/${id}/download`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).not.toHaveProperty('data');
    const downloaded = (await auditEvents(ctx, 'downloaded')).filter((event) => event.entity_id === id);
    expect(downloaded).toEqual([]);
  });
});

describe('deleting documents and permissions', () => {
  it('deletes softly: hidden from the list and download, the file stays, audited', async () => {
    const dossier = await createDossier(ctx, orgId);
    const id = await createDocument(ctx, orgId, dossier.id);
    const url = `${documentsUrl(dossier)}/${id}`;
    const employee = await loginAs(ctx, 'medewerker@afscheid.test');
    expect((await employee.delete(url)).statusCode).toBe(403);

    expect((await director.delete(url)).statusCode).toBe(204);
    expect((await director.get(documentsUrl(dossier))).json().data).toEqual([]);
    expect((await director.get(`${url}/download`)).statusCode).toBe(404);
    expect((await director.delete(url)).statusCode).toBe(404);
    expect(storedFiles()).toContain(`${orgId}/${id}`);
    const row = await ctx.app.deps.db
      .selectFrom('documents')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ deleted_by: directorId });
    expect(row.deleted_at).not.toBeNull();
    const deleted = (await auditEvents(ctx, 'deleted')).filter(
      (e) => e.entity === 'document' && e.entity_id === id,
    );
    expect(deleted).toHaveLength(1);
  });

  it('lets a viewer list and download but not upload', async () => {
    const dossier = await createDossier(ctx, orgId);
    await createDocument(ctx, orgId, dossier.id);
    const viewer = await loginAs(ctx, 'lezer@afscheid.test');
    expect((await viewer.get(documentsUrl(dossier))).json().data).toHaveLength(1);
    expect((await upload(viewer, dossier, 'a.pdf', minimalPdf())).statusCode).toBe(403);
  });

  it('refuses uploads and deletions on an archived dossier with 409, downloads still work', async () => {
    const dossier = await createDossier(ctx, orgId);
    const id = await createDocument(ctx, orgId, dossier.id);
    await setDossierStatus(ctx, dossier.id, 'closed');
    const res = await upload(director, dossier, 'a.pdf', minimalPdf());
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(messages.dossierApi.readOnly);
    expect((await director.delete(`${documentsUrl(dossier)}/${id}`)).statusCode).toBe(409);
    expect((await director.get(`${documentsUrl(dossier)}/${id}/download`)).statusCode).toBe(200);
  });

  it("is a 404 for another organisation's dossier or document", async () => {
    const other = await createOrganization(ctx, 'Uitvaartzorg Overkant');
    const owner = await createUser(ctx, 'eigenaar@overkant.test', 'Otto Overkant');
    await addMember(ctx, other.id, owner.id, 'owner');
    const stranger = await loginAs(ctx, owner.email);
    await activate(stranger, other.id);

    const dossier = await createDossier(ctx, orgId);
    const id = await createDocument(ctx, orgId, dossier.id);
    const before = storedFiles();
    for (const res of [
      await stranger.get(documentsUrl(dossier)),
      await upload(stranger, dossier, 'a.pdf', minimalPdf()),
      await stranger.post(documentsUrl(dossier), {}),
      await stranger.get(`${documentsUrl(dossier)}/${id}/download`),
      await stranger.delete(`${documentsUrl(dossier)}/${id}`),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).not.toHaveProperty('data');
    }
    expect(storedFiles()).toEqual(before);

    // A document is only reachable under its own dossier.
    const sibling = await createDossier(ctx, orgId);
    expect((await director.get(`${documentsUrl(sibling)}/${id}/download`)).statusCode).toBe(404);
  });
});

describe('document types and the legal checklist', () => {
  const required = messages.documentChecklist.required;
  const missingOf = async (dossierId: string) =>
    (await director.get(`/api/dossiers/${dossierId}`)).json().data.missing_documents as string[];

  it('stores the type of an upload, lists it, and takes "overig" when none is given', async () => {
    const dossier = await createDossier(ctx, orgId);
    const typed = await uploadAs(director, dossier, 'verlof.pdf', 'permit');
    expect(typed.statusCode, typed.body).toBe(201);
    expect(typed.json().data.document_type).toBe('permit');
    ctx.clock.advance(1);
    const untyped = await upload(director, dossier, 'foto-kist.pdf', minimalPdf());
    expect(untyped.json().data.document_type).toBe('other');
    ctx.clock.advance(1);
    const blank = await uploadAs(director, dossier, 'brief.pdf', '');
    expect(blank.json().data.document_type).toBe('other');
    const list = (await director.get(documentsUrl(dossier))).json().data as Record<string, unknown>[];
    expect(list.map((item) => [item['file_name'], item['document_type']])).toEqual([
      ['brief.pdf', 'other'],
      ['foto-kist.pdf', 'other'],
      ['verlof.pdf', 'permit'],
    ]);
    const uploaded = (await auditEvents(ctx, 'uploaded')).find(
      (event) => event.entity_id === typed.json().data.id,
    );
    expect(JSON.parse(uploaded!.changes!)).toMatchObject({ document_type: 'permit' });
  });

  it('refuses an unknown type with a Dutch 422 before reading the file, and stores nothing', async () => {
    const dossier = await createDossier(ctx, orgId);
    const before = storedFiles();
    const res = await uploadAs(director, dossier, 'verlof.pdf', 'paspoort');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ document_type: [messages.documentChecklist.typeInvalid] });
    expect(storedFiles()).toEqual(before);
    expect((await director.get(documentsUrl(dossier))).json().data).toEqual([]);
  });

  it('changes the type of a document (audited), refusing an unknown type and changing nothing then', async () => {
    const dossier = await createDossier(ctx, orgId);
    const id = await createDocument(ctx, orgId, dossier.id);
    const url = `${documentsUrl(dossier)}/${id}`;
    expect((await director.get(documentsUrl(dossier))).json().data[0].document_type).toBe('other');

    const employee = await loginAs(ctx, 'medewerker@afscheid.test');
    const changed = await employee.request('PATCH', url, { document_type: 'request_form' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data).toMatchObject({ id, document_type: 'request_form' });
    const events = (await auditEvents(ctx, 'updated')).filter(
      (event) => event.entity === 'document' && event.entity_id === id,
    );
    expect(events).toHaveLength(1);
    expect(JSON.parse(events[0]!.changes!)).toEqual({
      file_name: 'verlof-tot-cremeren.pdf',
      document_type: { from: 'other', to: 'request_form' },
    });

    // The same type again is no change; nothing is audited.
    expect((await director.request('PATCH', url, { document_type: 'request_form' })).statusCode).toBe(200);
    expect((await auditEvents(ctx, 'updated')).filter((event) => event.entity_id === id)).toHaveLength(1);

    for (const body of [{ document_type: 'paspoort' }, {}, { document_type: null }]) {
      const bad = await director.request('PATCH', url, body);
      expect(bad.statusCode, JSON.stringify(body)).toBe(422);
      expect(bad.json().errors).toEqual({ document_type: [messages.documentChecklist.typeInvalid] });
    }
    expect((await director.get(documentsUrl(dossier))).json().data[0].document_type).toBe('request_form');
  });

  it('lets only members who may edit documents change a type, and not on an archived dossier', async () => {
    const dossier = await createDossier(ctx, orgId);
    const id = await createDocument(ctx, orgId, dossier.id);
    const url = `${documentsUrl(dossier)}/${id}`;
    const viewer = await loginAs(ctx, 'lezer@afscheid.test');
    expect((await viewer.request('PATCH', url, { document_type: 'permit' })).statusCode).toBe(403);
    await setDossierStatus(ctx, dossier.id, 'closed');
    const archived = await director.request('PATCH', url, { document_type: 'permit' });
    expect(archived.statusCode).toBe(409);
    expect(archived.json().message).toBe(messages.dossierApi.readOnly);
    expect((await director.get(documentsUrl(dossier))).json().data[0].document_type).toBe('other');
    expect(
      (await director.request('PATCH', `${documentsUrl(dossier)}/bestaat-niet`, { document_type: 'permit' }))
        .statusCode,
    ).toBe(404);
  });

  it('ticks the missing documents of a cremation off by the type of what is uploaded', async () => {
    const dossier = await createDossierViaApi(director, { type: 'cremation' });
    expect(await missingOf(dossier.id)).toEqual([
      required.deathStatement,
      required.cremationPermit,
      required.requestForm,
      required.implantsStatement,
    ]);
    // A file of another type ticks nothing off.
    await uploadAs(director, dossier, 'foto.pdf', 'other');
    await uploadAs(director, dossier, 'akte.pdf', 'death_certificate');
    expect(await missingOf(dossier.id)).toHaveLength(4);

    await uploadAs(director, dossier, 'a-verklaring.pdf', 'death_statement');
    await uploadAs(director, dossier, 'aanvraag.pdf', 'request_form');
    expect(await missingOf(dossier.id)).toEqual([required.cremationPermit, required.implantsStatement]);

    // Changing a type moves the tick; deleting the document brings the line back.
    const other = (await director.get(documentsUrl(dossier)))
      .json()
      .data.find((item: { file_name: string }) => item.file_name === 'foto.pdf');
    await director.request('PATCH', `${documentsUrl(dossier)}/${other.id}`, {
      document_type: 'implants_statement',
    });
    const permit = (await uploadAs(director, dossier, 'verlof.pdf', 'permit')).json().data;
    expect(await missingOf(dossier.id)).toEqual([]);
    expect((await director.delete(`${documentsUrl(dossier)}/${permit.id}`)).statusCode).toBe(204);
    expect(await missingOf(dossier.id)).toEqual([required.cremationPermit]);
  });

  it('asks a burial only for the A-verklaring and the verlof, plus the verklaring van geen bezwaar after a non-natural death', async () => {
    const dossier = await createDossierViaApi(director, { type: 'burial' });
    expect(await missingOf(dossier.id)).toEqual([required.deathStatement, required.burialPermit]);
    const unnatural = await saveSectionViaApi(director, dossier.id, 'deceased', { unnatural_death: true });
    expect(unnatural.statusCode, unnatural.body).toBe(200);
    expect(await missingOf(dossier.id)).toEqual([
      required.deathStatement,
      required.noObjection,
      required.burialPermit,
    ]);
    // The crematorium's papers do not tick anything off in a burial dossier.
    await uploadAs(director, dossier, 'aanvraag.pdf', 'request_form');
    await uploadAs(director, dossier, 'verklaring-geen-bezwaar.pdf', 'no_objection');
    await uploadAs(director, dossier, 'verlof.pdf', 'permit');
    expect(await missingOf(dossier.id)).toEqual([]);
  });
});
