import { PostgresAdapter, sql, type Kysely } from 'kysely';

/**
 * The occupants of an ash place as whole index orders (issue 17). A place in a list names its first ten
 * occupants: the expected ones first, then the placed ones, the latest first, tied on the day by the record's
 * registration number (newest first) and the destination's id. The number lived only on the record, so every
 * counting destination of the page's places was joined to its record and sorted before ten were kept: a
 * scattering field with 2,800 destinations made `GET /api/ash-places?terms_ending=true` take 17–19 ms.
 *
 * - `ash_destinations.registration_number`: a copy of the record's number, set by the database on every insert
 *   (and on the unforeseen change of a destination's record or a record's number), so no writer has to remember
 *   it: the services, the seeds and the tests' direct inserts alike. A record's number never changes today (one
 *   number, one line in the register).
 * - `ash_destinations_place_order_idx`: (place, placed-or-not, executed day desc, number desc, id) is the
 *   occupants' order itself, so ten occupants of a place are the first ten entries of its range whatever its
 *   size; the status, urns, record and organisation ride along, so the occupation sums read no table row.
 *   PostgreSQL compares the number in the "C" collation (as SQLite: byte order), as the query does.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/** Placed (1) or still expected (0): the first key of the occupants' order, the same text in index and query. */
const PLACED_RANK = `case when status in ('executed', 'closed') then 1 else 0 end`;

const postgresStatements = [
  `create function ash_destinations_number() returns trigger language plpgsql as $$
  begin
    new.registration_number := (select registration_number from ash_records where id = new.ash_record_id);
    return new;
  end $$`,
  `create trigger ash_destinations_number before insert or update of ash_record_id on ash_destinations
  for each row execute function ash_destinations_number()`,
  `create function ash_records_number_changed() returns trigger language plpgsql as $$
  begin
    update ash_destinations set registration_number = new.registration_number where ash_record_id = new.id;
    return null;
  end $$`,
  `create trigger ash_records_number_changed after update of registration_number on ash_records
  for each row when (old.registration_number is distinct from new.registration_number)
  execute function ash_records_number_changed()`,
  `create index ash_destinations_place_order_idx on ash_destinations
  (ash_place_id, (${PLACED_RANK}), executed_on desc, registration_number collate "C" desc, id)
  include (status, urns, ash_record_id, organization_id)`,
];

const sqliteCopy = `
    update ash_destinations
    set registration_number = (select registration_number from ash_records where id = new.ash_record_id)
    where id = new.id;`;

const sqliteStatements = [
  `create trigger ash_destinations_number_insert after insert on ash_destinations begin${sqliteCopy}
  end`,
  `create trigger ash_destinations_number_update after update of ash_record_id on ash_destinations
  when old.ash_record_id is not new.ash_record_id begin${sqliteCopy}
  end`,
  `create trigger ash_records_number_changed after update of registration_number on ash_records
  when old.registration_number is not new.registration_number begin
    update ash_destinations set registration_number = new.registration_number where ash_record_id = new.id;
  end`,
  `create index ash_destinations_place_order_idx on ash_destinations
  (ash_place_id, (${PLACED_RANK}), executed_on desc, registration_number desc, id, status, urns, ash_record_id,
  organization_id)`,
];

export async function up(db: AnyDb): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema.alterTable('ash_destinations').addColumn('registration_number', 'text').execute();
  // The destinations there are now, before the triggers copy the number of every later one.
  await sql`
    update ash_destinations
    set registration_number = (select r.registration_number from ash_records r where r.id = ash_destinations.ash_record_id)
  `.execute(db);
  for (const statement of postgres ? postgresStatements : sqliteStatements)
    await sql.raw(statement).execute(db);
}

export async function down(db: AnyDb): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema.dropIndex('ash_destinations_place_order_idx').execute();
  if (postgres) {
    await sql.raw('drop trigger ash_records_number_changed on ash_records').execute(db);
    await sql.raw('drop trigger ash_destinations_number on ash_destinations').execute(db);
    await sql.raw('drop function ash_records_number_changed()').execute(db);
    await sql.raw('drop function ash_destinations_number()').execute(db);
  } else {
    for (const trigger of [
      'ash_records_number_changed',
      'ash_destinations_number_update',
      'ash_destinations_number_insert',
    ]) {
      await sql.raw(`drop trigger ${trigger}`).execute(db);
    }
  }
  await db.schema.alterTable('ash_destinations').dropColumn('registration_number').execute();
}
