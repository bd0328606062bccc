/* global window, document, MutationObserver -- the functions passed to addInitScript/evaluate run in the page. */
// npm run bench: measures the built server against a bare node:http baseline on the same SQLite database,
// the gzipped size of what the browser loads before the login page shows, and the dossier list, search and
// section saves on 100,000 dossiers of one organisation, a 300-line budget and the billable dossiers among them, the planner week of 30 places with 2,000 reservations, the crematorium's incoming requests, its 50,000 ash
// records with the register of art. 50 and the ash places, the dashboard on those 100,000 dossiers, generating
// an opdrachtbevestiging of a dossier with 100 budget lines, and a document download's latency during bursts of
// logins (login-burst.mjs). Loopback only, bounded runs. BENCH_ONLY picks parts (see below).
import { fork, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { chromium } from '@playwright/test';
import { benchLoginBurst } from './login-burst.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'afscheid-bench-'));
// BENCH_PORT moves every port of the run (app, bare server, login-burst servers) so two runs can share a machine.
const PORT_BASE = Number(process.env.BENCH_PORT ?? 3201);
const APP_PORT = PORT_BASE;
const BARE_PORT = PORT_BASE + 1;
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 20;
const DOSSIERS = Number(process.env.BENCH_DOSSIERS ?? 100_000);
const ASH_RECORDS = Number(process.env.BENCH_ASH_RECORDS ?? 50_000);
// BENCH_ONLY=ash (comma-separated: baseline, dossiers, budget, planner, requests, ash, dashboard, generate,
// login-burst, first-load) runs only those parts, e.g. one scenario against a server started from the sources
// (BENCH_SERVER_DIST). `dashboard` seeds the 100,000 dossiers itself when `dossiers` did not run.
const ONLY = process.env.BENCH_ONLY ? process.env.BENCH_ONLY.split(',').map((part) => part.trim()) : null;
const wanted = (part) => !ONLY || ONLY.includes(part);
const children = [];
/** What the parts of this run have seeded so far (the dashboard reads what is there). */
const seededInRun = { dossiers: false, budget: false, ash: false };

function cleanup() {
  for (const child of children) child.kill('SIGTERM');
  fs.rmSync(dataDir, { recursive: true, force: true });
}
process.on('exit', cleanup);

async function waitFor(url) {
  for (let i = 0; i < 100; i++) {
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
        resolve({
          title,
          rps: result.requests.average,
          p99: result.latency.p99,
          total: result.requests.total,
        });
      },
    );
  });
}

function load(url, cookie, title) {
  return new Promise((resolve, reject) => {
    autocannon(
      { url, connections: CONNECTIONS, duration: DURATION, headers: { cookie, accept: 'application/json' } },
      (err, result) => {
        if (err) return reject(err);
        if (result.non2xx > 0) return reject(new Error(`${title}: ${result.non2xx} non-2xx answers`));
        resolve({
          title,
          rps: result.requests.average,
          p99: result.latency.p99,
          total: result.requests.total,
        });
      },
    );
  });
}

/**
 * PUT a section again and again: every connection takes a dossier nobody else is saving, sends the version it
 * last got back (so no save is a conflict) and a changed note (so every save writes).
 */
function loadSectionSaves(base, session, dossierIds, title) {
  const versions = new Map(dossierIds.map((id) => [id, 1]));
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
        resolve({
          title,
          rps: result.requests.average,
          p99: result.latency.p99,
          total: result.requests.total,
        });
      },
    );
  });
}

const printRow = (r) =>
  console.log(
    `  ${r.title.padEnd(40)} ${r.rps.toFixed(0).padStart(7)} req/s   p99 ${String(r.p99).padStart(4)} ms   (${r.total} requests)`,
  );

/** Writes the 100,000 dossiers of the demo funeral company (bench/seed-bench.ts) while the server runs. */
function seedDossiers() {
  const written = spawnSync(
    process.execPath,
    ['--import', 'tsx', path.join(root, 'apps/server/bench/seed-bench.ts'), String(DOSSIERS)],
    {
      cwd: root,
      env,
      encoding: 'utf8',
    },
  );
  if (written.status !== 0) throw new Error(`seeding dossiers failed: ${written.stderr}`);
  seededInRun.dossiers = true;
  return written.stdout.trim();
}

