/**
 * The iCalendar feeds (RFC 5545) of an organisation and of one place: a secret URL made on first use (once, even
 * under simultaneous first calls), regenerated on request (the old URL answers 404 at once), read without a
 * session by a phone's calendar app. The feed is parsed with a real iCalendar parser (ical.js): the VTIMEZONE of
 * Europe/Amsterdam, the events' instants (across the clock changes too), their statuses, which places they cover.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ICAL from 'ical.js';
import { sha256 } from '../src/lib/crypto.ts';
import { createTestApp, TestClient, type TestContext } from './helpers.ts';
import {
  addMember,
  auditEvents,
  createDossierViaApi,
  createOrganization,
  createUser,
  lindeClients,
  loginIn,
  newRow,
} from './factories.ts';

let ctx: TestContext;
let linde: Awaited<ReturnType<typeof lindeClients>>;

beforeAll(async () => {
  ctx = await createTestApp();
  linde = await lindeClients(ctx);
});
afterAll(() => ctx.close());

let sequence = 0;

async function insertPlace(organizationId: string, name: string, location: string | null = null) {
  const row = {
    ...newRow(ctx),
    organization_id: organizationId,
    name,
    kind: 'aula' as const,
    location_name: location,
    color: '#2f6f4e',
    preparation_minutes: 15,
    sort_name: `zz ${name} ${++sequence}`.toLowerCase(),
  };
  await ctx.app.deps.db.insertInto('places').values(row).execute();
  return row.id;
}

async function insertReservation(
  organizationId: string,
  placeId: string,
  title: string,
  startsAt: string,
  endsAt: string,
  opts: {
    status?: 'option' | 'confirmed' | 'cancelled';
    dossierId?: string;
    kind?: 'ceremony' | 'cremation';
  } = {},
) {
  const row = {
    ...newRow(ctx),
    organization_id: organizationId,
    place_id: placeId,
    dossier_id: opts.dossierId ?? null,
    kind: opts.kind ?? ('ceremony' as const),
    title,
    notes: 'Geheime notitie voor intern gebruik',
    status: opts.status ?? ('confirmed' as const),
    starts_at: startsAt,
    ends_at: endsAt,
    busy_from_min: Date.parse(startsAt) / 60_000 - 15,
    busy_until_min: Date.parse(endsAt) / 60_000,
    updated_at: '2026-11-20T10:15:00.000Z',
  };
  await ctx.app.deps.db.insertInto('reservations').values(row).execute();
  return row;
}

type Feed = { url: string; created_at: string };

async function feedOf(client: TestClient, path: string): Promise<Feed> {
  const res = await client.get(path);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Feed;
}

/** The path of a feed URL (the app answers it itself in these tests). */
const pathOf = (url: string) => new URL(url).pathname;

/** A calendar app: no session, no cookies, no CSRF token. */
const calendarApp = (path: string) =>
  ctx.app.inject({ method: 'GET', url: path, headers: { accept: 'text/calendar' } });

async function parsedCalendar(url: string) {
  const res = await calendarApp(pathOf(url));
  expect(res.statusCode, res.body).toBe(200);
  const calendar = new ICAL.Component(ICAL.parse(res.body));
  const vtimezone = calendar.getFirstSubcomponent('vtimezone');
  // The feed's own VTIMEZONE is what the events' TZID refers to.
  if (vtimezone) ICAL.TimezoneService.register(vtimezone);
  const events = calendar.getAllSubcomponents('vevent').map((component) => new ICAL.Event(component));
  return { res, calendar, vtimezone, events, byUid: new Map(events.map((event) => [event.uid, event])) };
}

