import { PostgresAdapter, sql, type Kysely } from 'kysely';

/**
 * `response_revisions`: a counter per scope that the database bumps in the transaction of every write that can
 * change a cached answer (issue 17, decision 025). The planner's week (`GET /api/reservations`, 2,000 rows, 1.1 MB)
 * and a dossier's budget (`GET /api/dossiers/{id}/budget`) are served from an in-process cache keyed by these
 * revisions, read per request: an unchanged revision means an unchanged answer, also with several app servers on
 * one PostgreSQL (each reads the revision from the database, none trusts its own memory).
 *
 * Scopes (a missing row is revision 0; rows are made by the first bump and never removed):
 * - `planner:<organisation>` — what the reservation list shows: the organisation's reservations (any column),
 *   its places (any column; the list shows and sorts by them, filters by location), and the dossiers its
 *   reservations name (number, deceased's names, soft delete), bumped for every organisation with a reservation
 *   of that dossier. A dossier's hard delete and a place's delete reach the reservations through their foreign
 *   keys (set null, cascade), whose changes fire the reservations' triggers on both databases.
 * - `budget-lines:<dossier>` — the dossier's budget lines (any column, both dossiers when a line moves).
 * - `budget:<organisation>` — what every budget of the organisation shows besides its lines: the budget sections,
 *   and the articles, debtors and invoices the lines name (any change of those rows; an article or debtor is only
 *   named by lines of its own organisation).
 * - `users` — the names of users (a reservation's creator, a line's last editor). One scope for all: a user
 *   belongs to several organisations and may have left the one whose records name them; a name changes rarely.
 * Over-bumping only costs a rebuild; a missed write would serve a stale answer, so the triggers are on the
 * tables, not in the services (a migration's, a seed's or a cascade's write bumps too).
 *
 * - SQLite: row triggers (one writer at a time, so no lock order to mind).
 * - PostgreSQL: constraint triggers deferred to the commit (`DEFERRABLE INITIALLY DEFERRED`), each bumping with
 *   `INSERT … ON CONFLICT DO UPDATE` once per scope and transaction (`response_revisions_bump` skips a row the
 *   transaction wrote already, so a seed's 50,000 reservations bump once). At commit the revision row is the last
 *   lock a writer takes and it is held only for the commit: with the bump at the write, a request's acceptance
 *   that books two places would hold the revision while it waits for the second place's lock, and a booking of
 *   that place, holding it, would wait for the revision (a deadlock). The dossiers' and users' triggers have a
 *   `WHEN` that leaves out the columns no cached answer shows (a section save does not bump).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

type Source = {
  table: string;
  /** The scope of a row is `<prefix>:<the row's column>`. */
  prefix: string;
  column: string;
  /** Which writes change an answer (an insert of an article, say, is named by no line yet). */
  events: readonly ('insert' | 'update' | 'delete')[];
};

const ALL = ['insert', 'update', 'delete'] as const;

/** Tables whose own rows decide the scope; every write of the listed kinds bumps it. */
const sources: readonly Source[] = [
  { table: 'reservations', prefix: 'planner', column: 'organization_id', events: ALL },
  { table: 'places', prefix: 'planner', column: 'organization_id', events: ['update', 'delete'] },
  { table: 'budget_lines', prefix: 'budget-lines', column: 'dossier_id', events: ALL },
  { table: 'budget_sections', prefix: 'budget', column: 'organization_id', events: ALL },
  { table: 'articles', prefix: 'budget', column: 'organization_id', events: ['update', 'delete'] },
  { table: 'debtors', prefix: 'budget', column: 'organization_id', events: ['update', 'delete'] },
  { table: 'invoices', prefix: 'budget', column: 'organization_id', events: ALL },
];

/** The scope of a source's row as an SQL expression over the row alias `row` (`new`, `old`). */
const scopeOf = ({ prefix, column }: Source, row: string) => `'${prefix}:' || ${row}.${column}`;

/** The dossier columns a reservation shows (`reservationsWithNames`). */
const DOSSIER_COLUMNS = [
  'number',
  'deceased_first_names',
  'deceased_name_prefix',
  'deceased_last_name',
  'deleted_at',
] as const;

const sqliteBump = (scope: string) => `
    insert into response_revisions (scope, revision) values (${scope}, 1)
    on conflict (scope) do update set revision = revision + 1;`;

/** The planner scopes of the organisations with a reservation of dossier `id` (the index `reservations_dossier_idx`). */
const sqliteBumpDossierPlanners = (id: string) => `
    insert into response_revisions (scope, revision)
    select distinct 'planner:' || organization_id, 1 from reservations where dossier_id = ${id}
    on conflict (scope) do update set revision = revision + 1;`;

