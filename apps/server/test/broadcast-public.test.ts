/**
 * A broadcast's public side: relatives open `/uitzending/{slug}` (the SPA, with its own headers) and enter the
 * code (`POST /api/public/broadcasts/{slug}/access`), without ever logging in. Nothing of the broadcast shows
 * without the code, a wrong code and an unknown slug look the same, wrong codes are throttled, and the page is
 * never indexed, cached or referred from, with a content security policy of exactly its stream hosts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { interpolate, messages } from '@afscheid/shared';
import { contentSecurityPolicy } from '../src/plugins/security.ts';
import { createTestApp, TestClient, type TestContext } from './helpers.ts';
import { createDossierViaApi, loginAs, newRow } from './factories.ts';
import { guestClient, lindeStaff } from './linde.ts';

let ctx: TestContext;
let placeId: string;
let dossierId: string;

beforeAll(async () => {
  ctx = await createTestApp();
  const { orgId, director } = await lindeStaff(ctx);
  const row = {
    ...newRow(ctx),
    organization_id: orgId,
    name: 'Aula',
    kind: 'aula' as const,
    color: '#2f6f4e',
    broadcasting: 1,
    sort_name: 'aula',
    version: 1,
  };
  await ctx.app.deps.db.insertInto('places').values(row).execute();
  placeId = row.id;
  dossierId = (
    await createDossierViaApi(director, {
      deceased_first_names: 'Johanna Maria',
      deceased_name_prefix: 'van der',
      deceased_last_name: 'Berg',
    })
  ).id;
});
afterAll(() => ctx.close());

const { public: texts } = messages.broadcasts;
const YOUTUBE = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';

type Made = { id: string; slug: string; code: string; url: string; client: TestClient };

/**
 * A broadcast through the API: 14:00–15:00 Amsterdam on 21 November 2026 (the test clock starts at 13:00).
 * The director logs in anew each time: the tests move the clock past a session's idle time.
 */
async function broadcast(body: Record<string, unknown> = {}): Promise<Made> {
  const client = await loginAs(ctx, 'uitvaartverzorger@afscheid.test');
  const res = await client.post(`/api/places/${placeId}/broadcasts`, {
    title: 'Afscheid van Johanna',
    starts_at: '2026-11-21T14:00:00+01:00',
    ends_at: '2026-11-21T15:00:00+01:00',
    stream_url: YOUTUBE,
    dossier_id: dossierId,
    ...body,
  });
  if (res.statusCode !== 201) throw new Error(`creating a broadcast failed: ${res.statusCode} ${res.body}`);
  const data = res.json().data as { id: string; public_url: string; access_code: string };
  return {
    id: data.id,
    slug: data.public_url.split('/').pop()!,
    code: data.access_code,
    url: `/api/places/${placeId}/broadcasts/${data.id}`,
    client,
  };
}

let visitorNumber = 0;
/** A relative who never logged in, on an address of their own (the limits count per address). */
async function visitor(ip = `198.51.100.${++visitorNumber}`): Promise<TestClient> {
  const client = new TestClient(ctx.app, ip);
  await client.get('/sanctum/csrf-cookie');
  return client;
}

const open = (client: TestClient, slug: string, code: string) =>
  client.post(`/api/public/broadcasts/${slug}/access`, { code });

