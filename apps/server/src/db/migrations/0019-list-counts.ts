import { PostgresAdapter, sql, type Kysely } from 'kysely';

/**
 * `ash_record_counts`: the number of ash records per organisation and stored status, kept exact by the database
 * itself in the transaction of every write of `ash_records` (issue 17). The `/ash` list without filters, or
 * filtered by status only, reads its total from these few rows instead of counting 50,000 records per request
 * (`count(*)` over the status index: 5–50 ms on SQLite per request at 50,000 records). Other filters and searches
 * count at most 1,001 matches (`meta.total_capped`).
 *
 * Triggers rather than the services, as `dossier_counts` (migration 0017): a record made by a cremation, entered
 * by hand or by a bench's seed, a status recomputed from its destinations, an organisation deleted with its
 * records, all keep the count without having to remember it. A row is made on the first record of a status and
 * stays (at 0).
 * - SQLite: row triggers; one writer at a time, so the read-modify-write of a row is safe.
 * - PostgreSQL: `INSERT … ON CONFLICT DO UPDATE` (atomic under concurrent writes). Inserts and deletes are
 *   statement triggers over the transition tables (a seed of 500 records per statement updates each count once);
 *   an update is a row trigger that runs only when the status or the organisation changes, and changes the two
 *   rows in status order, so two status changes cannot lock them in opposite orders.
 *
 * `crematorium_request_counts`: the same for crematorium requests, per organisation, side (`requester`: the
 * funeral company that sent it, `provider`: the crematorium) and status. The incoming list reads its total and how many wait for the crematorium from it instead of counting
 * 20,000 requests per request. The provider's list leaves drafts out when it adds the rows up.
 *
 * Also the `/ash` list's sort orders as whole index orders, the id (the tie-break of every sort) included:
 * `(organization_id, cremated_on, id)` and `(organization_id, status, cremated_on, id)` replace the indexes
 * without the id, and `(organization_id, search_name, id)` is new (sorted by name, the list read and sorted
 * every record of the organisation). An index that gives the whole order of a page is the one SQLite takes
 * whatever its statistics say: with ANALYZE run at some other moment, the old indexes lost to any index without
 * statistics, and a first page sorted 50,000 records (190–270 ms against 0.3–2 ms).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

const postgresStatements = [
  `create function ash_record_counts_inserted() returns trigger language plpgsql as $$
  begin
    insert into ash_record_counts (organization_id, status, count)
    select organization_id, status, count(*) from new_rows
    group by organization_id, status order by organization_id, status
    on conflict (organization_id, status) do update set count = ash_record_counts.count + excluded.count;
    return null;
  end $$`,
  `create function ash_record_counts_deleted() returns trigger language plpgsql as $$
  begin
    update ash_record_counts c set count = c.count - gone.n
    from (select organization_id, status, count(*) as n from old_rows group by organization_id, status) gone
    where c.organization_id = gone.organization_id and c.status = gone.status;
    return null;
  end $$`,
  `create function ash_record_counts_updated() returns trigger language plpgsql as $$
  begin
    insert into ash_record_counts (organization_id, status, count)
    select organization_id, status, sum(delta) from (
      select old.organization_id, old.status, -1 as delta
      union all
      select new.organization_id, new.status, 1 as delta
    ) change
    group by organization_id, status having sum(delta) <> 0 order by organization_id, status
    on conflict (organization_id, status) do update set count = ash_record_counts.count + excluded.count;
    return null;
  end $$`,
  `create trigger ash_record_counts_insert after insert on ash_records
    referencing new table as new_rows for each statement execute function ash_record_counts_inserted()`,
  `create trigger ash_record_counts_delete after delete on ash_records
    referencing old table as old_rows for each statement execute function ash_record_counts_deleted()`,
  `create trigger ash_record_counts_update after update on ash_records for each row
    when (old.status is distinct from new.status or old.organization_id is distinct from new.organization_id)
    execute function ash_record_counts_updated()`,
];

/** Requests: a row per side of each request (the provider's only once it has one). */
const requestSides = (rows: string) => `
      select requester_organization_id as organization_id, 'requester' as side, status from ${rows}
      union all
      select provider_organization_id, 'provider', status from ${rows} where provider_organization_id is not null`;

