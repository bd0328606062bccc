import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { messages, WEFACT_DEFAULT_BASE_URL } from '@afscheid/shared';
import { createTestApp, type TestClient, type TestContext } from './helpers.ts';
import { auditEvents, loginAs, organizationByName } from './factories.ts';
import { startFakeWefact } from './fake-wefact.ts';

const KEY = 'a1b2c3d4e5f6a7b8c9d0e1f2a3b4c5d6';
const taxCodes = { '21': 'V21', '9': 'V9', '0': 'V0', exempt: 'VRIJ' };

let ctx: TestContext;
let fake: Awaited<ReturnType<typeof startFakeWefact>>;
let url: string;
let lindeId: string;
const bodies: string[] = [];

beforeEach(async () => {
  ctx = await createTestApp();
  fake = await startFakeWefact(KEY);
  lindeId = (await organizationByName(ctx, 'Uitvaartzorg De Linde')).id;
  url = `/api/organizations/${lindeId}/wefact`;
  bodies.length = 0;
});
afterEach(async () => {
  // The key never left the server in any answer of the test.
  for (const body of bodies) expect(body).not.toContain(KEY);
  await fake.close();
  await ctx.close();
});

async function call(client: TestClient, method: 'GET' | 'PUT' | 'POST', path: string, body?: unknown) {
  const res = await client.request(method, path, body);
  bodies.push(res.body);
  return res;
}

describe('WeFact settings', () => {
  it('start unconfigured with the default address and tax codes', async () => {
    const admin = await loginAs(ctx, 'beheerder@afscheid.test');
    const res = await call(admin, 'GET', url);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      configured: false,
      api_key_last_4: null,
      base_url: WEFACT_DEFAULT_BASE_URL,
      tax_codes: { '21': 'V21', '9': 'V9', '0': 'V0', exempt: '' },
      updated_at: null,
    });
  });

  it('store the key encrypted, show only its last four characters and audit without the key', async () => {
    const admin = await loginAs(ctx, 'beheerder@afscheid.test');
    const res = await call(admin, 'PUT', url, { api_key: KEY, base_url: fake.url, tax_codes: taxCodes });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      configured: true,
      api_key_last_4: 'c5d6',
      base_url: fake.url,
      tax_codes: taxCodes,
      updated_at: '2026-11-21T12:00:00.000Z',
    });
    const row = await organizationByName(ctx, 'Uitvaartzorg De Linde');
    expect(row.wefact_api_key_encrypted).toMatch(/^v1\./);
    expect(row.wefact_api_key_encrypted).not.toContain(KEY);

    // An empty key keeps the stored one.
    const kept = await call(admin, 'PUT', url, {
      api_key: '',
      base_url: fake.url,
      tax_codes: { ...taxCodes, exempt: 'V0' },
    });
    expect(kept.json().data).toMatchObject({
      configured: true,
      api_key_last_4: 'c5d6',
      tax_codes: { exempt: 'V0' },
    });
    expect((await call(admin, 'GET', url)).json().data.api_key_last_4).toBe('c5d6');

    const audits = await auditEvents(ctx, 'wefact_settings_updated');
    expect(audits).toHaveLength(2);
    for (const audit of audits) expect(audit.changes).not.toContain(KEY);
    expect(JSON.parse(audits[0]!.changes!)).toMatchObject({
      api_key: { changed: true },
      base_url: { from: WEFACT_DEFAULT_BASE_URL, to: fake.url },
    });
    expect(JSON.parse(audits[1]!.changes!)).toEqual({
      tax_codes: { from: taxCodes, to: { ...taxCodes, exempt: 'V0' } },
    });
  });

  it('refuse an invalid address and missing tax codes in Dutch', async () => {
    const admin = await loginAs(ctx, 'beheerder@afscheid.test');
    const res = await call(admin, 'PUT', url, {
      api_key: KEY,
      base_url: 'geen-url',
      tax_codes: { '21': 'V21' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      base_url: [messages.identifiers.url],
      'tax_codes.9': ['Btw-code bij 9% btw is verplicht.'],
      'tax_codes.0': ['Btw-code bij 0% btw is verplicht.'],
      'tax_codes.exempt': ['Btw-code bij vrijstelling van btw is verplicht.'],
    });
  });

  it('are for organizations.manage_wefact only', async () => {
    const director = await loginAs(ctx, 'uitvaartverzorger@afscheid.test');
    expect((await call(director, 'GET', url)).statusCode).toBe(403);
    expect(
      (await call(director, 'PUT', url, { api_key: KEY, base_url: fake.url, tax_codes: taxCodes }))
        .statusCode,
    ).toBe(403);
    expect(
      (await call(director, 'POST', `${url}/test`, { api_key: KEY, base_url: fake.url })).statusCode,
    ).toBe(403);
  });
});

describe('WeFact connection test', () => {
  it('succeeds with the stored key through a real form-encoded debtor/list call', async () => {
    const admin = await loginAs(ctx, 'beheerder@afscheid.test');
    await call(admin, 'PUT', url, { api_key: KEY, base_url: fake.url, tax_codes: taxCodes });
    const res = await call(admin, 'POST', `${url}/test`, {});
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ ok: true, message: messages.wefact.connectionOk });
    expect(fake.requests).toEqual([
      {
        contentType: 'application/x-www-form-urlencoded; charset=utf-8',
        fields: { limit: '1', api_key: KEY, controller: 'debtor', action: 'list' },
      },
    ]);
  });

  it("shows WeFact's own error text for a wrong key", async () => {
    const admin = await loginAs(ctx, 'beheerder@afscheid.test');
    const res = await call(admin, 'POST', `${url}/test`, {
      api_key: 'verkeerde-sleutel',
      base_url: fake.url,
    });
    expect(res.json().data).toEqual({ ok: false, message: 'Ongeldige API-sleutel' });
  });

  it('says so in Dutch when WeFact cannot be reached', async () => {
    const admin = await loginAs(ctx, 'beheerder@afscheid.test');
    await fake.close();
    const res = await call(admin, 'POST', `${url}/test`, { api_key: KEY, base_url: fake.url });
    expect(res.json().data).toEqual({ ok: false, message: messages.wefact.unreachable });
    fake = await startFakeWefact(KEY);
  });

  it('needs a key, given or stored', async () => {
    const admin = await loginAs(ctx, 'beheerder@afscheid.test');
    const res = await call(admin, 'POST', `${url}/test`, { base_url: fake.url });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ api_key: [messages.wefact.keyRequired] });
  });
});

describe('WeFact address in production', () => {
  it('must use https', async () => {
    await ctx.close();
    ctx = await createTestApp({ env: { NODE_ENV: 'production' } });
    lindeId = (await organizationByName(ctx, 'Uitvaartzorg De Linde')).id;
    const admin = await loginAs(ctx, 'beheerder@afscheid.test');
    const res = await call(admin, 'PUT', `/api/organizations/${lindeId}/wefact`, {
      api_key: KEY,
      base_url: fake.url,
      tax_codes: taxCodes,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ base_url: [messages.wefact.httpsRequired] });
    expect(fake.requests).toHaveLength(0);
  });
});
