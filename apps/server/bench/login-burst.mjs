// The cost of logins to everyone else (issue 10, decision 013): the latency of a ~20 MB document download and
// of the health check while bursts of 200 simultaneous logins with made-up e-mail addresses arrive, against the
// built server with its production password cost (scrypt N = 2^15). Run by run.mjs, or alone:
//   npm run build -w @afscheid/server && node apps/server/bench/login-burst.mjs
// Every wave sends 200 logins at once and the next wave starts when all are answered (at most one wave a
// second), for BENCH_SECONDS (default 10) per scenario. Loopback only. On PostgreSQL (run.mjs passes `newDatabase`)
// every server gets a database of its own, dropped when it stops.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const BURST = 200;
const DOCUMENT_BYTES = 19.5 * 1024 * 1024;

async function waitFor(url) {
  for (let i = 0; i < 1200; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not come up`);
}

function cookieJar() {
  const jar = new Map();
  return {
    absorb(res) {
      for (const c of res.headers.getSetCookie()) {
        const [pair] = c.split(';');
        const [k, v] = pair.split('=');
        jar.set(k, v);
      }
    },
    header: () => [...jar].map(([k, v]) => `${k}=${v}`).join('; '),
    xsrf: () => decodeURIComponent(jar.get('XSRF-TOKEN') ?? ''),
  };
}

/** A guest session: cookie and XSRF token, all a login request needs (an attacker reuses one for every guess). */
async function guest(base) {
  const jar = cookieJar();
  jar.absorb(await fetch(`${base}/sanctum/csrf-cookie`));
  return jar;
}

async function signIn(base, email) {
  const jar = await guest(base);
  const res = await fetch(`${base}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-xsrf-token': jar.xsrf(), cookie: jar.header() },
    body: JSON.stringify({ email, password: 'Afscheid-demo-2026' }),
  });
  if (res.status !== 204) throw new Error(`login failed: ${res.status} ${await res.text()}`);
  jar.absorb(res);
  return jar;
}

/** A dossier with one ~20 MB PDF; answers the download URL. */
async function uploadDocument(base, session) {
  const headers = { cookie: session.header(), 'x-xsrf-token': session.xsrf() };
  const created = await fetch(`${base}/api/dossiers`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({
      type: 'cremation',
      deceased_first_names: 'Bench',
      deceased_last_name: 'Download',
      died_at: new Date(Date.now() - 86_400_000).toISOString(),
    }),
  });
  if (created.status !== 201)
    throw new Error(`creating a dossier failed: ${created.status} ${await created.text()}`);
  const dossierId = (await created.json()).data.id;
  const content = Buffer.alloc(DOCUMENT_BYTES, 0x20);
  content.write('%PDF-1.4\n', 0, 'latin1');
  content.write('\n%%EOF\n', DOCUMENT_BYTES - 7, 'latin1');
  const form = new FormData();
  form.append('file', new Blob([content], { type: 'application/pdf' }), 'bench.pdf');
  const uploaded = await fetch(`${base}/api/dossiers/${dossierId}/documents`, {
    method: 'POST',
    headers,
    body: form,
  });
  if (uploaded.status !== 201) throw new Error(`upload failed: ${uploaded.status} ${await uploaded.text()}`);
  return `${base}${(await uploaded.json()).data.download_url}`;
}

async function startServer(serverDist, port, extraEnv, newDatabase) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'afscheid-bench-login-'));
  const database = newDatabase ? await newDatabase() : null;
  const env = {
    ...process.env,
    NODE_ENV: 'development',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'true',
    APP_URL: `http://127.0.0.1:${port}`,
    ...(database ? { DATABASE_URL: database.url } : {}),
    ...extraEnv,
  };
  if (!database) delete env.DATABASE_URL;
  delete env.UV_THREADPOOL_SIZE;
  delete env.PASSWORD_HASH_COST;
  const child = spawn(process.execPath, [path.join(serverDist, 'server.js')], {
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return {
    base: `http://127.0.0.1:${port}`,
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      fs.rmSync(dataDir, { recursive: true, force: true });
      await database?.drop();
    },
  };
}

export const percentile = (sorted, p) =>
  sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/** Runs `request` again and again on one connection's worth of callers until `until()`; latencies in ms. */
async function loop(request, until, callers = 1) {
  const latencies = [];
  await Promise.all(
    Array.from({ length: callers }, async () => {
      while (!until()) {
        const started = performance.now();
        await request();
        latencies.push(performance.now() - started);
      }
    }),
  );
  return latencies.sort((a, b) => a - b);
}

/** Waves of BURST simultaneous logins with made-up addresses until `until()`; tallies the answers. */
async function loginWaves(base, until, { forwardedFor }) {
  const jar = await guest(base);
  const tally = { 204: 0, 422: 0, throttled: 0, busy: 0, other: 0 };
  let wave = 0;
  while (!until()) {
    const started = performance.now();
    wave++;
    await Promise.all(
      Array.from({ length: BURST }, async (_, i) => {
        const headers = {
          'content-type': 'application/json',
          'x-xsrf-token': jar.xsrf(),
          cookie: jar.header(),
        };
        if (forwardedFor) headers['x-forwarded-for'] = `198.18.${Math.floor(i / 250)}.${(i % 250) + 1}`;
        const res = await fetch(`${base}/login`, {
          method: 'POST',
          headers,
          body: JSON.stringify({ email: `verzonnen-${wave}-${i}@example.invalid`, password: 'Raden-123' }),
        });
        const text = await res.text();
        if (res.status === 429) tally[/inlogpogingen/.test(text) ? 'throttled' : 'busy']++;
        else if (res.status in tally) tally[res.status]++;
        else tally.other++;
      }),
    );
    const elapsed = performance.now() - started;
    if (elapsed < 1000) await new Promise((r) => setTimeout(r, 1000 - elapsed));
  }
  return { ...tally, waves: wave };
}

