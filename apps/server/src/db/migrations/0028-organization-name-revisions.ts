import { PostgresAdapter, sql, type Kysely } from 'kysely';

/**
 * The revision scope `organization-names` (issue 17): bumped by the database when any organisation's name changes
 * or an organisation is deleted, as migration 0020's `users` scope is for users' names. The crematorium requests
 * list names the other party of each request, so its answers are kept under this scope and the side's
 * `crematorium-requests:<organisation>` (decision 043). One scope for all: a list names many organisations.
 * SQLite: row triggers; PostgreSQL: constraint triggers deferred to the commit, through 0020's
 * `response_revisions_bump`.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

const SCOPE = 'organization-names';
const sqliteBump = `
    insert into response_revisions (scope, revision) values ('${SCOPE}', 1)
    on conflict (scope) do update set revision = revision + 1;`;

const sqliteStatements = [
  `create trigger response_revisions_organization_names_update after update of name on organizations
  when old.name is not new.name
  begin${sqliteBump}
  end`,
  `create trigger response_revisions_organization_names_delete after delete on organizations
  begin${sqliteBump}
  end`,
];

const deferred = 'deferrable initially deferred for each row';
const postgresStatements = [
  `create function response_revisions_organization_names() returns trigger language plpgsql as $$
  begin
    perform response_revisions_bump('${SCOPE}');
    return null;
  end $$`,
  `create constraint trigger response_revisions_organization_names_update after update on organizations
  ${deferred} when (old.name is distinct from new.name) execute function response_revisions_organization_names()`,
  `create constraint trigger response_revisions_organization_names_delete after delete on organizations
  ${deferred} execute function response_revisions_organization_names()`,
];

export async function up(db: AnyDb): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  for (const statement of postgres ? postgresStatements : sqliteStatements) {
    await sql.raw(statement).execute(db);
  }
}

export async function down(db: AnyDb): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  for (const name of ['update', 'delete']) {
    await sql
      .raw(`drop trigger response_revisions_organization_names_${name}${postgres ? ' on organizations' : ''}`)
      .execute(db);
  }
  if (postgres) await sql.raw('drop function response_revisions_organization_names()').execute(db);
}
