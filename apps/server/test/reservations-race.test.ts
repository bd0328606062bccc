import type net from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { amsterdamInstant } from '@afscheid/shared';
import { createTestApp, type TestClient } from './helpers.ts';
import { lindeClients } from './factories.ts';

/**
 * The concurrent booking race (issue 13): twenty people book the same aula at the same moment, over real HTTP
 * connections to a listening server, so the requests truly overlap in the database (SQLite: one writer at a
 * time; PostgreSQL: the lock on the place row, and the exclusion constraint behind it). Exactly one wins.
 */
const ctx = await createTestApp();
afterAll(() => ctx.close());
const db = ctx.app.deps.db;
const { owner, director, employee } = await lindeClients(ctx);
await ctx.app.listen({ port: 0, host: '127.0.0.1' });
const origin = `http://127.0.0.1:${(ctx.app.server.address() as net.AddressInfo).port}`;

/** A request as the browser sends it, with the client's session cookie and CSRF token, over the network. */
async function send(client: TestClient, method: 'POST' | 'PUT', path: string, body: unknown) {
  const res = await fetch(`${origin}${path}`, {
    method,
    headers: {
      accept: 'application/json',
      'content-type': 'application/json',
      'x-requested-with': 'XMLHttpRequest',
      'x-xsrf-token': client.cookies.get('XSRF-TOKEN') ?? '',
      cookie: [...client.cookies].map(([key, value]) => `${key}=${value}`).join('; '),
    },
    body: JSON.stringify(body),
  });
  return {
    status: res.status,
    body: (await res.json()) as { data: Record<string, unknown> & { conflict?: { id: string } } },
  };
}

let sequence = 0;
async function newPlace(): Promise<string> {
  const res = await owner.post('/api/places', {
    name: `Race-aula ${++sequence}`,
    kind: 'aula',
    preparation_minutes: 30,
    cleanup_minutes: 30,
  });
  if (res.statusCode !== 201) throw new Error(`creating a place failed: ${res.statusCode} ${res.body}`);
  return res.json().data.id;
}

/** 10:00 + `offset` minutes on 2 February 2027 in Amsterdam, for an hour. */
const slot = (offset: number) => {
  const start = new Date(amsterdamInstant('2027-02-02', '10:00')!).getTime() + offset * 60_000;
  return { starts_at: new Date(start).toISOString(), ends_at: new Date(start + 3_600_000).toISOString() };
};

const confirmedOf = (placeId: string) =>
  db
    .selectFrom('reservations')
    .select('id')
    .where('place_id', '=', placeId)
    .where('status', '=', 'confirmed')
    .execute();

describe('the booking race', () => {
  it('gives one of 20 simultaneous conflicting bookings the place and refuses the other 19 with the winner', async () => {
    const placeId = await newPlace();
    const clients = [director, employee, owner];
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        send(clients[i % clients.length]!, 'POST', '/api/reservations', {
          place_id: placeId,
          ...slot(i * 5),
          kind: 'ceremony',
          title: `Afscheid ${i + 1}`,
          status: 'confirmed',
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([201, ...Array(19).fill(409)]);
    const winner = answers.find((answer) => answer.status === 201)!.body.data['id'];
    for (const refused of answers.filter((answer) => answer.status === 409)) {
      expect(refused.body.data.conflict?.id).toBe(winner);
    }
    expect((await confirmedOf(placeId)).map((row) => row.id)).toEqual([winner]);
    const all = await db.selectFrom('reservations').select('id').where('place_id', '=', placeId).execute();
    expect(all).toHaveLength(1);
  });

  it('confirms one of 20 overlapping options confirmed at the same moment', async () => {
    const placeId = await newPlace();
    const options: { id: string; version: number }[] = [];
    for (let i = 0; i < 20; i++) {
      const res = await director.post('/api/reservations', {
        place_id: placeId,
        ...slot(i * 3),
        kind: 'ceremony',
        title: `Optie ${i + 1}`,
        status: 'option',
      });
      if (res.statusCode !== 201) throw new Error(`booking an option failed: ${res.statusCode} ${res.body}`);
      options.push(res.json().data);
    }
    const answers = await Promise.all(
      options.map((option) =>
        send(director, 'PUT', `/api/reservations/${option.id}`, {
          version: option.version,
          status: 'confirmed',
        }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, ...Array(19).fill(409)]);
    const winner = answers.find((answer) => answer.status === 200)!.body.data['id'];
    expect((await confirmedOf(placeId)).map((row) => row.id)).toEqual([winner]);
  });

  it('lets 20 simultaneous bookings of different places all succeed', async () => {
    const places = await Promise.all(Array.from({ length: 20 }, () => newPlace()));
    const answers = await Promise.all(
      places.map((placeId, i) =>
        send(director, 'POST', '/api/reservations', {
          place_id: placeId,
          ...slot(0),
          kind: 'ceremony',
          title: `Afscheid ${i + 1}`,
        }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(201));
  });
});
