/**
 * `node --import tsx apps/server/bench/seed-ash.ts [count]`: gives the demo crematorium (Het Rozenveld) the ash
 * records of a busy crematorium over ten years: `count` (default 50,000) records cremated over the ten years
 * up to today, about a third of them with a destination in every state (requested, approved, executed, closed,
 * withdrawn, and now and then a correction of a closed entry), a few hundred ash places with urns placed in
 * them. Rows are written directly in batches in one transaction (bench data, not business events); prints what
 * it wrote as JSON on its last line, with the busiest year for the register.
 */
import { sql } from 'kysely';
import {
  addPlannerDays,
  amsterdamToday,
  ASH_KIND_OUTCOMES,
  ashRecordStatus,
  ashReleaseDate,
  ashSearchText,
  type AshDestinationKind,
  type AshDestinationStatus,
} from '@afscheid/shared';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/connection.ts';
import type { Insertable } from 'kysely';
import type { AshDestinationsTable, AshPlacesTable, AshRecordsTable } from '../src/db/types.ts';
import { newId } from '../src/lib/ids.ts';

const RECORDS = Number(process.argv[2] ?? 50_000);
const BATCH = 500;
const DAYS = 3650;
const NICHES = 250;
const FIRST_NAMES = [
  'Jan',
  'Maria',
  'Johannes',
  'Anna',
  'Pieter',
  'Cornelia',
  'Hendrik',
  'Johanna',
  'Willem',
  'Ayşe',
];
const LAST_NAMES = [
  'de Jong',
  'Jansen',
  'de Vries',
  'van den Berg',
  'van Dijk',
  'Bakker',
  'Janssen',
  'Visser',
  'Smit',
  'Meijer',
  'de Boer',
  'Çelik',
];
const STATES: AshDestinationStatus[] = [
  'requested',
  'approved',
  'executed',
  'closed',
  'closed',
  'closed',
  'withdrawn',
];
const KINDS: AshDestinationKind[] = [
  'niche',
  'hand_over',
  'scattering_field',
  'urn_grave',
  'sea',
  'existing_grave',
];