function sqliteTriggers(): string[] {
  const statements: string[] = [];
  for (const source of sources) {
    const { table, events } = source;
    const scope = (row: string) => scopeOf(source, row);
    for (const event of events) {
      const body =
        event === 'insert'
          ? sqliteBump(scope('new'))
          : event === 'delete'
            ? sqliteBump(scope('old'))
            : // The old scope, and the new one when the row moved (an organisation or a dossier changed).
              `${sqliteBump(scope('old'))}
    insert into response_revisions (scope, revision)
    select ${scope('new')}, 1 where ${scope('new')} is not ${scope('old')}
    on conflict (scope) do update set revision = revision + 1;`;
      statements.push(`create trigger response_revisions_${table}_${event} after ${event} on ${table}
  begin${body}
  end`);
    }
  }
  const changed = DOSSIER_COLUMNS.map((column) => `old.${column} is not new.${column}`).join(' or ');
  statements.push(`create trigger response_revisions_dossiers_update
  after update of ${DOSSIER_COLUMNS.join(', ')} on dossiers when ${changed}
  begin${sqliteBumpDossierPlanners('new.id')}
  end`);
  statements.push(`create trigger response_revisions_users_update after update of name on users
  when old.name is not new.name
  begin${sqliteBump(`'users'`)}
  end`);
  statements.push(`create trigger response_revisions_users_delete after delete on users
  begin${sqliteBump(`'users'`)}
  end`);
  return statements;
}

const postgresFunctions = [
  // Bumps a scope once per transaction: a row already written by this transaction (its `xmin` is the
  // transaction's id) is left alone, so a seed's 50,000 rows bump once. Only called from the deferred triggers,
  // which run at commit, outside any savepoint.
  `create function response_revisions_bump(target text) returns void language plpgsql as $$
  begin
    insert into response_revisions (scope, revision) values (target, 1)
    on conflict (scope) do update set revision = response_revisions.revision + 1
    where response_revisions.xmin::text <> (pg_current_xact_id()::text::bigint % 4294967296)::text;
  end $$`,
  // A source's row: the scope of the row before and after the write (arguments: prefix, column).
  `create function response_revisions_row() returns trigger language plpgsql as $$
  begin
    if tg_op <> 'DELETE' then
      perform response_revisions_bump(tg_argv[0] || ':' || (to_jsonb(new) ->> tg_argv[1]));
    end if;
    if tg_op <> 'INSERT' then
      perform response_revisions_bump(tg_argv[0] || ':' || (to_jsonb(old) ->> tg_argv[1]));
    end if;
    return null;
  end $$`,
  `create function response_revisions_dossier() returns trigger language plpgsql as $$
  declare
    target text;
  begin
    for target in
      select distinct 'planner:' || organization_id from reservations where dossier_id = new.id order by 1
    loop
      perform response_revisions_bump(target);
    end loop;
    return null;
  end $$`,
  `create function response_revisions_users() returns trigger language plpgsql as $$
  begin
    perform response_revisions_bump('users');
    return null;
  end $$`,
];

/**
 * PostgreSQL: constraint triggers deferred to the commit. The revision row is then locked last and only for the
 * commit itself: a booking locks its place and then the revision, and a request's acceptance that books two
 * places would otherwise hold the revision while it waits for the second place (a deadlock with a booking of
 * that place). Row triggers (constraint triggers cannot be statement triggers); the bump is once per scope and
 * transaction.
 */
function postgresStatements(): string[] {
  const statements = [...postgresFunctions];
  const deferred = 'deferrable initially deferred for each row';
  for (const { table, prefix, column, events } of sources) {
    for (const event of events) {
      statements.push(`create constraint trigger response_revisions_${table}_${event} after ${event} on ${table}
  ${deferred} execute function response_revisions_row('${prefix}', '${column}')`);
    }
  }
  const changed = DOSSIER_COLUMNS.map((column) => `old.${column} is distinct from new.${column}`).join(
    ' or ',
  );
  statements.push(`create constraint trigger response_revisions_dossiers_update after update on dossiers
  ${deferred} when (${changed}) execute function response_revisions_dossier()`);
  statements.push(`create constraint trigger response_revisions_users_update after update on users
  ${deferred} when (old.name is distinct from new.name) execute function response_revisions_users()`);
  statements.push(`create constraint trigger response_revisions_users_delete after delete on users
  ${deferred} execute function response_revisions_users()`);
  return statements;
}

/** Every trigger of this migration, with its table. */
function triggers(): { name: string; table: string }[] {
  const list = sources.flatMap(({ table, events }) =>
    events.map((event) => ({ name: `response_revisions_${table}_${event}`, table })),
  );
  list.push({ name: 'response_revisions_dossiers_update', table: 'dossiers' });
  list.push({ name: 'response_revisions_users_update', table: 'users' });
  list.push({ name: 'response_revisions_users_delete', table: 'users' });
  return list;
}

export async function up(db: AnyDb): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('response_revisions')
    .addColumn('scope', 'text', (c) => c.primaryKey())
    .addColumn('revision', 'integer', (c) => c.notNull())
    .execute();
  for (const statement of postgres ? postgresStatements() : sqliteTriggers()) {
    await sql.raw(statement).execute(db);
  }
}

export async function down(db: AnyDb): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  for (const { name, table } of triggers()) {
    await sql.raw(`drop trigger ${name}${postgres ? ` on ${table}` : ''}`).execute(db);
  }
  if (postgres) {
    for (const name of [
      'response_revisions_row()',
      'response_revisions_dossier()',
      'response_revisions_users()',
    ]) {
      await sql.raw(`drop function ${name}`).execute(db);
    }
    await sql.raw('drop function response_revisions_bump(text)').execute(db);
  }
  await db.schema.dropTable('response_revisions').execute();
}
