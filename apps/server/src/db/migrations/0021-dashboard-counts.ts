import { PostgresAdapter, sql, type Kysely } from 'kysely';

/**
 * The start page (`GET /api/dashboard`) in a few index lookups (issue 17, decision 026).
 *
 * `ash_waiting_requests`: the funeral company's accepted crematorium requests whose ashes wait for the client's
 * destination (the dashboard's card and `GET /api/crematorium-requests?ash=waiting`): the crematorium's record of
 * the request's cremation has an ash record, kept by that crematorium, still `in_storage`. One row per such
 * request, with the requesting organisation, kept by the database's triggers in the transaction of every write.
 * The dashboard counted them by following each of the company's accepted requests to its cremation and ash
 * record: 10–23 ms per request on SQLite for a company with 12,000 accepted requests; counting these rows over
 * their index is a short range scan.
 *
 * Whether a request belongs depends on three tables (the request's status and organisations, the cremation's
 * request, the ash record's cremation, organisation and status), so the triggers *recompute* the membership of
 * each request a write touches, as `billable_dossiers` does (migration 0018), rather than adding and subtracting:
 * exact by construction whatever the order of writes. A deleted request takes its row with it (foreign key).
 * - SQLite: row triggers; one writer at a time.
 * - PostgreSQL: row triggers (with `WHEN`, so unrelated writes skip them) that call one function per request.
 *   The function first locks the request row (`FOR NO KEY UPDATE`, which leaves the foreign keys' share locks
 *   alone), so two transactions that change the same request's membership recompute one after the other, and the
 *   later one's fresh statement snapshot (READ COMMITTED) sees the earlier one's committed writes.
 *
 * `billable_totals`: per organisation the number of `billable_dossiers` rows and the sums of their `excl` and
 * `incl` (the dashboard's billable card), kept by triggers on `billable_dossiers` (whose rows the triggers of
 * migration 0018 recompute: a delete and an insert per changed dossier). Adding up 5,000 rows cost 0.3 ms on
 * SQLite and 0.7 ms on PostgreSQL per start page. Integer sums, so adding and subtracting stays exact. The row is
 * made on an organisation's first billable dossier and stays (at 0). PostgreSQL: `INSERT … ON CONFLICT DO UPDATE`
 * (atomic under concurrent writes; one row per organisation, so no two rows to lock in opposite orders).
 *
 * `reservations_org_range_idx`: `(organization_id, starts_at, ends_at, status)`, so the dashboard's count of
 * today's and tomorrow's reservations reads the index only (a busy planner day has 300 of them, and the count
 * looks back a day for reservations that started earlier): half the time of reading each reservation's row.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/** Whether request `r` waits for its ashes' destination: the same condition as the list's `ash=waiting`. */
const waiting = `r.status = 'accepted' and exists (
        select 1 from cremations c
        join ash_records a on a.cremation_id = c.id
        where c.request_id = r.id and a.organization_id = r.provider_organization_id and a.status = 'in_storage')`;

const postgresStatements = [
  `create function ash_waiting_recompute(request text) returns void language plpgsql as $$
  begin
    if request is null then return; end if;
    perform 1 from crematorium_requests where id = request for no key update;
    delete from ash_waiting_requests where request_id = request;
    insert into ash_waiting_requests (request_id, organization_id)
    select r.id, r.requester_organization_id from crematorium_requests r where r.id = request and ${waiting};
  end $$`,
  `create function ash_waiting_requests_of_request() returns trigger language plpgsql as $$
  begin
    perform ash_waiting_recompute(new.id);
    return null;
  end $$`,
  `create function ash_waiting_requests_of_cremation() returns trigger language plpgsql as $$
  begin
    if tg_op <> 'INSERT' then perform ash_waiting_recompute(old.request_id); end if;
    if tg_op <> 'DELETE' then perform ash_waiting_recompute(new.request_id); end if;
    return null;
  end $$`,
  `create function ash_waiting_requests_of_record() returns trigger language plpgsql as $$
  begin
    if tg_op <> 'INSERT' then
      perform ash_waiting_recompute(c.request_id) from cremations c where c.id = old.cremation_id;
    end if;
    if tg_op <> 'DELETE' then
      perform ash_waiting_recompute(c.request_id) from cremations c where c.id = new.cremation_id;
    end if;
    return null;
  end $$`,
  `create trigger ash_waiting_requests_request_insert after insert on crematorium_requests for each row
    when (new.status = 'accepted') execute function ash_waiting_requests_of_request()`,
  `create trigger ash_waiting_requests_request_update after update on crematorium_requests for each row
    when (new.status is distinct from old.status
          or new.requester_organization_id is distinct from old.requester_organization_id
          or new.provider_organization_id is distinct from old.provider_organization_id)
    execute function ash_waiting_requests_of_request()`,
  `create trigger ash_waiting_requests_cremation_insert after insert on cremations for each row
    when (new.request_id is not null) execute function ash_waiting_requests_of_cremation()`,
  `create trigger ash_waiting_requests_cremation_update after update on cremations for each row
    when (old.request_id is distinct from new.request_id) execute function ash_waiting_requests_of_cremation()`,
  `create trigger ash_waiting_requests_cremation_delete after delete on cremations for each row
    when (old.request_id is not null) execute function ash_waiting_requests_of_cremation()`,
  `create trigger ash_waiting_requests_record_insert after insert on ash_records for each row
    when (new.cremation_id is not null) execute function ash_waiting_requests_of_record()`,
  `create trigger ash_waiting_requests_record_update after update on ash_records for each row
    when (old.cremation_id is distinct from new.cremation_id or old.status is distinct from new.status
          or old.organization_id is distinct from new.organization_id)
    execute function ash_waiting_requests_of_record()`,
  `create trigger ash_waiting_requests_record_delete after delete on ash_records for each row
    when (old.cremation_id is not null) execute function ash_waiting_requests_of_record()`,
];

