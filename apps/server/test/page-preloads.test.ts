import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { matchPage, pageEncoding, ROUTE_PRELOADS_FILE, withPreloads } from '../src/plugins/page-html.ts';
import { SESSION_COOKIE } from '../src/plugins/session.ts';
import { createTestApp, type TestContext } from './helpers.ts';

/** A build's preloads as the web build writes them (apps/web/build/route-preloads.ts). */
const pages = [
  {
    path: '/dashboard',
    public: false,
    scripts: ['/assets/dashboard-page-a1.js'],
    styles: ['/assets/app-routes-c1.css'],
  },
  {
    path: '/dossiers/:id/:key',
    public: false,
    scripts: ['/assets/dossier-page-b1.js', '/assets/dossier-section-page-b2.js'],
    styles: ['/assets/app-routes-c1.css'],
  },
  {
    path: '/dossiers/:id/notes',
    public: false,
    scripts: ['/assets/dossier-page-b1.js', '/assets/dossier-notes-tab-b3.js'],
    styles: [],
  },
  { path: '/uitzending/:slug', public: true, scripts: ['/assets/public-broadcast-page-d1.js'], styles: [] },
];

let ctx: TestContext;
beforeEach(async () => {
  ctx = await createTestApp({ seed: false });
  writeBuild(ctx.app.deps.config.webDist, pages);
});
afterEach(async () => {
  await ctx.close();
});

function writeBuild(webDist: string, list: typeof pages, at = new Date()) {
  fs.mkdirSync(path.join(webDist, '.vite'), { recursive: true });
  fs.writeFileSync(path.join(webDist, ROUTE_PRELOADS_FILE), JSON.stringify({ pages: list }));
  const index = path.join(webDist, 'index.html');
  fs.writeFileSync(index, fs.readFileSync(index));
  fs.utimesSync(index, at, at);
}

const get = (url: string, session = true) =>
  ctx.app.inject({ method: 'GET', url, headers: session ? { cookie: `${SESSION_COOKIE}=een-sessie` } : {} });

const preloads = (html: string) =>
  [...html.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)">/g)].map((m) => m[1]);

