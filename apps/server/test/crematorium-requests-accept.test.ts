import type net from 'node:net';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { interpolate, messages } from '@afscheid/shared';
import { reservationsRepository } from '../src/modules/reservations/index.ts';
import { createTestApp, type TestClient } from './helpers.ts';
import { addMember, createOrganization, createUser, loginIn } from './factories.ts';
import { at, requestDossier, requestWorld, submittedRequest } from './crematorium-requests-fixtures.ts';

/**
 * Accepting a crematorium request books the crematorium's places in the same transaction as the state change
 * (issue 14, decision 017): the reservations land in the crematorium's planner, an overlap refuses the whole
 * acceptance naming the reservation in the way and changes nothing, and of many people acting on one request at
 * the same moment exactly one wins. The races run over real HTTP connections, so the transactions truly overlap
 * (SQLite: one writer at a time; PostgreSQL: the request's and the places' row locks).
 */
const ctx = await createTestApp();
afterAll(() => ctx.close());
afterEach(() => vi.restoreAllMocks());
const db = ctx.app.deps.db;
const world = await requestWorld(ctx);
const { director, staff, crematoriumOwner, crematorium, places } = world;
const t = messages.crematoriumRequests;
await ctx.app.listen({ port: 0, host: '127.0.0.1' });
const origin = `http://127.0.0.1:${(ctx.app.server.address() as net.AddressInfo).port}`;

type Json = Record<string, unknown>;
const url = (id: string, action = '') => `/api/crematorium-requests/${id}${action ? `/${action}` : ''}`;

const reservationsOf = (requestId: string) =>
  db
    .selectFrom('reservations')
    .selectAll()
    .where('crematorium_request_id', '=', requestId)
    .orderBy('starts_at')
    .orderBy('place_id')
    .execute();

const requestRow = (id: string) =>
  db.selectFrom('crematorium_requests').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

/** A confirmed booking the crematorium made itself in its planner (201 expected). */
async function booking(placeId: string, date: string, from: string, until: string, title: string) {
  const res = await crematoriumOwner.post('/api/reservations', {
    place_id: placeId,
    starts_at: at(date, from),
    ends_at: at(date, until),
    kind: 'cremation',
    title,
    status: 'confirmed',
  });
  if (res.statusCode !== 201) throw new Error(`booking failed: ${res.statusCode} ${res.body}`);
  return res.json().data as { id: string; title: string; starts_at: string; ends_at: string };
}

/** Everything an acceptance writes, to compare before and after a refusal. */
async function footprint(requestId: string, dossierId: string) {
  return {
    request: await requestRow(requestId),
    reservations: await reservationsOf(requestId),
    cremations: await db.selectFrom('cremations').select('id').where('request_id', '=', requestId).execute(),
    events: await db
      .selectFrom('crematorium_request_events')
      .select('action')
      .where('request_id', '=', requestId)
      .execute(),
    section: await db
      .selectFrom('dossier_sections')
      .select(['version', 'data'])
      .where('dossier_id', '=', dossierId)
      .where('key', '=', 'cremation')
      .executeTakeFirst(),
    jobs: (await db.selectFrom('jobs').select('id').execute()).length,
  };
}

