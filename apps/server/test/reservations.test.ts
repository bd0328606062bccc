import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import {
  addPlannerDays,
  amsterdamInstant,
  amsterdamToday,
  interpolate,
  messages,
  requiredMessage,
} from '@afscheid/shared';
import { reservationsRepository } from '../src/modules/reservations/index.ts';
import { createTestApp, type TestClient } from './helpers.ts';
import {
  addMember,
  auditEvents,
  createDossierViaApi,
  createOrganization,
  createUser,
  lindeClients,
  loginAs,
} from './factories.ts';

const ctx = await createTestApp();
afterAll(() => ctx.close());
afterEach(() => vi.restoreAllMocks());
const db = ctx.app.deps.db;
const { linde, owner, director, employee, viewer } = await lindeClients(ctx);
const t = messages.reservations;

/** Another funeral company with an owner, a place and a dossier of its own. */
const other = await createOrganization(ctx, 'Uitvaartzorg Elders');
const otherOwner = await createUser(ctx, 'eigenaar@elders.test', 'Eigenaar Elders');
await addMember(ctx, other.id, otherOwner.id, 'owner');
const stranger = await loginAs(ctx, otherOwner.email);
const otherPlace = (await stranger.post('/api/places', { name: 'Aula Elders', kind: 'aula' })).json().data
  .id as string;
const otherDossier = (await createDossierViaApi(stranger, { deceased_last_name: 'Van Elders' })).id;

type Wire = Record<string, unknown> & {
  id: string;
  version: number;
  status: string;
  starts_at: string;
  ends_at: string;
};

let sequence = 0;
/** A new place of De Linde: 30 minutes of preparation and 30 of clean-up unless said otherwise. */
async function newPlace(body: Record<string, unknown> = {}): Promise<string> {
  const res = await owner.post('/api/places', {
    name: `Testaula ${++sequence}`,
    kind: 'aula',
    location_name: 'Testlocatie',
    preparation_minutes: 30,
    cleanup_minutes: 30,
    ...body,
  });
  if (res.statusCode !== 201) throw new Error(`creating a place failed: ${res.statusCode} ${res.body}`);
  return res.json().data.id;
}

/** `YYYY-MM-DD` and `HH:mm` in Amsterdam as an instant. */
const at = (date: string, time: string) => amsterdamInstant(date, time)!;

function book(
  client: TestClient,
  placeId: string,
  date: string,
  from: string,
  until: string,
  extra: Record<string, unknown> = {},
) {
  return client.post('/api/reservations', {
    place_id: placeId,
    starts_at: at(date, from),
    ends_at: at(date, until),
    kind: 'ceremony',
    title: `Plechtigheid ${from}`,
    status: 'confirmed',
    ...extra,
  });
}

async function booked(...args: Parameters<typeof book>): Promise<Wire> {
  const res = await book(...args);
  if (res.statusCode !== 201) throw new Error(`booking failed: ${res.statusCode} ${res.body}`);
  return res.json().data;
}

const stored = (id: string) =>
  db.selectFrom('reservations').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

/** The 409 of an overlap with `other` (its title and Dutch times). */
function expectOverlap(res: Awaited<ReturnType<TestClient['post']>>, other: Wire, when: string) {
  expect(res.statusCode, res.body).toBe(409);
  const body = res.json();
  expect(body.message).toBe(interpolate(t.overlap, { title: other['title'] as string, when }));
  expect(body.data.conflict).toMatchObject({
    id: other.id,
    title: other['title'],
    starts_at: other.starts_at,
    ends_at: other.ends_at,
    busy_from: other['busy_from'],
    busy_until: other['busy_until'],
    place_id: (other['place'] as { id: string }).id,
  });
}