const postgresRequestStatements = [
  `create function crematorium_request_counts_inserted() returns trigger language plpgsql as $$
  begin
    insert into crematorium_request_counts (organization_id, side, status, count)
    select organization_id, side, status, count(*) from (${requestSides('new_rows')}) sides
    group by organization_id, side, status order by organization_id, side, status
    on conflict (organization_id, side, status)
    do update set count = crematorium_request_counts.count + excluded.count;
    return null;
  end $$`,
  `create function crematorium_request_counts_deleted() returns trigger language plpgsql as $$
  begin
    update crematorium_request_counts c set count = c.count - gone.n
    from (select organization_id, side, status, count(*) as n from (${requestSides('old_rows')}) sides
          group by organization_id, side, status) gone
    where c.organization_id = gone.organization_id and c.side = gone.side and c.status = gone.status;
    return null;
  end $$`,
  `create function crematorium_request_counts_updated() returns trigger language plpgsql as $$
  begin
    insert into crematorium_request_counts (organization_id, side, status, count)
    select organization_id, side, status, sum(delta) from (
      select old.requester_organization_id as organization_id, 'requester' as side, old.status, -1 as delta
      union all
      select old.provider_organization_id, 'provider', old.status, -1 where old.provider_organization_id is not null
      union all
      select new.requester_organization_id, 'requester', new.status, 1
      union all
      select new.provider_organization_id, 'provider', new.status, 1 where new.provider_organization_id is not null
    ) change
    group by organization_id, side, status having sum(delta) <> 0 order by organization_id, side, status
    on conflict (organization_id, side, status)
    do update set count = crematorium_request_counts.count + excluded.count;
    return null;
  end $$`,
  `create trigger crematorium_request_counts_insert after insert on crematorium_requests
    referencing new table as new_rows for each statement execute function crematorium_request_counts_inserted()`,
  `create trigger crematorium_request_counts_delete after delete on crematorium_requests
    referencing old table as old_rows for each statement execute function crematorium_request_counts_deleted()`,
  `create trigger crematorium_request_counts_update after update on crematorium_requests for each row
    when (old.status is distinct from new.status
          or old.requester_organization_id is distinct from new.requester_organization_id
          or old.provider_organization_id is distinct from new.provider_organization_id)
    execute function crematorium_request_counts_updated()`,
];

const sqliteRequestAdd = `
    insert into crematorium_request_counts (organization_id, side, status, count)
    values (new.requester_organization_id, 'requester', new.status, 1)
    on conflict (organization_id, side, status) do update set count = count + 1;
    insert into crematorium_request_counts (organization_id, side, status, count)
    select new.provider_organization_id, 'provider', new.status, 1 where new.provider_organization_id is not null
    on conflict (organization_id, side, status) do update set count = count + 1;`;
const sqliteRequestRemove = `
    update crematorium_request_counts set count = count - 1
    where organization_id = old.requester_organization_id and side = 'requester' and status = old.status;
    update crematorium_request_counts set count = count - 1
    where organization_id = old.provider_organization_id and side = 'provider' and status = old.status;`;

const sqliteRequestTriggers = [
  `create trigger crematorium_request_counts_insert after insert on crematorium_requests begin${sqliteRequestAdd}
  end`,
  `create trigger crematorium_request_counts_delete after delete on crematorium_requests begin${sqliteRequestRemove}
  end`,
  `create trigger crematorium_request_counts_update
  after update of status, requester_organization_id, provider_organization_id on crematorium_requests
  when old.status is not new.status or old.requester_organization_id is not new.requester_organization_id
    or old.provider_organization_id is not new.provider_organization_id
  begin${sqliteRequestRemove}${sqliteRequestAdd}
  end`,
];

/**
 * SQLite: one more for the new row's organisation and status (made on the first of a status), one less for the
 * old row's (an update, not an insert, so the cascade of a deleted organisation, which may have removed the row
 * already, inserts nothing).
 */
const sqliteAdd = `
    insert into ash_record_counts (organization_id, status, count)
    values (new.organization_id, new.status, 1)
    on conflict (organization_id, status) do update set count = count + 1;`;
const sqliteRemove = `
    update ash_record_counts set count = count - 1
    where organization_id = old.organization_id and status = old.status;`;