async function measure(server, downloadUrl, session, seconds, burst) {
  const deadline = Date.now() + seconds * 1000;
  const until = () => Date.now() >= deadline;
  const download = async () => {
    const res = await fetch(downloadUrl, { headers: { cookie: session.header() } });
    const body = await res.arrayBuffer();
    if (res.status !== 200 || body.byteLength < DOCUMENT_BYTES) throw new Error(`download: ${res.status}`);
  };
  const health = async () => {
    const res = await fetch(`${server.base}/api/health`);
    await res.arrayBuffer();
  };
  const [downloads, checks, logins] = await Promise.all([
    loop(download, until),
    loop(health, until),
    burst ? loginWaves(server.base, until, burst) : undefined,
  ]);
  return { downloads, checks, logins };
}

/**
 * The scenarios, each on a fresh server (on a fresh PostgreSQL database from `newDatabase()` when given); prints one
 * table and answers its rows (`burst` false for the idle ones, latencies sorted in ms).
 */
export async function benchLoginBurst({ serverDist, seconds, firstPort = 3210, newDatabase }) {
  const cost = 'scrypt 2^15';
  const servers = [
    {
      title: 'defaults (TRUST_PROXY on)',
      env: { TRUST_PROXY: 'true' },
      scenarios: [
        { title: 'idle' },
        { title: '200 logins/wave, 200 IPs (X-Forwarded-For)', burst: { forwardedFor: true } },
        { title: '200 logins/wave, one IP', burst: { forwardedFor: false } },
      ],
    },
    {
      title: 'per-IP limit raised, queue bounded',
      env: { LOGIN_ATTEMPTS_PER_IP: '1000000' },
      scenarios: [{ title: '200 logins/wave, one IP, all may hash', burst: { forwardedFor: false } }],
    },
    {
      title: 'same, one hash at a time',
      env: { LOGIN_ATTEMPTS_PER_IP: '1000000', PASSWORD_HASH_CONCURRENCY: '1' },
      scenarios: [{ title: '200 logins/wave, one IP, all may hash', burst: { forwardedFor: false } }],
    },
    {
      title: 'no limits, no queue (as before)',
      env: {
        LOGIN_ATTEMPTS_PER_IP: '1000000',
        PASSWORD_HASH_CONCURRENCY: '1024',
        PASSWORD_HASH_QUEUE: '1000000',
      },
      scenarios: [
        { title: 'idle' },
        { title: '200 logins/wave, one IP, all hash at once', burst: { forwardedFor: false } },
      ],
    },
  ];
  const rows = [];
  let port = firstPort;
  for (const config of servers) {
    const server = await startServer(serverDist, port++, config.env, newDatabase);
    try {
      await waitFor(`${server.base}/api/health`);
      const session = await signIn(server.base, 'uitvaartverzorger@afscheid.test');
      const downloadUrl = await uploadDocument(server.base, session);
      for (const scenario of config.scenarios) {
        const result = await measure(server, downloadUrl, session, seconds, scenario.burst);
        rows.push({
          server: config.title,
          scenario: scenario.title,
          burst: Boolean(scenario.burst),
          ...result,
        });
      }
    } finally {
      await server.stop();
    }
  }

  const ms = (value) => (Number.isNaN(value) ? '–' : value.toFixed(value < 10 ? 1 : 0)).padStart(6);
  console.log(
    `Logins against everything else: a ${(DOCUMENT_BYTES / 1048576).toFixed(1)} MB download and GET /api/health, ` +
      `one caller each, ${seconds} s per scenario, ${cost}, ${os.cpus().length} cores\n`,
  );
  console.log(
    `  ${'server'.padEnd(36)} ${'scenario'.padEnd(44)} ${'download p50'.padStart(12)} ${'p99'.padStart(6)} ${'n'.padStart(4)}` +
      `   ${'health p50'.padStart(10)} ${'p99'.padStart(6)}   logins: hashed (422) / 429 limit / 429 busy`,
  );
  for (const r of rows) {
    const logins = r.logins
      ? `${r.logins[422]} / ${r.logins.throttled} / ${r.logins.busy} in ${r.logins.waves} waves` +
        (r.logins.other || r.logins[204] ? ` (+${r.logins.other + r.logins[204]} other)` : '')
      : '';
    console.log(
      `  ${r.server.padEnd(36)} ${r.scenario.padEnd(44)} ${ms(percentile(r.downloads, 50)).padStart(9)} ms ${ms(percentile(r.downloads, 99))} ${String(r.downloads.length).padStart(4)}` +
        `   ${ms(percentile(r.checks, 50)).padStart(7)} ms ${ms(percentile(r.checks, 99))}   ${logins}`,
    );
  }
  console.log('');
  return rows;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = path.resolve(here, '../../..');
  await benchLoginBurst({
    serverDist: process.env.BENCH_SERVER_DIST ?? path.join(root, 'apps/server/dist'),
    seconds: Number(process.env.BENCH_SECONDS ?? 10),
  });
}
