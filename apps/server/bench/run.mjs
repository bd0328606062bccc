/* global window, document, MutationObserver -- the functions passed to addInitScript/evaluate run in the page. */
// npm run bench: measures the built server on a fresh database (SQLite, or PostgreSQL with BENCH_DATABASE_URL;
// BENCH_DATABASES=sqlite,postgres runs both, one after the other). Every measured request runs on the app and then on
// a bare node:http server that calls the same service functions (bare-services.ts, bundled here like build.mjs
// bundles the server); GET /api/auth/user also on the hand-written baseline (bare-server.mjs). The parts: the
// dossier list, search and section saves on 100,000 dossiers of one organisation, a 300-line budget and the
// billable dossiers among them, the planner week of 30 places with 2,000 reservations, the crematorium's incoming
// requests, its 50,000 ash records with the register of art. 50 and the ash places, the dashboard on those 100,000
// dossiers, generating an opdrachtbevestiging of a dossier with 100 budget lines; then the app server's resident
// memory, a document download's latency during bursts of logins (login-burst.mjs) and the gzipped size of what
// the browser loads before the login page shows. Loopback only, bounded runs. BENCH_ONLY picks parts (see below).
// It ends with one summary table (scenario, database, req/s, p99, bare req/s, ratio, goal, met?); see README.md here.
import { fork, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { build } from 'esbuild';
import pg from 'pg';
import { chromium } from '@playwright/test';
import { benchLoginBurst, percentile } from './login-burst.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../../..');
const serverDist = path.resolve(process.env.BENCH_SERVER_DIST ?? path.join(root, 'apps/server/dist'));
// BENCH_PORT moves every port of the run (app, bare servers, login-burst servers) so two runs can share a machine.
const PORT_BASE = Number(process.env.BENCH_PORT ?? 3201);
const APP_PORT = PORT_BASE;
const BARE_PORT = PORT_BASE + 1;
const BARE_SERVICES_PORT = PORT_BASE + 2;
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const DOSSIERS = Number(process.env.BENCH_DOSSIERS ?? 100_000);
const ASH_RECORDS = Number(process.env.BENCH_ASH_RECORDS ?? 50_000);
// BENCH_ONLY=ash (comma-separated: baseline, dossiers, budget, planner, requests, ash, dashboard, generate,
// login-burst, first-load, lighthouse, scale-out) runs only those parts, e.g. one scenario against a server started from the sources
// (BENCH_SERVER_DIST). `dashboard` seeds the 100,000 dossiers itself when `dossiers` did not run.
const ONLY = process.env.BENCH_ONLY ? process.env.BENCH_ONLY.split(',').map((part) => part.trim()) : null;
const wanted = (part) => !ONLY || ONLY.includes(part);
// BENCH_DATABASES=sqlite,postgres runs the whole bench once per database (PostgreSQL needs BENCH_DATABASE_URL, a
// server the bench may create a database on: each run makes its own and drops it at the end) and prints one
// summary of both. Default: PostgreSQL when BENCH_DATABASE_URL is set, else SQLite.
const PG_ADMIN_URL = process.env.BENCH_DATABASE_URL;
const DATABASES = (process.env.BENCH_DATABASES ?? (PG_ADMIN_URL ? 'postgres' : 'sqlite'))
  .split(',')
  .map((name) => name.trim().toLowerCase())
  .filter(Boolean);
for (const name of DATABASES) {
  if (name !== 'sqlite' && name !== 'postgres')
    throw new Error(`BENCH_DATABASES: unknown database "${name}"`);
  if (name === 'postgres' && !PG_ADMIN_URL)
    throw new Error('PostgreSQL needs BENCH_DATABASE_URL=postgres://…');
}
if (DATABASES.length > 1 && !process.env.BENCH_DATABASE) {
  // One child run per database, then the summary of all of them.
  const started = performance.now();
  const rows = [];
  for (const database of DATABASES) {
    const resultsFile = path.join(os.tmpdir(), `afscheid-bench-${process.pid}-${database}.json`);
    const child = spawnSync(process.execPath, [fileURLToPath(import.meta.url)], {
      stdio: 'inherit',
      env: { ...process.env, BENCH_DATABASE: database, BENCH_RESULTS_FILE: resultsFile },
    });
    if (fs.existsSync(resultsFile)) {
      rows.push(...JSON.parse(fs.readFileSync(resultsFile, 'utf8')));
      fs.rmSync(resultsFile);
    }
    if (child.status !== 0) console.log(`\nThe ${database} run failed (exit ${child.status}).\n`);
  }
  printSummary(rows, performance.now() - started);
  process.exit(0);
}
const DATABASE = process.env.BENCH_DATABASE ?? DATABASES[0];
const DB_LABEL = DATABASE === 'postgres' ? 'PostgreSQL' : 'SQLite';
/** Parts that do not depend on the database (the first load) run with the first database only. */
const firstDatabase = DATABASE === DATABASES[0];
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'afscheid-bench-'));
const children = [];
/** Databases this run made on the PostgreSQL server, dropped at the end (also when the run fails). */
const madeDatabases = new Set();
let databasesMade = 0;
/** What the parts of this run have seeded so far (the dashboard reads what is there). */
const seededInRun = { dossiers: false, budget: false, ash: false };
/** The summary's rows: one per measured request, plus memory, the download during logins and the first load. */
const summary = [];
const startedAt = performance.now();

/** Set once the run stops its servers: from then on a server that exits is expected to. */
let stopping = false;

