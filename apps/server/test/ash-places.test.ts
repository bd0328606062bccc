/**
 * The crematorium's ash places (issue 15): create, read, change with its version, delete only when no destination
 * ever named it; 422s in Dutch; the code unique per crematorium; the capacity never below the urns placed; the
 * state (vrij, bezet, gereserveerd) and the occupation from the destinations (placed or expected, withdrawn and
 * corrected ones left out), filtered in SQL so the pages are right; the terms ending within 90 days; who may do
 * what; another crematorium's place is a 404; every change audited. Ash records and destinations are written
 * straight to the database (the ash module's own routes are tested on their own).
 */
import { afterAll, describe, expect, it } from 'vitest';
import {
  addPlannerDays,
  ASH_KIND_OUTCOMES,
  ashReleaseDate,
  ashSearchText,
  interpolate,
  messages,
  requiredMessage,
  type AshDestinationKind,
} from '@afscheid/shared';
import { createTestApp } from './helpers.ts';
import {
  addMember,
  createOrganization,
  createUser,
  lindeClients,
  loginAs,
  loginIn,
  newRow,
  organizationByName,
} from './factories.ts';

const ctx = await createTestApp();
afterAll(() => ctx.close());
const db = ctx.app.deps.db;
const a = messages.ash;

/** A crematorium of its own (the demo's may get ash places from the demo seed), with an owner and a viewer. */
const asheuvel = await createOrganization(ctx, 'Crematorium De Asheuvel', 'crematorium');
const ownerUser = await createUser(ctx, 'eigenaar@asheuvel.test', 'Olga Asheuvel');
const viewerUser = await createUser(ctx, 'lezer@asheuvel.test', 'Vera Asheuvel');
await addMember(ctx, asheuvel.id, ownerUser.id, 'owner');
await addMember(ctx, asheuvel.id, viewerUser.id, 'viewer');
const owner = await loginIn(ctx, ownerUser.email, asheuvel.id);
const viewer = await loginIn(ctx, viewerUser.email, asheuvel.id);
/** Another crematorium (the demo's Het Rozenveld) and a funeral company (De Linde). */
const rozenveld = await organizationByName(ctx, 'Crematorium Het Rozenveld');
const rozenveldStaff = await loginAs(ctx, 'crematorium@afscheid.test');
const { director } = await lindeClients(ctx);

/** The test clock's Amsterdam day (21 November 2026). */
const TODAY = '2026-11-21';

type PlaceWire = {
  id: string;
  code: string;
  kind: string;
  version: number;
  capacity: number | null;
  state: string;
  occupied: number;
  expected: number;
  term_end: string | null;
  term_ending_soon: boolean;
  occupants: {
    record_id: string;
    registration_number: string;
    deceased_name: string;
    urns: number;
    placed: boolean;
  }[];
};

let sequence = 0;
/** A new place of De Asheuvel through the API (201 expected), with a code of its own. */
async function newPlace(body: Record<string, unknown> = {}): Promise<PlaceWire & Record<string, unknown>> {
  const res = await owner.post('/api/ash-places', { kind: 'niche', code: `N-${++sequence}`, ...body });
  if (res.statusCode !== 201) throw new Error(`creating an ash place failed: ${res.statusCode} ${res.body}`);
  return res.json().data;
}

/** An ash record written straight to the database. */
async function insertRecord(organizationId: string, name: string, urns = 1) {
  const registrationNumber = `AS-${++sequence}`;
  const row = {
    ...newRow(ctx),
    organization_id: organizationId,
    source: 'external',
    registration_number: registrationNumber,
    deceased_name: name,
    search_name: ashSearchText({ deceased_name: name, registration_number: registrationNumber }),
    urn_count: urns,
    cremated_on: '2026-09-01',
    earliest_release_on: ashReleaseDate('2026-09-01')!,
    status: 'in_storage',
  };
  await db.insertInto('ash_records').values(row).execute();
  return { id: row.id, registrationNumber, name };
}