describe('the organisation feed', () => {
  let aulaId: string;
  let ovenId: string;
  let dossierNumber: string;
  const reservations: Record<string, Awaited<ReturnType<typeof insertReservation>>> = {};

  beforeAll(async () => {
    const orgId = linde.linde.id;
    aulaId = await insertPlace(orgId, 'Aula Feed', 'Locatie Utrecht');
    ovenId = await insertPlace(orgId, 'Oven Feed');
    const dossier = await createDossierViaApi(linde.director, { deceased_last_name: 'Feedsma' });
    dossierNumber = dossier.number;
    reservations.confirmed = await insertReservation(
      orgId,
      aulaId,
      'Afscheid Feedsma',
      '2026-11-24T09:00:00.000Z',
      '2026-11-24T10:30:00.000Z',
      { dossierId: dossier.id },
    );
    reservations.option = await insertReservation(
      orgId,
      aulaId,
      'Optie Feed',
      '2026-12-01T13:00:00.000Z',
      '2026-12-01T14:00:00.000Z',
      {
        status: 'option',
      },
    );
    reservations.cancelled = await insertReservation(
      orgId,
      aulaId,
      'Geannuleerd Feed',
      '2026-12-02T13:00:00.000Z',
      '2026-12-02T14:00:00.000Z',
      {
        status: 'cancelled',
      },
    );
    // 25 October 2026: 01:30 summer time to 03:30 winter time, three real hours.
    reservations.autumn = await insertReservation(
      orgId,
      ovenId,
      'Crematie najaar',
      '2026-10-24T23:30:00.000Z',
      '2026-10-25T02:30:00.000Z',
      {
        kind: 'cremation',
      },
    );
    // In the hour the clocks repeat: 02:15 winter time (the second 02:15 of that night) to 02:45; an option, so
    // it may overlap the confirmed cremation.
    reservations.repeated = await insertReservation(
      orgId,
      ovenId,
      'Crematie tweede uur',
      '2026-10-25T01:15:00.000Z',
      '2026-10-25T01:45:00.000Z',
      {
        kind: 'cremation',
        status: 'option',
      },
    );
    // 28 March 2027: 01:30 winter time to 03:30 summer time, one real hour.
    reservations.spring = await insertReservation(
      orgId,
      ovenId,
      'Crematie voorjaar',
      '2027-03-28T00:30:00.000Z',
      '2027-03-28T01:30:00.000Z',
      {
        kind: 'cremation',
      },
    );
    // Outside the window: more than 30 days ago, more than 400 days ahead (the test clock: 21 November 2026).
    reservations.old = await insertReservation(
      orgId,
      aulaId,
      'Te oud',
      '2026-10-01T09:00:00.000Z',
      '2026-10-01T10:00:00.000Z',
    );
    reservations.far = await insertReservation(
      orgId,
      aulaId,
      'Te ver',
      '2028-01-10T09:00:00.000Z',
      '2028-01-10T10:00:00.000Z',
    );
  });

  it('is made on first use, with a secret URL that stays the same', async () => {
    const first = await feedOf(linde.director, '/api/calendar-feed');
    expect(first.url).toMatch(/^http:\/\/localhost:3000\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    expect(first.created_at).toBe('2026-11-21T12:00:00.000Z');
    const again = await feedOf(linde.viewer, '/api/calendar-feed');
    expect(again).toEqual(first);

    const token = pathOf(first.url).slice('/api/calendar/'.length, -'.ics'.length);
    const rows = await ctx.app.deps.db
      .selectFrom('calendar_feeds')
      .selectAll()
      .where('organization_id', '=', linde.linde.id)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.place_id).toBeNull();
    expect(rows[0]!.token_hash).toBe(sha256(token));
    expect(await auditEvents(ctx, 'calendar_feed_created')).toHaveLength(1);
  });

  it('is read without a session as text/calendar, cacheable by the calendar app only', async () => {
    const { url } = await feedOf(linde.director, '/api/calendar-feed');
    const res = await calendarApp(pathOf(url));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['cache-control']).toBe('private, max-age=300');
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(res.body.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(res.body).toContain('X-WR-CALNAME:Planning Uitvaartzorg De Linde');
  });

  it('has the VTIMEZONE of Europe/Amsterdam and every place’s reservations at their real instants', async () => {
    const { url } = await feedOf(linde.director, '/api/calendar-feed');
    const { res, vtimezone, byUid } = await parsedCalendar(url);
    expect(vtimezone?.getFirstPropertyValue('tzid')).toBe('Europe/Amsterdam');

    for (const key of ['confirmed', 'option', 'cancelled', 'autumn', 'repeated', 'spring'] as const) {
      const stored = reservations[key]!;
      const event = byUid.get(`${stored.id}@afscheid`);
      expect(event, key).toBeDefined();
      expect(event!.startDate.toJSDate().toISOString(), key).toBe(stored.starts_at);
      expect(event!.endDate.toJSDate().toISOString(), key).toBe(stored.ends_at);
    }
    expect(byUid.has(`${reservations.old!.id}@afscheid`)).toBe(false);
    expect(byUid.has(`${reservations.far!.id}@afscheid`)).toBe(false);

    // Written in Amsterdam time with its time zone, as a phone shows it.
    expect(res.body).toContain('DTSTART;TZID=Europe/Amsterdam:20261124T100000');
    expect(res.body).toContain('DTEND;TZID=Europe/Amsterdam:20261124T113000');
    expect(res.body).toContain('DTSTART;TZID=Europe/Amsterdam:20261025T013000');
    expect(res.body).toContain('DTEND;TZID=Europe/Amsterdam:20261025T033000');
    // The second 02:15 of that night cannot be written in Amsterdam time (RFC 5545 reads the first): UTC.
    expect(res.body).toContain('DTSTART:20261025T011500Z');
    expect(res.body).toContain('DTEND:20261025T014500Z');
    const autumn = byUid.get(`${reservations.autumn!.id}@afscheid`)!;
    expect(autumn.endDate.toJSDate().getTime() - autumn.startDate.toJSDate().getTime()).toBe(3 * 3_600_000);
    const spring = byUid.get(`${reservations.spring!.id}@afscheid`)!;
    expect(spring.startDate.toString()).toBe('2027-03-28T01:30:00');
    expect(spring.endDate.toString()).toBe('2027-03-28T03:30:00');
  });

  it('says what each event is: title and dossier, place, kind and status, statuses as RFC 5545 has them', async () => {
    const { url } = await feedOf(linde.director, '/api/calendar-feed');
    const { res, byUid } = await parsedCalendar(url);
    const confirmed = byUid.get(`${reservations.confirmed!.id}@afscheid`)!;
    expect(confirmed.summary).toBe(`Afscheid Feedsma (${dossierNumber})`);
    expect(confirmed.location).toBe('Aula Feed, Locatie Utrecht');
    expect(confirmed.description).toBe('Soort: Plechtigheid\nStatus: Bevestigd');
    expect(confirmed.component.getFirstPropertyValue('status')).toBe('CONFIRMED');
    const lastModified = confirmed.component.getFirstPropertyValue('last-modified') as ICAL.Time;
    expect(lastModified.toJSDate().toISOString()).toBe('2026-11-20T10:15:00.000Z');

    const option = byUid.get(`${reservations.option!.id}@afscheid`)!;
    expect(option.component.getFirstPropertyValue('status')).toBe('TENTATIVE');
    expect(option.description).toBe('Soort: Plechtigheid\nStatus: Optie');
    const cancelled = byUid.get(`${reservations.cancelled!.id}@afscheid`)!;
    expect(cancelled.component.getFirstPropertyValue('status')).toBe('CANCELLED');
    const autumn = byUid.get(`${reservations.autumn!.id}@afscheid`)!;
    expect(autumn.location).toBe('Oven Feed');
    expect(autumn.description).toBe('Soort: Crematie\nStatus: Bevestigd');
    // Internal notes never leave the product through a feed.
    expect(res.body).not.toContain('Geheime notitie');
  });

  it('has the reservations of every place, and the place feed only that place’s', async () => {
    const organization = await parsedCalendar((await feedOf(linde.director, '/api/calendar-feed')).url);
    const uids = [...organization.byUid.keys()];
    expect(uids).toContain(`${reservations.confirmed!.id}@afscheid`);
    expect(uids).toContain(`${reservations.autumn!.id}@afscheid`);
    // Every reservation of the organisation in the window (30 days back, 400 ahead), the demo's too.
    const inWindow = await ctx.app.deps.db
      .selectFrom('reservations')
      .select(['id', 'place_id'])
      .where('organization_id', '=', linde.linde.id)
      .where('ends_at', '>', '2026-10-22T12:00:00.000Z')
      .where('starts_at', '<', '2027-12-26T12:00:00.000Z')
      .execute();
    expect(new Set(inWindow.map((row) => row.place_id)).size).toBeGreaterThan(2);
    expect(new Set(uids)).toEqual(new Set(inWindow.map((row) => `${row.id}@afscheid`)));

    const oven = await feedOf(linde.director, `/api/places/${ovenId}/calendar-feed`);
    expect(oven.url).not.toBe((await feedOf(linde.director, '/api/calendar-feed')).url);
    const place = await parsedCalendar(oven.url);
    expect(place.res.body).toContain('X-WR-CALNAME:Oven Feed – Uitvaartzorg De Linde');
    expect([...place.byUid.keys()].sort()).toEqual(
      [reservations.autumn!, reservations.repeated!, reservations.spring!]
        .map((row) => `${row.id}@afscheid`)
        .sort(),
    );
  });
});

