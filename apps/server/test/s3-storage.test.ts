import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { documentsRepository } from '../src/modules/documents/repository.ts';
import { createTestApp, type TestClient, type TestContext } from './helpers.ts';
import { auditEvents, loginAs, PNG_1X1 } from './factories.ts';
import { lindeStaff } from './linde.ts';
import { createDossier, minimalPdf, type DossierFixture } from './dossier-fixtures.ts';
import { draftRequest, requestDossier, requestWorld } from './crematorium-requests-fixtures.ts';

/**
 * The document flows with the S3 store (S3_BUCKET and friends), against s3rver, a local S3-compatible server:
 * uploads land in the bucket under `<organization>/<document>` and nowhere on the local disk, downloads stream
 * from it, a crematorium request's attachments are copies inside the bucket, a refused insert leaves no object,
 * and a missing object is answered as a missing file is. The database is the test helper's (SQLite or PostgreSQL).
 */

const BUCKET = 'afscheid-documenten';
const KEYS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

let s3rver: S3rver;
let s3Dir: string;
let endpoint: string;
let s3: S3Client;
let ctx: TestContext;
let orgId: string;
let director: TestClient;

beforeAll(async () => {
  s3Dir = fs.mkdtempSync(path.join(os.tmpdir(), 'afscheid-s3-'));
  s3rver = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: s3Dir,
    configureBuckets: [{ name: BUCKET }],
  });
  const { port } = await s3rver.run();
  endpoint = `http://127.0.0.1:${port}`;
  s3 = new S3Client({ endpoint, region: 'us-east-1', forcePathStyle: true, credentials: KEYS });
  ctx = await createTestApp({
    env: {
      S3_ENDPOINT: endpoint,
      S3_BUCKET: BUCKET,
      S3_ACCESS_KEY_ID: KEYS.accessKeyId,
      S3_SECRET_ACCESS_KEY: KEYS.secretAccessKey,
    },
  });
  ({ orgId, director } = await lindeStaff(ctx));
});

afterAll(async () => {
  await ctx?.close();
  s3.destroy();
  await s3rver?.close();
  fs.rmSync(s3Dir, { recursive: true, force: true });
});

/** Every key in the bucket. */
async function objectKeys(): Promise<string[]> {
  const listed = await s3.send(new ListObjectsV2Command({ Bucket: BUCKET }));
  return (listed.Contents ?? []).map((object) => object.Key!).sort();
}

/** Every file under the local documents folder (temporary uploads included). */
function localFiles(): string[] {
  const root = ctx.config.documentsDir;
  if (!fs.existsSync(root)) return [];
  return (fs.readdirSync(root, { recursive: true }) as string[]).filter((entry) =>
    fs.statSync(path.join(root, entry)).isFile(),
  );
}

const documentsUrl = (dossier: Pick<DossierFixture, 'id'>) => `/api/dossiers/${dossier.id}/documents`;

function upload(client: TestClient, dossier: Pick<DossierFixture, 'id'>, name: string, content: Buffer) {
  return client.upload(documentsUrl(dossier), 'file', { name, type: 'application/pdf', content });
}

describe('the S3 store', () => {
  it('is chosen by S3_BUCKET', () => {
    expect(ctx.config.documentStore).toEqual({
      kind: 's3',
      endpoint,
      region: 'us-east-1',
      bucket: BUCKET,
      credentials: KEYS,
      forcePathStyle: true,
    });
    expect(ctx.app.deps.documents.kind).toBe('s3');
  });

  it('puts an upload in the bucket under <organization>/<document> and serves the same bytes back', async () => {
    const dossier = await createDossier(ctx, orgId);
    const pdf = minimalPdf('akte van overlijden');
    const before = await objectKeys();
    const res = await upload(director, dossier, 'Akte.pdf', pdf);
    expect(res.statusCode, res.body).toBe(201);
    const document = res.json().data;
    expect(await objectKeys()).toEqual([...before, `${orgId}/${document.id}`].sort());
    const object = await s3.send(new GetObjectCommand({ Bucket: BUCKET, Key: `${orgId}/${document.id}` }));
    expect(Buffer.from(await object.Body!.transformToByteArray()).equals(pdf)).toBe(true);
    // Nothing stays on the local disk: the temporary upload is gone.
    expect(localFiles()).toEqual([]);

    const download = await director.get(document.download_url);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-length']).toBe(String(pdf.length));
    expect(download.headers['content-disposition']).toContain('Akte.pdf');
    expect(download.rawPayload.equals(pdf)).toBe(true);
    expect((await auditEvents(ctx, 'downloaded')).some((event) => event.entity_id === document.id)).toBe(
      true,
    );
  });

  it('deletes softly: the document leaves the list and the download, its object stays for the audit trail', async () => {
    const dossier = await createDossier(ctx, orgId);
    const document = (await upload(director, dossier, 'Verlof.pdf', minimalPdf('verlof'))).json().data;
    expect((await director.delete(`${documentsUrl(dossier)}/${document.id}`)).statusCode).toBe(204);
    expect((await director.get(documentsUrl(dossier))).json().data).toEqual([]);
    expect((await director.get(document.download_url)).statusCode).toBe(404);
    expect(await objectKeys()).toContain(`${orgId}/${document.id}`);
  });

  it('removes the object again when the database refuses the record', async () => {
    const dossier = await createDossier(ctx, orgId);
    const before = await objectKeys();
    const spy = vi.spyOn(documentsRepository, 'insert').mockRejectedValueOnce(new Error('database weg'));
    try {
      const res = await upload(director, dossier, 'akte.pdf', minimalPdf());
      expect(res.statusCode).toBe(500);
      expect(res.json().message).toMatch(/Er is iets misgegaan/);
    } finally {
      spy.mockRestore();
    }
    expect(await objectKeys()).toEqual(before);
    expect(localFiles()).toEqual([]);
    expect((await director.get(documentsUrl(dossier))).json().data).toEqual([]);
  });

  it('answers 404 (and audits no download) when the object is missing, as for a missing file', async () => {
    const dossier = await createDossier(ctx, orgId);
    const document = (await upload(director, dossier, 'weg.pdf', minimalPdf('weg'))).json().data;
    await ctx.app.deps.documents.remove(`${orgId}/${document.id}`);
    const res = await director.get(document.download_url);
    expect(res.statusCode).toBe(404);
    expect(res.json()).not.toHaveProperty('data');
    expect((await auditEvents(ctx, 'downloaded')).some((event) => event.entity_id === document.id)).toBe(
      false,
    );
  });

  it("copies a crematorium request's attachments inside the bucket, under the crematorium", async () => {
    const world = await requestWorld(ctx);
    const source = await requestDossier(world.director);
    const draft = await draftRequest(world.director, world, source);
    const sent = await world.director.post(`/api/crematorium-requests/${draft.id}/submit`, { version: 1 });
    expect(sent.statusCode, sent.body).toBe(200);

    const rows = await ctx.app.deps.db
      .selectFrom('crematorium_request_attachments')
      .selectAll()
      .where('request_id', '=', draft.id)
      .execute();
    expect(rows).toHaveLength(2);
    const keys = await objectKeys();
    for (const row of rows) expect(keys).toContain(`${world.crematorium.id}/${row.id}`);

    // A real copy: the original's object going leaves the crematorium's.
    const permit = rows.find((row) => row.source_document_id === source.documents.permit)!;
    await ctx.app.deps.documents.remove(`${orgId}/${source.documents.permit}`);
    const download = await world.staff.get(`/api/crematorium-requests/${draft.id}/attachments/${permit.id}`);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(minimalPdf('verlof-tot-cremeren.pdf'))).toBe(true);
  });
});

