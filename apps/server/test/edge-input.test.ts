import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { interpolate, messages, toCamelCase, toSnakeCase } from '@afscheid/shared';
import { JSON_MAX_DEPTH } from '../src/http/json-body.ts';
import { fieldsWithBrokenText } from '../src/http/schema-compilers.ts';
import { createTestApp, type TestClient, type TestContext } from './helpers.ts';
import { lindeClients } from './factories.ts';
import { guestClient, lindeStaff } from './linde.ts';
import { createDossier } from './dossier-fixtures.ts';

/** `[[[…]]]`: arrays nested `depth` levels deep, as JSON text. */
const nestedArrays = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

/** A JSON POST with a body sent exactly as written (the test client would stringify it). */
const postRaw = (client: TestClient, url: string, json: string) =>
  client.request('POST', url, Buffer.from(json, 'utf8'), { 'content-type': 'application/json' });

const dossierCount = async (ctx: TestContext) =>
  Number(
    (
      await ctx.app.deps.db
        .selectFrom('dossiers')
        .select((eb) => eb.fn.countAll().as('count'))
        .executeTakeFirstOrThrow()
    ).count,
  );

describe('input at the edge', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  describe('deeply nested JSON', () => {
    const tooDeep = interpolate(messages.edge.tooDeep, { depth: JSON_MAX_DEPTH });

    it('answers a body nested 7,700 levels deep with a Dutch 400 on /login and on API routes', async () => {
      const guest = await guestClient(ctx);
      const login = await postRaw(guest, '/login', `{"email":${nestedArrays(7700)},"password":"x"}`);
      expect(login.statusCode).toBe(400);
      expect(login.json()).toEqual({ message: tooDeep });

      const { owner } = await lindeClients(ctx);
      const before = await dossierCount(ctx);
      const create = await postRaw(
        owner,
        '/api/dossiers',
        `{"type":"cremation","extra":${nestedArrays(7700)}}`,
      );
      expect(create.statusCode).toBe(400);
      expect(create.json()).toEqual({ message: tooDeep });
      expect(await dossierCount(ctx)).toBe(before);
    });

    it(`reads a body of exactly ${JSON_MAX_DEPTH} levels and refuses one level more`, async () => {
      const guest = await guestClient(ctx);
      // The body object is level 1, so `extra` may hold JSON_MAX_DEPTH - 1 levels of arrays.
      const body = (depth: number) =>
        `{"email":"niemand@afscheid.test","password":"x","extra":${nestedArrays(depth)}}`;
      const fits = await postRaw(guest, '/login', body(JSON_MAX_DEPTH - 1));
      expect(fits.statusCode).toBe(422);
      expect(fits.json().message).toBe(messages.auth.failed);
      const over = await postRaw(guest, '/login', body(JSON_MAX_DEPTH));
      expect(over.statusCode).toBe(400);
      expect(over.json().message).toBe(tooDeep);
    });

    it('converts the keys of any depth without overflowing the call stack', () => {
      let value: unknown = { last_leaf: true };
      for (let level = 0; level < 50_000; level++) value = level % 2 ? { inner_value: value } : [value];
      let camel: unknown = toCamelCase(value);
      let levels = 0;
      while (Array.isArray(camel) || (camel as { innerValue?: unknown }).innerValue !== undefined) {
        camel = Array.isArray(camel) ? camel[0] : (camel as { innerValue: unknown }).innerValue;
        levels++;
      }
      expect(levels).toBe(50_000);
      expect(camel).toEqual({ lastLeaf: true });
      expect(toSnakeCase<{ a_b: unknown[] }>({ aB: [{ cD: 1 }, 'x', null] })).toEqual({
        a_b: [{ c_d: 1 }, 'x', null],
      });

      const circular: Record<string, unknown> = { self_ref: null };
      circular['self_ref'] = circular;
      expect(() => toCamelCase(circular)).toThrow(TypeError);
    });
  });

  describe('lone UTF-16 surrogates', () => {
    it('refuses text with a lone surrogate per field, in Dutch, and stores nothing', async () => {
      const { owner } = await lindeClients(ctx);
      const before = await dossierCount(ctx);
      // JSON's \u escapes are how a lone surrogate arrives (JSON.stringify writes them so too).
      const res = await postRaw(
        owner,
        '/api/dossiers',
        '{"type":"cremation","deceased_first_names":"Jan\\udc00","deceased_last_name":"A\\ud800B","died_at":"2026-11-20T08:30:00.000Z"}',
      );
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({
        message: messages.errors.validation,
        errors: {
          deceased_first_names: [messages.edge.invalidCharacters],
          deceased_last_name: [messages.edge.invalidCharacters],
        },
      });
      expect(await dossierCount(ctx)).toBe(before);
    });

    it('stores well-formed text exactly as it was validated (astral characters, combining marks)', async () => {
      const { owner } = await lindeClients(ctx);
      const lastName = 'Çelik-de Wit 🕊️ e\u0301ẞ';
      const res = await owner.post('/api/dossiers', {
        type: 'cremation',
        deceased_first_names: 'Zoë',
        deceased_last_name: lastName,
        died_at: '2026-11-20T08:30:00.000Z',
      });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().data.deceased_last_name).toBe(lastName);
      const row = await ctx.app.deps.db
        .selectFrom('dossiers')
        .select(['deceased_last_name'])
        .where('id', '=', res.json().data.id)
        .executeTakeFirstOrThrow();
      expect(row.deceased_last_name).toBe(lastName);
      expect(row.deceased_last_name).toHaveLength(lastName.length);
    });

    it('names every field with a broken text or key, nested ones by their path', () => {
      expect(
        fieldsWithBrokenText({
          fine: 'tekst 😀',
          items: [{ label: 'ok' }, { label: '\ud83d' }],
          'sleutel\udfff': 'waarde',
          deep: { deeper: { text: 'x\ud800y' } },
        }),
      ).toEqual({
        'items.1.label': [messages.edge.invalidCharacters],
        'sleutel\ufffd': [messages.edge.invalidCharacters],
        'deep.deeper.text': [messages.edge.invalidCharacters],
      });
      expect(fieldsWithBrokenText({ search: 'Bergh', page: '2', list: ['😀', null, 3] })).toEqual({});
    });
  });

  describe('query parameters in Dutch', () => {
    it('explains a wrong page or per_page in Dutch on every list', async () => {
      const { owner } = await lindeClients(ctx);
      const perPage = messages.fields.perPage;
      const page = messages.fields.page;
      for (const list of ['/api/dossiers', '/api/tasks', '/api/organizations']) {
        const text = await owner.get(`${list}?per_page=abc&page=0`);
        expect(text.statusCode, list).toBe(422);
        expect(text.json().errors, list).toEqual({
          per_page: [interpolate(messages.validation.integer, { field: perPage })],
          page: [interpolate(messages.validation.min_value, { field: page, min: 1 })],
        });
        const big = await owner.get(`${list}?per_page=1000&page=1.5`);
        expect(big.json().errors, list).toEqual({
          per_page: [interpolate(messages.validation.max_value, { field: perPage, max: 100 })],
          page: [interpolate(messages.validation.integer, { field: page })],
        });
      }
    });

    it('uses the Dutch fallback for checks without a message of their own', async () => {
      const { owner } = await lindeClients(ctx);
      const res = await owner.get(`/api/dossiers?filter[responsible]=${'x'.repeat(65)}`);
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({
        'filter.responsible': [interpolate(messages.validation.zod.tooBigString, { maximum: '64' })],
      });
      const tasks = await owner.get(`/api/tasks?dossier_id=${'x'.repeat(65)}`);
      expect(tasks.json().errors).toEqual({
        dossier_id: [interpolate(messages.validation.zod.tooBigString, { maximum: '64' })],
      });
    });
  });
});