/** 100,000 dossiers of the demo funeral company, written by bench/seed-bench.ts while the server runs. */
async function benchDossiers(base) {
  const written = seedDossiers();
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
    `Dossiers: ${written}; "jan" matches ${sample.meta.total} of them. ${CONNECTIONS} connections, ${DURATION} s each, SQLite\n`,
  );
  printRow(await load(`${base}/api/dossiers`, session.cookie, 'GET /api/dossiers (first page, newest)'));
  printRow(await load(`${base}/api/dossiers?search=jan`, session.cookie, 'GET /api/dossiers?search=jan'));
  printRow(await loadSectionSaves(base, session, dossierIds, 'PUT /api/dossiers/{id}/sections/care'));
  console.log('');
}

/** Budgets on top of the 100,000 dossiers (bench/seed-budget.ts): a 300-line budget and "billable dossiers". */
async function benchBudget(base) {
  const seeded = spawnSync(
    process.execPath,
    ['--import', 'tsx', path.join(root, 'apps/server/bench/seed-budget.ts')],
    {
      cwd: root,
      env,
      encoding: 'utf8',
    },
  );
  if (seeded.status !== 0) throw new Error(`seeding budgets failed: ${seeded.stderr}`);
  seededInRun.budget = true;
  const written = JSON.parse(seeded.stdout.trim().split('\n').pop());
  const session = await login(base, 'uitvaartverzorger@afscheid.test');
  const billable = await (
    await fetch(`${base}/api/invoicing/billable-dossiers`, { headers: { cookie: session.cookie } })
  ).json();
  console.log(
    `Budgets: ${written.lines} lines, ${written.invoices} invoices written in ${written.seconds} s; ` +
      `${billable.meta.total} billable dossiers listed. ${CONNECTIONS} connections, ${DURATION} s each, SQLite\n`,
  );
  printRow(
    await load(
      `${base}/api/dossiers/${written.bigDossierId}/budget`,
      session.cookie,
      'GET /api/dossiers/{id}/budget (300 lines)',
    ),
  );
  printRow(
    await load(
      `${base}/api/invoicing/billable-dossiers`,
      session.cookie,
      'GET /api/invoicing/billable-dossiers',
    ),
  );
  console.log('');
}

/** The planner week of a large organisation (bench/seed-planner.ts): 30 places, 2,000 reservations that week. */
async function benchPlanner(base) {
  const seeded = spawnSync(
    process.execPath,
    ['--import', 'tsx', path.join(root, 'apps/server/bench/seed-planner.ts')],
    {
      cwd: root,
      env,
      encoding: 'utf8',
    },
  );
  if (seeded.status !== 0) throw new Error(`seeding the planner failed: ${seeded.stderr}`);
  const written = JSON.parse(seeded.stdout.trim().split('\n').pop());
  const session = await login(base, 'uitvaartverzorger@afscheid.test');
  const week = `${base}/api/reservations?from=${written.monday}&to=${addDays(written.monday, 7)}`;
  const sample = await (await fetch(week, { headers: { cookie: session.cookie } })).json();
  console.log(
    `Planner: ${written.places} places, ${written.week} reservations this week and ${written.other} in other weeks, ` +
      `written in ${written.seconds} s; the week lists ${sample.data.length}. ${CONNECTIONS} connections, ${DURATION} s each, SQLite\n`,
  );
  printRow(await load(week, session.cookie, 'GET /api/reservations (the week, 30 places)'));
  printRow(
    await load(
      `${base}/api/places?per_page=100&active=true`,
      session.cookie,
      'GET /api/places (the planner columns)',
    ),
  );
  console.log('');
}