describe('reservations', () => {
  it('are made, read, changed and removed, with the place, the dossier and who made them', async () => {
    const placeId = await newPlace({ name: 'Aula Noord', color: '#1f5f8b' });
    const dossier = await createDossierViaApi(director, {
      deceased_first_names: 'Anna',
      deceased_name_prefix: 'van',
      deceased_last_name: 'Dam',
    });
    const res = await book(director, placeId, '2027-02-01', '10:00', '11:30', {
      title: 'Afscheid Anna van Dam',
      dossier_id: dossier.id,
      notes: 'Muziek van de familie.',
    });
    expect(res.statusCode).toBe(201);
    const created = res.json().data;
    expect(created).toMatchObject({
      place: {
        id: placeId,
        name: 'Aula Noord',
        kind: 'aula',
        location_name: 'Testlocatie',
        color: '#1f5f8b',
      },
      dossier: { id: dossier.id, number: dossier.number, deceased_name: 'Anna van Dam' },
      kind: 'ceremony',
      title: 'Afscheid Anna van Dam',
      notes: 'Muziek van de familie.',
      status: 'confirmed',
      starts_at: '2027-02-01T09:00:00.000Z',
      ends_at: '2027-02-01T10:30:00.000Z',
      busy_from: '2027-02-01T08:30:00.000Z',
      busy_until: '2027-02-01T11:00:00.000Z',
      created_by: { name: 'Ursula Verzorger' },
      version: 1,
    });
    const row = await stored(created.id);
    expect([row.busy_from_min, row.busy_until_min]).toEqual([
      Date.parse('2027-02-01T08:30:00Z') / 60_000,
      Date.parse('2027-02-01T11:00:00Z') / 60_000,
    ]);
    expect((await viewer.get(`/api/reservations/${created.id}`)).json().data).toEqual(created);

    const changed = await director.put(`/api/reservations/${created.id}`, {
      version: 1,
      title: 'Afscheidsdienst',
      notes: '',
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data).toMatchObject({ title: 'Afscheidsdienst', notes: null, version: 2 });

    const cancelled = await director.put(`/api/reservations/${created.id}`, {
      version: 2,
      status: 'cancelled',
    });
    expect(cancelled.json().data).toMatchObject({ status: 'cancelled', version: 3 });
    const listed = (await viewer.get(`/api/dossiers/${dossier.id}/reservations`)).json().data as Wire[];
    expect(listed.map((r) => [r.id, r.status])).toEqual([[created.id, 'cancelled']]);

    expect((await director.delete(`/api/reservations/${created.id}`)).statusCode).toBe(204);
    expect((await director.get(`/api/reservations/${created.id}`)).statusCode).toBe(404);
    const trail = await db
      .selectFrom('audit_events')
      .select(['action', 'changes'])
      .where('entity', '=', 'reservation')
      .where('entity_id', '=', created.id)
      .execute();
    // The test clock stands still: the events share one moment, so compare them as a set.
    expect(trail.map((e) => e.action).sort()).toEqual(['cancelled', 'created', 'deleted', 'updated']);
    const update = trail.find((e) => e.action === 'updated')!;
    expect(JSON.parse(update.changes!)).toMatchObject({
      title: { from: 'Afscheid Anna van Dam', to: 'Afscheidsdienst' },
    });
  });

  it("lists a dossier's reservations by start, cancelled ones included", async () => {
    const placeId = await newPlace();
    const dossier = await createDossierViaApi(director);
    const late = await booked(director, placeId, '2027-02-03', '14:00', '15:00', { dossier_id: dossier.id });
    const early = await booked(director, placeId, '2027-02-02', '14:00', '15:00', {
      dossier_id: dossier.id,
      status: 'option',
    });
    await director.put(`/api/reservations/${late.id}`, { version: 1, status: 'cancelled' });
    await booked(director, placeId, '2027-02-04', '14:00', '15:00');
    const res = await viewer.get(`/api/dossiers/${dossier.id}/reservations`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((r: Wire) => [r.id, r.status])).toEqual([
      [early.id, 'option'],
      [late.id, 'cancelled'],
    ]);
  });

  describe('refuse bad input with 422 and Dutch field messages', () => {
    it('on the times', async () => {
      const placeId = await newPlace();
      const before = await book(director, placeId, '2027-02-05', '11:00', '10:00');
      expect(before.statusCode).toBe(422);
      expect(before.json().errors).toEqual({ ends_at: [t.errors.endBeforeStart] });
      const long = await director.post('/api/reservations', {
        place_id: placeId,
        starts_at: '2027-02-05T10:00:00+01:00',
        ends_at: '2027-02-06T10:15:00+01:00',
        kind: 'wake',
        title: 'Te lang',
      });
      expect(long.json().errors).toEqual({ ends_at: [t.errors.tooLong] });
      const empty = await director.post('/api/reservations', {});
      expect(empty.statusCode).toBe(422);
      expect(empty.json().errors).toMatchObject({
        starts_at: [requiredMessage(t.fields.startsAt)],
        ends_at: [requiredMessage(t.fields.endsAt)],
        kind: [requiredMessage(t.fields.kind)],
        title: [requiredMessage(t.fields.title)],
      });
      const noOffset = await director.post('/api/reservations', {
        place_id: placeId,
        starts_at: '2027-02-05T10:00',
        ends_at: '2027-02-05T11:00:00Z',
        kind: 'wake',
        title: 'Zonder zone',
      });
      expect(noOffset.json().errors).toEqual({
        starts_at: [interpolate(t.errors.instant, { field: t.fields.startsAt })],
      });

      // A PUT checks the times as they will be: only the end, before the stored start, or too far after it.
      const stay = await booked(director, placeId, '2027-02-05', '10:00', '11:00');
      const endOnly = await director.put(`/api/reservations/${stay.id}`, {
        version: 1,
        ends_at: at('2027-02-05', '09:45'),
      });
      expect(endOnly.statusCode).toBe(422);
      expect(endOnly.json().errors).toEqual({ ends_at: [t.errors.endBeforeStart] });
      const tooLong = await director.put(`/api/reservations/${stay.id}`, {
        version: 1,
        ends_at: at('2027-02-06', '10:01'),
      });
      expect(tooLong.json().errors).toEqual({ ends_at: [t.errors.tooLong] });
      expect((await stored(stay.id)).version).toBe(1);
    });

    it('on the place and the dossier', async () => {
      const inactive = await newPlace({ active: false });
      const placeId = await newPlace();
      const foreign = await book(director, otherPlace, '2027-02-08', '10:00', '11:00');
      expect(foreign.statusCode).toBe(422);
      expect(foreign.json().errors).toEqual({ place_id: [t.errors.place] });
      const unknown = await book(
        director,
        '0190a0a0-0000-7000-8000-000000000000',
        '2027-02-08',
        '10:00',
        '11:00',
      );
      expect(unknown.json().errors).toEqual({ place_id: [t.errors.place] });
      const asleep = await book(director, inactive, '2027-02-08', '10:00', '11:00');
      expect(asleep.json().errors).toEqual({ place_id: [t.errors.placeInactive] });
      const dossier = await book(director, placeId, '2027-02-08', '10:00', '11:00', {
        dossier_id: otherDossier,
      });
      expect(dossier.statusCode).toBe(422);
      expect(dossier.json().errors).toEqual({ dossier_id: [t.errors.dossier] });

      const mine = await booked(director, placeId, '2027-02-08', '10:00', '11:00');
      for (const [body, errors] of [
        [{ place_id: otherPlace }, { place_id: [t.errors.place] }],
        [{ place_id: inactive }, { place_id: [t.errors.placeInactive] }],
        [{ dossier_id: otherDossier }, { dossier_id: [t.errors.dossier] }],
      ] as const) {
        const res = await director.put(`/api/reservations/${mine.id}`, { version: 1, ...body });
        expect(res.statusCode).toBe(422);
        expect(res.json().errors).toEqual(errors);
      }
      const row = await stored(mine.id);
      expect([row.place_id, row.dossier_id, row.version]).toEqual([placeId, null, 1]);
    });
  });

  describe('the overlap rule', () => {
    it('counts the preparation and clean-up times: touching is fine, one minute into them is refused', async () => {
      const placeId = await newPlace();
      // Busy 09:30–11:30 (Amsterdam).
      const first = await booked(director, placeId, '2027-03-01', '10:00', '11:00', {
        title: 'Afscheid Jansen',
      });
      const when = '1 maart 2027 10:00–11:00';
      // One minute into the clean-up time: starting at 11:59, its own preparation starts at 11:29.
      expectOverlap(await book(director, placeId, '2027-03-01', '11:59', '12:30'), first, when);
      // One minute into the preparation time: ending at 09:01, its own clean-up lasts until 09:31.
      expectOverlap(await book(director, placeId, '2027-03-01', '08:00', '09:01'), first, when);
      // Inside.
      expectOverlap(await book(director, placeId, '2027-03-01', '10:15', '10:30'), first, when);
      // Starts at 12:00, so busy from 11:30: touches the clean-up of the first.
      expect((await book(director, placeId, '2027-03-01', '12:00', '13:00')).statusCode).toBe(201);
      // Ends at 09:00, so busy until 09:30: touches the preparation of the first.
      expect((await book(director, placeId, '2027-03-01', '08:00', '09:00')).statusCode).toBe(201);
      // The same time on another place is fine.
      expect((await book(director, await newPlace(), '2027-03-01', '10:00', '11:00')).statusCode).toBe(201);
      const confirmed = await db
        .selectFrom('reservations')
        .select('id')
        .where('place_id', '=', placeId)
        .where('status', '=', 'confirmed')
        .execute();
      expect(confirmed).toHaveLength(3);
    });

    it('names the dossier of the reservation in the way, and dates across midnight in full', async () => {
      const placeId = await newPlace({ preparation_minutes: 0, cleanup_minutes: 0 });
      const dossier = await createDossierViaApi(director);
      const night = await booked(director, placeId, '2027-03-02', '22:00', '23:00', {
        dossier_id: dossier.id,
      });
      const res = await director.post('/api/reservations', {
        place_id: placeId,
        starts_at: at('2027-03-02', '22:30'),
        ends_at: at('2027-03-03', '01:00'),
        kind: 'wake',
        title: 'Nachtwake',
      });
      expectOverlap(res, night, '2 maart 2027 22:00–23:00');
      expect(res.json().data.conflict.dossier_number).toBe(dossier.number);
      const overnight = await booked(director, placeId, '2027-03-03', '00:00', '00:00', {
        starts_at: at('2027-03-02', '23:30'),
        ends_at: at('2027-03-03', '01:30'),
        title: 'Nachtwake',
      });
      const late = await book(director, placeId, '2027-03-03', '01:00', '02:00');
      expectOverlap(late, overnight, '2 maart 2027 23:30–3 maart 2027 01:30');
    });

    it('lets options and cancelled reservations never block', async () => {
      const placeId = await newPlace();
      const option = await booked(director, placeId, '2027-03-04', '10:00', '11:00', { status: 'option' });
      expect(
        (await book(director, placeId, '2027-03-04', '10:00', '11:00', { status: 'option' })).statusCode,
      ).toBe(201);
      const confirmed = await booked(director, placeId, '2027-03-04', '10:30', '11:30');
      expect(option.status).toBe('option');
      await director.put(`/api/reservations/${confirmed.id}`, { version: 1, status: 'cancelled' });
      expect((await book(director, placeId, '2027-03-04', '10:30', '11:30')).statusCode).toBe(201);
      // A cancelled one may be moved anywhere.
      const moved = await director.put(`/api/reservations/${confirmed.id}`, {
        version: 2,
        starts_at: at('2027-03-04', '10:45'),
        ends_at: at('2027-03-04', '11:15'),
      });
      expect(moved.statusCode).toBe(200);
    });

    it('checks again when an option is confirmed, and changes nothing when that overlaps', async () => {
      const placeId = await newPlace();
      const taken = await booked(director, placeId, '2027-03-05', '13:00', '14:00', {
        title: 'Crematie De Wit',
      });
      const option = await booked(director, placeId, '2027-03-05', '14:15', '15:00', { status: 'option' });
      const res = await director.put(`/api/reservations/${option.id}`, { version: 1, status: 'confirmed' });
      expectOverlap(res, taken, '5 maart 2027 13:00–14:00');
      const row = await stored(option.id);
      expect([row.status, row.version]).toEqual(['option', 1]);

      const free = await booked(director, placeId, '2027-03-05', '16:00', '17:00', { status: 'option' });
      const ok = await director.put(`/api/reservations/${free.id}`, { version: 1, status: 'confirmed' });
      expect(ok.statusCode).toBe(200);
      expect(ok.json().data).toMatchObject({ status: 'confirmed', version: 2 });
      expect((await auditEvents(ctx, 'confirmed')).some((e) => e.entity_id === free.id)).toBe(true);
    });

    it('refuses a move into a conflict (other times or another place) and changes nothing', async () => {
      const placeId = await newPlace();
      const secondPlace = await newPlace();
      const taken = await booked(director, placeId, '2027-03-08', '10:00', '11:00', {
        title: 'Afscheid Bakker',
      });
      const elsewhere = await booked(director, secondPlace, '2027-03-08', '10:00', '11:00', {
        title: 'Afscheid Smit',
      });
      const mover = await booked(director, placeId, '2027-03-08', '14:00', '15:00');
      const before = await stored(mover.id);

      const earlier = await director.put(`/api/reservations/${mover.id}`, {
        version: 1,
        starts_at: at('2027-03-08', '11:30'),
        ends_at: at('2027-03-08', '12:30'),
      });
      expectOverlap(earlier, taken, '8 maart 2027 10:00–11:00');
      const across = await director.put(`/api/reservations/${mover.id}`, {
        version: 1,
        place_id: secondPlace,
        starts_at: at('2027-03-08', '09:00'),
        ends_at: at('2027-03-08', '10:00'),
      });
      expectOverlap(across, elsewhere, '8 maart 2027 10:00–11:00');
      expect(await stored(mover.id)).toEqual(before);

      // Resizing only the end, and moving within its own busy time, are fine.
      const resized = await director.put(`/api/reservations/${mover.id}`, {
        version: 1,
        ends_at: at('2027-03-08', '15:30'),
      });
      expect(resized.json().data).toMatchObject({ version: 2, busy_until: at('2027-03-08', '16:00') });
      const shifted = await director.put(`/api/reservations/${mover.id}`, {
        version: 2,
        starts_at: at('2027-03-08', '14:15'),
        ends_at: at('2027-03-08', '15:45'),
      });
      expect(shifted.statusCode).toBe(200);
      // Moving to the other place recomputes the busy time with that place's times.
      const thirdPlace = await newPlace({ preparation_minutes: 60, cleanup_minutes: 0 });
      const other = await director.put(`/api/reservations/${mover.id}`, { version: 3, place_id: thirdPlace });
      expect(other.json().data).toMatchObject({
        place: { id: thirdPlace },
        busy_from: at('2027-03-08', '13:15'),
        busy_until: at('2027-03-08', '15:45'),
      });
    });

    it('refuses a stale version with the reservation as it is now', async () => {
      const placeId = await newPlace();
      const mine = await booked(director, placeId, '2027-03-09', '10:00', '11:00');
      expect(
        (await employee.put(`/api/reservations/${mine.id}`, { version: 1, title: 'Eerst' })).statusCode,
      ).toBe(200);
      const stale = await director.put(`/api/reservations/${mine.id}`, {
        version: 1,
        starts_at: at('2027-03-09', '12:00'),
        ends_at: at('2027-03-09', '13:00'),
      });
      expect(stale.statusCode).toBe(409);
      expect(stale.json()).toMatchObject({
        message: t.conflict,
        data: { current: { id: mine.id, version: 2, title: 'Eerst', starts_at: mine.starts_at } },
      });
      expect((await stored(mine.id)).starts_at).toBe(mine.starts_at);
    });

    it(
      "is held by the database (PostgreSQL's exclusion constraint, SQLite's triggers) without the service's check, with the same 409",
      async () => {
        const placeId = await newPlace();
        const taken = await booked(director, placeId, '2027-03-10', '10:00', '11:00', {
          title: 'Afscheid Visser',
        });
        // The service's own check finds nothing: only the database stands in the way.
        vi.spyOn(reservationsRepository, 'findConflict').mockResolvedValueOnce(undefined);
        const res = await book(director, placeId, '2027-03-10', '10:30', '11:30');
        expectOverlap(res, taken, '10 maart 2027 10:00–11:00');
        const rows = await db
          .selectFrom('reservations')
          .select('id')
          .where('place_id', '=', placeId)
          .execute();
        expect(rows).toHaveLength(1);

        const option = await booked(director, placeId, '2027-03-10', '10:15', '10:45', { status: 'option' });
        vi.spyOn(reservationsRepository, 'findConflict').mockResolvedValueOnce(undefined);
        const confirm = await director.put(`/api/reservations/${option.id}`, {
          version: 1,
          status: 'confirmed',
        });
        expectOverlap(confirm, taken, '10 maart 2027 10:00–11:00');
        expect((await stored(option.id)).status).toBe('option');
      },
    );
  });

  describe('the list', () => {
    it('answers the reservations overlapping [from, to) by start, filtered by place and location', async () => {
      const north = await newPlace({ location_name: 'Locatie Noord' });
      const south = await newPlace({ location_name: 'Locatie Zuid' });
      const third = await newPlace({ location_name: 'Locatie Zuid' });
      const a = await booked(director, south, '2027-04-05', '09:00', '10:00');
      const b = await booked(director, north, '2027-04-05', '08:00', '09:00');
      const c = await booked(director, third, '2027-04-06', '23:30', '23:45');
      const cancelled = await booked(director, north, '2027-04-06', '12:00', '13:00');
      await director.put(`/api/reservations/${cancelled.id}`, { version: 1, status: 'cancelled' });
      // Before the range (ends at its start) and after it (starts at its end).
      await booked(director, north, '2027-04-04', '23:00', '23:59', {
        ends_at: at('2027-04-05', '00:00'),
      });
      await booked(director, north, '2027-04-07', '00:00', '01:00');

      const ids = async (query: string) => {
        const res = await viewer.get(`/api/reservations?${query}`);
        expect(res.statusCode, res.body).toBe(200);
        return (res.json().data as Wire[]).map((r) => r.id);
      };
      const range = 'from=2027-04-05&to=2027-04-07';
      expect(await ids(`${range}&place_id=${north},${south},${third}`)).toEqual([b.id, a.id, c.id]);
      expect(await ids(`${range}&place_id=${north}&place_id=${third}`)).toEqual([b.id, c.id]);
      expect(await ids(`${range}&location=Locatie Zuid`)).toEqual([a.id, c.id]);
      expect(await ids(`${range}&place_id=${north}&include_cancelled=true`)).toEqual([b.id, cancelled.id]);
      expect(
        await ids(
          `from=${encodeURIComponent(at('2027-04-05', '08:30'))}&to=${encodeURIComponent(at('2027-04-05', '08:45'))}`,
        ),
      ).toEqual([b.id]);
      expect(await ids(`${range}&place_id=${otherPlace}`)).toEqual([]);
      const tooLong = await viewer.get('/api/reservations?from=2027-01-01&to=2027-03-01');
      expect(tooLong.statusCode).toBe(422);
      expect(tooLong.json().errors).toEqual({ to: [t.errors.rangeTooLong] });
      const reversed = await viewer.get('/api/reservations?from=2027-01-02&to=2027-01-01');
      expect(reversed.json().errors).toEqual({ to: [t.errors.endBeforeStart] });
    });

    it("shows only the active organisation's reservations, and the coming week without a range", async () => {
      const today = amsterdamToday(ctx.clock.now());
      const placeId = await newPlace();
      const soon = await booked(director, placeId, addPlannerDays(today, 6), '10:00', '11:00');
      const later = await booked(director, placeId, addPlannerDays(today, 7), '10:00', '11:00');
      const mine = (await viewer.get('/api/reservations')).json().data as Wire[];
      expect(mine.map((r) => r.id)).toContain(soon.id);
      expect(mine.map((r) => r.id)).not.toContain(later.id);
      const fromOnly = (await viewer.get(`/api/reservations?from=${addPlannerDays(today, 7)}`)).json()
        .data as Wire[];
      expect(fromOnly.map((r) => r.id)).toContain(later.id);
      const theirs = await stranger.get('/api/reservations');
      expect(theirs.statusCode).toBe(200);
      expect(theirs.json().data).toEqual([]);
    });
  });

  describe('daylight saving time', () => {
    it('makes 00:30–04:30 on 29 March 2026 three hours and on 25 October 2026 five', async () => {
      const placeId = await newPlace({ preparation_minutes: 0, cleanup_minutes: 0 });
      const spring = await booked(director, placeId, '2026-03-29', '00:30', '04:30', {
        starts_at: '2026-03-29T00:30:00+01:00',
        ends_at: '2026-03-29T04:30:00+02:00',
        kind: 'wake',
      });
      const autumn = await booked(director, placeId, '2026-10-25', '00:30', '04:30', { kind: 'wake' });
      const minutes = async (id: string) => {
        const row = await stored(id);
        return row.busy_until_min - row.busy_from_min;
      };
      expect(spring).toMatchObject({
        starts_at: '2026-03-28T23:30:00.000Z',
        ends_at: '2026-03-29T02:30:00.000Z',
      });
      expect(await minutes(spring.id)).toBe(180);
      expect(autumn).toMatchObject({
        starts_at: '2026-10-24T22:30:00.000Z',
        ends_at: '2026-10-25T03:30:00.000Z',
      });
      expect(await minutes(autumn.id)).toBe(300);
    });

    it('lists by Amsterdam midnights on the days the clocks change', async () => {
      const placeId = await newPlace({ preparation_minutes: 0, cleanup_minutes: 0 });
      const night = await booked(director, placeId, '2026-03-29', '00:30', '04:30', { kind: 'wake' });
      const lastHour = await booked(director, placeId, '2026-03-29', '23:15', '23:45');
      const dayBefore = await booked(director, placeId, '2026-03-28', '23:00', '23:30');
      const dayAfter = await booked(director, placeId, '2026-03-30', '00:00', '00:30');
      const list = async (from: string, to: string) =>
        (
          (await viewer.get(`/api/reservations?from=${from}&to=${to}&place_id=${placeId}`)).json()
            .data as Wire[]
        ).map((r) => r.id);
      expect(await list('2026-03-29', '2026-03-30')).toEqual([night.id, lastHour.id]);
      expect(await list('2026-03-28', '2026-03-29')).toEqual([dayBefore.id]);
      expect(await list('2026-03-30', '2026-03-31')).toEqual([dayAfter.id]);

      const autumn = await booked(director, placeId, '2026-10-25', '23:30', '23:45');
      const autumnBefore = await booked(director, placeId, '2026-10-24', '23:30', '23:45');
      expect(await list('2026-10-25', '2026-10-26')).toEqual([autumn.id]);
      expect(await list('2026-10-24', '2026-10-25')).toEqual([autumnBefore.id]);
    });
  });

  describe('access', () => {
    it("keeps another organisation's reservations out of sight (404) and its dossiers out of reach (422)", async () => {
      const placeId = await newPlace();
      const mine = await booked(director, placeId, '2027-05-03', '10:00', '11:00');
      expect((await stranger.get(`/api/reservations/${mine.id}`)).statusCode).toBe(404);
      expect(
        (await stranger.put(`/api/reservations/${mine.id}`, { version: 1, title: 'Overgenomen' })).statusCode,
      ).toBe(404);
      expect((await stranger.delete(`/api/reservations/${mine.id}`)).statusCode).toBe(404);
      expect((await book(stranger, placeId, '2027-05-03', '12:00', '13:00')).json().errors).toEqual({
        place_id: [t.errors.place],
      });
      const dossier = await createDossierViaApi(director);
      expect((await stranger.get(`/api/dossiers/${dossier.id}/reservations`)).statusCode).toBe(404);
      expect((await stored(mine.id)).title).toBe('Plechtigheid 10:00');
    });

    it('lets an employee make and change reservations (not remove them) and a viewer only read', async () => {
      const placeId = await newPlace();
      const made = await book(employee, placeId, '2027-05-04', '10:00', '11:00');
      expect(made.statusCode).toBe(201);
      const id = made.json().data.id;
      expect(
        (await employee.put(`/api/reservations/${id}`, { version: 1, title: 'Gewijzigd' })).statusCode,
      ).toBe(200);
      expect((await employee.delete(`/api/reservations/${id}`)).statusCode).toBe(403);
      expect((await viewer.get(`/api/reservations/${id}`)).statusCode).toBe(200);
      expect((await book(viewer, placeId, '2027-05-04', '12:00', '13:00')).statusCode).toBe(403);
      expect((await viewer.put(`/api/reservations/${id}`, { version: 2, title: 'Nee' })).statusCode).toBe(
        403,
      );
      expect((await viewer.delete(`/api/reservations/${id}`)).statusCode).toBe(403);
      expect((await owner.delete(`/api/reservations/${id}`)).statusCode).toBe(204);
    });
  });
});

describe('the demo planner', () => {
  it('has the places of both demo organisations and reservations this week and next', async () => {
    const places = (await viewer.get('/api/places?per_page=100')).json().data as {
      name: string;
      id: string;
    }[];
    expect(
      places.filter((p) => ['Aula', 'Koffiekamer', 'Opbaarkamer 1', 'Opbaarkamer 2'].includes(p.name)),
    ).toHaveLength(4);
    const today = amsterdamToday(ctx.clock.now());
    const demo = (
      await viewer.get(`/api/reservations?from=${addPlannerDays(today, -6)}&to=${addPlannerDays(today, 14)}`)
    )
      .json()
      .data.filter(
        (r: { place: { location_name: string } }) => r.place.location_name === 'Uitvaartcentrum De Linde',
      ) as {
      status: string;
      kind: string;
      dossier: { deceased_name: string } | null;
      starts_at: string;
    }[];
    expect(demo.length).toBeGreaterThanOrEqual(10);
    expect(new Set(demo.map((r) => r.status))).toEqual(new Set(['confirmed', 'option']));
    expect(demo.some((r) => r.dossier === null)).toBe(true);
    const names = new Set(demo.flatMap((r) => (r.dossier ? [r.dossier.deceased_name] : [])));
    expect(names).toEqual(new Set(['Hendrika Johanna de Boer', 'Gerrit Jan Mulder', 'Fatma Yılmaz']));
    expect(new Set(demo.map((r) => r.kind))).toEqual(new Set(['wake', 'coffee', 'ceremony', 'other']));
    // Quarter hours in Amsterdam.
    for (const r of demo) expect(new Date(r.starts_at).getUTCMinutes() % 15).toBe(0);

    const rozenveld = await db
      .selectFrom('organizations')
      .select('id')
      .where('name', '=', 'Crematorium Het Rozenveld')
      .executeTakeFirstOrThrow();
    const ovens = await db
      .selectFrom('places')
      .select('name')
      .where('organization_id', '=', rozenveld.id)
      .orderBy('sort_name')
      .execute();
    expect(ovens.map((p) => p.name)).toEqual(['Aula', 'Crematieoven 1', 'Crematieoven 2', 'Koffiekamer']);
    const cremations = await db
      .selectFrom('reservations')
      .select('kind')
      .where('organization_id', '=', rozenveld.id)
      .where('kind', '=', 'cremation')
      .execute();
    expect(cremations.length).toBeGreaterThanOrEqual(3);
    expect(linde.id).toBeTruthy();
  });
});
