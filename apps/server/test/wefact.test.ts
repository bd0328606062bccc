import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { messages, WEFACT_DEFAULT_BASE_URL } from '@afscheid/shared';
import { createTestApp, type TestClient, type TestContext } from './helpers.ts';
import { auditEvents, loginAs, organizationByName } from './factories.ts';
import { closedPort, startFakeWefact, startOtherService } from './fake-wefact.ts';

const KEY = 'a1b2c3d4e5f6a7b8c9d0e1f2a3b4c5d6';
const OTHER_KEY = 'f0e1d2c3b4a5968778695a4b3c2d1e0f';
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
  for (const body of bodies) {
    expect(body).not.toContain(KEY);
    expect(body).not.toContain(OTHER_KEY);
  }
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
      tax_codes: { '21': 'V21', '9': 'V9', '0': 'V0', exempt: '', disbursement: 'V0' },
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
      // Saved without a code for disbursements: they go with the 0% code.
      tax_codes: { ...taxCodes, disbursement: 'V0' },
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
      tax_codes: {
        from: { ...taxCodes, disbursement: 'V0' },
        to: { ...taxCodes, exempt: 'V0', disbursement: 'V0' },
      },
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
      'tax_codes.9': ['Vul de btw-code bij 9% btw in.'],
      'tax_codes.0': ['Vul de btw-code bij 0% btw in.'],
      'tax_codes.exempt': ['Vul de btw-code bij vrijstelling van btw in.'],
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

describe('the stored WeFact key and its address', () => {
  let other: Awaited<ReturnType<typeof startFakeWefact>>;
  beforeEach(async () => {
    // A second listener that would gladly take any key it is sent.
    other = await startFakeWefact(OTHER_KEY);
  });
  afterEach(() => other.close());

  async function savedAdmin() {
    const admin = await loginAs(ctx, 'beheerder@afscheid.test');
    const saved = await call(admin, 'PUT', url, { api_key: KEY, base_url: fake.url, tax_codes: taxCodes });
    expect(saved.statusCode).toBe(200);
    return admin;
  }

  it('go together: another address without the key again is refused and nothing is sent there', async () => {
    const admin = await savedAdmin();
    const refused = { api_key: [messages.wefact.keyRequiredForNewAddress] };

    for (const apiKey of [undefined, '']) {
      const save = await call(admin, 'PUT', url, {
        api_key: apiKey,
        base_url: other.url,
        tax_codes: taxCodes,
      });
      expect(save.statusCode).toBe(422);
      expect(save.json().errors).toEqual(refused);
    }
    const test = await call(admin, 'POST', `${url}/test`, { base_url: other.url });
    expect(test.statusCode).toBe(422);
    expect(test.json().errors).toEqual(refused);

    expect(other.connections).toBe(0);
    expect(fake.connections).toBe(0);
    // Nothing changed.
    expect((await call(admin, 'GET', url)).json().data).toMatchObject({
      base_url: fake.url,
      api_key_last_4: 'c5d6',
    });
    expect(await auditEvents(ctx, 'wefact_settings_updated')).toHaveLength(1);
  });

  it('change together: a new address with its key is saved, tested and used from then on', async () => {
    const admin = await savedAdmin();
    const test = await call(admin, 'POST', `${url}/test`, { api_key: OTHER_KEY, base_url: other.url });
    expect(test.json().data).toEqual({ ok: true, message: messages.wefact.connectionOk });

    const save = await call(admin, 'PUT', url, {
      api_key: OTHER_KEY,
      base_url: other.url,
      tax_codes: taxCodes,
    });
    expect(save.statusCode).toBe(200);
    expect(save.json().data).toMatchObject({ base_url: other.url, api_key_last_4: '1e0f' });
    const stored = await call(admin, 'POST', `${url}/test`, {});
    expect(stored.json().data).toEqual({ ok: true, message: messages.wefact.connectionOk });

    expect(other.requests.map((request) => request.fields.api_key)).toEqual([OTHER_KEY, OTHER_KEY]);
    expect(fake.connections).toBe(0);
    // The same address written differently is the same address: the stored key stays usable there.
    const same = await call(admin, 'POST', `${url}/test`, {
      base_url: other.url.replace('http://', 'HTTP://'),
    });
    expect(same.json().data).toEqual({ ok: true, message: messages.wefact.connectionOk });
  });
});