/** SQLite: the requests whose ids `ids` selects, recomputed (their rows removed, those that wait put back). */
const sqliteRecompute = (ids: string) => `
    delete from ash_waiting_requests where request_id in (${ids});
    insert into ash_waiting_requests (request_id, organization_id)
    select r.id, r.requester_organization_id from crematorium_requests r where r.id in (${ids}) and ${waiting};`;

const sqliteTriggers = [
  `create trigger ash_waiting_requests_request_insert after insert on crematorium_requests
  when new.status = 'accepted' begin${sqliteRecompute('select new.id')}
  end`,
  `create trigger ash_waiting_requests_request_update
  after update of status, requester_organization_id, provider_organization_id on crematorium_requests
  when old.status is not new.status or old.requester_organization_id is not new.requester_organization_id
    or old.provider_organization_id is not new.provider_organization_id
  begin${sqliteRecompute('select new.id')}
  end`,
  `create trigger ash_waiting_requests_cremation_insert after insert on cremations
  when new.request_id is not null begin${sqliteRecompute('select new.request_id')}
  end`,
  `create trigger ash_waiting_requests_cremation_update after update of request_id on cremations
  when old.request_id is not new.request_id
  begin${sqliteRecompute('select old.request_id union select new.request_id')}
  end`,
  `create trigger ash_waiting_requests_cremation_delete after delete on cremations
  when old.request_id is not null begin${sqliteRecompute('select old.request_id')}
  end`,
  `create trigger ash_waiting_requests_record_insert after insert on ash_records
  when new.cremation_id is not null
  begin${sqliteRecompute('select request_id from cremations where id = new.cremation_id')}
  end`,
  `create trigger ash_waiting_requests_record_update
  after update of cremation_id, status, organization_id on ash_records
  when old.cremation_id is not new.cremation_id or old.status is not new.status
    or old.organization_id is not new.organization_id
  begin${sqliteRecompute('select request_id from cremations where id in (old.cremation_id, new.cremation_id)')}
  end`,
  `create trigger ash_waiting_requests_record_delete after delete on ash_records
  when old.cremation_id is not null
  begin${sqliteRecompute('select request_id from cremations where id = old.cremation_id')}
  end`,
];

const postgresTotalsStatements = [
  `create function billable_totals_changed() returns trigger language plpgsql as $$
  begin
    if tg_op <> 'INSERT' then
      update billable_totals
      set dossier_count = dossier_count - 1, excl = excl - old.excl, incl = incl - old.incl
      where organization_id = old.organization_id;
    end if;
    if tg_op <> 'DELETE' then
      insert into billable_totals (organization_id, dossier_count, excl, incl)
      values (new.organization_id, 1, new.excl, new.incl)
      on conflict (organization_id) do update set
        dossier_count = billable_totals.dossier_count + 1,
        excl = billable_totals.excl + excluded.excl,
        incl = billable_totals.incl + excluded.incl;
    end if;
    return null;
  end $$`,
  `create trigger billable_totals_insert after insert on billable_dossiers for each row
    execute function billable_totals_changed()`,
  `create trigger billable_totals_update after update on billable_dossiers for each row
    when (old.organization_id is distinct from new.organization_id or old.excl is distinct from new.excl
          or old.incl is distinct from new.incl)
    execute function billable_totals_changed()`,
  `create trigger billable_totals_delete after delete on billable_dossiers for each row
    execute function billable_totals_changed()`,
];