describe('an upload the client aborts', () => {
  let ctx: TestContext;
  let lines: string[];
  beforeEach(async () => {
    ctx = await createTestApp({ env: { LOG_LEVEL: 'info' } });
    lines = [];
  });
  afterEach(async () => {
    vi.restoreAllMocks();
    await ctx.close();
  });

  const incoming = () => {
    const dir = path.join(ctx.config.documentsDir, '.incoming');
    return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
  };
  /** The app's log lines (pino writes JSON lines to process.stdout). */
  const logged = () =>
    lines
      .flatMap((chunk) => chunk.split('\n'))
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as Record<string, unknown>);
  const closedLine = 'client went away mid-request';

  it('logs at info level, not as an error, and stores nothing', async () => {
    vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
      lines.push(String(chunk));
      return true;
    });
    const { orgId, director } = await lindeStaff(ctx);
    const dossier = await createDossier(ctx, orgId);
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = ctx.app.server.address() as net.AddressInfo;

    const boundary = 'afscheid-afgebroken';
    const cookie = [...director.cookies].map(([key, value]) => `${key}=${value}`).join('; ');
    const socket = net.connect(port, '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    socket.write(
      [
        `POST /api/dossiers/${dossier.id}/documents HTTP/1.1`,
        'Host: 127.0.0.1',
        `Content-Type: multipart/form-data; boundary=${boundary}`,
        'Content-Length: 1000000',
        `Cookie: ${cookie}`,
        `X-XSRF-TOKEN: ${director.cookies.get('XSRF-TOKEN')}`,
        '',
        `--${boundary}`,
        'Content-Disposition: form-data; name="file"; filename="verlof.pdf"',
        'Content-Type: application/pdf',
        '',
        `%PDF-1.4\n${'x'.repeat(20_000)}`,
      ].join('\r\n'),
    );
    // The server is writing the upload to its temporary file when the client goes away.
    await vi.waitFor(() => expect(incoming()).toHaveLength(1), { timeout: 10_000 });
    socket.destroy();

    // Wait for the request's end: the info line of the fix, or the error line it replaces.
    await vi.waitFor(
      () => expect(logged().some((line) => line['msg'] === closedLine || line['level'] === 50)).toBe(true),
      { timeout: 10_000 },
    );
    expect(logged().filter((line) => Number(line['level']) >= 40)).toEqual([]);
    expect(logged()).toContainEqual(expect.objectContaining({ level: 30, msg: closedLine }));
    expect(incoming()).toEqual([]);
    const documents = await ctx.app.deps.db
      .selectFrom('documents')
      .select('id')
      .where('dossier_id', '=', dossier.id)
      .execute();
    expect(documents).toEqual([]);
  });
});