function cleanup() {
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  fs.rmSync(dataDir, { recursive: true, force: true });
  if (madeDatabases.size > 0) {
    // Synchronous on purpose (this also runs on 'exit'): the servers are told to stop, FORCE ends their connections.
    const names = JSON.stringify([...madeDatabases]);
    madeDatabases.clear();
    spawnSync(
      process.execPath,
      [
        '-e',
        `const pg = require('pg'); const c = new pg.Client({ connectionString: process.env.BENCH_DATABASE_URL });
         c.connect().then(async () => { for (const n of ${names}) await c.query('drop database if exists "' + n + '" with (force)'); await c.end(); });`,
      ],
      { cwd: root, stdio: 'inherit', env: process.env },
    );
  }
}
process.on('exit', cleanup);

/** The normal end: the servers finish what they were answering (a document being written) before the cleanup. */
async function shutdown() {
  stopping = true;
  const running = children.filter((child) => child.exitCode === null && child.signalCode === null);
  const exited = running.map((child) => new Promise((resolve) => child.once('exit', resolve)));
  for (const child of running) child.kill('SIGTERM');
  await Promise.race([Promise.all(exited), new Promise((resolve) => setTimeout(resolve, 15_000))]);
  cleanup();
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(130));
// A part that fails ends the run, but its servers first finish what they write into the data folder.
process.on('uncaughtException', (err) => {
  console.error(err);
  void shutdown().finally(() => process.exit(1));
});

/** A fresh PostgreSQL database on BENCH_DATABASE_URL's server: its URL, and how to drop it. */
async function newPgDatabase() {
  const name = `afscheid_bench_${PORT_BASE}_${process.pid}_${++databasesMade}`;
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  await admin.connect();
  try {
    await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  madeDatabases.add(name);
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: PG_ADMIN_URL });
      await client.connect();
      try {
        await client.query(`drop database if exists "${name}" with (force)`);
      } finally {
        await client.end();
      }
      madeDatabases.delete(name);
    },
  };
}

/** Waits until the URL answers (a server on PostgreSQL migrates and seeds first: up to two minutes). */
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