/** The crematorium's incoming requests (bench/seed-requests.ts): 20,000 requests from a funeral company. */
async function benchRequests(base) {
  const seeded = spawnSync(
    process.execPath,
    ['--import', 'tsx', path.join(root, 'apps/server/bench/seed-requests.ts')],
    { cwd: root, env, encoding: 'utf8' },
  );
  if (seeded.status !== 0) throw new Error(`seeding the requests failed: ${seeded.stderr}`);
  const written = JSON.parse(seeded.stdout.trim().split('\n').pop());
  const session = await login(base, 'crematorium@afscheid.test');
  const list = `${base}/api/crematorium-requests`;
  const sample = await (await fetch(list, { headers: { cookie: session.cookie } })).json();
  console.log(
    `Incoming crematorium requests: ${written.requests} written in ${written.seconds} s; the list counts ` +
      `${sample.meta?.total}. ${CONNECTIONS} connections, ${DURATION} s each, SQLite\n`,
  );
  printRow(await load(list, session.cookie, 'GET /api/crematorium-requests (first page)'));
  printRow(
    await load(`${list}?status=submitted`, session.cookie, 'GET /api/crematorium-requests?status=submitted'),
  );
  printRow(await load(`${list}?search=jan`, session.cookie, 'GET /api/crematorium-requests?search=jan'));
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
  const seeded = spawnSync(
    process.execPath,
    ['--import', 'tsx', path.join(root, 'apps/server/bench/seed-ash.ts'), String(ASH_RECORDS)],
    { cwd: root, env, encoding: 'utf8' },
  );
  if (seeded.status !== 0) throw new Error(`seeding the ash records failed: ${seeded.stderr}`);
  seededInRun.ash = true;
  const written = JSON.parse(seeded.stdout.trim().split('\n').pop());
  const session = await login(base, 'crematorium@afscheid.test');
  const records = `${base}/api/ash-records`;
  const probe = await fetch(records, { headers: { cookie: session.cookie, accept: 'application/json' } });
  const sample = probe.ok ? await probe.json() : null;
  console.log(
    `Ash records: ${written.records} records, ${written.destinations} destinations and ${written.places} places ` +
      `written in ${written.seconds} s; the list counts ${sample?.meta?.total ?? `nothing (${probe.status})`}, ` +
      `${written.busiestYear} has ${written.inBusiestYear}. ${CONNECTIONS} connections, ${DURATION} s each, SQLite\n`,
  );
  const measure = async (url, title) => {
    await untilIdle(base);
    await fetch(url, { headers: { cookie: session.cookie, accept: 'application/json' } });
    printRow(await load(url, session.cookie, title));
  };
  if (sample) {
    await measure(records, 'GET /api/ash-records (first page)');
    await measure(`${records}?status=in_storage`, 'GET /api/ash-records?status=in_storage');
    await measure(`${records}?search=jan`, 'GET /api/ash-records?search=jan');
    await measure(`${records}?releasable=true`, 'GET /api/ash-records?releasable=true');
  } else {
    console.log(`  GET /api/ash-records answers ${probe.status}: not measured`);
  }
  const year = written.busiestYear;
  await measure(`${base}/api/ash-register?year=${year}`, `GET /api/ash-register?year=${year} (JSON)`);
  await measure(`${base}/api/ash-places`, 'GET /api/ash-places (first page)');
  await measure(`${base}/api/ash-places?terms_ending=true`, 'GET /api/ash-places?terms_ending=true');
  console.log('');
}

/**
 * GET /api/dashboard on the 100,000 dossiers (seeded here when the dossiers part did not run): as the funeral
 * director (statuses, legal deadlines, tasks, requests, the billable dossiers when the budget part ran), and as
 * the crematorium's employee when the ash part seeded its 50,000 records in this run.
 */
