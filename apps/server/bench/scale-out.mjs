// Scale-out (issue 17): two app servers on one PostgreSQL database behind a local haproxy (round-robin), against
// the same proxy with one of them. Measures GET /api/auth/user and the first page of GET /api/dossiers straight to
// one server, through the proxy to one backend and through it to two, and prints req/s, p99 and the factor two
// backends give. Checks first that the proxy really alternates and that a session made through it works on both.
// Run by run.mjs (BENCH_ONLY=scale-out), or alone:
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test node apps/server/bench/scale-out.mjs
// Needs PostgreSQL (BENCH_DATABASE_URL, a role that may create a database: the run gets a database of its own,
// dropped afterwards) and haproxy (Debian: apt-get install -y haproxy; HAPROXY=<path>);
// without either it prints why and measures nothing. Loopback only, bounded runs.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { findHaproxy } from './http2-proxy.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const DOSSIERS = 120;
/** Every process this part started, ended on any exit (run.mjs exits on Ctrl-C without unwinding). */
const running = new Set();
process.on('exit', () => {
  for (const child of running) child.kill('SIGTERM');
});

function track(child) {
  running.add(child);
  child.once('exit', () => running.delete(child));
  return child;
}

/** Waits until `url` answers 200; fails at once when `child` (the process that should answer) has exited. */
async function waitFor(url, child) {
  for (let i = 0; i < 600; i++) {
    if (child && (child.exitCode !== null || child.signalCode !== null))
      throw new Error(`the process behind ${url} exited (${child.exitCode ?? child.signalCode})`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not come up`);
}

/** A logged-in browser session through `base`: its cookie header and XSRF token. */
async function signIn(base, email) {
  const jar = new Map();
  const absorb = (res) => {
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const at = pair.indexOf('=');
      jar.set(pair.slice(0, at), pair.slice(at + 1));
    }
  };
  const cookie = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  const xsrf = () => decodeURIComponent(jar.get('XSRF-TOKEN') ?? '');
  absorb(await fetch(`${base}/sanctum/csrf-cookie`));
  const res = await fetch(`${base}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-xsrf-token': xsrf(), cookie: cookie() },
    body: JSON.stringify({ email, password: 'Afscheid-demo-2026' }),
  });
  if (res.status !== 204) throw new Error(`login failed: ${res.status} ${await res.text()}`);
  absorb(res);
  return { cookie: cookie(), xsrf: xsrf() };
}