describe('accepting books the crematorium’s planner', () => {
  it('books the aula, the coffee room after the ceremony and the first free oven, as the crematorium’s own', async () => {
    const source = await requestDossier(director);
    const sent = await submittedRequest(director, world, source, { wished_at: at('2027-03-01', '10:00') });
    const res = await staff.post(url(sent.id, 'accept'), {});
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data.reservations).toEqual([
      {
        id: expect.any(String),
        place: { id: places.aula, name: 'Aula De Stilte', kind: 'aula' },
        starts_at: at('2027-03-01', '10:00'),
        ends_at: at('2027-03-01', '11:00'),
        status: 'confirmed',
      },
      {
        id: expect.any(String),
        place: { id: places.coffee, name: 'Koffiekamer De Stilte', kind: 'coffee_room' },
        starts_at: at('2027-03-01', '11:00'),
        ends_at: at('2027-03-01', '12:00'),
        status: 'confirmed',
      },
      {
        id: expect.any(String),
        place: { id: places.oven1, name: 'Oven 1', kind: 'cremation_oven' },
        starts_at: at('2027-03-01', '11:00'),
        ends_at: at('2027-03-01', '12:30'),
        status: 'confirmed',
      },
    ]);
    const rows = await reservationsOf(sent.id);
    expect(rows.every((row) => row.organization_id === crematorium.id && row.status === 'confirmed')).toBe(
      true,
    );
    expect(rows.map((row) => [row.kind, row.title])).toEqual(
      expect.arrayContaining([
        ['ceremony', `Plechtigheid ${source.deceasedName}`],
        ['coffee', `Koffietafel ${source.deceasedName}`],
        ['cremation', `Crematie ${source.deceasedName}`],
      ]),
    );
    // In the crematorium's planner, audited there; the record's oven and time are the oven's.
    const planner = await staff.get('/api/reservations?from=2027-03-01&to=2027-03-02');
    expect((planner.json().data as Json[]).map((item) => item['id'])).toEqual(
      expect.arrayContaining(rows.map((row) => row.id)),
    );
    const audited = await db
      .selectFrom('audit_events')
      .select(['organization_id', 'action'])
      .where('entity', '=', 'reservation')
      .where(
        'entity_id',
        'in',
        rows.map((row) => row.id),
      )
      .execute();
    expect(audited).toHaveLength(3);
    expect(
      audited.every((event) => event.organization_id === crematorium.id && event.action === 'created'),
    ).toBe(true);
    const record = await db
      .selectFrom('cremations')
      .selectAll()
      .where('id', '=', data.cremation_id)
      .executeTakeFirstOrThrow();
    expect(record).toMatchObject({
      oven_place_id: places.oven1,
      planned_at: at('2027-03-01', '11:00'),
      status: 'planned',
    });
    expect(await requestRow(sent.id)).toMatchObject({
      status: 'accepted',
      confirmed_at: at('2027-03-01', '10:00'),
      planned_at: at('2027-03-01', '10:00'),
      cremation_id: data.cremation_id,
    });
  });

  it('books the chosen places at the chosen moment, or takes the next oven when the first is taken', async () => {
    const chosen = await submittedRequest(director, world, await requestDossier(director), {
      wished_at: at('2027-03-02', '10:00'),
    });
    const res = await staff.post(url(chosen.id, 'accept'), {
      starts_at: at('2027-03-02', '13:00'),
      place_ids: [places.oven2],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.confirmed_at).toBe(at('2027-03-02', '13:00'));
    expect(
      (await reservationsOf(chosen.id)).map((row) => [row.place_id, row.starts_at, row.ends_at]),
    ).toEqual([[places.oven2, at('2027-03-02', '13:00'), at('2027-03-02', '14:30')]]);

    await booking(places.oven1, '2027-03-03', '10:30', '12:00', 'Crematie Van Dam');
    const next = await submittedRequest(director, world, await requestDossier(director), {
      wished_at: at('2027-03-03', '10:00'),
      ceremony: false,
      coffee_room: false,
    });
    expect((await staff.post(url(next.id, 'accept'), {})).statusCode).toBe(200);
    expect((await reservationsOf(next.id)).map((row) => [row.place_id, row.starts_at])).toEqual([
      [places.oven2, at('2027-03-03', '10:00')],
    ]);
  });

  it('refuses places that are not the crematorium’s active places (422), booking nothing', async () => {
    const sent = await submittedRequest(director, world, await requestDossier(director), {
      wished_at: at('2027-03-04', '10:00'),
    });
    const lindePlace = await world.owner.post('/api/places', { name: 'Aula Linde', kind: 'aula' });
    const inactive = await crematoriumOwner.post('/api/places', {
      name: 'Oude oven',
      kind: 'cremation_oven',
      active: false,
    });
    expect(inactive.statusCode, inactive.body).toBe(201);
    for (const placeId of [
      lindePlace.json().data.id as string,
      inactive.json().data.id as string,
      'onbekend',
    ]) {
      const res = await staff.post(url(sent.id, 'accept'), { place_ids: [places.aula, placeId] });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ place_ids: [t.errors.placeNotOfCrematorium] });
    }
    expect(await reservationsOf(sent.id)).toEqual([]);
    expect((await requestRow(sent.id)).status).toBe('submitted');
  });

  it('accepts at a crematorium without ovens without an oven booking', async () => {
    const plain = await createOrganization(ctx, 'Crematorium Zonder Oven', 'crematorium');
    const person = await createUser(ctx, 'medewerker@zonderoven.test', 'Zonder Oven');
    await addMember(ctx, plain.id, person.id, 'crematorium_staff');
    const plainStaff = await loginIn(ctx, person.email, plain.id);
    const sent = await submittedRequest(
      director,
      { ...world, crematorium: plain },
      await requestDossier(director),
      {
        wished_at: at('2027-03-05', '10:00'),
        ceremony: false,
        ceremony_place_id: null,
        coffee_room: false,
        coffee_place_id: null,
      },
    );
    const res = await plainStaff.post(url(sent.id, 'accept'), {});
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'accepted', reservations: [] });
    const record = await db
      .selectFrom('cremations')
      .selectAll()
      .where('id', '=', res.json().data.cremation_id)
      .executeTakeFirstOrThrow();
    expect(record).toMatchObject({
      organization_id: plain.id,
      oven_place_id: null,
      planned_at: at('2027-03-05', '10:00'),
    });
  });
});