/** A destination of a record written straight to the database. */
async function insertDestination(
  record: { id: string },
  input: {
    status: 'requested' | 'approved' | 'executed' | 'closed' | 'withdrawn';
    placeId: string | null;
    kind?: AshDestinationKind;
    urns?: number;
    correctsId?: string;
    organizationId?: string;
  },
) {
  const kind = input.kind ?? 'niche';
  const row = {
    ...newRow(ctx),
    organization_id: input.organizationId ?? asheuvel.id,
    ash_record_id: record.id,
    kind,
    outcome: ASH_KIND_OUTCOMES[kind],
    urns: input.urns ?? 1,
    source: 'crematorium',
    decided_by_name: 'Piet Jansen',
    ash_place_id: input.placeId,
    status: input.status,
    requested_at: newRow(ctx).created_at,
    executed_on: ['executed', 'closed'].includes(input.status) ? '2026-10-15' : null,
    closed_at: input.status === 'closed' ? newRow(ctx).created_at : null,
    corrects_id: input.correctsId ?? null,
    correction_reason: input.correctsId ? 'Verkeerde datum' : null,
  };
  await db.insertInto('ash_destinations').values(row).execute();
  return { id: row.id };
}

const auditOf = (entityId: string) =>
  db
    .selectFrom('audit_events')
    .selectAll()
    .where('entity', '=', 'ash_place')
    .where('entity_id', '=', entityId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();

const placeCount = async (organizationId = asheuvel.id) =>
  Number(
    (
      await db
        .selectFrom('ash_places')
        .select((eb) => eb.fn.countAll().as('count'))
        .where('organization_id', '=', organizationId)
        .executeTakeFirstOrThrow()
    ).count,
  );

describe('ash places: create, read, change, delete', () => {
  it('creates a place with its term and rights holder, audited', async () => {
    const res = await owner.post('/api/ash-places', {
      kind: 'urn_wall',
      code: 'Urnenmuur oost 4',
      location: 'Tuin oost',
      capacity: 2,
      term_start: '2026-01-01',
      term_end: '2036-01-01',
      rights_holder_name: 'Piet Jansen',
      rights_holder_address: 'Dorpsstraat 1, 3731 AA De Bilt',
      rights_holder_phone: '030 123 45 67',
      rights_holder_email: 'piet@example.test',
      notes: 'Naast de bank',
    });
    expect(res.statusCode, res.body).toBe(201);
    const place = res.json().data;
    expect(place).toMatchObject({
      kind: 'urn_wall',
      code: 'Urnenmuur oost 4',
      location: 'Tuin oost',
      capacity: 2,
      occupied: 0,
      expected: 0,
      state: 'free',
      occupants: [],
      term_start: '2026-01-01',
      term_end: '2036-01-01',
      term_ending_soon: false,
      rights_holder_name: 'Piet Jansen',
      reserved: false,
      reserved_for: null,
      active: true,
      version: 1,
    });
    expect((await viewer.get(`/api/ash-places/${place.id}`)).json().data).toEqual(place);
    const [created] = await auditOf(place.id);
    expect(created).toMatchObject({ action: 'created', organization_id: asheuvel.id, user_id: ownerUser.id });
    expect(JSON.parse(created!.changes!)).toMatchObject({ code: 'Urnenmuur oost 4', capacity: 2 });
  });

  it('answers bad input with 422 and Dutch field messages, and stores nothing', async () => {
    const before = await placeCount();
    const res = await owner.post('/api/ash-places', {
      kind: 'grafkelder',
      capacity: 0,
      term_start: '2026-05-01',
      term_end: '2026-04-01',
      reserved: 'ja',
    });
    expect(res.statusCode).toBe(422);
    const { errors } = res.json();
    expect(errors.kind).toEqual([a.errors.placeKind]);
    expect(errors.code).toEqual([requiredMessage(a.fields.code)]);
    expect(errors.capacity).toEqual([a.errors.capacity]);
    expect(errors.reserved).toEqual([a.errors.boolean]);

    const order = await owner.post('/api/ash-places', {
      kind: 'niche',
      code: 'N-volgorde',
      term_start: '2026-05-01',
      term_end: '2026-04-01',
    });
    expect(order.statusCode).toBe(422);
    expect(order.json().errors.term_end).toEqual([a.errors.termEndBeforeStart]);
    expect(await placeCount()).toBe(before);
  });

  it('keeps the code unique within the crematorium, whatever its case; another crematorium may use it', async () => {
    const first = await newPlace({ code: 'C-12' });
    const before = await placeCount();
    const again = await owner.post('/api/ash-places', { kind: 'niche', code: 'c-12' });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.code).toEqual([a.errors.duplicateCode]);
    expect(await placeCount()).toBe(before);

    const other = await newPlace({ code: 'C-13' });
    const rename = await owner.put(`/api/ash-places/${other.id}`, {
      version: other.version,
      code: 'C-12',
      kind: 'niche',
    });
    expect(rename.statusCode).toBe(422);
    expect(rename.json().errors.code).toEqual([a.errors.duplicateCode]);
    expect((await owner.get(`/api/ash-places/${other.id}`)).json().data).toMatchObject({
      code: 'C-13',
      version: 1,
    });

    const elsewhere = await rozenveldStaff.post('/api/ash-places', { kind: 'niche', code: 'C-12' });
    expect(elsewhere.statusCode, elsewhere.body).toBe(201);
    expect(first.code).toBe('C-12');
  });

  it('changes a place with its version, audited, and refuses a stale version with the current place', async () => {
    const place = await newPlace({ capacity: 1 });
    const res = await owner.put(`/api/ash-places/${place.id}`, {
      version: 1,
      kind: 'niche',
      code: place.code,
      capacity: 3,
      location: 'Columbarium west',
      reserved: true,
      reserved_for: 'De partner van mevrouw Jansen',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      version: 2,
      capacity: 3,
      location: 'Columbarium west',
      reserved: true,
      reserved_for: 'De partner van mevrouw Jansen',
      state: 'reserved',
    });
    const stale = await owner.put(`/api/ash-places/${place.id}`, {
      version: 1,
      kind: 'niche',
      code: 'Te laat',
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      message: a.errors.conflict,
      data: { id: place.id, version: 2, code: place.code, capacity: 3 },
    });
    const events = await auditOf(place.id);
    expect(events.map((event) => event.action).sort()).toEqual(['created', 'updated']);
    expect(JSON.parse(events.find((event) => event.action === 'updated')!.changes!)).toMatchObject({
      capacity: { from: 1, to: 3 },
      location: { from: null, to: 'Columbarium west' },
      reserved: { from: 0, to: 1 },
    });

    // No longer reserved: whom it was kept for goes too.
    const freed = await owner.put(`/api/ash-places/${place.id}`, {
      version: 2,
      kind: 'niche',
      code: place.code,
      reserved: false,
    });
    expect(freed.json().data).toMatchObject({
      reserved: false,
      reserved_for: null,
      state: 'free',
      version: 3,
    });
  });

  it('refuses a capacity below the urns placed (422 on capacity), and allows it down to them', async () => {
    const place = await newPlace({ capacity: 3 });
    const record = await insertRecord(asheuvel.id, 'Anna Bakker', 2);
    await insertDestination(record, { status: 'executed', placeId: place.id, urns: 2 });
    const res = await owner.put(`/api/ash-places/${place.id}`, {
      version: 1,
      kind: 'niche',
      code: place.code,
      capacity: 1,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.capacity).toEqual([
      interpolate(a.errors.capacityBelowOccupied, { occupied: 2 }),
    ]);
    expect((await owner.get(`/api/ash-places/${place.id}`)).json().data).toMatchObject({
      capacity: 3,
      version: 1,
    });
    expect((await auditOf(place.id)).map((event) => event.action)).toEqual(['created']);

    const down = await owner.put(`/api/ash-places/${place.id}`, {
      version: 1,
      kind: 'niche',
      code: place.code,
      capacity: 2,
    });
    expect(down.statusCode, down.body).toBe(200);
    expect(down.json().data).toMatchObject({ capacity: 2, occupied: 2, state: 'occupied' });
    const unlimited = await owner.put(`/api/ash-places/${place.id}`, {
      version: 2,
      kind: 'niche',
      code: place.code,
      capacity: null,
    });
    expect(unlimited.json().data).toMatchObject({ capacity: null, version: 3 });
  });

  it('deletes a place no destination ever named, audited; refuses one that was named (409), even by a withdrawn one', async () => {
    const unused = await newPlace();
    const res = await owner.delete(`/api/ash-places/${unused.id}`);
    expect(res.statusCode).toBe(204);
    expect((await owner.get(`/api/ash-places/${unused.id}`)).statusCode).toBe(404);
    const events = await auditOf(unused.id);
    expect(events.map((event) => event.action).sort()).toEqual(['created', 'deleted']);
    const deleted = events.find((event) => event.action === 'deleted')!;
    expect(deleted).toMatchObject({ organization_id: asheuvel.id, user_id: ownerUser.id });
    expect(JSON.parse(deleted.changes!)).toMatchObject({ code: unused.code, kind: 'niche' });

    const used = await newPlace();
    const record = await insertRecord(asheuvel.id, 'Bert Smit');
    await insertDestination(record, { status: 'withdrawn', placeId: used.id });
    const refused = await owner.delete(`/api/ash-places/${used.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(a.errors.placeInUse);
    expect((await owner.get(`/api/ash-places/${used.id}`)).statusCode).toBe(200);
    expect((await auditOf(used.id)).map((event) => event.action)).toEqual(['created']);
  });
});

describe('ash places: state and occupation', () => {
  it('counts placed and expected urns, names the occupants, and leaves withdrawn and corrected entries out', async () => {
    const wall = await newPlace({ kind: 'urn_wall', code: 'Staat-muur', capacity: 2 });
    const placedRecord = await insertRecord(asheuvel.id, 'Cornelis de Vries');
    const expectedRecord = await insertRecord(asheuvel.id, 'Dina de Vries');
    await insertDestination(placedRecord, { status: 'executed', placeId: wall.id, kind: 'urn_wall' });
    await insertDestination(expectedRecord, { status: 'approved', placeId: wall.id, kind: 'urn_wall' });
    await insertDestination(expectedRecord, { status: 'withdrawn', placeId: wall.id, kind: 'urn_wall' });

    const grave = await newPlace({ kind: 'urn_grave', code: 'Staat-graf', capacity: 1 });
    const corrected = await insertRecord(asheuvel.id, 'Evert Mulder');
    const old = await insertDestination(corrected, {
      status: 'closed',
      placeId: grave.id,
      kind: 'urn_grave',
    });
    await insertDestination(corrected, {
      status: 'closed',
      placeId: grave.id,
      kind: 'urn_grave',
      correctsId: old.id,
    });

    const requested = await newPlace({ code: 'Staat-aangevraagd' });
    await insertDestination(await insertRecord(asheuvel.id, 'Fien Visser'), {
      status: 'requested',
      placeId: requested.id,
    });
    const byHand = await newPlace({ code: 'Staat-hand', reserved: true, reserved_for: 'Echtgenoot' });
    const free = await newPlace({ code: 'Staat-vrij' });
    const onlyWithdrawn = await newPlace({ code: 'Staat-ingetrokken' });
    await insertDestination(await insertRecord(asheuvel.id, 'Gijs Meijer'), {
      status: 'withdrawn',
      placeId: onlyWithdrawn.id,
    });

    const list = (await viewer.get('/api/ash-places?search=staat-&per_page=50')).json();
    const byCode = new Map((list.data as PlaceWire[]).map((place) => [place.code, place]));
    expect(byCode.get('Staat-muur')).toMatchObject({
      state: 'occupied',
      occupied: 1,
      expected: 1,
      capacity: 2,
    });
    // The expected ones first (what is coming), then the placed ones.
    expect(byCode.get('Staat-muur')!.occupants).toEqual([
      {
        record_id: expectedRecord.id,
        destination_id: expect.any(String),
        registration_number: expectedRecord.registrationNumber,
        deceased_name: 'Dina de Vries',
        urns: 1,
        placed: false,
      },
      {
        record_id: placedRecord.id,
        destination_id: expect.any(String),
        registration_number: placedRecord.registrationNumber,
        deceased_name: 'Cornelis de Vries',
        urns: 1,
        placed: true,
      },
    ]);
    expect(byCode.get('Staat-graf')).toMatchObject({ state: 'occupied', occupied: 1, expected: 0 });
    expect(byCode.get('Staat-graf')!.occupants).toHaveLength(1);
    expect(byCode.get('Staat-aangevraagd')).toMatchObject({ state: 'reserved', occupied: 0, expected: 1 });
    expect(byCode.get('Staat-hand')).toMatchObject({
      state: 'reserved',
      occupied: 0,
      expected: 0,
      reserved_for: 'Echtgenoot',
    });
    expect(byCode.get('Staat-vrij')).toMatchObject({ state: 'free', occupants: [] });
    expect(byCode.get('Staat-ingetrokken')).toMatchObject({
      state: 'free',
      occupied: 0,
      expected: 0,
      occupants: [],
    });
    expect(free.state).toBe('free');

    const single = (await viewer.get(`/api/ash-places/${wall.id}`)).json().data;
    expect(single).toEqual(byCode.get('Staat-muur'));

    const states = async (state: string) =>
      (
        (await viewer.get(`/api/ash-places?search=staat-&state=${state}&per_page=50`)).json()
          .data as PlaceWire[]
      )
        .map((place) => place.code)
        .sort();
    expect(await states('occupied')).toEqual(['Staat-graf', 'Staat-muur']);
    expect(await states('reserved')).toEqual(['Staat-aangevraagd', 'Staat-hand']);
    expect(await states('free')).toEqual(['Staat-ingetrokken', 'Staat-vrij']);
    expect(byHand.state).toBe('reserved');
  });

  it('names at most ten occupants of a place in the list (a scattering field gathers thousands), and counts them all', async () => {
    const field = await newPlace({ kind: 'scattering_field', code: 'Veld-groot', capacity: null });
    for (let index = 0; index < 12; index++) {
      await insertDestination(await insertRecord(asheuvel.id, `Strooi ${index}`), {
        status: 'closed',
        placeId: field.id,
        kind: 'scattering_field',
      });
    }
    const coming = await insertRecord(asheuvel.id, 'Komt Nog');
    await insertDestination(coming, { status: 'approved', placeId: field.id, kind: 'scattering_field' });
    const [listed] = (await viewer.get('/api/ash-places?search=veld-groot')).json().data as PlaceWire[];
    expect(listed).toMatchObject({ occupied: 12, expected: 1, state: 'occupied', capacity: null });
    expect(listed!.occupants).toHaveLength(10);
    expect(listed!.occupants[0]).toMatchObject({ record_id: coming.id, placed: false });
    const single = (await viewer.get(`/api/ash-places/${field.id}`)).json().data as PlaceWire;
    expect(single.occupants).toHaveLength(13);
    expect(single.occupants.filter((occupant) => occupant.placed)).toHaveLength(12);
  });

  it('filters the state in the query, so every page holds only that state and the total is right', async () => {
    const occupiedCodes: string[] = [];
    for (let index = 0; index < 5; index++) {
      const place = await newPlace({ code: `Pagina-bezet-${index}` });
      await insertDestination(await insertRecord(asheuvel.id, `Hendrik Pagina ${index}`), {
        status: 'closed',
        placeId: place.id,
      });
      occupiedCodes.push(place.code);
      // Free places in between, so that a filter after paging would lose occupied ones.
      await newPlace({ code: `Pagina-vrij-${index}a` });
      await newPlace({ code: `Pagina-vrij-${index}b` });
    }
    const seen: string[] = [];
    for (let page = 1; page <= 3; page++) {
      const res = await viewer.get(`/api/ash-places?search=pagina-&state=occupied&per_page=2&page=${page}`);
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json();
      expect(body.meta).toMatchObject({ total: 5, last_page: 3, current_page: page, per_page: 2 });
      expect((body.data as PlaceWire[]).every((place) => place.state === 'occupied')).toBe(true);
      seen.push(...(body.data as PlaceWire[]).map((place) => place.code));
    }
    expect(seen.sort()).toEqual(occupiedCodes.sort());
    const free = (await viewer.get('/api/ash-places?search=pagina-&state=free&per_page=100')).json();
    expect(free.meta.total).toBe(10);
  });

  it('filters by kind and activity, searches the code, location and rights holder, and sorts', async () => {
    await newPlace({
      kind: 'scattering_field',
      code: 'Zoek-strooiveld',
      location: 'Achter de aula',
      capacity: null,
    });
    await newPlace({ kind: 'urn_garden', code: 'Zoek-tuin', rights_holder_name: 'Familie Çelik' });
    await newPlace({ kind: 'urn_garden', code: 'Zoek-oud', active: false });
    const codes = async (query: string) =>
      ((await viewer.get(`/api/ash-places?${query}`)).json().data as PlaceWire[]).map((place) => place.code);
    expect(await codes('kind=scattering_field&search=zoek-')).toEqual(['Zoek-strooiveld']);
    expect(await codes('search=achter%20aula')).toEqual(['Zoek-strooiveld']);
    expect(await codes('search=%C3%A7elik')).toEqual(['Zoek-tuin']);
    expect(await codes('search=zoek-&active=false')).toEqual(['Zoek-oud']);
    expect(await codes('search=zoek-&active=true')).toEqual(['Zoek-strooiveld', 'Zoek-tuin']);
    expect(await codes('search=zoek-&sort=kind')).toEqual(['Zoek-strooiveld', 'Zoek-oud', 'Zoek-tuin']);

    const bad = await viewer.get('/api/ash-places?kind=grafkelder&state=vol&sort=prijs');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toMatchObject({
      kind: [a.errors.placeKind],
      state: [a.errors.status],
      sort: [a.errors.sort],
    });
  });

  it('lists the terms ending within 90 days, soonest first, with ended terms of places still occupied', async () => {
    const soon = await newPlace({
      code: 'Termijn-10',
      term_start: '2016-01-01',
      term_end: addPlannerDays(TODAY, 10),
    });
    const edge = await newPlace({ code: 'Termijn-90', term_end: addPlannerDays(TODAY, 90) });
    await newPlace({ code: 'Termijn-91', term_end: addPlannerDays(TODAY, 91) });
    const endedOccupied = await newPlace({
      code: 'Termijn-verlopen-bezet',
      term_end: addPlannerDays(TODAY, -5),
    });
    await insertDestination(await insertRecord(asheuvel.id, 'Ida Termijn'), {
      status: 'closed',
      placeId: endedOccupied.id,
    });
    await newPlace({ code: 'Termijn-verlopen-vrij', term_end: addPlannerDays(TODAY, -5) });
    await newPlace({ code: 'Termijn-geen' });

    const res = await viewer.get('/api/ash-places?terms_ending=true&search=termijn-');
    expect(res.statusCode, res.body).toBe(200);
    const places = res.json().data as PlaceWire[];
    expect(places.map((place) => place.code)).toEqual(['Termijn-verlopen-bezet', 'Termijn-10', 'Termijn-90']);
    expect(places.every((place) => place.term_ending_soon)).toBe(true);
    expect(places[0]).toMatchObject({ state: 'occupied', term_end: addPlannerDays(TODAY, -5) });

    const all = (await viewer.get('/api/ash-places?search=termijn-&per_page=50')).json().data as PlaceWire[];
    const flags = Object.fromEntries(all.map((place) => [place.code, place.term_ending_soon]));
    expect(flags).toEqual({
      'Termijn-10': true,
      'Termijn-90': true,
      'Termijn-91': false,
      'Termijn-verlopen-bezet': true,
      'Termijn-verlopen-vrij': false,
      'Termijn-geen': false,
    });
    expect(soon.term_ending_soon).toBe(true);
    expect(edge.term_ending_soon).toBe(true);
  });
});

describe('ash places: who may reach them', () => {
  it('gives a funeral company 403 on the list and on creating, and 404 on a place', async () => {
    const place = await newPlace();
    expect((await director.get('/api/ash-places')).statusCode).toBe(403);
    expect((await director.post('/api/ash-places', { kind: 'niche', code: 'X-1' })).statusCode).toBe(403);
    expect((await director.get(`/api/ash-places/${place.id}`)).statusCode).toBe(404);
    expect(
      (await director.put(`/api/ash-places/${place.id}`, { version: 1, kind: 'niche', code: 'X' }))
        .statusCode,
    ).toBe(404);
    expect((await director.delete(`/api/ash-places/${place.id}`)).statusCode).toBe(404);
    expect((await owner.get(`/api/ash-places/${place.id}`)).json().data.code).toBe(place.code);
  });

  it("keeps another crematorium's places out of sight (404) and out of its list", async () => {
    const place = await newPlace({ code: 'Alleen-asheuvel' });
    expect((await rozenveldStaff.get(`/api/ash-places/${place.id}`)).statusCode).toBe(404);
    const put = await rozenveldStaff.put(`/api/ash-places/${place.id}`, {
      version: 1,
      kind: 'niche',
      code: 'Gekaapt',
    });
    expect(put.statusCode).toBe(404);
    expect((await rozenveldStaff.delete(`/api/ash-places/${place.id}`)).statusCode).toBe(404);
    const theirs = (await rozenveldStaff.get('/api/ash-places?per_page=100')).json().data as PlaceWire[];
    expect(theirs.map((p) => p.code)).not.toContain('Alleen-asheuvel');
    const theirPlace = await rozenveldStaff.post('/api/ash-places', {
      kind: 'niche',
      code: 'Alleen-rozenveld',
    });
    expect(theirPlace.statusCode, theirPlace.body).toBe(201);
    const theirId = theirPlace.json().data.id as string;
    expect((await owner.get(`/api/ash-places/${theirId}`)).statusCode).toBe(404);
    expect(
      (await owner.put(`/api/ash-places/${theirId}`, { version: 1, kind: 'niche', code: 'X' })).statusCode,
    ).toBe(404);
    expect((await owner.delete(`/api/ash-places/${theirId}`)).statusCode).toBe(404);
    const ours = (await owner.get('/api/ash-places?per_page=100')).json().data as PlaceWire[];
    expect(ours.map((p) => p.code)).not.toContain('Alleen-rozenveld');
    const stored = await db
      .selectFrom('ash_places')
      .selectAll()
      .where('id', '=', theirId)
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ organization_id: rozenveld.id, code: 'Alleen-rozenveld', version: 1 });
    expect((await owner.get(`/api/ash-places/${place.id}`)).json().data.code).toBe('Alleen-asheuvel');
  });

  it('lets a viewer read the places but not change them', async () => {
    const place = await newPlace();
    expect((await viewer.get(`/api/ash-places/${place.id}`)).statusCode).toBe(200);
    expect((await viewer.post('/api/ash-places', { kind: 'niche', code: 'Lezer-1' })).statusCode).toBe(403);
    expect(
      (await viewer.put(`/api/ash-places/${place.id}`, { version: 1, kind: 'niche', code: 'Lezer' }))
        .statusCode,
    ).toBe(403);
    expect((await viewer.delete(`/api/ash-places/${place.id}`)).statusCode).toBe(403);
    expect((await owner.get(`/api/ash-places/${place.id}`)).json().data).toMatchObject({
      code: place.code,
      version: 1,
    });
  });
});