const sqliteTotalsAdd = `
    insert into billable_totals (organization_id, dossier_count, excl, incl)
    values (new.organization_id, 1, new.excl, new.incl)
    on conflict (organization_id) do update set
      dossier_count = dossier_count + 1, excl = excl + excluded.excl, incl = incl + excluded.incl;`;
/** An update, not an insert: a deleted organisation's cascade may have removed its row already. */
const sqliteTotalsRemove = `
    update billable_totals set dossier_count = dossier_count - 1, excl = excl - old.excl, incl = incl - old.incl
    where organization_id = old.organization_id;`;

const sqliteTotalsTriggers = [
  `create trigger billable_totals_insert after insert on billable_dossiers begin${sqliteTotalsAdd}
  end`,
  `create trigger billable_totals_update after update of organization_id, excl, incl on billable_dossiers
  when old.organization_id is not new.organization_id or old.excl is not new.excl or old.incl is not new.incl
  begin${sqliteTotalsRemove}${sqliteTotalsAdd}
  end`,
  `create trigger billable_totals_delete after delete on billable_dossiers begin${sqliteTotalsRemove}
  end`,
];

const TRIGGERS: [string, string][] = [
  ['ash_waiting_requests_request_insert', 'crematorium_requests'],
  ['ash_waiting_requests_request_update', 'crematorium_requests'],
  ['ash_waiting_requests_cremation_insert', 'cremations'],
  ['ash_waiting_requests_cremation_update', 'cremations'],
  ['ash_waiting_requests_cremation_delete', 'cremations'],
  ['ash_waiting_requests_record_insert', 'ash_records'],
  ['ash_waiting_requests_record_update', 'ash_records'],
  ['ash_waiting_requests_record_delete', 'ash_records'],
  ['billable_totals_insert', 'billable_dossiers'],
  ['billable_totals_update', 'billable_dossiers'],
  ['billable_totals_delete', 'billable_dossiers'],
];

export async function up(db: AnyDb): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('ash_waiting_requests')
    .addColumn('request_id', 'text', (c) =>
      c.primaryKey().references('crematorium_requests.id').onDelete('cascade'),
    )
    .addColumn('organization_id', 'text', (c) =>
      c.notNull().references('organizations.id').onDelete('cascade'),
    )
    .execute();
  await db.schema
    .createIndex('ash_waiting_requests_org_idx')
    .on('ash_waiting_requests')
    .columns(['organization_id', 'request_id'])
    .execute();
  // The requests that wait now, before the triggers follow every later write.
  await sql
    .raw(
      `insert into ash_waiting_requests (request_id, organization_id)
      select r.id, r.requester_organization_id from crematorium_requests r where ${waiting}`,
    )
    .execute(db);
  for (const statement of postgres ? postgresStatements : sqliteTriggers)
    await sql.raw(statement).execute(db);

  await db.schema
    .createTable('billable_totals')
    .addColumn('organization_id', 'text', (c) =>
      c.primaryKey().references('organizations.id').onDelete('cascade'),
    )
    .addColumn('dossier_count', 'integer', (c) => c.notNull())
    .addColumn('excl', 'bigint', (c) => c.notNull())
    .addColumn('incl', 'bigint', (c) => c.notNull())
    .execute();
  await sql`
    insert into billable_totals (organization_id, dossier_count, excl, incl)
    select organization_id, count(*), sum(excl), sum(incl) from billable_dossiers group by organization_id
  `.execute(db);
  for (const statement of postgres ? postgresTotalsStatements : sqliteTotalsTriggers) {
    await sql.raw(statement).execute(db);
  }

  await db.schema
    .createIndex('reservations_org_range_idx')
    .on('reservations')
    .columns(['organization_id', 'starts_at', 'ends_at', 'status'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema.dropIndex('reservations_org_range_idx').execute();
  for (const [trigger, table] of TRIGGERS) {
    await sql.raw(`drop trigger if exists ${trigger}${postgres ? ` on ${table}` : ''}`).execute(db);
  }
  if (postgres) {
    for (const fn of [
      'ash_waiting_requests_of_request()',
      'ash_waiting_requests_of_cremation()',
      'ash_waiting_requests_of_record()',
      'ash_waiting_recompute(text)',
      'billable_totals_changed()',
    ]) {
      await sql.raw(`drop function ${fn}`).execute(db);
    }
  }
  await db.schema.dropTable('billable_totals').execute();
  await db.schema.dropTable('ash_waiting_requests').execute();
}