describe('regenerating a feed', () => {
  it('gives the organisation feed a new URL; the old one answers 404 at once', async () => {
    const before = await feedOf(linde.director, '/api/calendar-feed');
    expect((await calendarApp(pathOf(before.url))).statusCode).toBe(200);
    ctx.clock.advance(60);
    const res = await linde.director.post('/api/calendar-feed/regenerate', {});
    expect(res.statusCode, res.body).toBe(200);
    const after = res.json().data as Feed;
    expect(after.url).not.toBe(before.url);
    expect(after.created_at).not.toBe(before.created_at);
    expect((await calendarApp(pathOf(before.url))).statusCode).toBe(404);
    expect((await calendarApp(pathOf(after.url))).statusCode).toBe(200);
    expect(await feedOf(linde.viewer, '/api/calendar-feed')).toEqual(after);
    expect((await auditEvents(ctx, 'calendar_feed_regenerated')).length).toBeGreaterThanOrEqual(1);
  });

  it('gives a place feed a new URL and leaves the organisation feed alone', async () => {
    const placeId = await insertPlace(linde.linde.id, 'Aula Opnieuw');
    const organization = await feedOf(linde.director, '/api/calendar-feed');
    const before = await feedOf(linde.director, `/api/places/${placeId}/calendar-feed`);
    const res = await linde.director.post(`/api/places/${placeId}/calendar-feed/regenerate`, {});
    expect(res.statusCode, res.body).toBe(200);
    const after = res.json().data as Feed;
    expect(after.url).not.toBe(before.url);
    expect((await calendarApp(pathOf(before.url))).statusCode).toBe(404);
    expect((await calendarApp(pathOf(after.url))).statusCode).toBe(200);
    expect((await calendarApp(pathOf(organization.url))).statusCode).toBe(200);
  });

  it('makes the feed when it never was used', async () => {
    const placeId = await insertPlace(linde.linde.id, 'Aula Nieuw');
    const res = await linde.director.post(`/api/places/${placeId}/calendar-feed/regenerate`, {});
    expect(res.statusCode, res.body).toBe(200);
    expect((await calendarApp(pathOf((res.json().data as Feed).url))).statusCode).toBe(200);
    expect(await feedOf(linde.director, `/api/places/${placeId}/calendar-feed`)).toEqual(res.json().data);
  });

  it('needs planner.update: a viewer may see the URL but not replace it', async () => {
    const placeId = await insertPlace(linde.linde.id, 'Aula Lezer');
    expect((await linde.viewer.get(`/api/places/${placeId}/calendar-feed`)).statusCode).toBe(200);
    expect((await linde.viewer.post('/api/calendar-feed/regenerate', {})).statusCode).toBe(403);
    expect((await linde.viewer.post(`/api/places/${placeId}/calendar-feed/regenerate`, {})).statusCode).toBe(
      403,
    );
    expect((await linde.employee.post('/api/calendar-feed/regenerate', {})).statusCode).toBe(200);
  });
});

