/**
 * Issue 17, the ash screens' fast paths (decision 027): the dashboard's "releasable by" and "over the storage
 * term" counts as the kept status counts less the recent records, equal to counting them; the destinations'
 * copy of their record's registration number (migration 0022) kept by the database; a place's occupants read
 * as the first entries of its index range, equal to ranking all of its destinations; the register's JSON,
 * serialised by the service, exactly what the schema describes.
 */
import { afterAll, describe, expect, it } from 'vitest';
import {
  ASH_KIND_OUTCOMES,
  ashRegisterSchema,
  ashReleaseDate,
  ashSearchText,
  dataOf,
  toCamelCase,
  toSnakeCase,
} from '@afscheid/shared';
import { ashRepository } from '../src/modules/ash/repository.ts';
import { ashPlacesRepository } from '../src/modules/ash-places/index.ts';
import { ashRegisterRepository } from '../src/modules/ash-register/repository.ts';
import { createTestApp } from './helpers.ts';
import { addMember, createOrganization, createUser, loginIn, newRow } from './factories.ts';
import { insertAshPlace } from './ash-fixtures.ts';

const ctx = await createTestApp();
afterAll(() => ctx.close());
const db = ctx.app.deps.db;

const crematorium = await createOrganization(ctx, 'Crematorium De Snelweg', 'crematorium');
const owner = await createUser(ctx, 'eigenaar@desnelweg.test', 'Sanne Snelweg');
await addMember(ctx, crematorium.id, owner.id, 'owner');
const client = await loginIn(ctx, owner.email, crematorium.id);

let sequence = 0;
/** A record written straight to the database (as the bench's seed writes them). */
async function insertRecord(values: {
  crematedOn: string;
  status?: string;
  exemptionReleaseOn?: string | null;
  number?: string;
}) {
  const registrationNumber = values.number ?? `SW-${String(++sequence).padStart(4, '0')}`;
  const name = `Sam Snelweg ${++sequence}`;
  const row = {
    ...newRow(ctx),
    organization_id: crematorium.id,
    source: 'external',
    registration_number: registrationNumber,
    deceased_name: name,
    search_name: ashSearchText({ deceased_name: name, registration_number: registrationNumber }),
    urn_count: 1,
    cremated_on: values.crematedOn,
    earliest_release_on: ashReleaseDate(values.crematedOn)!,
    exemption_release_on: values.exemptionReleaseOn ?? null,
    status: values.status ?? 'in_storage',
  };
  await db.insertInto('ash_records').values(row).execute();
  return { id: row.id, registrationNumber };
}

/** A destination written straight to the database. */
async function insertDestination(
  recordId: string,
  input: { status: string; placeId: string | null; executedOn?: string | null; correctsId?: string },
) {
  const row = {
    ...newRow(ctx),
    organization_id: crematorium.id,
    ash_record_id: recordId,
    kind: 'scattering_field',
    outcome: ASH_KIND_OUTCOMES['scattering_field'],
    urns: 1,
    source: 'crematorium',
    decided_by_name: 'Piet Jansen',
    ash_place_id: input.placeId,
    status: input.status,
    requested_at: newRow(ctx).created_at,
    executed_on: input.executedOn ?? null,
    corrects_id: input.correctsId ?? null,
    correction_reason: input.correctsId ? 'Verkeerde datum' : null,
  };
  await db.insertInto('ash_destinations').values(row).execute();
  return row.id;
}

