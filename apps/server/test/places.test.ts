import { afterAll, describe, expect, it } from 'vitest';
import { interpolate, messages, requiredMessage } from '@afscheid/shared';
import { createTestApp } from './helpers.ts';
import {
  addMember,
  auditEvents,
  createOrganization,
  createUser,
  lindeClients,
  loginAs,
  loginIn,
} from './factories.ts';

const ctx = await createTestApp();
afterAll(() => ctx.close());
const db = ctx.app.deps.db;
const { linde, owner, director, employee, viewer } = await lindeClients(ctx);
const admin = await loginIn(ctx, 'beheerder@afscheid.test', linde.id);
const t = messages.places;

type PlaceWire = { id: string; name: string; version: number; location_name: string | null };

let sequence = 0;
/** A new place of De Linde through the API (201 expected), with a name of its own. */
async function newPlace(body: Record<string, unknown> = {}): Promise<PlaceWire & Record<string, unknown>> {
  const res = await owner.post('/api/places', { name: `Zaal ${++sequence}`, kind: 'aula', ...body });
  if (res.statusCode !== 201) throw new Error(`creating a place failed: ${res.statusCode} ${res.body}`);
  return res.json().data;
}

describe('places', () => {
  it('lists the demo places of De Linde by location, then name', async () => {
    const res = await viewer.get('/api/places?location=Uitvaartcentrum De Linde');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.data.map((p: PlaceWire) => p.name)).toEqual([
      'Aula',
      'Koffiekamer',
      'Opbaarkamer 1',
      'Opbaarkamer 2',
    ]);
    expect(body.data[0]).toMatchObject({
      kind: 'aula',
      location_name: 'Uitvaartcentrum De Linde',
      street: 'Lindelaan',
      house_number: '14',
      postcode: '3572 AB',
      city: 'Utrecht',
      capacity: 120,
      preparation_minutes: 30,
      cleanup_minutes: 30,
      broadcasting: true,
      active: true,
    });
    expect(body.meta).toMatchObject({ current_page: 1, total: 4 });
  });

  it('creates a place from a name and a kind alone, with the defaults', async () => {
    const res = await owner.post('/api/places', { name: 'Stiltekamer', kind: 'mourning_room' });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      name: 'Stiltekamer',
      kind: 'mourning_room',
      location_name: null,
      capacity: null,
      color: '#2f6f4e',
      preparation_minutes: 0,
      cleanup_minutes: 0,
      broadcasting: false,
      active: true,
      version: 1,
    });
    const id = res.json().data.id;
    const events = (await auditEvents(ctx, 'created')).filter(
      (e) => e.entity === 'place' && e.entity_id === id,
    );
    expect(events).toHaveLength(1);
    expect(JSON.parse(events[0]!.changes!)).toMatchObject({ name: 'Stiltekamer', kind: 'mourning_room' });
  });

  it('stores a Dutch postcode as 1234 AB and the planner order key from the location and the name', async () => {
    const place = await newPlace({
      name: 'Ëerste zaal',
      location_name: 'Àlpha locatie',
      street: 'Dorpsstraat',
      house_number: '1',
      postcode: '3572ab',
      city: 'Utrecht',
    });
    expect(place.postcode).toBe('3572 AB');
    const row = await db
      .selectFrom('places')
      .select('sort_name')
      .where('id', '=', place.id)
      .executeTakeFirstOrThrow();
    expect(row.sort_name.startsWith('alpha locatie\u0002eerste zaal')).toBe(true);
    // The folded location puts it before "Uitvaartcentrum De Linde"; a place without a location comes first.
    const list = (await viewer.get('/api/places?per_page=100')).json().data as PlaceWire[];
    const names = list.map((p) => p.name);
    expect(names.indexOf('Ëerste zaal')).toBeLessThan(names.indexOf('Aula'));
    expect(names.indexOf('Stiltekamer')).toBeLessThan(names.indexOf('Ëerste zaal'));
  });

  it('answers bad input with 422 and Dutch field messages', async () => {
    const res = await owner.post('/api/places', {
      kind: 'balzaal',
      preparation_minutes: 500,
      capacity: 0,
      color: 'groen',
      postcode: '12345',
    });
    expect(res.statusCode).toBe(422);
    const { errors } = res.json();
    expect(errors.name).toEqual([requiredMessage(t.fields.name)]);
    expect(errors.kind).toEqual([t.errors.kind]);
    expect(errors.preparation_minutes).toEqual([
      interpolate(t.errors.minutes, { field: t.fields.preparationMinutes }),
    ]);
    expect(errors.capacity).toEqual([t.errors.capacity]);
    expect(errors.color).toEqual([t.errors.color]);
    expect(errors.postcode).toHaveLength(1);
  });

  it('searches by folded words of the location and the name, and filters by kind and activity', async () => {
    const oven = await newPlace({ name: 'Crematieoven Øst', kind: 'cremation_oven', active: false });
    const search = (await viewer.get('/api/places?search=opbaar linde')).json().data as PlaceWire[];
    expect(search.map((p) => p.name)).toEqual(['Opbaarkamer 1', 'Opbaarkamer 2']);
    expect((await viewer.get('/api/places?search=ost')).json().data.map((p: PlaceWire) => p.id)).toEqual([
      oven.id,
    ]);
    expect((await viewer.get('/api/places?search=50%25')).json().data).toEqual([]);
    const ovens = (await viewer.get('/api/places?kind=cremation_oven')).json().data as PlaceWire[];
    expect(ovens.map((p) => p.id)).toEqual([oven.id]);
    const inactive = (await viewer.get('/api/places?active=false')).json().data as PlaceWire[];
    expect(inactive.map((p) => p.id)).toEqual([oven.id]);
    const active = (await viewer.get('/api/places?active=true&per_page=100')).json().data as PlaceWire[];
    expect(active.map((p) => p.id)).not.toContain(oven.id);
    const byName = (await viewer.get('/api/places?sort=-name&per_page=100')).json().data as PlaceWire[];
    const lower = byName.map((p) => p.name.toLowerCase());
    expect(lower).toEqual([...lower].sort().reverse());
    const byKind = (await viewer.get('/api/places?sort=kind&per_page=100')).json().data as { kind: string }[];
    expect(byKind[0]!.kind).toBe('aula');
  });

  it('changes a place with its version, and refuses a stale version with the current place', async () => {
    const place = await newPlace();
    const res = await admin.put(`/api/places/${place.id}`, {
      version: 1,
      location_name: 'Tweede locatie',
      preparation_minutes: 45,
      broadcasting: true,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      version: 2,
      location_name: 'Tweede locatie',
      preparation_minutes: 45,
      broadcasting: true,
    });
    const row = await db
      .selectFrom('places')
      .select('sort_name')
      .where('id', '=', place.id)
      .executeTakeFirstOrThrow();
    expect(row.sort_name.startsWith('tweede locatie\u0002zaal')).toBe(true);

    const stale = await owner.put(`/api/places/${place.id}`, { version: 1, name: 'Te laat' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      message: t.conflict,
      data: { id: place.id, version: 2, name: place.name },
    });
    expect((await viewer.get(`/api/places/${place.id}`)).json().data.name).toBe(place.name);
    const updated = (await auditEvents(ctx, 'updated')).filter((e) => e.entity_id === place.id);
    expect(JSON.parse(updated[0]!.changes!)).toMatchObject({ preparation_minutes: { from: 0, to: 45 } });
  });

  it('deletes a place only without reservations', async () => {
    const empty = await newPlace();
    expect((await owner.delete(`/api/places/${empty.id}`)).statusCode).toBe(204);
    expect((await owner.get(`/api/places/${empty.id}`)).statusCode).toBe(404);
    expect(
      (await auditEvents(ctx, 'deleted')).some((e) => e.entity === 'place' && e.entity_id === empty.id),
    ).toBe(true);

    const used = await newPlace();
    const book = (day: string, status = 'confirmed') =>
      director.post('/api/reservations', {
        place_id: used.id,
        starts_at: `${day}T10:00:00+01:00`,
        ends_at: `${day}T11:00:00+01:00`,
        kind: 'ceremony',
        title: 'Plechtigheid',
        status,
      });
    expect((await book('2027-01-11')).statusCode).toBe(201);
    const one = await owner.delete(`/api/places/${used.id}`);
    expect(one.statusCode).toBe(409);
    expect(one.json()).toEqual({ message: t.deleteHasReservationsOne });
    expect((await book('2027-01-12', 'option')).statusCode).toBe(201);
    const two = await owner.delete(`/api/places/${used.id}`);
    expect(two.json()).toEqual({ message: interpolate(t.deleteHasReservations, { count: 2 }) });
    expect((await owner.get(`/api/places/${used.id}`)).statusCode).toBe(200);
  });

  it('lets owners and admins manage places; the others only view them', async () => {
    const place = await newPlace();
    expect((await admin.post('/api/places', { name: 'Kapel', kind: 'aula' })).statusCode).toBe(201);
    for (const client of [director, employee, viewer]) {
      expect((await client.get(`/api/places/${place.id}`)).statusCode).toBe(200);
      expect((await client.get('/api/places')).statusCode).toBe(200);
      expect((await client.post('/api/places', { name: 'Nee', kind: 'aula' })).statusCode).toBe(403);
      expect((await client.put(`/api/places/${place.id}`, { version: 1, name: 'Nee' })).statusCode).toBe(403);
      expect((await client.delete(`/api/places/${place.id}`)).statusCode).toBe(403);
    }
  });

  it("keeps another organisation's places out of sight (404)", async () => {
    const place = await newPlace({ name: 'Geheime zaal' });
    const other = await createOrganization(ctx, 'Uitvaartzorg Elders');
    const stranger = await createUser(ctx, 'eigenaar@elders.test', 'Eigenaar Elders');
    await addMember(ctx, other.id, stranger.id, 'owner');
    const client = await loginAs(ctx, stranger.email);
    expect((await client.get(`/api/places/${place.id}`)).statusCode).toBe(404);
    expect(
      (await client.put(`/api/places/${place.id}`, { version: 1, name: 'Overgenomen' })).statusCode,
    ).toBe(404);
    expect((await client.delete(`/api/places/${place.id}`)).statusCode).toBe(404);
    const list = await client.get('/api/places');
    expect(list.statusCode).toBe(200);
    expect(list.json().data).toEqual([]);
    expect((await owner.get(`/api/places/${place.id}`)).json().data.name).toBe('Geheime zaal');
  });
});