async function login(base, email) {
  const jar = new Map();
  const absorb = (res) => {
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const [k, v] = pair.split('=');
      jar.set(k, v);
    }
  };
  absorb(await fetch(`${base}/sanctum/csrf-cookie`));
  const cookie = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  const res = await fetch(`${base}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-xsrf-token': jar.get('XSRF-TOKEN'), cookie: cookie() },
    body: JSON.stringify({ email, password: 'Afscheid-demo-2026' }),
  });
  if (res.status !== 204) throw new Error(`login failed: ${res.status} ${await res.text()}`);
  absorb(res);
  return { cookie: cookie(), xsrf: decodeURIComponent(jar.get('XSRF-TOKEN')) };
}

/** An autocannon result as the bench reports it; p99 is NaN ("–") when no answer came back within the load. */
const outcome = (title, result) => ({
  title,
  rps: result.requests.average,
  p99: result.requests.total > 0 ? result.latency.p99 : NaN,
  total: result.requests.total,
});

/** POST the same JSON body again and again as a logged-in user (CSRF header included). */
function loadPost(url, session, body, title) {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url,
        method: 'POST',
        connections: CONNECTIONS,
        duration: DURATION,
        headers: {
          cookie: session.cookie,
          'x-xsrf-token': session.xsrf,
          accept: 'application/json',
          'content-type': 'application/json',
        },
        body: JSON.stringify(body),
      },
      (err, result) => {
        if (err) return reject(err);
        if (result.non2xx > 0) return reject(new Error(`${title}: ${result.non2xx} non-2xx answers`));
        resolve(outcome(title, result));
      },
    );
  });
}

async function load(url, cookie, title) {
  // One request first: the first answer of a query may prepare statements or fill caches.
  await (await fetch(url, { headers: { cookie, accept: 'application/json' } })).arrayBuffer();
  // What a browser sends: the app may answer a large cached answer gzipped (decision 025); the bare server never does.
  const headers = { cookie, accept: 'application/json', 'accept-encoding': 'gzip, deflate, br' };
  return new Promise((resolve, reject) => {
    autocannon(
      { url, connections: CONNECTIONS, duration: DURATION, headers },
      (err, result) => {
        if (err) return reject(err);
        if (result.non2xx > 0) return reject(new Error(`${title}: ${result.non2xx} non-2xx answers`));
        resolve(outcome(title, result));
      },
    );
  });
}

/**
 * PUT a section again and again: every connection takes a dossier nobody else is saving, sends the version it
 * last got back (so no save is a conflict) and a changed note (so every save writes).
 */
async function loadSectionSaves(base, session, dossierIds, versions, title) {
  // The versions as stored: a save still in flight when the previous load stopped has moved one on unseen.
  for (const id of dossierIds) {
    const res = await fetch(`${appBase}/api/dossiers/${id}/sections/care`, {
      headers: { cookie: session.cookie },
    });
    versions.set(id, (await res.json()).data.version);
  }
  const free = [...dossierIds];
  let sequence = 0;
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: base,
        connections: CONNECTIONS,
        duration: DURATION,
        headers: {
          cookie: session.cookie,
          'x-xsrf-token': session.xsrf,
          accept: 'application/json',
          'content-type': 'application/json',
        },
        requests: [
          {
            method: 'PUT',
            setupRequest(request, context) {
              context.id = free.pop();
              const body = {
                version: versions.get(context.id),
                data: { place: 'Rouwcentrum De Linde', notes: `Bijzonderheid ${++sequence}` },
              };
              return {
                ...request,
                path: `/api/dossiers/${context.id}/sections/care`,
                body: JSON.stringify(body),
              };
            },
            onResponse(status, body, context) {
              if (status === 200) versions.set(context.id, JSON.parse(body).data.version);
              free.push(context.id);
            },
          },
        ],
      },
      (err, result) => {
        if (err) return reject(err);
        if (result.non2xx > 0) return reject(new Error(`${title}: ${result.non2xx} non-2xx answers`));
        resolve(outcome(title, result));
      },
    );
  });
}

/**
 * The goals of issue 17 per scenario (edit here when they change); a scenario without one is measured and
 * compared with its bare server, and its "met?" stays empty.
 */
const p99Under = (ms) => ({ text: `p99 < ${ms} ms`, met: (r) => r.p99 < ms });
const GOALS = {
  authUser: { text: 'ratio ≥ 0.5', met: (r) => r.ratio >= 0.5 },
  firstPage: { text: 'p99 < 50 ms, ≥ 1,000 req/s', met: (r) => r.p99 < 50 && r.rps >= 1000 },
  list: p99Under(50),
  memoryMb: 300,
  downloadRatio: 2,
  firstLoadKb: 120,
};
function fmt(value, digits = 0) {
  return value === undefined || value === null || Number.isNaN(value) ? '–' : value.toFixed(digits);
}

/**
 * One request measured on the app, then on the bare server that calls the same services (bare-services.ts), each
 * from an idle start: prints both and their ratio (app req/s ÷ bare req/s) and adds a summary row. `request(base)`
 * runs the load against a server. A bare server that cannot answer it is reported, not fatal.
 */
async function compare(title, goal, request) {
  await untilIdle(appBase);
  const app = await request(appBase, title);
  let bare = null;
  let failure = null;
  try {
    await untilIdle(bareServicesBase);
    bare = await request(bareServicesBase, title);
  } catch (err) {
    failure = err instanceof Error ? err.message : String(err);
  }
  printPair(title, app, bare, failure);
  addRow(title, app, bare, goal);
}

function printPair(title, app, bare, failure) {
  const side = (r) => `${fmt(r.rps).padStart(6)} req/s p99 ${fmt(r.p99).padStart(5)} ms`;
  console.log(
    `  ${title.padEnd(44)} app ${side(app)}   bare ${bare ? side(bare) : `– (${failure})`}` +
      (bare?.rps > 0 ? `   ratio ${fmt(app.rps / bare.rps, 2)}` : ''),
  );
}

function addRow(scenario, app, bare, goal) {
  const ratio = app && bare?.rps > 0 ? app.rps / bare.rps : null;
  const measured = app ? { rps: app.rps, p99: app.p99, ratio } : null;
  summary.push({
    scenario,
    database: DB_LABEL,
    rps: app?.rps ?? null,
    p99: app?.p99 ?? null,
    bareRps: bare?.rps ?? null,
    bareP99: bare?.p99 ?? null,
    ratio,
    goal: goal?.text ?? '',
    met: goal && measured ? goal.met(measured) : null,
  });
  saveResults();
}

/** A row that is not a request rate (memory, the download during logins, the first load). */
function addFact(scenario, goal, met) {
  summary.push({
    scenario,
    database: DB_LABEL,
    rps: null,
    p99: null,
    bareRps: null,
    bareP99: null,
    ratio: null,
    goal,
    met,
  });
  saveResults();
}

/** A child run of BENCH_DATABASES keeps its rows in a file as they come, so a part that fails loses no earlier one. */
function saveResults() {
  if (process.env.BENCH_RESULTS_FILE)
    fs.writeFileSync(process.env.BENCH_RESULTS_FILE, JSON.stringify(summary));
}

function printSummary(rows, elapsedMs) {
  const cell = (value) => String(value ?? '–');
  const table = [
    ['scenario', 'db', 'req/s', 'p99 ms', 'bare req/s', 'bare p99 ms', 'ratio', 'goal', 'met?'],
    ...rows.map((r) => [
      r.scenario,
      r.database,
      fmt(r.rps),
      fmt(r.p99),
      fmt(r.bareRps),
      fmt(r.bareP99),
      fmt(r.ratio, 2),
      r.goal || '–',
      r.met === null || r.met === undefined ? '–' : r.met ? 'yes' : 'NO',
    ]),
  ].map((cells) => cells.map(cell));
  const widths = table[0].map((_, i) => Math.max(...table.map((cells) => cells[i].length)));
  const line = (cells) =>
    `| ${cells.map((c, i) => (i >= 2 && i <= 6 ? c.padStart(widths[i]) : c.padEnd(widths[i]))).join(' | ')} |`;
  console.log(
    `\nSummary (${CONNECTIONS} connections, ${DURATION} s per load, ${os.cpus().length} cores; ratio = app req/s ÷ bare ` +
      `req/s, the bare server calling the same services; ${(elapsedMs / 60_000).toFixed(1)} min):\n`,
  );
  console.log(line(table[0]));
  console.log(
    `|${widths.map((w, i) => (i >= 2 && i <= 6 ? `${'-'.repeat(w + 1)}:` : '-'.repeat(w + 2))).join('|')}|`,
  );
  for (const cells of table.slice(1)) console.log(line(cells));
  console.log('');
}

/**
 * Runs a seed script from the sources (tsx) against the run's database while the servers run. Asynchronously: a
 * seed of several minutes must not stall the event loop, or a kept-alive connection the server closed meanwhile
 * is written to (EPIPE) before its close is seen. On SQLite it then waits out one round of the servers' planner
 * statistics refresh (every 10 s, server.ts and bare-services.ts): the bench measures a server that runs on
 * these data, not the first seconds after a bulk load no real server sees.
 */
async function runSeed(script, args = []) {
  const result = await spawnSeed(script, args);
  if (result.status === 0 && DATABASE === 'sqlite') await new Promise((resolve) => setTimeout(resolve, 11_000));
  return result;
}

function spawnSeed(script, args) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(here, script), ...args], {
      cwd: root,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.once('error', reject);
    child.once('exit', (status) => resolve({ status, stdout, stderr }));
  });
}

/** Writes the 100,000 dossiers of the demo funeral company (bench/seed-bench.ts) while the server runs. */
async function seedDossiers() {
  const written = await runSeed('seed-bench.ts', [String(DOSSIERS)]);
  if (written.status !== 0) throw new Error(`seeding dossiers failed: ${written.stderr}`);
  seededInRun.dossiers = true;
  return written.stdout.trim();
}

/** 100,000 dossiers of the demo funeral company, written by bench/seed-bench.ts while the server runs. */
async function benchDossiers(base) {
  const written = await seedDossiers();
  const session = await login(base, 'uitvaartverzorger@afscheid.test');
  const dossierIds = [];
  for (let i = 0; i < CONNECTIONS * 2; i++) {
    const res = await fetch(`${base}/api/dossiers`, {
      method: 'POST',
      headers: { cookie: session.cookie, 'x-xsrf-token': session.xsrf, 'content-type': 'application/json' },
      body: JSON.stringify({
        type: 'cremation',
        deceased_first_names: 'Bench',
        deceased_last_name: `Dossier ${i}`,
        died_at: new Date(Date.now() - 86_400_000).toISOString(),
      }),
    });
    if (res.status !== 201) throw new Error(`creating a dossier failed: ${res.status} ${await res.text()}`);
    dossierIds.push((await res.json()).data.id);
  }
  const sample = await (
    await fetch(`${base}/api/dossiers?search=jan`, { headers: { cookie: session.cookie } })
  ).json();
  console.log(
    `Dossiers: ${written}; "jan" matches ${sample.meta.total} of them. ${CONNECTIONS} connections, ${DURATION} s each, ${DB_LABEL}\n`,
  );
  const get = (suffix) => (server, title) => load(`${server}${suffix}`, session.cookie, title);
  await compare('GET /api/dossiers (first page, newest)', GOALS.firstPage, get('/api/dossiers'));
  await compare('GET /api/dossiers?search=jan', GOALS.list, get('/api/dossiers?search=jan'));
  const versions = new Map();
  await compare('PUT /api/dossiers/{id}/sections/care', null, (server, title) =>
    loadSectionSaves(server, session, dossierIds, versions, title),
  );
  console.log('');
}

/** Budgets on top of the 100,000 dossiers (bench/seed-budget.ts): a 300-line budget and "billable dossiers". */
async function benchBudget(base) {
  const seeded = await runSeed('seed-budget.ts');
  if (seeded.status !== 0) throw new Error(`seeding budgets failed: ${seeded.stderr}`);
  seededInRun.budget = true;
  const written = JSON.parse(seeded.stdout.trim().split('\n').pop());
  const session = await login(base, 'uitvaartverzorger@afscheid.test');
  const billable = await (
    await fetch(`${base}/api/invoicing/billable-dossiers`, { headers: { cookie: session.cookie } })
  ).json();
  console.log(
    `Budgets: ${written.lines} lines, ${written.invoices} invoices written in ${written.seconds} s; ` +
      `${billable.meta.total} billable dossiers listed. ${CONNECTIONS} connections, ${DURATION} s each, ${DB_LABEL}\n`,
  );
  const get = (suffix) => (server, title) => load(`${server}${suffix}`, session.cookie, title);
  await compare(
    'GET /api/dossiers/{id}/budget (300 lines)',
    GOALS.list,
    get(`/api/dossiers/${written.bigDossierId}/budget`),
  );
  await compare('GET /api/invoicing/billable-dossiers', GOALS.list, get('/api/invoicing/billable-dossiers'));
  console.log('');
}

/** The planner week of a large organisation (bench/seed-planner.ts): 30 places, 2,000 reservations that week. */
async function benchPlanner(base) {
  const seeded = await runSeed('seed-planner.ts');
  if (seeded.status !== 0) throw new Error(`seeding the planner failed: ${seeded.stderr}`);
  const written = JSON.parse(seeded.stdout.trim().split('\n').pop());
  const session = await login(base, 'uitvaartverzorger@afscheid.test');
  const week = `/api/reservations?from=${written.monday}&to=${addDays(written.monday, 7)}`;
  const sample = await (await fetch(`${base}${week}`, { headers: { cookie: session.cookie } })).json();
  console.log(
    `Planner: ${written.places} places, ${written.week} reservations this week and ${written.other} in other weeks, ` +
      `written in ${written.seconds} s; the week lists ${sample.data.length}. ${CONNECTIONS} connections, ${DURATION} s each, ${DB_LABEL}\n`,
  );
  const get = (suffix) => (server, title) => load(`${server}${suffix}`, session.cookie, title);
  await compare('GET /api/reservations (the week, 30 places)', GOALS.list, get(week));
  await compare('GET /api/places (the planner columns)', null, get('/api/places?per_page=100&active=true'));
  console.log('');
}

/** The crematorium's incoming requests (bench/seed-requests.ts): 20,000 requests from a funeral company. */
async function benchRequests(base) {
  const seeded = await runSeed('seed-requests.ts');
  if (seeded.status !== 0) throw new Error(`seeding the requests failed: ${seeded.stderr}`);
  const written = JSON.parse(seeded.stdout.trim().split('\n').pop());
  const session = await login(base, 'crematorium@afscheid.test');
  const list = '/api/crematorium-requests';
  const sample = await (await fetch(`${base}${list}`, { headers: { cookie: session.cookie } })).json();
  console.log(
    `Incoming crematorium requests: ${written.requests} written in ${written.seconds} s; the list counts ` +
      `${sample.meta?.total}. ${CONNECTIONS} connections, ${DURATION} s each, ${DB_LABEL}\n`,
  );
  const get = (suffix) => (server, title) => load(`${server}${suffix}`, session.cookie, title);
  await compare('GET /api/crematorium-requests (first page)', GOALS.list, get(list));
  await compare(
    'GET /api/crematorium-requests?status=submitted',
    GOALS.list,
    get(`${list}?status=submitted`),
  );
  await compare('GET /api/crematorium-requests?search=jan', GOALS.list, get(`${list}?search=jan`));
  console.log('');
}

/**
 * Each run starts on an idle server: the answers the previous run left in flight (a register of 5,000 lines
 * keeps the server busy for seconds after its run ends) are done once the health check answers at once again.
 */
async function untilIdle(base) {
  for (let attempt = 0; attempt < 120; attempt++) {
    const started = performance.now();
    await fetch(`${base}/api/health`);
    if (performance.now() - started < 25) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * The crematorium's ash records (bench/seed-ash.ts): 50,000 records over ten years, a third with destinations in
 * every state: the /ash list (first page, in storage, a search, the releasable ones), the register of the
 * busiest year and the ash places. A route that is not there (yet) is reported, not measured.
 */
async function benchAsh(base) {
  const seeded = await runSeed('seed-ash.ts', [String(ASH_RECORDS)]);
  if (seeded.status !== 0) throw new Error(`seeding the ash records failed: ${seeded.stderr}`);
  seededInRun.ash = true;
  const written = JSON.parse(seeded.stdout.trim().split('\n').pop());
  const session = await login(base, 'crematorium@afscheid.test');
  const records = '/api/ash-records';
  const probe = await fetch(`${base}${records}`, {
    headers: { cookie: session.cookie, accept: 'application/json' },
  });
  const sample = probe.ok ? await probe.json() : null;
  console.log(
    `Ash records: ${written.records} records, ${written.destinations} destinations and ${written.places} places ` +
      `written in ${written.seconds} s; the list counts ${sample?.meta?.total ?? `nothing (${probe.status})`}, ` +
      `${written.busiestYear} has ${written.inBusiestYear}. ${CONNECTIONS} connections, ${DURATION} s each, ${DB_LABEL}\n`,
  );
  // compare() starts each load on an idle server and load() sends one request before it.
  const measure = (suffix, title, goal = GOALS.list) =>
    compare(title, goal, (server, name) => load(`${server}${suffix}`, session.cookie, name));
  if (sample) {
    await measure(records, 'GET /api/ash-records (first page)');
    await measure(`${records}?status=in_storage`, 'GET /api/ash-records?status=in_storage');
    await measure(`${records}?search=jan`, 'GET /api/ash-records?search=jan');
    await measure(`${records}?releasable=true`, 'GET /api/ash-records?releasable=true');
  } else {
    console.log(`  GET /api/ash-records answers ${probe.status}: not measured`);
  }
  const year = written.busiestYear;
  // The register and the places: "far faster" (no number), so no goal in the summary.
  await measure(`/api/ash-register?year=${year}`, `GET /api/ash-register?year=${year} (JSON)`, null);
  await measure('/api/ash-places', 'GET /api/ash-places (first page)', null);
  await measure('/api/ash-places?terms_ending=true', 'GET /api/ash-places?terms_ending=true', null);
  console.log('');
}

/**
 * GET /api/dashboard on the 100,000 dossiers (seeded here when the dossiers part did not run): as the funeral
 * director (statuses, legal deadlines, tasks, requests, the billable dossiers when the budget part ran), and as
 * the crematorium's employee when the ash part seeded its 50,000 records in this run.
 */
async function benchDashboard(base) {
  const written = seededInRun.dossiers ? null : await seedDossiers();
  const director = await login(base, 'uitvaartverzorger@afscheid.test');
  const url = `${base}/api/dashboard`;
  const probe = await fetch(url, { headers: { cookie: director.cookie, accept: 'application/json' } });
  if (!probe.ok) {
    console.log(`Dashboard: GET /api/dashboard answers ${probe.status}: not measured\n`);
    return;
  }
  const sample = (await probe.json()).data;
  console.log(
    `Dashboard: ${written ? `${written}; ` : ''}the director's shows ${sample.dossiers.total} dossiers, ` +
      `${sample.legal_deadlines.count} close to their legal latest day, ${sample.tasks.open} open tasks, ` +
      `${sample.billable.count} billable dossiers${seededInRun.budget ? '' : ' (budget part not run)'}. ` +
      `${CONNECTIONS} connections, ${DURATION} s each, ${DB_LABEL}\n`,
  );
  const dashboardOf = (cookie) => (server, title) => load(`${server}/api/dashboard`, cookie, title);
  await compare('GET /api/dashboard (funeral director)', GOALS.list, dashboardOf(director.cookie));
  if (seededInRun.ash) {
    const staff = await login(base, 'crematorium@afscheid.test');
    const ash = (await (await fetch(url, { headers: { cookie: staff.cookie } })).json()).data.ash;
    console.log(
      `  (crematorium: ${ash.releasable_this_week} releasable this week, ${ash.over_term} over the term, ` +
        `${ash.places_terms_ending} places whose term ends)`,
    );
    await compare('GET /api/dashboard (crematorium staff)', GOALS.list, dashboardOf(staff.cookie));
  } else {
    console.log('  the crematorium employee is measured after the ash part (BENCH_ONLY=ash,dashboard)');
  }
  console.log('');
}