describe("a page's preloads in its HTML (decision 042)", () => {
  it("names the page's chunks and styles in the head of a logged-in user's page, at low priority", async () => {
    const res = await get('/dossiers/0190f0e4-8a51-7c4b-9a3e-2f6f6c1d0b11/deceased?tab=1');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    const head = res.body.slice(0, res.body.indexOf('</head>'));
    expect(preloads(head)).toEqual(['/assets/dossier-page-b1.js', '/assets/dossier-section-page-b2.js']);
    expect(head).toContain(
      '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/dossier-page-b1.js">',
    );
    expect(head).toContain(
      '<link rel="preload" as="style" crossorigin fetchpriority="low" href="/assets/app-routes-c1.css">',
    );
    // The rest of index.html is as it was.
    expect(res.body).toContain('<meta name="robots" content="noindex">');
    expect(res.body).toContain('<div id="root"></div>');
  });

  it('takes the page whose named segments fit over one with a parameter there', async () => {
    expect(preloads((await get('/dossiers/abc/notes')).body)).toEqual([
      '/assets/dossier-page-b1.js',
      '/assets/dossier-notes-tab-b3.js',
    ]);
    expect(preloads((await get('/dashboard')).body)).toEqual(['/assets/dashboard-page-a1.js']);
  });

  it('adds nothing for a visitor on a page behind the login, on an unknown path or on the login page', async () => {
    expect(preloads((await get('/dossiers/abc/deceased', false)).body)).toEqual([]);
    for (const url of ['/nergens', '/dossiers/abc/deceased/extra', '/']) {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<div id="root"></div>');
      expect(preloads(res.body)).toEqual([]);
    }
  });

  it("adds a public page's preloads for a visitor too, with that page's own headers", async () => {
    const res = await get('/uitzending/afscheid-van-jan', false);
    expect(res.statusCode).toBe(200);
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(preloads(res.body)).toEqual(['/assets/public-broadcast-page-d1.js']);
  });

  it("sends a page's HTML compressed to a browser that takes brotli or gzip, and as it is otherwise", async () => {
    const url = '/dossiers/0190f0e4-8a51-7c4b-9a3e-2f6f6c1d0b11/deceased';
    const plain = await get(url);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['vary']).toContain('accept-encoding');
    const as = (encoding: string, session = true) =>
      ctx.app.inject({
        method: 'GET',
        url,
        headers: {
          'accept-encoding': encoding,
          ...(session ? { cookie: `${SESSION_COOKIE}=een-sessie` } : {}),
        },
      });
    const br = await as('gzip, deflate, br, zstd');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['vary']).toContain('accept-encoding');
    expect(br.headers['cache-control']).toBe('no-cache');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    // Made once: the second answer is the same bytes.
    expect((await as('br')).rawPayload.equals(br.rawPayload)).toBe(true);
    const gz = await as('gzip, br;q=0');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    const none = await as('gzip;q=0, identity');
    expect(none.headers['content-encoding']).toBeUndefined();
    expect(none.body).toBe(plain.body);
    // A public page keeps its own headers, compressed as well.
    const broadcast = await ctx.app.inject({
      method: 'GET',
      url: '/uitzending/afscheid-van-jan',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(broadcast.headers['content-encoding']).toBe('gzip');
    expect(broadcast.headers['cache-control']).toBe('no-store');
    expect(preloads(zlib.gunzipSync(broadcast.rawPayload).toString())).toEqual([
      '/assets/public-broadcast-page-d1.js',
    ]);
  });

  it('follows a new build without a restart, and a build without preloads leaves index.html as it is', async () => {
    expect(preloads((await get('/dashboard')).body)).toEqual(['/assets/dashboard-page-a1.js']);
    const next = new Date(Date.now() + 60_000);
    writeBuild(
      ctx.app.deps.config.webDist,
      [{ ...pages[0]!, scripts: ['/assets/dashboard-page-a2.js'] }],
      next,
    );
    expect(preloads((await get('/dashboard')).body)).toEqual(['/assets/dashboard-page-a2.js']);

    fs.rmSync(path.join(ctx.app.deps.config.webDist, ROUTE_PRELOADS_FILE));
    writeBuild(ctx.app.deps.config.webDist, [], new Date(Date.now() + 120_000));
    fs.rmSync(path.join(ctx.app.deps.config.webDist, ROUTE_PRELOADS_FILE));
    const plain = await get('/dashboard');
    expect(plain.statusCode).toBe(200);
    expect(preloads(plain.body)).toEqual([]);
  });
});

describe('pageEncoding', () => {
  it("prefers brotli, then gzip, and reads the browser's weights", () => {
    expect(pageEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(pageEncoding('gzip, deflate')).toBe('gzip');
    expect(pageEncoding('br;q=0, gzip')).toBe('gzip');
    expect(pageEncoding(['deflate', 'gzip'])).toBe('gzip');
    expect(pageEncoding('gzip;q=0')).toBe('identity');
    expect(pageEncoding('deflate')).toBe('identity');
    expect(pageEncoding('')).toBe('identity');
    expect(pageEncoding(undefined)).toBe('identity');
  });
});

describe('matchPage and withPreloads', () => {
  it('matches as React Router ranks: same number of segments, named before parameter, decoded', () => {
    expect(matchPage(pages, '/dossiers/x/y')?.path).toBe('/dossiers/:id/:key');
    expect(matchPage(pages, '/dossiers/x/notes/')?.path).toBe('/dossiers/:id/notes');
    expect(matchPage(pages, '/dossiers/x/%6Eotes')?.path).toBe('/dossiers/:id/notes');
    expect(matchPage(pages, '/dossiers/x/%E0%A4%A')?.path).toBe('/dossiers/:id/:key');
    expect(matchPage(pages, '/dossiers/x')).toBeNull();
    expect(matchPage(pages, '/')).toBeNull();
  });

  it('writes the links before the end of the head, with their addresses escaped, and leaves a page without a head', () => {
    const html = withPreloads('<html><head><title>A</title></head><body></body></html>', {
      scripts: ['/assets/a"b.js'],
      styles: [],
    });
    expect(html).toContain(
      '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/a&quot;b.js">',
    );
    expect(html.indexOf('modulepreload')).toBeLessThan(html.indexOf('</head>'));
    expect(withPreloads('<p>geen head</p>', { scripts: ['/a.js'], styles: [] })).toBe('<p>geen head</p>');
  });
});