describe('the dashboard counts of releasable and over-term records', () => {
  /** The same filter counted over the records themselves (the way before the kept counts). */
  async function counted(filter: 'releasableBy' | 'overTermCutoff', day: string): Promise<number> {
    let query = db.selectFrom('ash_records').where('organization_id', '=', crematorium.id);
    if (filter === 'releasableBy') {
      query = query
        .where('status', 'in', ['in_storage', 'destination_requested'])
        .where((eb) => eb.or([eb('earliest_release_on', '<=', day), eb('exemption_release_on', '<=', day)]));
    } else {
      query = query.where('cremated_on', '<=', day).where('status', 'not in', ['executed', 'closed']);
    }
    const row = await query
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  async function expectEqualCounts(): Promise<void> {
    for (const day of ['2026-01-01', '2026-06-30', '2026-10-01', '2026-10-02', '2026-11-21', '2027-03-01']) {
      expect(await ashRepository.records.count(db, crematorium.id, { words: [], releasableBy: day })).toBe(
        await counted('releasableBy', day),
      );
      expect(await ashRepository.records.count(db, crematorium.id, { words: [], overTermCutoff: day })).toBe(
        await counted('overTermCutoff', day),
      );
    }
  }

  it('equal counting the records, for every status, release date and exemption', async () => {
    for (const status of ['in_storage', 'destination_requested', 'approved', 'executed', 'closed']) {
      for (const crematedOn of ['2025-12-31', '2026-05-31', '2026-09-01', '2026-10-20', '2026-11-20']) {
        await insertRecord({ crematedOn, status });
      }
    }
    // An exemption releases earlier than the law; one after the legal date changes nothing.
    await insertRecord({ crematedOn: '2026-11-01', exemptionReleaseOn: '2026-11-10' });
    await insertRecord({
      crematedOn: '2026-11-15',
      exemptionReleaseOn: '2026-11-16',
      status: 'destination_requested',
    });
    await insertRecord({ crematedOn: '2026-08-01', exemptionReleaseOn: '2026-09-15' });
    await expectEqualCounts();
  });

  it('stay equal after status changes, a deletion and a record made through the API', async () => {
    const moved = await insertRecord({ crematedOn: '2026-10-25' });
    await db.updateTable('ash_records').set({ status: 'approved' }).where('id', '=', moved.id).execute();
    const gone = await insertRecord({ crematedOn: '2026-04-04', status: 'destination_requested' });
    await db.deleteFrom('ash_records').where('id', '=', gone.id).execute();
    const res = await client.post('/api/ash-records', {
      deceased_name: 'Anna Api',
      registration_number: 'SW-API-1',
      cremated_on: '2026-11-02',
      source: 'received',
      received_from: 'Crematorium Daelwijck',
    });
    expect(res.statusCode, res.body).toBe(201);
    await expectEqualCounts();
  });
});

describe("the destinations' copy of their record's number", () => {
  const copies = () =>
    db
      .selectFrom('ash_destinations as d')
      .innerJoin('ash_records as r', 'r.id', 'd.ash_record_id')
      .select(['d.registration_number as copied', 'r.registration_number as number'])
      .where('d.organization_id', '=', crematorium.id)
      .execute();

  it('is set on every insert, through the API and directly, and follows a change of record or number', async () => {
    const record = await insertRecord({ crematedOn: '2026-09-09', number: 'SW-COPY-1' });
    const other = await insertRecord({ crematedOn: '2026-09-09', number: 'SW-COPY-2' });
    const direct = await insertDestination(record.id, { status: 'requested', placeId: null });
    const res = await client.post(`/api/ash-records/${other.id}/destinations`, {
      kind: 'hand_over',
      decided_by_name: 'Marieke Jansen',
      decided_by_address: 'Kerkstraat 12b, 3511 AB Utrecht',
    });
    expect(res.statusCode, res.body).toBe(201);
    const stored = await db
      .selectFrom('ash_destinations')
      .select('registration_number')
      .where('id', '=', direct)
      .executeTakeFirstOrThrow();
    expect(stored.registration_number).toBe('SW-COPY-1');

    // Not done by the product today, kept anyway: a destination moved to another record, a number changed.
    await db
      .updateTable('ash_destinations')
      .set({ ash_record_id: other.id })
      .where('id', '=', direct)
      .execute();
    await db
      .updateTable('ash_records')
      .set({ registration_number: 'SW-COPY-2B' })
      .where('id', '=', other.id)
      .execute();
    const rows = await copies();
    expect(rows.length).toBeGreaterThan(1);
    for (const row of rows) expect(row.copied).toBe(row.number);
  });
});

describe("a place's occupants", () => {
  it('are the first of each place in the order of ranking all its destinations', async () => {
    const field = await insertAshPlace(ctx, crematorium.id, { kind: 'scattering_field', capacity: null });
    const small = await insertAshPlace(ctx, crematorium.id, { kind: 'scattering_field', capacity: null });
    const empty = await insertAshPlace(ctx, crematorium.id, { kind: 'scattering_field', capacity: null });
    const days = ['2026-03-01', '2026-03-01', '2026-04-15', null];
    let n = 0;
    for (const status of ['requested', 'approved', 'executed', 'closed', 'withdrawn']) {
      for (const day of days) {
        // Numbers not in the order of insertion, and ties on the day, so the number decides.
        const record = await insertRecord({
          crematedOn: '2026-02-01',
          number: `SW-OCC-${(n * 7) % 23}-${n}`,
        });
        n++;
        const placed = status === 'executed' || status === 'closed';
        await insertDestination(record.id, {
          status,
          placeId: field,
          executedOn: placed ? (day ?? '2026-05-05') : null,
        });
      }
    }
    // A closed entry replaced by a correction no longer counts; the correction (closed) does.
    const corrected = await insertRecord({ crematedOn: '2026-02-01', number: 'SW-OCC-ZZ' });
    const entry = await insertDestination(corrected.id, {
      status: 'closed',
      placeId: field,
      executedOn: '2026-06-01',
    });
    await insertDestination(corrected.id, {
      status: 'closed',
      placeId: field,
      executedOn: '2026-06-02',
      correctsId: entry,
    });
    const lone = await insertRecord({ crematedOn: '2026-02-01', number: 'SW-OCC-LONE' });
    await insertDestination(lone.id, { status: 'executed', placeId: small, executedOn: '2026-07-01' });

    /** Every counting destination of the place, ranked as the occupants' order says (byte order of numbers). */
    async function ranked(placeId: string) {
      const rows = await db
        .selectFrom('ash_destinations as d')
        .innerJoin('ash_records as r', 'r.id', 'd.ash_record_id')
        .select(['d.id', 'd.status', 'd.executed_on', 'd.corrects_id', 'r.registration_number'])
        .where('d.ash_place_id', '=', placeId)
        .where('d.status', '!=', 'withdrawn')
        .execute();
      const replaced = new Set(
        (
          await db
            .selectFrom('ash_destinations')
            .select('corrects_id')
            .where('corrects_id', 'is not', null)
            .execute()
        ).map((row) => row.corrects_id),
      );
      const group = (status: string) => (status === 'executed' || status === 'closed' ? 1 : 0);
      const bytes = (a: string, b: string) => Buffer.compare(Buffer.from(a), Buffer.from(b));
      return rows
        .filter((row) => !replaced.has(row.id))
        .sort(
          (a, b) =>
            group(a.status) - group(b.status) ||
            // Descending, a missing day first on PostgreSQL and last on SQLite: no placed entry lacks one here.
            bytes(b.executed_on ?? '', a.executed_on ?? '') ||
            bytes(b.registration_number, a.registration_number) ||
            bytes(a.id, b.id),
        )
        .map((row) => row.id);
    }

    for (const perPlace of [1, 5, 10, 100]) {
      const occupants = await ashPlacesRepository.occupants(
        db,
        crematorium.id,
        [field, small, empty],
        perPlace,
      );
      const of = (placeId: string) =>
        occupants.filter((row) => row.ash_place_id === placeId).map((row) => row.destination_id);
      expect(of(field)).toEqual((await ranked(field)).slice(0, perPlace));
      expect(of(small)).toEqual((await ranked(small)).slice(0, perPlace));
      expect(of(empty)).toEqual([]);
      for (const placeId of [field, small]) {
        const ranks = occupants.filter((row) => row.ash_place_id === placeId).map((row) => Number(row.rank));
        expect(ranks).toEqual(ranks.map((_, index) => index + 1));
      }
    }
    // The API's list: ten of them, and the occupation still counts them all.
    const res = await client.get('/api/ash-places?kind=scattering_field&per_page=100');
    expect(res.statusCode, res.body).toBe(200);
    const place = (
      res.json().data as { id: string; occupied: number; expected: number; occupants: unknown[] }[]
    ).find((item) => item.id === field)!;
    expect(place.occupants).toHaveLength(10);
    expect(place.occupied).toBe(9);
    expect(place.expected).toBe(8);
  });
});

describe('the register as JSON', () => {
  it('is what the schema describes, with the years found down the index', async () => {
    await insertRecord({ crematedOn: '2019-06-01' });
    await insertRecord({ crematedOn: '2023-12-31' });
    await insertRecord({ crematedOn: '2023-01-01' });
    expect(await ashRegisterRepository.years(db, crematorium.id)).toEqual([2026, 2025, 2023, 2019]);

    const res = await client.get('/api/ash-register?year=2026');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    const body = res.json() as { data: { entries: unknown[]; years: number[] } };
    expect(body.data.entries.length).toBeGreaterThan(20);
    expect(body.data.years).toEqual([2026, 2025, 2023, 2019]);
    // Parsed by the schema (unknown keys stripped, order as declared) and turned back: the same text.
    const parsed = dataOf(ashRegisterSchema).parse(toCamelCase(body));
    expect(JSON.stringify(toSnakeCase(parsed))).toBe(res.body);
  });
});