/**
 * Generating an opdrachtbevestiging (issue 16) of a dossier with 100 budget lines, made through the API by the
 * funeral director. A route that is not there (yet) is reported, not measured.
 */
async function benchGenerate(base) {
  const session = await login(base, 'uitvaartverzorger@afscheid.test');
  const headers = {
    cookie: session.cookie,
    'x-xsrf-token': session.xsrf,
    'content-type': 'application/json',
    accept: 'application/json',
  };
  const created = await fetch(`${base}/api/dossiers`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      type: 'cremation',
      deceased_first_names: 'Johanna Maria',
      deceased_name_prefix: 'van der',
      deceased_last_name: 'Begroting',
      died_at: new Date(Date.now() - 86_400_000).toISOString(),
    }),
  });
  if (created.status !== 201)
    throw new Error(`creating a dossier failed: ${created.status} ${await created.text()}`);
  const dossierId = (await created.json()).data.id;
  const started = performance.now();
  for (let i = 0; i < 100; i++) {
    const res = await fetch(`${base}/api/dossiers/${dossierId}/budget-lines`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        description: `Begrotingsregel ${i + 1}`,
        unit: 'stuk',
        quantity: 1 + (i % 3) * 0.5,
        unit_price: 1_250 + i * 137,
        vat_rate: ['21', '9', 'exempt', 'disbursement'][i % 4],
        discount: i % 7 === 0 ? 10 : undefined,
      }),
    });
    if (res.status !== 201) throw new Error(`adding a budget line failed: ${res.status} ${await res.text()}`);
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const generate = `/api/dossiers/${dossierId}/generatables/order-confirmation`;
  const probe = await fetch(`${base}${generate}`, { method: 'POST', headers, body: '{}' });
  if (!probe.ok) {
    console.log(
      `Generate: 100 budget lines added in ${seconds} s; POST …/generatables/order-confirmation answers ` +
        `${probe.status}: not measured\n`,
    );
    return;
  }
  const document = (await probe.json()).data;
  console.log(
    `Generate: 100 budget lines added in ${seconds} s; one opdrachtbevestiging is ${document?.size ?? '?'} bytes. ` +
      `${CONNECTIONS} connections, ${DURATION} s each, ${DB_LABEL}\n`,
  );
  await compare('POST …/generatables/order-confirmation', null, (server, title) =>
    loadPost(`${server}${generate}`, session, {}, title),
  );
  console.log('');
}