describe('opening a broadcast with its code', () => {
  it('shows a visitor without an account only the title, name, times, status, player and availability', async () => {
    const made = await broadcast({ available_until: '2026-11-28T15:00:00+01:00' });
    const res = await open(await guestClient(ctx), made.slug, made.code);
    expect(res.statusCode, res.body).toBe(200);
    const { data } = res.json() as { data: Record<string, unknown> };
    expect(Object.keys(res.json())).toEqual(['data']);
    expect(Object.keys(data).sort()).toEqual(
      ['available_until', 'deceased_name', 'ends_at', 'starts_at', 'status', 'stream', 'title'].sort(),
    );
    expect(data).toEqual({
      title: 'Afscheid van Johanna',
      deceased_name: 'Johanna Maria van der Berg',
      starts_at: '2026-11-21T13:00:00.000Z',
      ends_at: '2026-11-21T14:00:00.000Z',
      status: 'scheduled',
      stream: { kind: 'youtube', player_url: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ' },
      available_until: '2026-11-28T14:00:00.000Z',
    });
    expect(res.body).not.toContain(made.id);
    expect(res.body).not.toContain(made.code);
    expect(res.body).not.toContain(YOUTUBE);
  });

  it('takes the code as people type it: lower case, spaces, without the dash', async () => {
    const made = await broadcast();
    const client = await visitor();
    for (const typed of [
      made.code.toLowerCase(),
      ` ${made.code.replace('-', ' ')} `,
      made.code.replace('-', ''),
    ]) {
      expect((await open(client, made.slug, typed)).statusCode, typed).toBe(200);
    }
  });

  it('gives no deceased name without a dossier, and the HLS URL as the player', async () => {
    const made = await broadcast({
      dossier_id: null,
      stream_url: 'https://stream.example.nl/live/aula.m3u8',
    });
    const res = await open(await visitor(), made.slug, made.code);
    expect(res.json().data).toMatchObject({
      deceased_name: null,
      stream: { kind: 'hls', player_url: 'https://stream.example.nl/live/aula.m3u8' },
    });
  });

  it('answers a wrong code and an unknown slug alike: 404 with the same message', async () => {
    const made = await broadcast();
    const client = await visitor();
    const wrong = await open(client, made.slug, made.code === 'AAAA-AAAA' ? 'BBBB-BBBB' : 'AAAA-AAAA');
    const unknown = await open(client, 'x'.repeat(22), made.code);
    const garbage = await open(client, 'niet-een-slug', made.code);
    for (const res of [wrong, unknown, garbage]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: texts.wrongCode, errors: { code: [texts.wrongCode] } });
    }
  });

  it('refuses a request without the CSRF token of the guest session', async () => {
    const made = await broadcast();
    const bare = new TestClient(ctx.app, '198.51.100.250');
    expect((await open(bare, made.slug, made.code)).statusCode).toBe(419);
  });

  it('stops working for the old code once a new one is made', async () => {
    const made = await broadcast();
    const renewed = await made.client.post(`${made.url}/regenerate-code`, {});
    const newCode = renewed.json().data.access_code as string;
    const client = await visitor();
    expect((await open(client, made.slug, made.code)).statusCode).toBe(404);
    expect((await open(client, made.slug, newCode)).statusCode).toBe(200);
  });
});

describe('throttling wrong codes', () => {
  it('refuses the sixth wrong code from an address with 429 and Retry-After, even the right code then', async () => {
    const made = await broadcast();
    const client = await visitor();
    for (let attempt = 1; attempt <= 5; attempt++) {
      const res = await open(client, made.slug, 'ZZZZ-ZZZZ');
      expect(res.statusCode, `attempt ${attempt}`).toBe(404);
      ctx.clock.advance(10);
    }
    const sixth = await open(client, made.slug, 'ZZZZ-ZZZZ');
    expect(sixth.statusCode).toBe(429);
    const retryAfter = Number(sixth.headers['retry-after']);
    expect(retryAfter).toBe(15 * 60 - 50);
    expect(sixth.json().message).toBe(interpolate(texts.tooManyAttempts, { minutes: 15 }));
    expect((await open(client, made.slug, made.code)).statusCode).toBe(429);

    // Another address on the same page is not held back; the first one may try again after the window.
    expect((await open(await visitor(), made.slug, made.code)).statusCode).toBe(200);
    ctx.clock.advance(retryAfter);
    expect((await open(client, made.slug, made.code)).statusCode).toBe(200);
  });

  it('counts only wrong codes: right ones in between do not use the allowance up', async () => {
    const made = await broadcast();
    const client = await visitor();
    for (let round = 0; round < 4; round++) {
      expect((await open(client, made.slug, made.code)).statusCode).toBe(200);
      expect((await open(client, made.slug, 'ZZZZ-ZZZZ')).statusCode).toBe(404);
    }
    expect((await open(client, made.slug, made.code)).statusCode).toBe(200);
  });

  it('throttles an unknown slug the same way', async () => {
    const client = await visitor();
    const slug = 'y'.repeat(22);
    for (let attempt = 1; attempt <= 5; attempt++)
      expect((await open(client, slug, 'ZZZZ-ZZZZ')).statusCode).toBe(404);
    const sixth = await open(client, slug, 'ZZZZ-ZZZZ');
    expect(sixth.statusCode).toBe(429);
    expect(sixth.headers['retry-after']).toBeDefined();
  });

  it('holds a ceiling per page over all addresses', async () => {
    const made = await broadcast();
    for (let address = 0; address < 10; address++) {
      const client = await visitor(`203.0.113.${address + 1}`);
      for (let attempt = 0; attempt < 5; attempt++)
        expect((await open(client, made.slug, 'ZZZZ-ZZZZ')).statusCode).toBe(404);
    }
    const fresh = await visitor('203.0.113.200');
    const res = await open(fresh, made.slug, made.code);
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    // The refusal did not count against the fresh address: after the page's hour it gets in at once.
    ctx.clock.advance(Number(res.headers['retry-after']));
    expect((await open(fresh, made.slug, made.code)).statusCode).toBe(200);
  });
});

