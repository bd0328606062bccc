import { PostgresAdapter, sql, type Kysely } from 'kysely';

/**
 * Revision scopes for the capped counts of the /ash list and the crematorium requests list (issue 17, decision
 * 032), in `response_revisions` (migration 0020): the database bumps them in the transaction of every write of
 * the counted rows, and `cappedCount` keeps a search's or a filter's count under its scope's revision.
 *
 * - `ash-records:<organisation>` — any insert, update or delete of the organisation's ash records (every filter
 *   of the list reads only `ash_records`' own columns).
 * - `crematorium-requests:<organisation>` — any insert, update or delete of a request, for the requesting and
 *   for the providing organisation (each side lists its own; the `ash=waiting` filter, which reads cremations
 *   and ash records as well, is not kept).
 *
 * As in migration 0020: SQLite row triggers; PostgreSQL constraint triggers deferred to the commit, bumping each
 * scope once per transaction through `response_revisions_row(prefix, column)`.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

const sources = [
  { name: 'ash_records', table: 'ash_records', prefix: 'ash-records', column: 'organization_id' },
  {
    name: 'requests_provider',
    table: 'crematorium_requests',
    prefix: 'crematorium-requests',
    column: 'provider_organization_id',
  },
  {
    name: 'requests_requester',
    table: 'crematorium_requests',
    prefix: 'crematorium-requests',
    column: 'requester_organization_id',
  },
] as const;

const EVENTS = ['insert', 'update', 'delete'] as const;

/** A table whose every write bumps `<prefix>:<the row's column>` (migration 0026 adds one more). */
export type ListRevisionSource = { name: string; table: string; prefix: string; column: string };

const triggerName = ({ name }: ListRevisionSource, event: string) => `list_revisions_${name}_${event}`;

const sqliteBump = (scope: string) => `
    insert into response_revisions (scope, revision) values (${scope}, 1)
    on conflict (scope) do update set revision = revision + 1;`;

function sqliteTriggers(of: readonly ListRevisionSource[]): string[] {
  return of.flatMap((source) =>
    EVENTS.map((event) => {
      const scope = (row: string) => `'${source.prefix}:' || ${row}.${source.column}`;
      const body =
        event === 'insert'
          ? sqliteBump(scope('new'))
          : event === 'delete'
            ? sqliteBump(scope('old'))
            : // The old scope, and the new one when the row moved to another organisation.
              `${sqliteBump(scope('old'))}
    insert into response_revisions (scope, revision)
    select ${scope('new')}, 1 where ${scope('new')} is not ${scope('old')}
    on conflict (scope) do update set revision = revision + 1;`;
      return `create trigger ${triggerName(source, event)} after ${event} on ${source.table}
  begin${body}
  end`;
    }),
  );
}

function postgresTriggers(of: readonly ListRevisionSource[]): string[] {
  return of.flatMap((source) =>
    EVENTS.map(
      (event) => `create constraint trigger ${triggerName(source, event)} after ${event} on ${source.table}
  deferrable initially deferred for each row
  execute function response_revisions_row('${source.prefix}', '${source.column}')`,
    ),
  );
}

/** Creates the triggers of `of` (SQLite row triggers, PostgreSQL constraint triggers deferred to the commit). */
export async function createListRevisionTriggers(
  db: AnyDb,
  of: readonly ListRevisionSource[],
): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  for (const statement of postgres ? postgresTriggers(of) : sqliteTriggers(of)) {
    await sql.raw(statement).execute(db);
  }
}

/** Drops the triggers `createListRevisionTriggers` made for `of`. */
export async function dropListRevisionTriggers(db: AnyDb, of: readonly ListRevisionSource[]): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  for (const source of of) {
    for (const event of EVENTS) {
      await sql
        .raw(`drop trigger ${triggerName(source, event)}${postgres ? ` on ${source.table}` : ''}`)
        .execute(db);
    }
  }
}

export const up = (db: AnyDb): Promise<void> => createListRevisionTriggers(db, sources);

export const down = (db: AnyDb): Promise<void> => dropListRevisionTriggers(db, sources);