const sqliteTriggers = [
  `create trigger ash_record_counts_insert after insert on ash_records begin${sqliteAdd}
  end`,
  `create trigger ash_record_counts_delete after delete on ash_records begin${sqliteRemove}
  end`,
  `create trigger ash_record_counts_update after update of status, organization_id on ash_records
  when old.status is not new.status or old.organization_id is not new.organization_id
  begin${sqliteRemove}${sqliteAdd}
  end`,
];

export async function up(db: AnyDb): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('ash_record_counts')
    .addColumn('organization_id', 'text', (c) =>
      c.notNull().references('organizations.id').onDelete('cascade'),
    )
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('ash_record_counts_pk', ['organization_id', 'status'])
    .execute();
  // The records there are now, before the triggers count every later write.
  await sql`
    insert into ash_record_counts (organization_id, status, count)
    select organization_id, status, count(*) from ash_records group by organization_id, status
  `.execute(db);
  for (const statement of postgres ? postgresStatements : sqliteTriggers)
    await sql.raw(statement).execute(db);

  await db.schema
    .createTable('crematorium_request_counts')
    .addColumn('organization_id', 'text', (c) =>
      c.notNull().references('organizations.id').onDelete('cascade'),
    )
    .addColumn('side', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('crematorium_request_counts_pk', ['organization_id', 'side', 'status'])
    .execute();
  await sql
    .raw(
      `insert into crematorium_request_counts (organization_id, side, status, count)
      select organization_id, side, status, count(*) from (${requestSides('crematorium_requests')}) sides
      group by organization_id, side, status`,
    )
    .execute(db);
  for (const statement of postgres ? postgresRequestStatements : sqliteRequestTriggers) {
    await sql.raw(statement).execute(db);
  }

  await db.schema.dropIndex('ash_records_org_cremated_idx').execute();
  await db.schema.dropIndex('ash_records_org_status_idx').execute();
  await db.schema
    .createIndex('ash_records_org_cremated_idx')
    .on('ash_records')
    .columns(['organization_id', 'cremated_on', 'id'])
    .execute();
  await db.schema
    .createIndex('ash_records_org_status_idx')
    .on('ash_records')
    .columns(['organization_id', 'status', 'cremated_on', 'id'])
    .execute();
  await db.schema
    .createIndex('ash_records_org_name_idx')
    .on('ash_records')
    .columns(['organization_id', 'search_name', 'id'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema.dropIndex('ash_records_org_name_idx').execute();
  await db.schema.dropIndex('ash_records_org_cremated_idx').execute();
  await db.schema.dropIndex('ash_records_org_status_idx').execute();
  await db.schema
    .createIndex('ash_records_org_cremated_idx')
    .on('ash_records')
    .columns(['organization_id', 'cremated_on'])
    .execute();
  await db.schema
    .createIndex('ash_records_org_status_idx')
    .on('ash_records')
    .columns(['organization_id', 'status', 'cremated_on'])
    .execute();
  for (const trigger of [
    'crematorium_request_counts_insert',
    'crematorium_request_counts_delete',
    'crematorium_request_counts_update',
  ]) {
    await sql.raw(`drop trigger ${trigger}${postgres ? ' on crematorium_requests' : ''}`).execute(db);
  }
  if (postgres) {
    for (const fn of [
      'crematorium_request_counts_inserted',
      'crematorium_request_counts_deleted',
      'crematorium_request_counts_updated',
    ]) {
      await sql.raw(`drop function ${fn}()`).execute(db);
    }
  }
  await db.schema.dropTable('crematorium_request_counts').execute();
  for (const trigger of [
    'ash_record_counts_insert',
    'ash_record_counts_delete',
    'ash_record_counts_update',
  ]) {
    await sql.raw(`drop trigger ${trigger}${postgres ? ' on ash_records' : ''}`).execute(db);
  }
  if (postgres) {
    for (const fn of [
      'ash_record_counts_inserted',
      'ash_record_counts_deleted',
      'ash_record_counts_updated',
    ]) {
      await sql.raw(`drop function ${fn}()`).execute(db);
    }
  }
  await db.schema.dropTable('ash_record_counts').execute();
}
