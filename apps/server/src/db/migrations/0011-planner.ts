import { PostgresAdapter, sql, type Kysely } from 'kysely';

/**
 * Places, reservations, the calendar feeds and broadcasts (issue 13).
 *
 * A reservation's `starts_at`/`ends_at` are instants (ISO-8601 UTC text, as every instant). Its busy interval is
 * the reservation widened by the place's preparation and clean-up times as they were when it was booked, kept in
 * whole minutes since the epoch (`busy_from_min`, `busy_until_min`; an int4 holds minutes until the year 6053):
 * two confirmed reservations of one place never have overlapping busy intervals (half-open, `[from, until)`).
 *
 * The service checks that rule under a lock on the place row (both databases), which names the other
 * reservation in its 409. On PostgreSQL an exclusion constraint holds it as well, whatever writes the table
 * (decision 016); it needs the `btree_gist` extension for the equality on `place_id`.
 *
 * A broadcast's access code is stored in plain text (it is shown again to the funeral director, who shares it);
 * the public page is found by `slug`, a random unguessable text, never by id.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Col = any;

export async function up(db: AnyDb): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const org = (c: Col) => c.notNull().references('organizations.id').onDelete('cascade');
  const user = (c: Col) => c.references('users.id').onDelete('set null');
  const sortText = postgres ? sql`text collate "C"` : 'text';

  await db.schema
    .createTable('places')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('organization_id', 'text', org)
    .addColumn('name', 'text', (c) => c.notNull())
    /** aula, coffee_room, condolence_room, viewing_room, mourning_room, cremation_oven, other */
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('location_name', 'text')
    .addColumn('street', 'text')
    .addColumn('house_number', 'text')
    .addColumn('house_number_addition', 'text')
    .addColumn('postcode', 'text')
    .addColumn('city', 'text')
    .addColumn('capacity', 'integer')
    /** `#rrggbb` */
    .addColumn('color', 'text', (c) => c.notNull())
    .addColumn('preparation_minutes', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('cleanup_minutes', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('broadcasting', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    /** The planner's order of places: location, then name (`nameSortKey`-style, case folded). */
    .addColumn('sort_name', sortText, (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_by', 'text', user)
    .addColumn('updated_by', 'text', user)
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('places_org_sort_idx')
    .on('places')
    .columns(['organization_id', 'sort_name'])
    .execute();

  await db.schema
    .createTable('reservations')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('organization_id', 'text', org)
    .addColumn('place_id', 'text', (c) => c.notNull().references('places.id').onDelete('cascade'))
    .addColumn('dossier_id', 'text', (c) => c.references('dossiers.id').onDelete('set null'))
    /** ceremony, condolence, wake, coffee, cremation, other */
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('notes', 'text')
    /** option, confirmed, cancelled */
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('starts_at', 'text', (c) => c.notNull())
    .addColumn('ends_at', 'text', (c) => c.notNull())
    .addColumn('busy_from_min', 'integer', (c) => c.notNull())
    .addColumn('busy_until_min', 'integer', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_by', 'text', user)
    .addColumn('updated_by', 'text', user)
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('reservations_org_starts_idx')
    .on('reservations')
    .columns(['organization_id', 'starts_at'])
    .execute();
  await db.schema
    .createIndex('reservations_place_busy_idx')
    .on('reservations')
    .columns(['place_id', 'busy_from_min', 'busy_until_min'])
    .execute();
  await db.schema
    .createIndex('reservations_dossier_idx')
    .on('reservations')
    .columns(['dossier_id', 'starts_at'])
    .execute();
  if (postgres) {
    // In `public`, so dropping another schema (tests use one per run) never takes the extension, and with it this
    // constraint, along; under a lock, so two databases' migrations at once do not both try to create it.
    await sql`select pg_advisory_xact_lock(hashtext('afscheid:btree_gist'))`.execute(db);
    await sql`create extension if not exists btree_gist with schema public`.execute(db);
    await sql`
      alter table reservations add constraint reservations_confirmed_no_overlap
      exclude using gist (place_id with =, int4range(busy_from_min, busy_until_min) with &&)
      where (status = 'confirmed')
    `.execute(db);
  } else {
    // SQLite has no exclusion constraints: triggers hold the same rule under the same name.
    for (const event of ['insert', 'update']) {
      await sql.raw(`
        create trigger reservations_confirmed_no_overlap_${event} before ${event} on reservations
        when new.status = 'confirmed'
        begin
          select raise(abort, 'reservations_confirmed_no_overlap')
          where exists (
            select 1 from reservations other
            where other.place_id = new.place_id and other.status = 'confirmed' and other.id <> new.id
              and other.busy_from_min < new.busy_until_min and new.busy_from_min < other.busy_until_min
          );
        end
      `).execute(db);
    }
  }

  await db.schema
    .createTable('calendar_feeds')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('organization_id', 'text', org)
    /** null: the organisation's feed of every place; otherwise the feed of one place. */
    .addColumn('place_id', 'text', (c) => c.references('places.id').onDelete('cascade'))
    /** SHA-256 (hex) of the secret token in the URL; the token itself is kept only to show the URL again. */
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('token', 'text', (c) => c.notNull())
    .addColumn('created_by', 'text', user)
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  // One feed per organisation and per place (the organisation's own feed has place_id null: a partial index).
  await sql`create unique index calendar_feeds_org_unique on calendar_feeds (organization_id) where place_id is null`.execute(
    db,
  );
  await db.schema
    .createIndex('calendar_feeds_place_unique')
    .on('calendar_feeds')
    .column('place_id')
    .unique()
    .execute();

  await db.schema
    .createTable('broadcasts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('organization_id', 'text', org)
    .addColumn('place_id', 'text', (c) => c.notNull().references('places.id').onDelete('cascade'))
    .addColumn('reservation_id', 'text', (c) => c.references('reservations.id').onDelete('set null'))
    .addColumn('dossier_id', 'text', (c) => c.references('dossiers.id').onDelete('set null'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('starts_at', 'text', (c) => c.notNull())
    .addColumn('ends_at', 'text', (c) => c.notNull())
    .addColumn('stream_url', 'text', (c) => c.notNull())
    .addColumn('access_code', 'text', (c) => c.notNull())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('available_until', 'text')
    /** scheduled, live, ended, cancelled */
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_by', 'text', user)
    .addColumn('updated_by', 'text', user)
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('broadcasts_place_starts_idx')
    .on('broadcasts')
    .columns(['place_id', 'starts_at'])
    .execute();
  await db.schema.createIndex('broadcasts_dossier_idx').on('broadcasts').column('dossier_id').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('broadcasts').execute();
  await db.schema.dropTable('calendar_feeds').execute();
  await db.schema.dropTable('reservations').execute();
  await db.schema.dropTable('places').execute();
}