function addDays(date, days) {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

function gzippedSizes(paths) {
  let raw = 0;
  let gz = 0;
  const rows = [];
  for (const p of paths) {
    const file = path.join(root, 'apps/web/dist', p === '/' ? 'index.html' : p);
    if (!fs.existsSync(file) || fs.statSync(file).isDirectory()) continue;
    const buf = fs.readFileSync(file);
    const g = gzipSync(buf, { level: 9 }).length;
    raw += buf.length;
    gz += g;
    rows.push(
      `    ${p.padEnd(48)} ${(buf.length / 1024).toFixed(1).padStart(7)} KB  ${(g / 1024).toFixed(1).padStart(6)} KB gz`,
    );
  }
  return { raw, gz, rows };
}

/** The files the browser fetched before the login form showed, and those it fetched right after (idle). */
async function firstLoad(base) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-quic',
      '--no-first-run',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  const page = await browser.newPage();
  // The login page "shows" when its e-mail field enters the DOM; what starts loading later does not count.
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (document.querySelector('input[type=email]')) {
        window.__shownAt = performance.now();
        observer.disconnect();
      }
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto(`${base}/`);
  await page.waitForLoadState('networkidle');
  const { shownAt, entries } = await page.evaluate(() => ({
    shownAt: window.__shownAt,
    entries: performance.getEntriesByType('resource').map((e) => ({ name: e.name, end: e.responseEnd })),
  }));
  const own = entries.filter((e) => e.name.startsWith(base));
  // Loaded before it showed = finished downloading before the e-mail field entered the DOM.
  const beforeShown = ['/', ...own.filter((e) => e.end < shownAt).map((e) => new URL(e.name).pathname)];
  const after = own.filter((e) => e.end >= shownAt).map((e) => new URL(e.name).pathname);
  await browser.close();
  return { shown: gzippedSizes(beforeShown), after: gzippedSizes(after) };
}

