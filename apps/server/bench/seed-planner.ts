/**
 * `node --import tsx apps/server/bench/seed-planner.ts`: gives the demo funeral company a planner at a large
 * organisation's scale, in one transaction, and prints what it wrote and the week it filled:
 * - 30 places over three locations;
 * - 2,000 reservations in this week (Monday to Sunday, Amsterdam), spread over the places, a fifth of them options;
 * - 50,000 reservations in the 52 weeks before and after (what the week's query must skip).
 * Rows are written directly (bench data, not business events), laid out so that no two of one place overlap.
 */
import { sql } from 'kysely';
import { addPlannerDays, amsterdamToday, dayStart, weekStartOf } from '@afscheid/shared';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/connection.ts';
import { newId } from '../src/lib/ids.ts';

const PLACES = 30;
const WEEK_RESERVATIONS = 2_000;
const OTHER_RESERVATIONS = 50_000;
const KINDS = ['ceremony', 'condolence', 'wake', 'coffee', 'cremation', 'other'] as const;
const LOCATIONS = ['Uitvaartcentrum De Linde', 'Rouwcentrum Zuid', 'Aula Oost'];

const config = loadConfig();
const handle = openDatabase(config.database);
try {
  const db = handle.db;
  const started = performance.now();
  const organization = await db
    .selectFrom('organizations')
    .select('id')
    .where('name', '=', 'Uitvaartzorg De Linde')
    .executeTakeFirstOrThrow();
  const orgId = organization.id;
  const monday = weekStartOf(amsterdamToday());
  const written = await db.transaction().execute(async (trx) => {
    const now = new Date().toISOString();
    const placeIds: string[] = [];
    for (let index = 0; index < PLACES; index++) {
      const id = newId();
      placeIds.push(id);
      const location = LOCATIONS[index % LOCATIONS.length]!;
      const name = `Bench ruimte ${String(index + 1).padStart(2, '0')}`;
      await trx
        .insertInto('places')
        .values({
          id,
          organization_id: orgId,
          name,
          kind: index % 3 === 0 ? 'aula' : index % 3 === 1 ? 'coffee_room' : 'viewing_room',
          location_name: location,
          color: '#1f5f8b',
          preparation_minutes: 0,
          cleanup_minutes: 15,
          sort_name: `${location} ${name}`.toLowerCase(),
          created_at: now,
          updated_at: now,
        })
        .execute();
    }
    // Every reservation lasts an hour and its place is busy 15 minutes longer (clean-up), in 75-minute slots from
    // 07:00 Amsterdam time: reservations of one place never overlap (the database refuses that, decision 016).
    const rows = [];
    const reservation = (dayStartMs: number, slot: number, placeIndex: number, index: number) => {
      const start = dayStartMs + 7 * 3_600_000 + slot * 75 * 60_000;
      const end = start + 60 * 60_000;
      return {
        id: newId(),
        organization_id: orgId,
        place_id: placeIds[placeIndex]!,
        dossier_id: null,
        kind: KINDS[index % KINDS.length]!,
        title: `Bench reservering ${index + 1}`,
        notes: null,
        status: index % 5 === 0 ? ('option' as const) : ('confirmed' as const),
        starts_at: new Date(start).toISOString(),
        ends_at: new Date(end).toISOString(),
        busy_from_min: Math.floor(start / 60_000),
        busy_until_min: Math.floor(end / 60_000) + 15,
        created_at: now,
        updated_at: now,
      };
    };
    const days = PLACES * 7;
    for (let index = 0; index < WEEK_RESERVATIONS; index++) {
      const day = Math.floor(index / PLACES) % 7;
      const slot = Math.floor(index / days);
      rows.push(reservation(dayStart(addPlannerDays(monday, day)).getTime(), slot, index % PLACES, index));
    }
    const otherDays = days * 104;
    for (let index = 0; index < OTHER_RESERVATIONS; index++) {
      const week = Math.floor(index / days) % 104;
      const offset = week < 52 ? week - 52 : week - 51;
      const day = Math.floor(index / PLACES) % 7;
      const slot = Math.floor(index / otherDays);
      const date = addPlannerDays(monday, offset * 7 + day);
      rows.push(reservation(dayStart(date).getTime(), slot, index % PLACES, WEEK_RESERVATIONS + index));
    }
    for (let offset = 0; offset < rows.length; offset += 500) {
      await trx
        .insertInto('reservations')
        .values(rows.slice(offset, offset + 500))
        .execute();
    }
    return { places: PLACES, week: WEEK_RESERVATIONS, other: OTHER_RESERVATIONS };
  });
  // PostgreSQL: VACUUM as well, as autovacuum does after a bulk load in a normal deployment (its insert threshold):
  // it sets the visibility map, so index-only scans skip the table. This machine's PostgreSQL runs with autovacuum
  // off, and counts over never-vacuumed tables read every row's page (decision 033).
  await (handle.kind === 'postgres' ? sql`vacuum analyze` : sql`analyze`).execute(db);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(JSON.stringify({ ...written, monday, seconds }));
} finally {
  await handle.close();
}
