/**
 * Broadcasts (livestreams) on a place, as the funeral company manages them: create with a generated code and
 * public link, list, edit with optimistic locking, delete, a new code, and sharing link and code by e-mail.
 * The public page's side is broadcast-public.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { interpolate, messages } from '@afscheid/shared';
import { MAIL_JOB } from '../src/mail/outbox.ts';
import { readLatestMail, type TestClient, type TestContext, createTestApp } from './helpers.ts';
import {
  addMember,
  auditEvents,
  createDossierViaApi,
  createOrganization,
  createUser,
  loginAs,
  newRow,
} from './factories.ts';
import { lindeStaff } from './linde.ts';

type WireBroadcast = {
  id: string;
  place: { id: string; name: string; kind: string; location_name: string | null; color: string };
  reservation_id: string | null;
  dossier: { id: string; number: string; deceased_name: string } | null;
  title: string;
  starts_at: string;
  ends_at: string;
  stream_url: string;
  stream_kind: 'youtube' | 'vimeo' | 'hls';
  access_code: string;
  public_url: string;
  available_until: string | null;
  status: string;
  version: number;
  created_at: string;
  updated_at: string;
};

let ctx: TestContext;
let orgId: string;
let director: TestClient;
let employee: TestClient;
let dossier: { id: string; number: string };

beforeAll(async () => {
  ctx = await createTestApp();
  ({ orgId, director, employee } = await lindeStaff(ctx));
  dossier = await createDossierViaApi(director, {
    deceased_first_names: 'Johanna Maria',
    deceased_name_prefix: 'van der',
    deceased_last_name: 'Berg',
  });
});
afterAll(() => ctx.close());

const { broadcasts: texts } = messages;
const CODE = /^[ABCDEFGHJKLMNPQRSTUVWXYZ2-9]{4}-[ABCDEFGHJKLMNPQRSTUVWXYZ2-9]{4}$/;
const YOUTUBE = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';
/** 21 November 2026, 14:00–15:00 in Amsterdam (UTC+1). */
const CEREMONY = { starts_at: '2026-11-21T14:00:00+01:00', ends_at: '2026-11-21T15:00:00+01:00' };

let placeSequence = 0;
/** A place written straight to the table (the places module is not under test here). */
async function placeOf(organizationId: string, opts: { broadcasting?: boolean; name?: string } = {}) {
  const name = opts.name ?? `Aula ${++placeSequence}`;
  const row = {
    ...newRow(ctx),
    organization_id: organizationId,
    name,
    kind: 'aula' as const,
    location_name: 'Uitvaartcentrum De Linde',
    color: '#2f6f4e',
    broadcasting: opts.broadcasting === false ? 0 : 1,
    sort_name: name.toLowerCase(),
    version: 1,
  };
  await ctx.app.deps.db.insertInto('places').values(row).execute();
  return row.id;
}

/** A confirmed reservation of the place, written straight to the table. */
async function reservationOf(organizationId: string, placeId: string) {
  const start = Date.parse('2026-11-21T13:00:00.000Z');
  const row = {
    ...newRow(ctx),
    organization_id: organizationId,
    place_id: placeId,
    kind: 'ceremony' as const,
    title: 'Afscheidsdienst',
    status: 'confirmed' as const,
    starts_at: new Date(start).toISOString(),
    ends_at: new Date(start + 3_600_000).toISOString(),
    busy_from_min: start / 60_000,
    busy_until_min: start / 60_000 + 60,
    version: 1,
  };
  await ctx.app.deps.db.insertInto('reservations').values(row).execute();
  return row.id;
}

async function create(placeId: string, body: Record<string, unknown> = {}): Promise<WireBroadcast> {
  const res = await director.post(`/api/places/${placeId}/broadcasts`, {
    title: 'Afscheid van Johanna',
    ...CEREMONY,
    stream_url: YOUTUBE,
    ...body,
  });
  if (res.statusCode !== 201) throw new Error(`creating a broadcast failed: ${res.statusCode} ${res.body}`);
  return res.json().data as WireBroadcast;
}