// The app and the bare servers share one database: a new SQLite file in dataDir, or a new PostgreSQL database.
const pgDatabase = DATABASE === 'postgres' ? await newPgDatabase() : null;
const env = {
  ...process.env,
  PORT: String(APP_PORT),
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  LOG_LEVEL: 'warn',
  SEED_DEMO: 'true',
  APP_URL: `http://127.0.0.1:${APP_PORT}`,
  ...(pgDatabase ? { DATABASE_URL: pgDatabase.url } : {}),
  // BENCH_NODE_ENV=production measures the app as it runs in production (no response validation, decision 010);
  // plain http on loopback is then allowed explicitly. Unset, the server's default (development) applies.
  ...(process.env.BENCH_NODE_ENV
    ? { NODE_ENV: process.env.BENCH_NODE_ENV, ALLOW_INSECURE_HTTP: 'true' }
    : {}),
};
if (!pgDatabase) delete env.DATABASE_URL;
console.log(
  `\nBench on ${DB_LABEL}: ${CONNECTIONS} connections, ${DURATION} s per load, ${os.cpus().length} cores, ` +
    `NODE_ENV ${env.NODE_ENV ?? '(unset: development)'}, server ${serverDist}\n`,
);
const app = spawn(process.execPath, [path.join(serverDist, 'server.js')], {
  env,
  stdio: ['ignore', 'ignore', 'inherit'],
});
children.push(app);
app.once('exit', (code, signal) => {
  if (stopping) return;
  console.error(`The app server stopped (exit ${code ?? signal}); see its messages above.`);
  process.exit(1);
});
const appBase = `http://127.0.0.1:${APP_PORT}`;
await waitFor(`${appBase}/api/health`);

