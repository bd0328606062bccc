import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../src/app.ts';
import { loadConfig, type AppConfig } from '../src/config.ts';
import { createManualClock } from '../src/lib/clock.ts';
import { seedDemo } from '../src/seed/demo.ts';

export type TestContext = {
  app: FastifyInstance;
  clock: ReturnType<typeof createManualClock>;
  config: AppConfig;
  dataDir: string;
  close: () => Promise<void>;
};

/**
 * A fresh app on a fresh database: a new SQLite file in a temp folder, or, when TEST_DATABASE_URL is set,
 * a new PostgreSQL schema (of the worker's database, see workerDatabaseUrl) that is dropped afterwards. Demo users
 * are seeded unless `seed: false`.
 */
export async function createTestApp(
  opts: { seed?: boolean; env?: Record<string, string> } = {},
): Promise<TestContext> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'afscheid-test-'));
  const webDist = path.join(dataDir, 'web');
  fs.mkdirSync(path.join(webDist, 'assets'), { recursive: true });
  fs.writeFileSync(
    path.join(webDist, 'index.html'),
    '<!doctype html><html lang="nl"><head><meta name="robots" content="noindex"></head><body><div id="root"></div></body></html>',
  );
  fs.writeFileSync(path.join(webDist, 'assets', 'app-abc123.js'), 'console.log(1)');

  const pgUrl = process.env.TEST_DATABASE_URL && (await workerDatabaseUrl(process.env.TEST_DATABASE_URL));
  const schema = pgUrl ? `test_${process.pid}_${Math.random().toString(36).slice(2, 10)}` : undefined;
  if (pgUrl && schema) await withPg(pgUrl, (c) => c.query(`create schema ${schema}`));

  const config = loadConfig({
    DATA_DIR: dataDir,
    WEB_DIST: webDist,
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    PASSWORD_HASH_COST: '10',
    APP_URL: 'http://localhost:3000',
    ...(pgUrl ? { DATABASE_URL: pgUrl } : {}),
    ...opts.env,
  });
  if (config.database.kind === 'postgres' && schema) config.database.schema = schema;

  const clock = createManualClock();
  const app = await buildApp(config, { clock });
  if (opts.seed !== false) await seedDemo(app.deps);

  return {
    app,
    clock,
    config,
    dataDir,
    async close() {
      await app.close();
      if (pgUrl && schema) await withPg(pgUrl, (c) => c.query(`drop schema ${schema} cascade`));
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

let workerDatabase: Promise<string> | undefined;

/**
 * The database of this test worker: TEST_DATABASE_URL's, with `_w` and the worker's number after its name, made
 * when it is missing. A worker runs its files one after another, each in a schema of its own; the workers run side
 * by side. Each needs a database of its own because Kysely's migrator reads the catalogue of every schema of its
 * database (its introspector looks up each table and column by name), and that read fails when another worker
 * drops a schema, or a migration test a column, while it runs (decision 040).
 */
function workerDatabaseUrl(baseUrl: string): Promise<string> {
  workerDatabase ??= (async () => {
    const url = new URL(baseUrl);
    const name = `${url.pathname.slice(1)}_w${process.env.VITEST_POOL_ID ?? '1'}`;
    await withPg(baseUrl, async (client) => {
      const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
      if (rowCount) return;
      await client.query(`create database "${name}"`).catch((err: { code?: string }) => {
        // Made meanwhile by another test process with the same worker number (duplicate_database): it is there.
        if (err.code !== '42P04') throw err;
      });
    });
    url.pathname = `/${name}`;
    return url.toString();
  })();
  return workerDatabase;
}

/** One PostgreSQL connection for `fn` (the tests' own set-up: schemas, databases), closed afterwards. */
export async function withPg<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A browser-like client: keeps cookies, sends X-XSRF-TOKEN from the XSRF-TOKEN cookie like axios does. */
export class TestClient {
  readonly cookies = new Map<string, string>();
  constructor(
    private readonly app: FastifyInstance,
    readonly ip = '127.0.0.1',
  ) {}

  /** A Buffer body is sent as it is (set its content-type in `headers`); anything else as JSON. */
  async request(method: Method, url: string, body?: unknown, headers: Record<string, string> = {}) {
    const xsrf = this.cookies.get('XSRF-TOKEN');
    const raw = Buffer.isBuffer(body);
    const response = await this.app.inject({
      method,
      url,
      remoteAddress: this.ip,
      headers: {
        accept: 'application/json, text/plain, */*',
        'x-requested-with': 'XMLHttpRequest',
        ...(xsrf ? { 'x-xsrf-token': xsrf } : {}),
        ...(body !== undefined && !raw ? { 'content-type': 'application/json' } : {}),
        ...(this.cookies.size ? { cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ') } : {}),
        ...headers,
      },
      ...(body !== undefined ? { payload: raw ? (body as Buffer) : JSON.stringify(body) } : {}),
    });
    this.absorbCookies(response);
    return response;
  }

  private absorbCookies(response: LightMyRequestResponse) {
    for (const c of response.cookies as { name: string; value: string; maxAge?: number }[]) {
      if (c.maxAge === 0 || c.value === '') this.cookies.delete(c.name);
      else this.cookies.set(c.name, c.value);
    }
  }

  get = (url: string) => this.request('GET', url);
  post = (url: string, body?: unknown, headers?: Record<string, string>) =>
    this.request('POST', url, body, headers);
  put = (url: string, body?: unknown) => this.request('PUT', url, body);
  delete = (url: string) => this.request('DELETE', url);

  /** A multipart/form-data POST with one file, like a browser's FormData upload. */
  upload(url: string, field: string, file: { name: string; type: string; content: Buffer }) {
    const boundary = `----afscheid${Math.random().toString(16).slice(2)}`;
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`;
    const body = Buffer.concat([Buffer.from(head), file.content, Buffer.from(`\r\n--${boundary}--\r\n`)]);
    return this.request('POST', url, body, { 'content-type': `multipart/form-data; boundary=${boundary}` });
  }

  async login(email: string, password = 'Afscheid-demo-2026', extra: Record<string, unknown> = {}) {
    await this.get('/sanctum/csrf-cookie');
    return this.post('/login', { email, password, ...extra });
  }
}

/**
 * The newest .eml the app wrote for `to` (by the time it was written), decoded from quoted-printable; with
 * `containing`, the newest one that holds that text (a subject that names the record): another test's mail that
 * the outbox wrote late cannot stand in.
 */
export function readLatestMail(dataDir: string, to: string, containing?: string): string | undefined {
  const dir = path.join(dataDir, 'mail');
  if (!fs.existsSync(dir)) return undefined;
  const files = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.eml'))
    .sort()
    .reverse();
  for (const file of files) {
    const raw = fs.readFileSync(path.join(dir, file), 'utf8');
    if (!raw.toLowerCase().includes(`to: ${to.toLowerCase()}`)) continue;
    const mail = decodeQuotedPrintable(raw);
    if (containing === undefined || mail.includes(containing)) return mail;
  }
  return undefined;
}

export function decodeQuotedPrintable(raw: string): string {
  const joined = raw.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined[i] === '=' ? joined.slice(i + 1, i + 3) : '';
    if (/^[0-9A-F]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i]!, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}