describe('who reaches a feed', () => {
  it("is a 404 for another organisation's place", async () => {
    const other = await createOrganization(ctx, 'Uitvaartzorg Andere Feed');
    const otherPlace = await insertPlace(other.id, 'Aula Andere');
    expect((await linde.owner.get(`/api/places/${otherPlace}/calendar-feed`)).statusCode).toBe(404);
    expect(
      (await linde.owner.post(`/api/places/${otherPlace}/calendar-feed/regenerate`, {})).statusCode,
    ).toBe(404);
    expect((await linde.owner.get('/api/places/bestaat-niet/calendar-feed')).statusCode).toBe(404);
    const rows = await ctx.app.deps.db
      .selectFrom('calendar_feeds')
      .select('id')
      .where('place_id', '=', otherPlace)
      .execute();
    expect(rows).toHaveLength(0);
  });

  it('answers 404 for an unknown, malformed or regenerated token, and 401 for the member routes without a session', async () => {
    expect((await calendarApp(`/api/calendar/${'x'.repeat(43)}.ics`)).statusCode).toBe(404);
    expect((await calendarApp('/api/calendar/kort.ics')).statusCode).toBe(404);
    expect((await calendarApp('/api/calendar/')).statusCode).toBe(404);
    const visitor = new TestClient(ctx.app);
    expect((await visitor.get('/api/calendar-feed')).statusCode).toBe(401);
  });

  it('gives each organisation its own feed', async () => {
    const other = await createOrganization(ctx, 'Uitvaartzorg Eigen Feed');
    const owner = await createUser(ctx, 'eigenaar@eigenfeed.test', 'Eigenaar Eigen Feed');
    await addMember(ctx, other.id, owner.id, 'owner');
    const client = await loginIn(ctx, owner.email, other.id);
    const own = await feedOf(client, '/api/calendar-feed');
    expect(own.url).not.toBe((await feedOf(linde.director, '/api/calendar-feed')).url);
    const { res, events } = await parsedCalendar(own.url);
    expect(res.body).toContain('X-WR-CALNAME:Planning Uitvaartzorg Eigen Feed');
    expect(events).toHaveLength(0);
  });
});

