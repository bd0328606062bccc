import SqliteDatabase from 'better-sqlite3';
const stats = new Map<string, { n: number; ms: number }>();
const origPrepare = SqliteDatabase.prototype.prepare;
SqliteDatabase.prototype.prepare = function (text: string) {
  const st = origPrepare.call(this, text);
  for (const m of ['all', 'get', 'run', 'iterate'] as const) {
    const f = (st as any)[m].bind(st);
    (st as any)[m] = (...a: unknown[]) => { const t = performance.now(); const r = f(...a); const e = stats.get(text) ?? { n: 0, ms: 0 }; e.n++; e.ms += performance.now() - t; stats.set(text, e); return r; };
  }
  return st;
} as any;
const { buildApp } = await import('../src/app.ts');
const { loadConfig } = await import('../src/config.ts');
const app = await buildApp(loadConfig());
const [email, ...urls] = process.argv.slice(2);
const csrf = await app.inject({ method: 'GET', url: '/sanctum/csrf-cookie' });
const jar = new Map<string, string>();
const absorb = (r: any) => { for (const c of r.cookies) jar.set(c.name, c.value); };
absorb(csrf);
const cookie = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
const login = await app.inject({ method: 'POST', url: '/login', headers: { cookie: cookie(), 'x-xsrf-token': jar.get('XSRF-TOKEN')!, 'content-type': 'application/json' }, payload: { email, password: 'Afscheid-demo-2026' } });
absorb(login);
for (const url of urls) {
  for (let i = 0; i < 30; i++) await app.inject({ method: 'GET', url, headers: { cookie: cookie(), accept: 'application/json' } });
  stats.clear();
  const N = Number(process.env.N ?? 200); const t = performance.now(); let size = 0;
  for (let i = 0; i < N; i++) size = (await app.inject({ method: 'GET', url, headers: { cookie: cookie(), accept: 'application/json' } })).body.length;
  const total = (performance.now() - t) / N; const sqlms = [...stats.values()].reduce((a, v) => a + v.ms, 0) / N;
  console.log(`${url}: ${total.toFixed(2)} ms per request (SQL ${sqlms.toFixed(2)} ms), ${size} B`);
  for (const [k, v] of [...stats].sort((a, b) => b[1].ms - a[1].ms).slice(0, Number(process.env.TOP ?? 6))) console.log('  ', (v.ms / N).toFixed(3), v.n / N, k.replace(/\s+/g, ' ').slice(0, 300));
}
await app.close();