async function benchDashboard(base) {
  const written = seededInRun.dossiers ? null : seedDossiers();
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
      `${CONNECTIONS} connections, ${DURATION} s each, SQLite\n`,
  );
  await untilIdle(base);
  printRow(await load(url, director.cookie, 'GET /api/dashboard (funeral director)'));
  if (seededInRun.ash) {
    const staff = await login(base, 'crematorium@afscheid.test');
    const ash = (await (await fetch(url, { headers: { cookie: staff.cookie } })).json()).data.ash;
    console.log(
      `  (crematorium: ${ash.releasable_this_week} releasable this week, ${ash.over_term} over the term, ` +
        `${ash.places_terms_ending} places whose term ends)`,
    );
    await untilIdle(base);
    printRow(await load(url, staff.cookie, 'GET /api/dashboard (crematorium staff)'));
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
  const url = `${base}/api/dossiers/${dossierId}/generatables/order-confirmation`;
  const probe = await fetch(url, { method: 'POST', headers, body: '{}' });
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
      `${CONNECTIONS} connections, ${DURATION} s each, SQLite\n`,
  );
  await untilIdle(base);
  printRow(await loadPost(url, session, {}, 'POST …/generatables/order-confirmation'));
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

const env = {
  ...process.env,
  PORT: String(APP_PORT),
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  LOG_LEVEL: 'warn',
  SEED_DEMO: 'true',
  APP_URL: `http://127.0.0.1:${APP_PORT}`,
};
const app = spawn(
  process.execPath,
  [path.join(process.env.BENCH_SERVER_DIST ?? path.join(root, 'apps/server/dist'), 'server.js')],
  {
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  },
);
children.push(app);
const appBase = `http://127.0.0.1:${APP_PORT}`;
await waitFor(`${appBase}/api/health`);

if (wanted('baseline')) {
  const { cookie } = await login(appBase, 'eigenaar@afscheid.test');
  const bare = fork(
    path.join(root, 'apps/server/bench/bare-server.mjs'),
    [path.join(dataDir, 'afscheid.sqlite'), String(BARE_PORT)],
    { stdio: 'inherit' },
  );
  children.push(bare);
  await new Promise((resolve) => bare.once('message', resolve));

  console.log(
    `\nGET /api/auth/user, ${CONNECTIONS} connections, ${DURATION} s each, SQLite, ${os.cpus().length} cores\n`,
  );
  const results = [];
  results.push(await load(`${appBase}/api/auth/user`, cookie, 'app (Fastify, sessions, hooks)'));
  results.push(
    await load(`http://127.0.0.1:${BARE_PORT}/api/auth/user`, cookie, 'bare node:http, same queries'),
  );
  for (const r of results) {
    console.log(
      `  ${r.title.padEnd(34)} ${r.rps.toFixed(0).padStart(7)} req/s   p99 ${String(r.p99).padStart(4)} ms   (${r.total} requests)`,
    );
  }
  console.log(`  ratio app / bare: ${(results[0].rps / results[1].rps).toFixed(2)}\n`);
}

if (wanted('dossiers')) await benchDossiers(appBase);
if (wanted('budget')) await benchBudget(appBase);
if (wanted('planner')) await benchPlanner(appBase);
if (wanted('requests')) await benchRequests(appBase);
if (wanted('ash')) await benchAsh(appBase);
if (wanted('dashboard')) await benchDashboard(appBase);
if (wanted('generate')) await benchGenerate(appBase);

// Logins with made-up addresses against a document download (decision 013); its own servers, ports 3210-3212.
if (wanted('login-burst')) {
  await benchLoginBurst({
    serverDist: process.env.BENCH_SERVER_DIST ?? path.join(root, 'apps/server/dist'),
    seconds: DURATION,
    firstPort: PORT_BASE + 9,
  });
}

if (wanted('first-load')) {
  const load1 = await firstLoad(appBase);
  console.log('What the browser loads before the login page shows:');
  for (const row of load1.shown.rows) console.log(row);
  console.log(
    `  total ${(load1.shown.raw / 1024).toFixed(1)} KB, gzipped ${(load1.shown.gz / 1024).toFixed(1)} KB (aim: under 150 KB)`,
  );
  console.log('Loaded right after it shows (form validation, fetched while the user types):');
  for (const row of load1.after.rows) console.log(row);
  console.log(`  gzipped ${(load1.after.gz / 1024).toFixed(1)} KB\n`);
}
cleanup();
process.exit(0);