describe('logos in the S3 store', () => {
  it('keeps the logo under logos/ in the bucket, serves it, and removes the old one when it is replaced', async () => {
    const admin = await loginAs(ctx, 'beheerder@afscheid.test');
    const url = `/api/organizations/${orgId}/logo`;
    const logoKeys = async () => (await objectKeys()).filter((key) => key.startsWith('logos/'));
    expect(
      (await admin.upload(url, 'logo', { name: 'logo.png', type: 'image/png', content: PNG_1X1 })).statusCode,
    ).toBe(200);
    const [first] = await logoKeys();
    expect(first).toMatch(new RegExp(`^logos/${orgId}-[0-9a-f]{16}\\.png$`));
    const image = await admin.get(url);
    expect(image.statusCode).toBe(200);
    expect(image.rawPayload.equals(PNG_1X1)).toBe(true);

    const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64)]);
    expect(
      (await admin.upload(url, 'logo', { name: 'foto.jpg', type: 'image/jpeg', content: jpeg })).statusCode,
    ).toBe(200);
    const after = await logoKeys();
    expect(after).toHaveLength(1);
    expect(after[0]).toMatch(/\.jpg$/);
    expect((await admin.get(url)).rawPayload.equals(jpeg)).toBe(true);
    expect(fs.existsSync(path.join(ctx.dataDir, 'logos'))).toBe(false);
  });
});

describe('the S3 configuration', () => {
  const base = { NODE_ENV: 'test', DATA_DIR: os.tmpdir() };

  it('keeps the documents folder when no S3 variable is set', () => {
    expect(loadConfig(base).documentStore).toEqual({ kind: 'file' });
  });

  it('defaults the region to us-east-1, and path-style addressing to on only with an endpoint', () => {
    expect(loadConfig({ ...base, S3_BUCKET: 'documenten' }).documentStore).toEqual({
      kind: 's3',
      endpoint: undefined,
      region: 'us-east-1',
      bucket: 'documenten',
      credentials: undefined,
      forcePathStyle: false,
    });
    expect(
      loadConfig({
        ...base,
        S3_BUCKET: 'documenten',
        S3_ENDPOINT: 'https://minio.example.nl',
        S3_REGION: 'eu-west-1',
        S3_FORCE_PATH_STYLE: 'false',
      }).documentStore,
    ).toMatchObject({ endpoint: 'https://minio.example.nl', region: 'eu-west-1', forcePathStyle: false });
  });

  it('refuses a half-given S3 configuration with a message naming what is missing', () => {
    expect(() => loadConfig({ ...base, S3_ENDPOINT: 'https://minio.example.nl' })).toThrow(
      /S3_BUCKET: ontbreekt, maar S3_ENDPOINT is gezet/,
    );
    expect(() => loadConfig({ ...base, S3_BUCKET: 'documenten', S3_ACCESS_KEY_ID: 'sleutel' })).toThrow(
      /S3_SECRET_ACCESS_KEY: ontbreekt/,
    );
    expect(() => loadConfig({ ...base, S3_BUCKET: 'Geen Bucket' })).toThrow(
      /S3_BUCKET: moet een geldige bucketnaam zijn/,
    );
    expect(() => loadConfig({ ...base, S3_BUCKET: 'documenten', S3_ENDPOINT: 'minio' })).toThrow(
      /S3_ENDPOINT/,
    );
  });
});
