import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { amsterdamInstant, messages } from '@afscheid/shared';
import { createTestApp, decodeQuotedPrintable, type TestContext } from './helpers.ts';
import { seedDemo } from '../src/seed/demo.ts';
import { startSmtpPeer, type SmtpPeer } from './smtp-peer.ts';
import { organizationByName, PASSWORD } from './factories.ts';

/**
 * Scale-out (issue 17): two app servers, each its own process with its own pool and job worker, on ONE PostgreSQL
 * schema, with requests alternating between them as a round-robin proxy would send them. What must hold across
 * processes: sessions, login limits, the mail outbox (each message once), the overlap rule and dossier numbering.
 *
 * PostgreSQL only: two servers on one SQLite file is not a supported deployment (decision 002: SQLite is the
 * single-server default; the job claim and the overlap guard rely on one process per file), so there is nothing to
 * test without TEST_DATABASE_URL: vitest.config.ts includes this file in the PostgreSQL run only.
 */

type Answer = { status: number; body: { data?: Record<string, unknown>; [key: string]: unknown } };

/** A browser behind a proxy: its cookies, its address in X-Forwarded-For (the servers trust the proxy). */
class Browser {
  readonly cookies = new Map<string, string>();
  constructor(readonly ip: string) {}

  /** A JSON body, or a FormData one as it is (an upload). */
  async send(origin: string, method: string, url: string, body?: unknown): Promise<Answer> {
    const res = await this.fetch(origin, method, url, body);
    const text = await res.text();
    return { status: res.status, body: text ? (JSON.parse(text) as Answer['body']) : {} };
  }

  async fetch(origin: string, method: string, url: string, body?: unknown): Promise<Response> {
    const form = body instanceof FormData;
    const res = await fetch(`${origin}${url}`, {
      method,
      headers: {
        accept: 'application/json',
        'x-requested-with': 'XMLHttpRequest',
        'x-forwarded-for': this.ip,
        'x-xsrf-token': decodeURIComponent(this.cookies.get('XSRF-TOKEN') ?? ''),
        ...(body === undefined || form ? {} : { 'content-type': 'application/json' }),
        cookie: [...this.cookies].map(([key, value]) => `${key}=${value}`).join('; '),
      },
      ...(body === undefined ? {} : { body: form ? body : JSON.stringify(body) }),
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const name = pair.slice(0, pair.indexOf('='));
      const value = pair.slice(pair.indexOf('=') + 1);
      if (value === '' || /max-age=0/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return res;
  }
}

type Server = { origin: string; child: ChildProcess };

/** Starts test/scale-out-server.ts on the test's schema and waits for its port. */
function startServer(env: NodeJS.ProcessEnv): Promise<Server> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'test/scale-out-server.ts'], {
    cwd: path.resolve(import.meta.dirname, '..'),
    env,
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      const port = /listening (\d+)/.exec(output)?.[1];
      if (port) resolve({ origin: `http://127.0.0.1:${port}`, child });
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    child.on('exit', (code) => reject(new Error(`server exited (${code}) before listening:\n${output}`)));
  });
}

function stopServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    if (server.child.exitCode !== null) return resolve();
    server.child.on('exit', () => resolve());
    server.child.kill('SIGTERM');
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('two app servers on one PostgreSQL database', () => {
  let ctx: TestContext;
  let peer: SmtpPeer;
  let sharedDir: string;
  let servers: Server[] = [];
  /** The server of the i-th request: A, B, A, B, … as a round-robin proxy sends them. */
  const origin = (i: number) => servers[i % 2]!.origin;
  let lindeId: string;

  beforeAll(async () => {
    ctx = await createTestApp({ seed: false });
    // The two servers send the mail, not this test's app.
    await ctx.app.deps.jobs.stop();
    peer = await startSmtpPeer();
    const database = ctx.config.database;
    if (database.kind !== 'postgres') throw new Error('expected PostgreSQL');
    // One DATA_DIR for both (a shared volume) and no APP_KEY: both start at once and must end up with one key.
    sharedDir = fs.mkdtempSync(path.join(os.tmpdir(), 'afscheid-scale-'));
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: sharedDir,
      WEB_DIST: ctx.config.webDist,
      DATABASE_URL: database.url,
      TEST_PG_SCHEMA: database.schema,
      SMTP_URL: peer.url,
      APP_URL: 'http://localhost:3000',
      PASSWORD_HASH_COST: '10',
      TRUST_PROXY: 'true',
    };
    delete env.APP_KEY;
    delete env.CLOCK_OFFSET_DAYS;
    // The demo data is seeded while the servers start (they read nothing of it before the first request).
    const [first, second] = await Promise.all([startServer(env), startServer(env), seedDemo(ctx.app.deps)]);
    servers = [first, second];
    lindeId = (await organizationByName(ctx, 'Uitvaartzorg De Linde')).id;
  }, 90_000);

  afterAll(async () => {
    await Promise.all(servers.map(stopServer));
    await peer?.close();
    await ctx?.close();
    if (sharedDir) fs.rmSync(sharedDir, { recursive: true, force: true });
  });

  /** Logged in on one server, in De Linde: the session then serves requests on both. */
  async function signedIn(email: string, ip: string): Promise<Browser> {
    const browser = new Browser(ip);
    await browser.send(origin(0), 'GET', '/sanctum/csrf-cookie');
    const login = await browser.send(origin(1), 'POST', '/login', { email, password: PASSWORD });
    if (login.status !== 204) throw new Error(`login failed: ${login.status} ${JSON.stringify(login.body)}`);
    const active = await browser.send(origin(0), 'POST', '/api/auth/active-organization', {
      organization_id: lindeId,
    });
    if (active.status !== 200) throw new Error(`switching failed: ${active.status}`);
    return browser;
  }

  it('keeps a session started on one server valid on the other, and ends it on both at logout', async () => {
    const browser = new Browser('10.17.0.1');
    expect((await browser.send(origin(0), 'GET', '/sanctum/csrf-cookie')).status).toBe(204);
    // The XSRF token A handed out is accepted by B: both derive it from the one app key they share.
    const login = await browser.send(origin(1), 'POST', '/login', {
      email: 'eigenaar@afscheid.test',
      password: PASSWORD,
    });
    expect(login.status).toBe(204);
    // Both started at once without APP_KEY: one generated the key, the other took it (no draft left behind).
    expect(fs.readdirSync(sharedDir).filter((name) => name.startsWith('app.key'))).toEqual(['app.key']);
    for (let i = 0; i < 4; i++) {
      const me = await browser.send(origin(i), 'GET', '/api/auth/user');
      expect(me.status).toBe(200);
      expect(me.body.data?.['email']).toBe('eigenaar@afscheid.test');
    }
    expect((await browser.send(origin(0), 'POST', '/logout')).status).toBe(204);
    expect((await browser.send(origin(1), 'GET', '/api/auth/user')).status).toBe(401);
    expect((await browser.send(origin(0), 'GET', '/api/auth/user')).status).toBe(401);
  });

  it('counts wrong passwords on both servers against one limit, one after another and all at once', async () => {
    const limit = ctx.config.login.attemptsPerEmail;
    const email = 'medewerker@afscheid.test';
    const browser = new Browser('10.17.0.2');
    await browser.send(origin(0), 'GET', '/sanctum/csrf-cookie');
    const statuses: number[] = [];
    for (let i = 0; i < limit + 2; i++) {
      statuses.push(
        (await browser.send(origin(i), 'POST', '/login', { email, password: `Fout-${i}` })).status,
      );
    }
    expect(statuses).toEqual([...Array<number>(limit).fill(422), 429, 429]);
    // The right password is refused too while the window lasts, on either server.
    expect((await browser.send(origin(1), 'POST', '/login', { email, password: PASSWORD })).status).toBe(429);

    const guests = Array.from({ length: 20 }, () => new Browser('10.17.0.3'));
    await Promise.all(guests.map((guest, i) => guest.send(origin(i), 'GET', '/sanctum/csrf-cookie')));
    const answers = await Promise.all(
      guests.map((guest, i) =>
        guest.send(origin(i), 'POST', '/login', { email: 'lezer@afscheid.test', password: `Fout-${i}` }),
      ),
    );
    const counted = answers.map((answer) => answer.status).sort();
    expect(counted).toEqual([...Array<number>(limit).fill(422), ...Array<number>(20 - limit).fill(429)]);
  });

  it('delivers each of 30 invitations queued through both servers exactly once', async () => {
    const owner = await signedIn('eigenaar@afscheid.test', '10.17.0.4');
    const mailJobs = () =>
      ctx.app.deps.db.selectFrom('jobs').selectAll().where('kind', '=', 'mail').orderBy('id').execute();
    const before = new Set((await mailJobs()).map((job) => job.id));
    const addresses = Array.from({ length: 30 }, (_, i) => `schaal-${i + 1}@voorbeeld.test`);
    const answers = await Promise.all(
      addresses.map((email, i) =>
        owner.send(origin(i), 'POST', `/api/organizations/${lindeId}/invitations`, {
          email,
          role: 'employee',
        }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array<number>(30).fill(201));

    const queued = async () => (await mailJobs()).filter((job) => !before.has(job.id));
    const waiting = async () =>
      (await queued()).filter((job) => job.done_at === null && job.failed_at === null);
    for (let i = 0; i < 100 && ((await waiting()).length > 0 || peer.received.length < 30); i++)
      await sleep(200);
    // Both workers poll every second: one more round each would show a message sent twice.
    await sleep(1500);

    const recipients = peer.received.map((raw) =>
      /^To: (.+)$/m.exec(decodeQuotedPrintable(raw))?.[1]?.trim(),
    );
    expect(recipients.sort()).toEqual([...addresses].sort());
    const messageIds = peer.received.map((raw) => /^Message-ID: (.+)$/im.exec(raw)?.[1]);
    expect(new Set(messageIds).size).toBe(30);
    const jobs = await queued();
    expect(jobs).toHaveLength(30);
    expect(jobs.every((job) => job.attempts === 1 && job.done_at !== null && job.failed_at === null)).toBe(
      true,
    );
  });

  it('keeps one open invitation per address when it is sent through both servers at once', async () => {
    const owner = await signedIn('eigenaar@afscheid.test', '10.17.0.7');
    const email = 'dubbel@voorbeeld.test';
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        owner.send(origin(i), 'POST', `/api/organizations/${lindeId}/invitations`, {
          email,
          role: 'employee',
        }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, ...Array<number>(5).fill(422)]);
    for (const refused of answers.filter((answer) => answer.status === 422)) {
      expect(refused.body['errors']).toEqual({ email: [messages.invitations.alreadyPending] });
    }
    const stored = await ctx.app.deps.db
      .selectFrom('invitations')
      .select('id')
      .where('email', '=', email)
      .execute();
    expect(stored).toHaveLength(1);
    const mailsTo = () => peer.received.filter((raw) => raw.includes(`To: ${email}`)).length;
    for (let i = 0; i < 50 && mailsTo() === 0; i++) await sleep(200);
    await sleep(1500);
    expect(mailsTo()).toBe(1);
  });

  it('accepts one of ten overlapping bookings sent to both servers at once and refuses the rest with 409', async () => {
    const owner = await signedIn('eigenaar@afscheid.test', '10.17.0.5');
    const director = await signedIn('uitvaartverzorger@afscheid.test', '10.17.0.5');
    const place = await owner.send(origin(0), 'POST', '/api/places', {
      name: 'Schaal-aula',
      kind: 'aula',
      preparation_minutes: 30,
      cleanup_minutes: 30,
    });
    expect(place.status).toBe(201);
    const placeId = place.body.data!['id'] as string;
    const start = new Date(amsterdamInstant('2027-03-03', '10:00')!).getTime();
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        director.send(origin(i), 'POST', '/api/reservations', {
          place_id: placeId,
          starts_at: new Date(start + i * 10 * 60_000).toISOString(),
          ends_at: new Date(start + i * 10 * 60_000 + 3_600_000).toISOString(),
          kind: 'ceremony',
          title: `Afscheid ${i + 1}`,
          status: 'confirmed',
        }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, ...Array<number>(9).fill(409)]);
    const stored = await ctx.app.deps.db
      .selectFrom('reservations')
      .select('id')
      .where('place_id', '=', placeId)
      .execute();
    expect(stored.map((row) => row.id)).toEqual([
      answers.find((answer) => answer.status === 201)!.body.data!['id'],
    ]);
  });

  it('serves a document uploaded through one server from the other (one DATA_DIR, a shared volume)', async () => {
    const director = await signedIn('uitvaartverzorger@afscheid.test', '10.17.0.8');
    const dossier = await director.send(origin(0), 'POST', '/api/dossiers', {
      type: 'burial',
      deceased_first_names: 'Bert',
      deceased_last_name: 'Gedeeld',
      died_at: new Date(Date.now() - 86_400_000).toISOString(),
    });
    expect(dossier.status).toBe(201);
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');
    const form = new FormData();
    form.append('file', new Blob([pdf], { type: 'application/pdf' }), 'Verlof.pdf');
    const uploaded = await director.send(
      origin(1),
      'POST',
      `/api/dossiers/${dossier.body.data!['id']}/documents`,
      form,
    );
    expect(uploaded.status).toBe(201);
    const download = await director.fetch(origin(0), 'GET', uploaded.body.data!['download_url'] as string);
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer()).equals(pdf)).toBe(true);
  });

  it('numbers 20 dossiers created through both servers at once uniquely and consecutively', async () => {
    const director = await signedIn('uitvaartverzorger@afscheid.test', '10.17.0.6');
    const counters = await ctx.app.deps.db
      .selectFrom('dossier_number_counters')
      .select(['year', 'last_number'])
      .where('organization_id', '=', lindeId)
      .execute();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        director.send(origin(i), 'POST', '/api/dossiers', {
          type: 'cremation',
          deceased_first_names: 'Anna',
          deceased_last_name: `Schaal ${i + 1}`,
          died_at: new Date(Date.now() - 86_400_000).toISOString(),
        }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array<number>(20).fill(201));
    const numbers = answers.map((answer) => answer.body.data!['number'] as string);
    const year = Number(numbers[0]!.slice(0, 4));
    const before = Number(counters.find((row) => Number(row.year) === year)?.last_number ?? 0);
    const expected = Array.from(
      { length: 20 },
      (_, i) => `${year}-${String(before + i + 1).padStart(4, '0')}`,
    );
    expect([...numbers].sort()).toEqual(expected);
  });
});