describe('WeFact connection test failures', () => {
  it('look the same whether a port is closed or something else listens there', async () => {
    const admin = await loginAs(ctx, 'beheerder@afscheid.test');
    const page = await startOtherService('html');
    const banner = await startOtherService('banner');
    const redirect = await startOtherService('redirect', { redirectTo: fake.url });
    try {
      const addresses = [
        `http://127.0.0.1:${await closedPort()}/`,
        page.url,
        banner.url,
        `https://127.0.0.1:${page.port}/`,
        redirect.url,
      ];
      const answers = [];
      for (const address of addresses) {
        const res = await call(admin, 'POST', `${url}/test`, { api_key: KEY, base_url: address });
        answers.push({ status: res.statusCode, body: res.json() });
      }
      for (const answer of answers) {
        expect(answer).toEqual({
          status: 200,
          body: { data: { ok: false, message: messages.wefact.unreachable } },
        });
      }
      expect(fake.connections).toBe(0);
    } finally {
      await Promise.all([page.close(), banner.close(), redirect.close()]);
    }
  });
});

describe('WeFact address outside development', () => {
  async function appWith(env: Record<string, string>) {
    await ctx.close();
    ctx = await createTestApp({ env });
    lindeId = (await organizationByName(ctx, 'Uitvaartzorg De Linde')).id;
    url = `/api/organizations/${lindeId}/wefact`;
    return loginAs(ctx, 'beheerder@afscheid.test');
  }

  for (const env of ['production', 'staging']) {
    it(`must use https (${env})`, async () => {
      const admin = await appWith({ NODE_ENV: env });
      const save = await call(admin, 'PUT', url, { api_key: KEY, base_url: fake.url, tax_codes: taxCodes });
      expect(save.statusCode).toBe(422);
      expect(save.json().errors).toEqual({ base_url: [messages.wefact.httpsRequired] });
      const test = await call(admin, 'POST', `${url}/test`, { api_key: KEY, base_url: fake.url });
      expect(test.statusCode).toBe(422);
      expect(test.json().errors).toEqual({ base_url: [messages.wefact.httpsRequired] });
      expect(fake.connections).toBe(0);
    });
  }

  it('may not point at this server or its network, nor carry credentials', async () => {
    const admin = await appWith({ NODE_ENV: 'production' });
    const port = fake.port;
    const cases = {
      [`https://127.0.0.1:${port}/v2/`]: messages.wefact.privateAddress,
      [`https://localhost:${port}/v2/`]: messages.wefact.privateAddress,
      [`https://[::1]:${port}/v2/`]: messages.wefact.privateAddress,
      'https://169.254.169.254/latest/': messages.wefact.privateAddress,
      'https://10.0.0.5/v2/': messages.wefact.privateAddress,
      'https://gebruiker:geheim@api.mijnwefact.nl/v2/': messages.wefact.credentialsInAddress,
    };
    for (const [address, message] of Object.entries(cases)) {
      const test = await call(admin, 'POST', `${url}/test`, { api_key: KEY, base_url: address });
      expect(test.statusCode, address).toBe(422);
      expect(test.json().errors, address).toEqual({ base_url: [message] });
      const save = await call(admin, 'PUT', url, { api_key: KEY, base_url: address, tax_codes: taxCodes });
      expect(save.statusCode, address).toBe(422);
      expect(save.json().errors, address).toEqual({ base_url: [message] });
    }
    expect(fake.connections).toBe(0);
    expect((await organizationByName(ctx, 'Uitvaartzorg De Linde')).wefact_api_key_encrypted).toBeNull();
  });

  it('can be opened up explicitly for a local WeFact', async () => {
    const admin = await appWith({
      NODE_ENV: 'production',
      WEFACT_ALLOW_HTTP: 'true',
      WEFACT_ALLOW_PRIVATE_ADDRESSES: 'true',
    });
    const test = await call(admin, 'POST', `${url}/test`, { api_key: KEY, base_url: fake.url });
    expect(test.json().data).toEqual({ ok: true, message: messages.wefact.connectionOk });
  });
});
