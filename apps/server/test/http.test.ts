import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { messages } from '@afscheid/shared';
import { createTestApp, TestClient, type TestContext } from './helpers.ts';

let ctx: TestContext;
beforeEach(async () => {
  ctx = await createTestApp({ seed: false });
});
afterEach(async () => {
  await ctx.close();
});

describe('HTTP basics', () => {
  it('reports health with the database checked', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: 'ok' });
  });

  it('sends security headers, noindex and a request id on every answer', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/dashboard' });
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['x-robots-tag']).toContain('noindex');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const api = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(api.headers['x-robots-tag']).toContain('noindex');
    expect(api.headers['cache-control']).toBe('no-store');
  });

  it('serves index.html for any page path (history mode) and files as they are', async () => {
    for (const url of ['/', '/dashboard', '/dossiers/123/deceased', '/reset-password?token=a&email=b']) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('<meta name="robots" content="noindex">');
    }
    const asset = await ctx.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
  });

  it('sends a hashed asset pre-compressed (brotli, else gzip, else as it is) with immutable caching', async () => {
    const assets = path.join(ctx.app.deps.config.webDist, 'assets');
    const source = `export const rows = [${Array.from({ length: 400 }, (_, i) => `'regel ${i}'`).join(',')}];\n`;
    fs.writeFileSync(path.join(assets, 'page-def456.js'), source);
    fs.writeFileSync(path.join(assets, 'page-def456.js.br'), brotliCompressSync(source));
    fs.writeFileSync(path.join(assets, 'page-def456.js.gz'), gzipSync(source));
    const get = (encoding?: string) =>
      ctx.app.inject({
        method: 'GET',
        url: '/assets/page-def456.js',
        headers: encoding ? { 'accept-encoding': encoding } : {},
      });

    const br = await get('gzip, deflate, br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toContain('javascript');
    expect(br.headers['vary']).toContain('accept-encoding');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(source);
    expect(br.rawPayload.length).toBeLessThan(source.length / 3);

    const gz = await get('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(source);

    const plain = await get();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(source);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers an unknown /api path with a JSON 404 in Dutch', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/bestaat-niet' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: messages.errors.notFound });
    const post = await ctx.app.inject({ method: 'POST', url: '/nergens' });
    expect(post.statusCode).toBe(404);
  });

  it('answers malformed JSON with a Dutch 400', async () => {
    const client = new TestClient(ctx.app);
    await client.get('/sanctum/csrf-cookie');
    const res = await client.request('POST', '/login', undefined, { 'content-type': 'application/json' });
    expect(res.statusCode).toBe(422);
    const bad = await ctx.app.inject({
      method: 'POST',
      url: '/login',
      headers: {
        'content-type': 'application/json',
        cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
        'x-xsrf-token': client.cookies.get('XSRF-TOKEN')!,
      },
      payload: '{"email":',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(messages.errors.badRequest);
  });

  it('keeps a valid incoming request id', async () => {
    const id = '0190f0e4-8a51-7c4b-9a3e-2f6f6c1d0b11';
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': id } });
    expect(res.headers['x-request-id']).toBe(id);
  });
});