describe('an overlap refuses the acceptance', () => {
  it('names the place and the reservation in the way, and changes nothing', async () => {
    const source = await requestDossier(director);
    const sent = await submittedRequest(director, world, source, { wished_at: at('2027-04-01', '10:00') });
    const taken = await booking(places.coffee, '2027-04-01', '11:30', '12:30', 'Koffietafel familie Smit');
    await ctx.app.deps.mailer.idle();
    const before = await footprint(sent.id, source.dossier.id);
    const res = await staff.post(url(sent.id, 'accept'), {});
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().message).toBe(
      interpolate(t.errors.acceptOverlap, {
        place: 'Koffiekamer De Stilte',
        reservation: 'Koffietafel familie Smit (1 april 2027 11:30–12:30)',
      }),
    );
    expect(res.json().data.conflict).toMatchObject({
      id: taken.id,
      title: 'Koffietafel familie Smit',
      starts_at: at('2027-04-01', '11:30'),
      ends_at: at('2027-04-01', '12:30'),
      place_id: places.coffee,
    });
    // The aula was free and booked first: its booking went with the rollback, as did everything else.
    expect(await footprint(sent.id, source.dossier.id)).toEqual(before);
    expect(before.request.status).toBe('submitted');
    expect(before.reservations).toEqual([]);
    expect(before.cremations).toEqual([]);
  });

  it('names the first oven when every oven is taken', async () => {
    const first = await booking(places.oven1, '2027-04-02', '10:00', '12:00', 'Crematie De Boer');
    await booking(places.oven2, '2027-04-02', '09:00', '11:00', 'Crematie Bakker');
    const sent = await submittedRequest(director, world, await requestDossier(director), {
      wished_at: at('2027-04-02', '10:00'),
      ceremony: false,
      coffee_room: false,
    });
    const res = await staff.post(url(sent.id, 'accept'), {});
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      interpolate(t.errors.acceptOverlap, {
        place: 'Oven 1',
        reservation: 'Crematie De Boer (2 april 2027 10:00–12:00)',
      }),
    );
    expect(res.json().data.conflict.id).toBe(first.id);
    expect(await reservationsOf(sent.id)).toEqual([]);
  });

  it('is also what the database’s own guard answers when the service’s check is passed by', async () => {
    const source = await requestDossier(director);
    const sent = await submittedRequest(director, world, source, { wished_at: at('2027-04-03', '10:00') });
    const taken = await booking(places.aula, '2027-04-03', '10:30', '11:30', 'Afscheid Visser');
    const before = await footprint(sent.id, source.dossier.id);
    // The service's check finds nothing: the exclusion constraint (PostgreSQL) or trigger (SQLite) refuses.
    vi.spyOn(reservationsRepository, 'findConflict').mockResolvedValueOnce(undefined);
    const res = await staff.post(url(sent.id, 'accept'), { place_ids: [places.aula] });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().message).toBe(
      interpolate(t.errors.acceptOverlap, {
        place: 'Aula De Stilte',
        reservation: 'Afscheid Visser (3 april 2027 10:30–11:30)',
      }),
    );
    expect(res.json().data.conflict.id).toBe(taken.id);
    expect(await footprint(sent.id, source.dossier.id)).toEqual(before);
  });

  it('accepts once the way is free again', async () => {
    const sent = await submittedRequest(director, world, await requestDossier(director), {
      wished_at: at('2027-04-04', '10:00'),
    });
    const taken = await booking(places.aula, '2027-04-04', '10:00', '10:30', 'Korte plechtigheid');
    expect((await staff.post(url(sent.id, 'accept'), {})).statusCode).toBe(409);
    expect((await crematoriumOwner.delete(`/api/reservations/${taken.id}`)).statusCode).toBe(204);
    expect((await staff.post(url(sent.id, 'accept'), {})).statusCode).toBe(200);
  });
});