/**
 * The bare server on the services (bare-services.ts), bundled like build.mjs bundles the server, into a folder
 * inside the server's dist so that it finds the same node_modules; it runs the same services on the same database.
 */
async function startBareServices() {
  const outdir = fs.mkdtempSync(path.join(serverDist, '.bench-bare-'));
  process.on('exit', () => fs.rmSync(outdir, { recursive: true, force: true }));
  const pkg = JSON.parse(fs.readFileSync(path.join(root, 'apps/server/package.json'), 'utf8'));
  await build({
    entryPoints: [path.join(here, 'bare-services.ts')],
    outdir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    outExtension: { '.js': '.mjs' },
    external: Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@afscheid/')),
    logLevel: 'warning',
  });
  const bare = fork(path.join(outdir, 'bare-services.mjs'), [], {
    env: { ...env, PORT: String(BARE_SERVICES_PORT) },
    stdio: 'inherit',
  });
  children.push(bare);
  await new Promise((resolve, reject) => {
    bare.once('message', resolve);
    bare.once('exit', (code) => reject(new Error(`the bare server stopped (exit ${code})`)));
  });
  return bare;
}
const bareServices = await startBareServices();
const bareServicesBase = `http://127.0.0.1:${BARE_SERVICES_PORT}`;

if (wanted('baseline')) {
  const { cookie } = await login(appBase, 'eigenaar@afscheid.test');
  const bare = fork(
    path.join(root, 'apps/server/bench/bare-server.mjs'),
    [pgDatabase ? pgDatabase.url : path.join(dataDir, 'afscheid.sqlite'), String(BARE_PORT)],
    { stdio: 'inherit' },
  );
  children.push(bare);
  await new Promise((resolve) => bare.once('message', resolve));

  console.log(
    `GET /api/auth/user, ${CONNECTIONS} connections, ${DURATION} s each, ${DB_LABEL}, ${os.cpus().length} cores\n`,
  );
  const url = (base) => `${base}/api/auth/user`;
  await untilIdle(appBase);
  const appRun = await load(url(appBase), cookie, 'app (Fastify, sessions, hooks)');
  const handWritten = await load(
    url(`http://127.0.0.1:${BARE_PORT}`),
    cookie,
    'bare node:http, same queries',
  );
  await untilIdle(bareServicesBase);
  const onServices = await load(url(bareServicesBase), cookie, 'bare node:http on the services');
  for (const r of [appRun, handWritten, onServices]) {
    console.log(
      `  ${r.title.padEnd(34)} ${r.rps.toFixed(0).padStart(7)} req/s   p99 ${String(r.p99).padStart(4)} ms   (${r.total} requests)`,
    );
  }
  console.log(
    `  ratio app / bare: ${(appRun.rps / handWritten.rps).toFixed(2)} ` +
      `(against the bare server on the services: ${(appRun.rps / onServices.rps).toFixed(2)})\n`,
  );
  // The issue's named baseline is the hand-written server; the services' bare server is the second row.
  addRow('GET /api/auth/user (bare: hand-written)', appRun, handWritten, GOALS.authUser);
  addRow('GET /api/auth/user (bare: on the services)', appRun, onServices, null);
}

if (wanted('dossiers')) await benchDossiers(appBase);
if (wanted('budget')) await benchBudget(appBase);
if (wanted('planner')) await benchPlanner(appBase);
if (wanted('requests')) await benchRequests(appBase);
if (wanted('ash')) await benchAsh(appBase);
if (wanted('dashboard')) await benchDashboard(appBase);
if (wanted('generate')) await benchGenerate(appBase);

/** VmRSS (now) and VmHWM (the peak) of a process, in MB, from /proc (Linux). */
function memoryOf(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const mb = (key) => Number(new RegExp(`^${key}:\\s+(\\d+) kB`, 'm').exec(status)?.[1]) / 1024;
  return { rss: mb('VmRSS'), peak: mb('VmHWM') };
}
{
  // Right after the last load V8 still holds the heap it grew under it; its memory reducer gives it back once the
  // process has been idle for a while (8–15 s measured). The goal is the memory of a server after the bench:
  // measured after 30 s without requests, with the reading right after the load and the peak beside it.
  const loaded = memoryOf(app.pid);
  await new Promise((resolve) => setTimeout(resolve, 30_000));
  const memory = memoryOf(app.pid);
  const bare = memoryOf(bareServices.pid);
  console.log(
    `Resident memory of the app server after the parts above: VmRSS ${fmt(loaded.rss)} MB right after the last ` +
      `load, ${fmt(memory.rss)} MB after 30 s idle (goal < ${GOALS.memoryMb} MB), peak (VmHWM) ` +
      `${fmt(memory.peak)} MB; the bare server on the services after 30 s idle: ${fmt(bare.rss)} MB, peak ` +
      `${fmt(bare.peak)} MB\n`,
  );
  addFact(
    `app server memory after the bench (30 s idle): VmRSS ${fmt(memory.rss)} MB (right after the last load ` +
      `${fmt(loaded.rss)} MB, peak VmHWM ${fmt(memory.peak)} MB)`,
    `< ${GOALS.memoryMb} MB`,
    memory.rss < GOALS.memoryMb,
  );
}