describe('the first use under concurrency', () => {
  it('makes one feed for 20 simultaneous first calls, for the organisation and for a place', async () => {
    const organization = await createOrganization(ctx, 'Uitvaartzorg Gelijktijdig');
    const owner = await createUser(ctx, 'eigenaar@gelijktijdig.test', 'Eigenaar Gelijktijdig');
    await addMember(ctx, organization.id, owner.id, 'owner');
    const client = await loginIn(ctx, owner.email, organization.id);
    const placeId = await insertPlace(organization.id, 'Aula Gelijktijdig');

    for (const path of ['/api/calendar-feed', `/api/places/${placeId}/calendar-feed`]) {
      const answers = await Promise.all(Array.from({ length: 20 }, () => client.get(path)));
      expect(answers.map((res) => res.statusCode)).toEqual(Array(20).fill(200));
      const urls = new Set(answers.map((res) => (res.json().data as Feed).url));
      expect(urls.size).toBe(1);
    }
    const rows = await ctx.app.deps.db
      .selectFrom('calendar_feeds')
      .select(['place_id'])
      .where('organization_id', '=', organization.id)
      .execute();
    expect(rows.map((row) => row.place_id).sort()).toEqual([null, placeId].sort());
    const created = (await auditEvents(ctx, 'calendar_feed_created')).filter(
      (event) => event.organization_id === organization.id,
    );
    expect(created).toHaveLength(2);
  });
});