const config = loadConfig();
const handle = openDatabase(config.database);
try {
  const db = handle.db;
  const started = performance.now();
  const organization = await db
    .selectFrom('organizations')
    .select('id')
    .where('name', '=', 'Crematorium Het Rozenveld')
    .executeTakeFirstOrThrow();
  const now = new Date();
  const stamp = now.toISOString();
  const today = amsterdamToday(now);
  const perYear = new Map<number, number>();
  let destinations = 0;

  await db.transaction().execute(async (trx) => {
    const places: Insertable<AshPlacesTable>[] = [];
    for (let index = 0; index < NICHES; index++) {
      places.push({
        id: newId(),
        organization_id: organization.id,
        kind: 'niche',
        code: `BENCH-N-${String(index + 1).padStart(4, '0')}`,
        location: `Columbarium ${index % 2 === 0 ? 'oost' : 'west'}`,
        capacity: 2,
        term_start: addPlannerDays(today, -3650 + index),
        term_end: addPlannerDays(today, -30 + index * 3),
        rights_holder_name: `${FIRST_NAMES[index % FIRST_NAMES.length]} ${LAST_NAMES[index % LAST_NAMES.length]}`,
        created_at: stamp,
        updated_at: stamp,
      });
    }
    const field = {
      ...places[0]!,
      id: newId(),
      kind: 'scattering_field',
      code: 'BENCH-STROOIVELD',
      capacity: null,
    };
    places.push(field);
    await trx.insertInto('ash_places').values(places).execute();
    let placements = 0;

    let records: Insertable<AshRecordsTable>[] = [];
    let rows: Insertable<AshDestinationsTable>[] = [];
    const flush = async () => {
      if (records.length > 0) await trx.insertInto('ash_records').values(records).execute();
      if (rows.length > 0) await trx.insertInto('ash_destinations').values(rows).execute();
      records = [];
      rows = [];
    };
    for (let index = 0; index < RECORDS; index++) {
      const first = FIRST_NAMES[index % FIRST_NAMES.length]!;
      const last = LAST_NAMES[Math.floor(index / FIRST_NAMES.length) % LAST_NAMES.length]!;
      const crematedOn = addPlannerDays(today, -(index % DAYS));
      const year = Number(crematedOn.slice(0, 4));
      perYear.set(year, (perYear.get(year) ?? 0) + 1);
      const number = `BENCH-${String(index + 1).padStart(6, '0')}`;
      const name = `${first} ${last}`;
      const id = newId();
      const earliest = ashReleaseDate(crematedOn)!;
      const own: { status: AshDestinationStatus; urns: number }[] = [];
      // About a third gets a destination, in every state; only ashes past their release date go further.
      if (index % 3 === 0) {
        const kind = KINDS[(index / 3) % KINDS.length]!;
        let status = STATES[(index / 3) % STATES.length]!;
        if (earliest > today && status !== 'withdrawn') status = 'requested';
        const done = status === 'executed' || status === 'closed';
        const placeId =
          kind === 'niche' && done && placements < NICHES * 2
            ? places[placements++ % NICHES]!.id
            : kind === 'scattering_field'
              ? field.id
              : null;
        const destination: Insertable<AshDestinationsTable> = {
          id: newId(),
          organization_id: organization.id,
          ash_record_id: id,
          kind,
          outcome: ASH_KIND_OUTCOMES[kind],
          urns: 1,
          source: index % 2 === 0 ? 'funeral_company' : 'crematorium',
          decided_by_name: `Opdrachtgever ${last}`,
          decided_by_address: 'Dorpsstraat 1, 3731 AA De Bilt',
          destination_place: placeId ? null : 'Begraafplaats Soestbergen',
          ash_place_id: placeId,
          status,
          requested_at: stamp,
          approved_at: status === 'requested' || status === 'withdrawn' ? null : stamp,
          executed_on: done ? earliest : null,
          handed_to_name: done && kind === 'hand_over' ? `Ontvanger ${last}` : null,
          closed_at: status === 'closed' ? stamp : null,
          withdrawn_reason: status === 'withdrawn' ? 'Bench' : null,
          created_at: stamp,
          updated_at: stamp,
        };
        rows.push(destination);
        destinations++;
        own.push({ status, urns: 1 });
        // Now and then a closed entry was corrected: the correction is a closed entry of its own.
        if (status === 'closed' && index % 99 === 0) {
          rows.push({
            ...destination,
            id: newId(),
            ash_place_id: null,
            destination_place: 'Begraafplaats Soestbergen, vak B',
            corrects_id: destination.id,
            correction_reason: 'Vak verkeerd opgegeven',
          });
          destinations++;
        }
      }
      records.push({
        id,
        organization_id: organization.id,
        source: 'external',
        registration_number: number,
        deceased_name: name,
        deceased_first_names: first,
        search_name: ashSearchText({
          deceased_name: name,
          deceased_first_names: first,
          registration_number: number,
        }),
        urn_count: 1,
        cremated_on: crematedOn,
        earliest_release_on: earliest,
        status: ashRecordStatus(
          1,
          own.filter((destination) => destination.status !== 'withdrawn'),
        ),
        version: 1,
        created_at: stamp,
        updated_at: stamp,
      });
      if (records.length === BATCH) await flush();
    }
    await flush();
  });
  // Both databases plan from statistics: an earlier seed analysed while these tables were nearly empty, and stale
  // statistics would make SQLite scan (the app refreshes them with `PRAGMA optimize` when it opens the database).
  // PostgreSQL: VACUUM as well, as autovacuum does after a bulk load in a normal deployment (its insert threshold):
  // it sets the visibility map, so index-only scans skip the table. This machine's PostgreSQL runs with autovacuum
  // off, and counts over never-vacuumed tables read every row's page (decision 033).
  const analyze = handle.kind === 'postgres' ? sql`vacuum analyze` : sql`analyze`;
  await sql`${analyze} ash_records`.execute(db);
  await sql`${analyze} ash_destinations`.execute(db);
  await sql`${analyze} ash_places`.execute(db);
  const busiestYear = [...perYear].sort((a, b) => b[1] - a[1] || b[0] - a[0])[0]![0];
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    JSON.stringify({
      records: RECORDS,
      destinations,
      places: NICHES + 1,
      busiestYear,
      inBusiestYear: perYear.get(busiestYear),
      seconds,
    }),
  );
} finally {
  await handle.close();
}