describe('a broadcast that cannot be watched', () => {
  it('is 410 when cancelled, told only to who has the code', async () => {
    const made = await broadcast();
    const saved = await made.client.put(made.url, { version: 1, status: 'cancelled' });
    expect(saved.statusCode).toBe(200);
    const client = await visitor();
    const res = await open(client, made.slug, made.code);
    expect(res.statusCode).toBe(410);
    expect(res.json()).toEqual({ message: texts.cancelled });
    expect((await open(client, made.slug, 'ZZZZ-ZZZZ')).statusCode).toBe(404);
  });

  it('is 410 after "recording available until", or after the end without it', async () => {
    const kept = await broadcast({
      starts_at: '2026-12-01T14:00:00+01:00',
      ends_at: '2026-12-01T15:00:00+01:00',
      available_until: '2026-12-08T15:00:00+01:00',
    });
    const live = await broadcast({
      starts_at: '2026-12-01T14:00:00+01:00',
      ends_at: '2026-12-01T15:00:00+01:00',
    });
    const client = await visitor();
    const untilEnd = Date.parse('2026-12-01T14:00:00.000Z') - ctx.clock.now().getTime();
    ctx.clock.advance(untilEnd / 1000 - 60);
    expect((await open(client, live.slug, live.code)).statusCode).toBe(200);
    ctx.clock.advance(60);
    const over = await open(client, live.slug, live.code);
    expect(over.statusCode).toBe(410);
    expect(over.json()).toEqual({ message: texts.unavailable });
    expect((await open(client, kept.slug, kept.code)).statusCode).toBe(200);

    ctx.clock.advance(7 * 86_400);
    expect((await open(client, kept.slug, kept.code)).json()).toEqual({ message: texts.unavailable });
  });
});

describe('the public page /uitzending/{slug}', () => {
  const page = (slug: string) => ctx.app.inject({ method: 'GET', url: `/uitzending/${slug}` });
  const directive = (policy: string, name: string) =>
    policy
      .split(';')
      .map((part) => part.trim())
      .find((part) => part.startsWith(`${name} `)) ?? '';

  it('is the web app, never indexed, cached or referred from, with the YouTube player in frame-src', async () => {
    const made = await broadcast({
      starts_at: '2027-01-05T14:00:00+01:00',
      ends_at: '2027-01-05T15:00:00+01:00',
    });
    const res = await page(made.slug);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('<div id="root">');
    expect(res.headers['x-robots-tag']).toBe('noindex, nofollow, noarchive');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['cache-control']).toBe('no-store');
    const policy = String(res.headers['content-security-policy']);
    expect(directive(policy, 'frame-src')).toBe("frame-src 'self' https://www.youtube-nocookie.com");
    expect(policy).toContain("script-src 'self'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(res.body).not.toContain('Afscheid van Johanna');
  });

  it('allows only the hosts of its own stream', async () => {
    const times = { starts_at: '2027-01-05T14:00:00+01:00', ends_at: '2027-01-05T15:00:00+01:00' };
    const vimeo = await broadcast({ ...times, stream_url: 'https://vimeo.com/123456789' });
    const vimeoPolicy = String((await page(vimeo.slug)).headers['content-security-policy']);
    expect(directive(vimeoPolicy, 'frame-src')).toBe("frame-src 'self' https://player.vimeo.com");
    expect(vimeoPolicy).not.toContain('youtube');

    const hls = await broadcast({ ...times, stream_url: 'https://stream.example.nl/live/aula.m3u8' });
    const hlsPolicy = String((await page(hls.slug)).headers['content-security-policy']);
    expect(directive(hlsPolicy, 'media-src')).toBe("media-src 'self' blob: https://stream.example.nl");
    expect(directive(hlsPolicy, 'connect-src')).toBe("connect-src 'self' https://stream.example.nl");
    expect(directive(hlsPolicy, 'worker-src')).toBe("worker-src 'self' blob:");
    expect(directive(hlsPolicy, 'frame-src')).toBe('');
    expect(hlsPolicy).not.toContain('youtube');
  });

  it('keeps the usual policy for an unknown slug and for a broadcast that cannot be watched', async () => {
    const usual = String(
      (await ctx.app.inject({ method: 'GET', url: '/dashboard' })).headers['content-security-policy'],
    );
    expect(usual).not.toContain('frame-src');
    // The page's policy is built from the same directives as helmet's: without extras they are the same text.
    expect(contentSecurityPolicy()).toBe(usual);
    const unknown = await page('x'.repeat(22));
    expect(unknown.statusCode).toBe(200);
    expect(unknown.headers['content-security-policy']).toBe(usual);
    expect(unknown.headers['x-robots-tag']).toBe('noindex, nofollow, noarchive');
    expect(unknown.headers['cache-control']).toBe('no-store');

    const made = await broadcast({
      starts_at: '2027-01-05T14:00:00+01:00',
      ends_at: '2027-01-05T15:00:00+01:00',
    });
    expect((await made.client.put(made.url, { version: 1, status: 'cancelled' })).statusCode).toBe(200);
    expect((await page(made.slug)).headers['content-security-policy']).toBe(usual);
  });

  it('leaves the other pages as they were', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/dashboard' });
    expect(res.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['cache-control']).toBe('no-cache');
  });
});