/** A second funeral company with its owner logged in and a dossier of its own. */
async function otherCompany() {
  const organization = await createOrganization(ctx, `Uitvaartzorg Elders ${++placeSequence}`);
  const user = await createUser(ctx, `eigenaar-${organization.id}@elders.test`, 'Eigenaar Elders');
  await addMember(ctx, organization.id, user.id, 'owner');
  const owner = await loginAs(ctx, user.email);
  const theirDossier = await createDossierViaApi(owner, { deceased_last_name: 'Van Elders' });
  return { organization, owner, dossierId: theirDossier.id };
}

describe('creating a broadcast', () => {
  it('answers 201 with a readable code, the public link and the place and dossier', async () => {
    const placeId = await placeOf(orgId, { name: 'Grote aula' });
    const reservationId = await reservationOf(orgId, placeId);
    const res = await director.post(`/api/places/${placeId}/broadcasts`, {
      title: '  Afscheid van Johanna  ',
      ...CEREMONY,
      stream_url: 'https://youtu.be/dQw4w9WgXcQ',
      dossier_id: dossier.id,
      reservation_id: reservationId,
      available_until: '2026-11-28T15:00:00+01:00',
    });
    expect(res.statusCode, res.body).toBe(201);
    const data = res.json().data as WireBroadcast;
    expect(data).toMatchObject({
      place: {
        id: placeId,
        name: 'Grote aula',
        kind: 'aula',
        location_name: 'Uitvaartcentrum De Linde',
        color: '#2f6f4e',
      },
      reservation_id: reservationId,
      dossier: { id: dossier.id, number: dossier.number, deceased_name: 'Johanna Maria van der Berg' },
      title: 'Afscheid van Johanna',
      starts_at: '2026-11-21T13:00:00.000Z',
      ends_at: '2026-11-21T14:00:00.000Z',
      stream_url: 'https://youtu.be/dQw4w9WgXcQ',
      stream_kind: 'youtube',
      available_until: '2026-11-28T14:00:00.000Z',
      status: 'scheduled',
      version: 1,
    });
    expect(data.access_code).toMatch(CODE);
    expect(data.public_url).toMatch(/^http:\/\/localhost:3000\/uitzending\/[A-Za-z0-9_-]{22}$/);

    const stored = await ctx.app.deps.db
      .selectFrom('broadcasts')
      .selectAll()
      .where('id', '=', data.id)
      .executeTakeFirstOrThrow();
    expect(stored.access_code).toBe(data.access_code.replace('-', ''));
    expect(data.public_url.endsWith(`/${stored.slug}`)).toBe(true);

    // The audit trail names what was created, never the code or the slug.
    const [event] = (await auditEvents(ctx, 'created')).filter((e) => e.entity_id === data.id);
    expect(event).toMatchObject({ entity: 'broadcast', organization_id: orgId });
    expect(event!.changes).toContain('Afscheid van Johanna');
    expect(event!.changes).not.toContain(stored.access_code);
    expect(event!.changes).not.toContain(stored.slug);
  });

  it('gives every broadcast its own code and slug, and knows Vimeo and HLS streams', async () => {
    const placeId = await placeOf(orgId);
    const vimeo = await create(placeId, { stream_url: 'https://vimeo.com/123456789' });
    const hls = await create(placeId, { stream_url: 'https://stream.example.nl/live/aula.m3u8' });
    expect(vimeo.stream_kind).toBe('vimeo');
    expect(hls.stream_kind).toBe('hls');
    expect(vimeo.public_url).not.toBe(hls.public_url);
    expect(vimeo.dossier).toBeNull();
  });

  it.each([
    [
      'a stream URL that is not https',
      { stream_url: 'http://www.youtube.com/watch?v=dQw4w9WgXcQ' },
      'stream_url',
      texts.errors.streamUrl,
    ],
    [
      'a host that is not supported',
      { stream_url: 'https://example.com/video.mp4' },
      'stream_url',
      texts.errors.streamUrl,
    ],
    [
      'an end before the start',
      { starts_at: '2026-11-21T15:00:00+01:00', ends_at: '2026-11-21T14:00:00+01:00' },
      'ends_at',
      messages.reservations.errors.endBeforeStart,
    ],
    [
      'a recording that ends before the broadcast',
      { available_until: '2026-11-21T14:30:00+01:00' },
      'available_until',
      texts.errors.availableUntil,
    ],
    ['no title', { title: ' ' }, 'title', 'Vul de titel in.'],
  ])('refuses %s with 422 and a Dutch field message', async (_name, body, field, message) => {
    const placeId = await placeOf(orgId);
    const res = await director.post(`/api/places/${placeId}/broadcasts`, {
      title: 'Afscheid',
      ...CEREMONY,
      stream_url: YOUTUBE,
      ...body,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[field]).toEqual([message]);
  });

  it('refuses a place without broadcasting (422)', async () => {
    const placeId = await placeOf(orgId, { broadcasting: false });
    const res = await director.post(`/api/places/${placeId}/broadcasts`, {
      title: 'Afscheid',
      ...CEREMONY,
      stream_url: YOUTUBE,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: texts.errors.placeNoBroadcasting,
      errors: { place_id: [texts.errors.placeNoBroadcasting] },
    });
  });

  it('refuses a reservation of another place and a dossier of another organisation (422)', async () => {
    const placeId = await placeOf(orgId);
    const otherPlace = await placeOf(orgId);
    const elsewhere = await otherCompany();
    const res = await director.post(`/api/places/${placeId}/broadcasts`, {
      title: 'Afscheid',
      ...CEREMONY,
      stream_url: YOUTUBE,
      reservation_id: await reservationOf(orgId, otherPlace),
      dossier_id: elsewhere.dossierId,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      reservation_id: [texts.errors.reservation],
      dossier_id: [texts.errors.dossier],
    });
    const count = await ctx.app.deps.db
      .selectFrom('broadcasts')
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .where('place_id', '=', placeId)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(0);
  });

  it('is for broadcasts.create: an employee may look but not add', async () => {
    const placeId = await placeOf(orgId);
    await create(placeId);
    expect((await employee.get(`/api/places/${placeId}/broadcasts`)).statusCode).toBe(200);
    const res = await employee.post(`/api/places/${placeId}/broadcasts`, {
      title: 'Afscheid',
      ...CEREMONY,
      stream_url: YOUTUBE,
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('listing, editing and deleting', () => {
  it('lists the place’s broadcasts, the newest start first', async () => {
    const placeId = await placeOf(orgId);
    const early = await create(placeId, {
      title: 'Vroeg',
      starts_at: '2026-11-20T10:00:00+01:00',
      ends_at: '2026-11-20T11:00:00+01:00',
    });
    const late = await create(placeId, {
      title: 'Laat',
      starts_at: '2026-11-25T10:00:00+01:00',
      ends_at: '2026-11-25T11:00:00+01:00',
    });
    const middle = await create(placeId, { title: 'Midden' });
    await create(await placeOf(orgId), { title: 'Andere plaats' });
    const res = await director.get(`/api/places/${placeId}/broadcasts`);
    expect(res.statusCode).toBe(200);
    expect((res.json().data as WireBroadcast[]).map((b) => b.id)).toEqual([late.id, middle.id, early.id]);
  });

  it('edits with the version read; a stale version is a 409 with the broadcast as it is now', async () => {
    const placeId = await placeOf(orgId);
    const broadcast = await create(placeId);
    const url = `/api/places/${placeId}/broadcasts/${broadcast.id}`;
    const saved = await director.put(url, {
      version: 1,
      title: 'Afscheid van oma',
      status: 'live',
      dossier_id: dossier.id,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({
      title: 'Afscheid van oma',
      status: 'live',
      version: 2,
      dossier: { id: dossier.id },
      access_code: broadcast.access_code,
    });

    const stale = await director.put(url, { version: 1, title: 'Te laat' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      message: texts.conflict,
      data: { title: 'Afscheid van oma', version: 2 },
    });
    expect((await director.get(url)).json().data.title).toBe('Afscheid van oma');
  });

  it('empties the dossier, reservation and availability sent as null, and keeps what is not sent', async () => {
    const placeId = await placeOf(orgId);
    const reservationId = await reservationOf(orgId, placeId);
    const broadcast = await create(placeId, {
      dossier_id: dossier.id,
      reservation_id: reservationId,
      available_until: '2026-11-28T15:00:00+01:00',
    });
    const url = `/api/places/${placeId}/broadcasts/${broadcast.id}`;
    const kept = await director.put(url, { version: 1, title: 'Nieuwe titel' });
    expect(kept.json().data).toMatchObject({ dossier: { id: dossier.id }, reservation_id: reservationId });
    const res = await director.put(url, {
      version: 2,
      dossier_id: null,
      reservation_id: '',
      available_until: null,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      dossier: null,
      reservation_id: null,
      available_until: null,
      title: 'Nieuwe titel',
      version: 3,
    });
  });

  it('checks the times as they will be when an edit sends only one of them', async () => {
    const placeId = await placeOf(orgId);
    const broadcast = await create(placeId);
    const url = `/api/places/${placeId}/broadcasts/${broadcast.id}`;
    const res = await director.put(url, { version: 1, ends_at: '2026-11-21T13:30:00+01:00' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ ends_at: [messages.reservations.errors.endBeforeStart] });
    const elsewhere = await otherCompany();
    const foreign = await director.put(url, { version: 1, dossier_id: elsewhere.dossierId });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().errors).toEqual({ dossier_id: [texts.errors.dossier] });
  });

  it('deletes a broadcast: its page is gone at once', async () => {
    const placeId = await placeOf(orgId);
    const broadcast = await create(placeId);
    const url = `/api/places/${placeId}/broadcasts/${broadcast.id}`;
    expect((await employee.delete(url)).statusCode).toBe(403);
    expect((await director.delete(url)).statusCode).toBe(204);
    expect((await director.get(url)).statusCode).toBe(404);
    expect((await auditEvents(ctx, 'deleted')).some((e) => e.entity_id === broadcast.id)).toBe(true);
  });

  it('makes a new code on request: another code, a new version, audited', async () => {
    const placeId = await placeOf(orgId);
    const broadcast = await create(placeId);
    const url = `/api/places/${placeId}/broadcasts/${broadcast.id}/regenerate-code`;
    expect((await employee.post(url, {})).statusCode).toBe(403);
    const res = await director.post(url, {});
    expect(res.statusCode).toBe(200);
    const data = res.json().data as WireBroadcast;
    expect(data.access_code).toMatch(CODE);
    expect(data.access_code).not.toBe(broadcast.access_code);
    expect(data.public_url).toBe(broadcast.public_url);
    expect(data.version).toBe(2);
    const events = (await auditEvents(ctx, 'access_code_regenerated')).filter(
      (e) => e.entity_id === broadcast.id,
    );
    expect(events).toHaveLength(1);
    expect(events[0]!.changes).toBeNull();
  });

  it('is a 404 for a broadcast under another place of the same organisation', async () => {
    const broadcast = await create(await placeOf(orgId));
    const otherPlace = await placeOf(orgId);
    expect((await director.get(`/api/places/${otherPlace}/broadcasts/${broadcast.id}`)).statusCode).toBe(404);
  });
});

describe('sharing link and code by e-mail', () => {
  /** The .eml to an address with its folded header lines joined. */
  async function mailTo(address: string): Promise<string> {
    await ctx.app.deps.mailer.idle();
    const mail = readLatestMail(ctx.dataDir, address);
    if (!mail) throw new Error(`no e-mail to ${address}`);
    return mail.replace(/\r?\n[ \t]+/g, ' ');
  }

  it('queues one e-mail per address in the outbox, with the date, link, code and message, in Dutch', async () => {
    const placeId = await placeOf(orgId);
    const broadcast = await create(placeId, {
      dossier_id: dossier.id,
      available_until: '2026-11-28T15:00:00+01:00',
    });
    const url = `/api/places/${placeId}/broadcasts/${broadcast.id}/share`;
    const jobsBefore = await ctx.app.deps.db
      .selectFrom('jobs')
      .select('id')
      .where('kind', '=', MAIL_JOB)
      .execute();
    const res = await director.post(url, {
      recipients: ['Zoon@Example.nl', 'dochter@example.nl', 'zoon@example.nl'],
      message: 'Wij denken aan jullie. Het koor zingt om 14:30.',
    });
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json()).toEqual({ message: interpolate(texts.shared, { count: 2 }) });
    const jobsAfter = await ctx.app.deps.db
      .selectFrom('jobs')
      .select('id')
      .where('kind', '=', MAIL_JOB)
      .execute();
    expect(jobsAfter.length - jobsBefore.length).toBe(2);

    for (const address of ['zoon@example.nl', 'dochter@example.nl']) {
      const mail = await mailTo(address);
      expect(mail).toContain('Subject: Uitzending van de afscheidsdienst van Johanna Maria van der Berg');
      expect(mail).toContain(
        'Uitvaartzorg De Linde nodigt u uit om de uitzending ‘Afscheid van Johanna’ online te volgen.',
      );
      expect(mail).toContain('Datum en tijd: 21 november 2026, 14:00 – 15:00');
      expect(mail).toContain(`vul deze toegangscode in: ${broadcast.access_code}`);
      expect(mail).toContain(broadcast.public_url);
      expect(mail).toContain('De opname is te bekijken tot 28 november 2026 15:00.');
      expect(mail).toContain('Wij denken aan jullie. Het koor zingt om 14:30.');
      expect(mail).toContain('Deel de link en de toegangscode niet verder');
    }
    const [event] = (await auditEvents(ctx, 'shared')).filter((e) => e.entity_id === broadcast.id);
    expect(JSON.parse(event!.changes!)).toEqual({ recipients: ['zoon@example.nl', 'dochter@example.nl'] });
    expect(event!.changes).not.toContain(broadcast.access_code);
  });

  it('uses the title as the subject without a dossier, and needs broadcasts.update and valid addresses', async () => {
    const placeId = await placeOf(orgId);
    const broadcast = await create(placeId, { title: 'Herdenking in de aula' });
    const url = `/api/places/${placeId}/broadcasts/${broadcast.id}/share`;
    expect((await employee.post(url, { recipients: ['buur@example.nl'] })).statusCode).toBe(403);
    const bad = await director.post(url, { recipients: ['geen-adres'] });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)[0]).toMatch(/^recipients/);
    const none = await director.post(url, { recipients: [] });
    expect(none.statusCode).toBe(422);

    const res = await director.post(url, { recipients: ['buur@example.nl'] });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ message: texts.sharedOne });
    const mail = await mailTo('buur@example.nl');
    expect(mail).toContain('Subject: Herdenking in de aula');
    expect(mail).not.toContain('Bericht van de uitvaartverzorger');
  });
});

describe('isolation', () => {
  it('is a 404 for another organisation, for the place and for the broadcast under a place of its own', async () => {
    const placeId = await placeOf(orgId);
    const broadcast = await create(placeId);
    const elsewhere = await otherCompany();
    const theirPlace = await placeOf(elsewhere.organization.id);
    for (const url of [
      `/api/places/${placeId}/broadcasts`,
      `/api/places/${placeId}/broadcasts/${broadcast.id}`,
      `/api/places/${theirPlace}/broadcasts/${broadcast.id}`,
    ]) {
      const res = await elsewhere.owner.get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body).not.toContain(broadcast.access_code);
    }
    const post = await elsewhere.owner.post(`/api/places/${placeId}/broadcasts`, {
      title: 'X',
      ...CEREMONY,
      stream_url: YOUTUBE,
    });
    expect(post.statusCode).toBe(404);
    const share = await elsewhere.owner.post(`/api/places/${theirPlace}/broadcasts/${broadcast.id}/share`, {
      recipients: ['x@example.nl'],
    });
    expect(share.statusCode).toBe(404);
    expect((await director.get(`/api/places/${theirPlace}/broadcasts`)).statusCode).toBe(404);
  });
});