describe('people acting at the same moment', () => {
  /** A request as the browser sends it, with the client's session cookie and CSRF token, over the network. */
  async function send(client: TestClient, path: string, body: unknown) {
    const res = await fetch(`${origin}${path}`, {
      method: 'POST',
      headers: {
        accept: 'application/json',
        'content-type': 'application/json',
        'x-requested-with': 'XMLHttpRequest',
        'x-xsrf-token': client.cookies.get('XSRF-TOKEN') ?? '',
        cookie: [...client.cookies].map(([key, value]) => `${key}=${value}`).join('; '),
      },
      body: JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as { message?: string; data?: Json } };
  }

  it('of 20 simultaneous accepts and cancels of one request (all seen at the same version), exactly one wins', async () => {
    const source = await requestDossier(director);
    const sent = await submittedRequest(director, world, source, { wished_at: at('2027-05-03', '10:00') });
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        i % 2 === 0
          ? send(staff, url(sent.id, 'accept'), { version: sent.version })
          : send(director, url(sent.id, 'cancel'), { version: sent.version, reason: `Annulering ${i}` }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, ...Array(19).fill(409)]);
    const winner = answers.find((answer) => answer.status === 200)!;
    const row = await requestRow(sent.id);
    expect(row.status).toBe(winner.body.data!['status']);
    expect(row.version).toBe(sent.version + 1);
    // The others saw the request as it was: the answer says so and carries it as it is now.
    for (const refused of answers.filter((answer) => answer.status === 409)) {
      expect(refused.body.message).toBe(t.errors.conflict);
      expect((refused.body.data as { current: Json }).current).toMatchObject({
        status: row.status,
        version: row.version,
      });
    }
    const events = await db
      .selectFrom('crematorium_request_events')
      .select('action')
      .where('request_id', '=', sent.id)
      .execute();
    expect(events.filter((event) => ['accepted', 'cancelled'].includes(event.action))).toHaveLength(1);
    const confirmed = (await reservationsOf(sent.id)).filter(
      (reservation) => reservation.status === 'confirmed',
    );
    const cremations = await db
      .selectFrom('cremations')
      .select('id')
      .where('request_id', '=', sent.id)
      .execute();
    if (row.status === 'accepted') {
      expect(confirmed).toHaveLength(3);
      expect(cremations).toHaveLength(1);
    } else {
      expect(confirmed).toEqual([]);
      expect(cremations).toEqual([]);
    }
  });

  it('of 20 simultaneous accepts of one request, exactly one books', async () => {
    const sent = await submittedRequest(director, world, await requestDossier(director), {
      wished_at: at('2027-05-04', '10:00'),
    });
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        send(i % 2 === 0 ? staff : crematoriumOwner, url(sent.id, 'accept'), { version: sent.version }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, ...Array(19).fill(409)]);
    expect(await reservationsOf(sent.id)).toHaveLength(3);
    expect(
      await db.selectFrom('cremations').select('id').where('request_id', '=', sent.id).execute(),
    ).toHaveLength(1);
  });

  it('of several requests accepted at once for the same aula, one gets it; the others are told who has it', async () => {
    const requests = [];
    for (let i = 0; i < 6; i++) {
      requests.push(
        await submittedRequest(director, world, await requestDossier(director), {
          wished_at: at('2027-05-05', '10:00'),
          coffee_room: false,
        }),
      );
    }
    const answers = await Promise.all(requests.map((request) => send(staff, url(request.id, 'accept'), {})));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, ...Array(5).fill(409)]);
    const winner = requests[answers.findIndex((answer) => answer.status === 200)]!;
    const aula = (await reservationsOf(winner.id)).find(
      (reservation) => reservation.place_id === places.aula,
    )!;
    for (const refused of answers.filter((answer) => answer.status === 409)) {
      expect(refused.body.message).toContain('Aula De Stilte is op dat moment al bezet door');
      expect((refused.body.data as { conflict: { id: string } }).conflict.id).toBe(aula.id);
    }
    const booked = await db
      .selectFrom('reservations')
      .select('id')
      .where('place_id', '=', places.aula)
      .where('status', '=', 'confirmed')
      .where('starts_at', '=', at('2027-05-05', '10:00'))
      .execute();
    expect(booked).toHaveLength(1);
  });
});