// Logins with made-up addresses against a document download (decision 013); its own servers (and, on
// PostgreSQL, databases), ports BENCH_PORT + 9 to + 12.
if (wanted('login-burst')) {
  const rows = await benchLoginBurst({
    serverDist,
    seconds: DURATION,
    firstPort: PORT_BASE + 9,
    newDatabase: pgDatabase ? newPgDatabase : undefined,
  });
  // The goal: a download takes at most twice as long during the bursts as idle, with the defaults (median times).
  const defaults = rows.filter((row) => row.server === rows[0].server);
  const idle = percentile(defaults.find((row) => !row.burst).downloads, 50);
  for (const row of defaults.filter((candidate) => candidate.burst)) {
    const during = percentile(row.downloads, 50);
    const ratio = during / idle;
    console.log(
      `  download during "${row.scenario}": median ${fmt(during)} ms against ${fmt(idle)} ms idle = ${fmt(ratio, 2)}×` +
        ` (goal ≤ ${GOALS.downloadRatio}×)`,
    );
    addFact(
      `download during ${row.scenario}: ${fmt(during)} ms vs ${fmt(idle)} ms idle (${fmt(ratio, 1)}×)`,
      `≤ ${GOALS.downloadRatio}× idle`,
      ratio <= GOALS.downloadRatio,
    );
  }
  console.log('');
}

// Two app servers on one PostgreSQL behind haproxy (issue 17): its own servers, database and ports BENCH_PORT + 13
// to + 16; once, in the PostgreSQL run (a run without PostgreSQL says why it measures nothing).
if (wanted('scale-out') && (DATABASE === 'postgres' || !DATABASES.includes('postgres'))) {
  const { benchScaleOut } = await import('./scale-out.mjs');
  const reads = await benchScaleOut({
    serverDist,
    seconds: DURATION,
    connections: CONNECTIONS,
    firstPort: PORT_BASE + 13,
    databaseUrl: PG_ADMIN_URL,
  });
  for (const r of reads ?? []) {
    const rates = `2 backends ${fmt(r.twoBackends.rps)} req/s, 1 backend ${fmt(r.oneBackend.rps)}`;
    addFact(`${r.title} via haproxy: ${rates} (${fmt(r.factor, 2)}×)`, '', null);
  }
}

if (wanted('first-load') && firstDatabase) {
  const load1 = await firstLoad(appBase);
  console.log('What the browser loads before the login page shows:');
  for (const row of load1.shown.rows) console.log(row);
  console.log(
    `  total ${(load1.shown.raw / 1024).toFixed(1)} KB, gzipped ${(load1.shown.gz / 1024).toFixed(1)} KB (goal: at most ${GOALS.firstLoadKb} KB)`,
  );
  console.log('Loaded right after it shows (form validation, fetched while the user types):');
  for (const row of load1.after.rows) console.log(row);
  console.log(`  gzipped ${(load1.after.gz / 1024).toFixed(1)} KB\n`);
  const kb = load1.shown.gz / 1024;
  addFact(
    `first load before the login page: ${fmt(kb, 1)} KB gzipped`,
    `≤ ${GOALS.firstLoadKb} KB`,
    kb <= GOALS.firstLoadKb,
  );
}

// Lighthouse on the login page, dashboard, dossier list and a section form, mobile and desktop (lighthouse.mjs):
// straight at the app (HTTP/1.1, nothing compressed but the static files and the pages' HTML), and through the proxy a deployment puts
// in front (http2-proxy.mjs: TLS, HTTP/2, JSON compressed; docs/deployment.md), which is how a browser meets it.
if (wanted('lighthouse') && firstDatabase) {
  const { benchLighthouse } = await import('./lighthouse.mjs');
  const { startHttp2Proxy } = await import('./http2-proxy.mjs');
  const record = (rows, how) => {
    for (const r of rows) {
      const met = r.performance >= 95 && r.accessibility === 100;
      addFact(
        `Lighthouse ${r.page}, ${r.preset}, ${how}: performance ${r.performance}, accessibility ${r.accessibility} (benchmarkIndex ${r.benchmarkIndex})`,
        '≥ 95 / 100',
        met,
      );
    }
  };
  record(await benchLighthouse({ base: appBase, label: 'straight at the app (HTTP/1.1)' }), 'HTTP/1.1');
  const proxy = await startHttp2Proxy({ port: PORT_BASE + 17, target: APP_PORT });
  if (proxy.missing) {
    console.log(`Lighthouse behind the HTTP/2 proxy: not measured, ${proxy.missing} is not installed.\n`);
  } else {
    try {
      record(
        await benchLighthouse({ base: proxy.base, insecure: true, label: 'behind the HTTP/2 proxy' }),
        'HTTP/2 proxy',
      );
    } finally {
      await proxy.stop();
    }
  }
}

if (!process.env.BENCH_RESULTS_FILE) printSummary(summary, performance.now() - startedAt);
await shutdown();
process.exit(0);