function load(url, cookie, seconds, connections) {
  return new Promise((resolve, reject) => {
    autocannon(
      { url, connections, duration: seconds, headers: { cookie, accept: 'application/json' } },
      (err, result) => {
        if (err) return reject(err);
        if (result.non2xx > 0 || result.errors > 0)
          return reject(new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`));
        resolve({ rps: result.requests.average, p99: result.latency.p99, total: result.requests.total });
      },
    );
  });
}

function startApp(serverDist, port, env) {
  return track(
    spawn(process.execPath, [path.join(serverDist, 'server.js')], {
      env: { ...env, PORT: String(port), APP_URL: `http://127.0.0.1:${port}` },
      stdio: ['ignore', 'ignore', 'inherit'],
    }),
  );
}

function stop(child) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  return exited;
}

/**
 * Two frontends on one haproxy: `single` sends everything to server a, `both` round-robins over a and b. The
 * answer names the server that handled it (X-Served-By), so the bench can show the alternation.
 */
function haproxyConfig({ single, both, a, b }) {
  return `global
  maxconn 4096

defaults
  mode http
  timeout connect 5s
  timeout client 30s
  timeout server 30s
  option forwardfor

frontend single
  bind 127.0.0.1:${single}
  default_backend one

frontend both
  bind 127.0.0.1:${both}
  default_backend two

backend one
  http-response set-header X-Served-By %s
  server a 127.0.0.1:${a}

backend two
  balance roundrobin
  http-response set-header X-Served-By %s
  server a 127.0.0.1:${a}
  server b 127.0.0.1:${b}
`;
}

/**
 * Runs the scale-out part on ports `firstPort` to `firstPort + 3`; resolves with each read's req/s and p99 straight
 * to one server, through the proxy to one backend and to two, and the factor (undefined when it measured nothing).
 */
export async function benchScaleOut({ serverDist, seconds, connections = 20, firstPort, databaseUrl }) {
  const title = 'Scale-out: two app servers on one PostgreSQL behind haproxy (round-robin)';
  if (!databaseUrl) {
    console.log(`${title}: needs PostgreSQL (BENCH_DATABASE_URL), not measured\n`);
    return;
  }
  const haproxy = findHaproxy();
  if (!haproxy) {
    console.log(`${title}: haproxy is not installed (apt-get install -y haproxy), not measured\n`);
    return;
  }
  const ports = { single: firstPort, both: firstPort + 1, a: firstPort + 2, b: firstPort + 3 };
  const database = `afscheid_scale_${process.pid}`;
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  await admin.query(`create database "${database}"`);
  const url = new URL(databaseUrl);
  url.pathname = `/${database}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'afscheid-bench-scale-'));
  const children = [];
  try {
    const env = {
      ...process.env,
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      // One DATA_DIR (a shared volume: one app key, one documents folder) and one database for both.
      DATA_DIR: dataDir,
      DATABASE_URL: url.toString(),
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'true',
      TRUST_PROXY: 'true',
    };
    // The first migrates and seeds; the second starts on what is there.
    const a = startApp(serverDist, ports.a, env);
    children.push(a);
    await waitFor(`http://127.0.0.1:${ports.a}/api/health`, a);
    const b = startApp(serverDist, ports.b, { ...env, SEED_DEMO: 'false' });
    children.push(b);
    await waitFor(`http://127.0.0.1:${ports.b}/api/health`, b);

    const config = path.join(dataDir, 'haproxy.cfg');
    fs.writeFileSync(config, haproxyConfig(ports));
    const checked = spawnSync(haproxy, ['-c', '-q', '-f', config], { encoding: 'utf8' });
    if (checked.status !== 0) throw new Error(`haproxy refuses its configuration:\n${checked.stderr}`);
    const proxy = track(spawn(haproxy, ['-db', '-f', config], { stdio: ['ignore', 'ignore', 'inherit'] }));
    children.push(proxy);
    const single = `http://127.0.0.1:${ports.single}`;
    const both = `http://127.0.0.1:${ports.both}`;
    await waitFor(`${both}/api/health`, proxy);

    // A session made through the proxy serves requests on both servers, in turn.
    const session = await signIn(both, 'uitvaartverzorger@afscheid.test');
    const headers = { cookie: session.cookie, 'x-xsrf-token': session.xsrf, accept: 'application/json' };
    const served = [];
    for (let i = 0; i < 4; i++) {
      const res = await fetch(`${both}/api/auth/user`, { headers });
      if (res.status !== 200) throw new Error(`GET /api/auth/user through the proxy: ${res.status}`);
      await res.arrayBuffer();
      served.push(res.headers.get('x-served-by'));
    }
    // A first page that is a full page: dossiers created through the proxy, ten at a time, so by both servers at
    // once; their numbers must come out unique and consecutive.
    const sequences = [];
    for (let batch = 0; batch < DOSSIERS / 10; batch++) {
      const created = await Promise.all(
        Array.from({ length: 10 }, async (_, i) => {
          const res = await fetch(`${both}/api/dossiers`, {
            method: 'POST',
            headers: { ...headers, 'content-type': 'application/json' },
            body: JSON.stringify({
              type: i % 2 ? 'burial' : 'cremation',
              deceased_first_names: 'Bench',
              deceased_last_name: `Schaal ${batch * 10 + i + 1}`,
              died_at: new Date(Date.now() - 86_400_000).toISOString(),
            }),
          });
          if (res.status !== 201)
            throw new Error(`creating a dossier failed: ${res.status} ${await res.text()}`);
          return (await res.json()).data.number;
        }),
      );
      sequences.push(...created.map((number) => Number(number.split('-')[1])));
    }
    sequences.sort((x, y) => x - y);
    const consecutive = sequences.every((n, i) => i === 0 || n === sequences[i - 1] + 1);
    if (!consecutive)
      throw new Error(`dossier numbers through two servers are not consecutive: ${sequences}`);

    const targets = [
      { title: 'straight to server a', base: `http://127.0.0.1:${ports.a}` },
      { title: 'haproxy, 1 backend', base: single },
      { title: 'haproxy, 2 backends', base: both },
    ];
    const reads = [
      { title: 'GET /api/auth/user', path: '/api/auth/user' },
      { title: 'GET /api/dossiers (first page)', path: '/api/dossiers?page=1' },
    ];
    // Warm both servers (JIT, pools) before anything counts.
    for (const read of reads)
      await load(`${both}${read.path}`, session.cookie, Math.min(2, seconds), connections);

    console.log(
      `${title}, ${connections} connections, ${seconds} s each (in two halves), ${os.cpus().length} cores shared by the proxy, ` +
        'both servers, PostgreSQL and the load generator',
    );
    console.log(`  round-robin check: GET /api/auth/user with one session served by ${served.join(', ')}`);
    console.log(
      `  ${DOSSIERS} dossiers created through the proxy, 10 at a time: numbers ${sequences[0]}-${sequences.at(-1)}, unique and consecutive`,
    );
    const measured = [];
    for (const read of reads) {
      console.log(`  ${read.title}`);
      // Each target twice for half the time, in the order a b c c b a: a machine whose load drifts (other work,
      // a warming JIT) then favours none of them. req/s over both halves; p99 the worse half's.
      const halves = targets.map(() => []);
      const order = [0, 1, 2, 2, 1, 0];
      for (const index of order) {
        const url = `${targets[index].base}${read.path}`;
        halves[index].push(await load(url, session.cookie, Math.max(1, seconds / 2), connections));
      }
      const results = halves.map((parts) => ({
        rps: parts.reduce((sum, part) => sum + part.rps, 0) / parts.length,
        p99: Math.max(...parts.map((part) => part.p99)),
        total: parts.reduce((sum, part) => sum + part.total, 0),
      }));
      results.forEach((result, index) =>
        console.log(
          `    ${targets[index].title.padEnd(22)} ${result.rps.toFixed(0).padStart(7)} req/s   p99 ${String(result.p99).padStart(4)} ms   (${result.total} requests)`,
        ),
      );
      const factor = results[2].rps / results[1].rps;
      console.log(`    factor 2 backends / 1 backend: ${factor.toFixed(2)}`);
      measured.push({
        title: read.title,
        direct: results[0],
        oneBackend: results[1],
        twoBackends: results[2],
        factor,
      });
    }
    console.log('');
    return measured;
  } finally {
    await Promise.all(children.reverse().map(stop));
    await admin
      .query(`drop database if exists "${database}" with (force)`)
      .catch((err) => console.error(err));
    await admin.end();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await benchScaleOut({
    serverDist: process.env.BENCH_SERVER_DIST ?? path.join(here, '../dist'),
    seconds: Number(process.env.BENCH_SECONDS ?? 10),
    connections: Number(process.env.BENCH_CONNECTIONS ?? 20),
    firstPort: Number(process.env.BENCH_PORT ?? 3201) + 13,
    databaseUrl: process.env.BENCH_DATABASE_URL,
  });
}
