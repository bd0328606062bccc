import { PostgresAdapter, sql, type Kysely } from 'kysely';
import {
  createListRevisionTriggers,
  dropListRevisionTriggers,
  type ListRevisionSource,
} from './0025-list-revisions.ts';

/**
 * The revision scopes the start page (`GET /api/dashboard`) is kept under besides the lists' (issue 17, decision
 * 044), bumped as migration 0025's by the database in the transaction of every insert, update or delete:
 * - `tasks:<organisation>` — the tasks (the member's open and overdue tasks);
 * - `billable:<organisation>` — `billable_totals`, which the triggers of migrations 0018 and 0021 keep (a
 *   trigger on a table the database itself writes: SQLite and PostgreSQL fire it for those writes too);
 * - `ash-waiting:<organisation>` — `ash_waiting_requests` (migration 0021), likewise;
 * - `cremations:<organisation>` — the crematorium's cremations (today's);
 * - `ash-places:<organisation>` — the ash places (terms ending);
 * - `suppliers:<organisation>` — the suppliers (per status);
 * - `budget-lines-of:<organisation>` — every budget line of the organisation (the billable dossiers list shows
 *   the lines' count and amounts per debtor; `budget-lines:<dossier>` of migration 0020 is one dossier's);
 * - and an event of a crematorium request's timeline bumps `crematorium-requests:` of both organisations of the
 *   request (the recent events card; an event is written with its request, but the scope must not rely on it).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

const sources: readonly ListRevisionSource[] = [
  { name: 'tasks', table: 'tasks', prefix: 'tasks', column: 'organization_id' },
  { name: 'billable_totals', table: 'billable_totals', prefix: 'billable', column: 'organization_id' },
  {
    name: 'ash_waiting_requests',
    table: 'ash_waiting_requests',
    prefix: 'ash-waiting',
    column: 'organization_id',
  },
  { name: 'cremations', table: 'cremations', prefix: 'cremations', column: 'organization_id' },
  { name: 'ash_places', table: 'ash_places', prefix: 'ash-places', column: 'organization_id' },
  { name: 'suppliers', table: 'suppliers', prefix: 'suppliers', column: 'organization_id' },
  { name: 'budget_lines', table: 'budget_lines', prefix: 'budget-lines-of', column: 'organization_id' },
];

const EVENTS = ['insert', 'update', 'delete'] as const;
const eventTrigger = (event: string) => `response_revisions_request_events_${event}`;

/** Both organisations of request `request` (an SQL expression), as `crematorium-requests:` scopes. */
const requestScopes = (request: string) => `
      select 'crematorium-requests:' || requester_organization_id as scope from crematorium_requests
      where id = ${request}
      union
      select 'crematorium-requests:' || provider_organization_id from crematorium_requests where id = ${request}`;

const sqliteStatements = EVENTS.map(
  (event) => `create trigger ${eventTrigger(event)} after ${event} on crematorium_request_events
  begin
    insert into response_revisions (scope, revision)
    select scope, 1 from (${requestScopes(event === 'delete' ? 'old.request_id' : 'new.request_id')}) where true
    on conflict (scope) do update set revision = revision + 1;
  end`,
);

const postgresStatements = [
  `create function response_revisions_request_events() returns trigger language plpgsql as $$
  declare
    request text;
    target text;
  begin
    if tg_op = 'DELETE' then
      request := old.request_id;
    else
      request := new.request_id;
    end if;
    for target in select scope from (${requestScopes('request')}) scopes order by 1
    loop
      perform response_revisions_bump(target);
    end loop;
    return null;
  end $$`,
  ...EVENTS.map(
    (event) => `create constraint trigger ${eventTrigger(event)} after ${event} on crematorium_request_events
  deferrable initially deferred for each row execute function response_revisions_request_events()`,
  ),
];

export async function up(db: AnyDb): Promise<void> {
  await createListRevisionTriggers(db, sources);
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  for (const statement of postgres ? postgresStatements : sqliteStatements) {
    await sql.raw(statement).execute(db);
  }
}

export async function down(db: AnyDb): Promise<void> {
  await dropListRevisionTriggers(db, sources);
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  for (const event of EVENTS) {
    await sql
      .raw(`drop trigger ${eventTrigger(event)}${postgres ? ' on crematorium_request_events' : ''}`)
      .execute(db);
  }
  if (postgres) await sql.raw('drop function response_revisions_request_events()').execute(db);
}
