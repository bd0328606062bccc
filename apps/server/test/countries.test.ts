import { afterAll, describe, expect, it } from 'vitest';
import { COUNTRIES } from '@afscheid/shared';
import { createTestApp, TestClient } from './helpers.ts';
import { loginAs } from './factories.ts';

const ctx = await createTestApp();
afterAll(() => ctx.close());

describe('GET /api/countries', () => {
  it('lists the countries with Dutch names for anyone logged in', async () => {
    const client = await loginAs(ctx, 'crematorium@afscheid.test');
    const res = await client.get('/api/countries');
    expect(res.statusCode).toBe(200);
    const data = res.json().data as { code: string; name: string }[];
    expect(data).toHaveLength(COUNTRIES.length);
    expect(data).toContainEqual({ code: 'NL', name: 'Nederland' });
    expect(data).toContainEqual({ code: 'BE', name: 'België' });
    expect(data).toContainEqual({ code: 'DE', name: 'Duitsland' });
    expect(data.every((c) => /^[A-Z]{2}$/.test(c.code))).toBe(true);
  });

  it('is a 401 without a session', async () => {
    const res = await new TestClient(ctx.app).get('/api/countries');
    expect(res.statusCode).toBe(401);
  });
});
