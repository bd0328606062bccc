/**
 * Every route declares its schemas (params, body, response) with the shared Zod schemas, and the OpenAPI
 * document generated from them is valid OpenAPI 3.1 (checked with @seriousme/openapi-schema-validator).
 */
import { afterAll, describe, expect, it } from 'vitest';
import { Validator } from '@seriousme/openapi-schema-validator';
import type { RouteEntry } from '../src/plugins/route-table.ts';
import { createTestApp, TestClient } from './helpers.ts';
import { loginAs } from './factories.ts';

const ctx = await createTestApp();
afterAll(() => ctx.close());

// The OpenAPI document itself, its reference pages and the built web app's files describe no API call.
const UNDESCRIBED = ['/api/openapi.json', '/api/docs', '/*'];
const isUndescribed = (route: RouteEntry) =>
  UNDESCRIBED.some((url) => route.url === url || route.url.startsWith('/api/docs/'));
const routes = ctx.app.routeTable.filter((route) => route.method !== 'HEAD' && !isUndescribed(route));
const label = (route: RouteEntry) => `${route.method} ${route.url}`;

describe('the route table', () => {
  it('has the API routes', () => {
    expect(routes.length).toBeGreaterThanOrEqual(60);
  });

  it('gives every route a response schema', () => {
    expect(routes.filter((route) => !route.schema.response).map(label)).toEqual([]);
  });

  it('gives every route with a path parameter a params schema', () => {
    const missing = routes.filter((route) => route.url.includes(':') && !route.schema.params);
    expect(missing.map(label)).toEqual([]);
  });

  it('gives every POST, PUT and PATCH a body schema (or marks it as an upload)', () => {
    const missing = routes.filter(
      (route) => ['POST', 'PUT', 'PATCH'].includes(route.method) && !route.schema.body && !route.config.multipart,
    );
    expect(missing.map(label)).toEqual([]);
  });

  it('hides no API route from the document', () => {
    expect(routes.filter((route) => route.schema.hide).map(label)).toEqual([]);
  });

  it('resolves access before validation on every route with a record in its path', () => {
    // Without it, a stranger sending a bad body would learn 422 instead of 404 (decision 010).
    const publicToken = (route: RouteEntry) => route.url.includes(':token');
    const missing = routes.filter((route) => route.url.includes(':') && !publicToken(route) && !route.config.access);
    expect(missing.map(label)).toEqual([]);
  });
});

describe('GET /api/openapi.json', () => {
  it('is valid OpenAPI 3.1 and describes every route in snake_case', async () => {
    const admin = await loginAs(ctx, 'platform@afscheid.test');
    const res = await admin.get('/api/openapi.json');
    expect(res.statusCode).toBe(200);
    const document = res.json() as { openapi: string; paths: Record<string, Record<string, unknown>> };
    expect(document.openapi).toBe('3.1.0');

    const validator = new Validator();
    const result = await validator.validate(document);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);

    const described = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
    );
    const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');
    for (const route of routes) expect(described, label(route)).toContain(`${route.method} ${openApiPath(route.url)}`);

    // Uploads are described as a form with one file.
    const upload = document.paths['/api/dossiers/{id}/documents'] as Record<string, { requestBody?: unknown }>;
    expect(JSON.stringify(upload['post']!.requestBody)).toContain('multipart/form-data');
    expect(JSON.stringify(upload['post']!.requestBody)).toContain('"format":"binary"');

    // The wire is snake_case: so is the document.
    const text = JSON.stringify(document.paths['/api/dossiers']);
    expect(text).toContain('deceased_last_name');
    expect(text).not.toContain('deceasedLastName');
  });

  it('is for platform administrators only outside development', async () => {
    const anonymous = new TestClient(ctx.app);
    expect((await anonymous.get('/api/openapi.json')).statusCode).toBe(401);
    expect((await anonymous.get('/api/docs')).statusCode).toBe(401);
    const owner = await loginAs(ctx, 'eigenaar@afscheid.test');
    expect((await owner.get('/api/openapi.json')).statusCode).toBe(403);
    expect((await owner.get('/api/docs')).statusCode).toBe(403);
  });

  it('serves the readable reference at /api/docs to a platform administrator', async () => {
    const admin = await loginAs(ctx, 'platform@afscheid.test');
    const res = await admin.get('/api/docs/');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    // The reference reads the same document, with OpenAPI's own keys (not turned to snake_case).
    const spec = await admin.get('/api/docs/json');
    expect(spec.statusCode).toBe(200);
    expect(spec.body).toContain('"requestBody"');
    expect(spec.body).not.toContain('"request_body"');
  });
});

describe('validation from the route schema', () => {
  it('answers 422 with Dutch field errors in snake_case, before anything changes', async () => {
    const director = await loginAs(ctx, 'uitvaartverzorger@afscheid.test');
    const res = await director.post('/api/dossiers', { type: 'cremation' });
    expect(res.statusCode).toBe(422);
    const body = res.json() as { message: string; errors: Record<string, string[]> };
    expect(body.message).toMatch(/[a-z]/);
    expect(Object.keys(body.errors)).toContain('deceased_last_name');
  });
});
