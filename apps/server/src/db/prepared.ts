import type { Compilable, CompiledQuery } from 'kysely';
import type { Db } from './types.ts';

/**
 * The SQL of every prepared query, with the name PostgreSQL keeps its parsed and planned statement under (per
 * connection, see `openDatabase`): the server then only binds and executes it. A handful of texts, one per
 * `preparedQuery` and dialect.
 */
const statementNames = new Map<string, string>();

/** The statement name for this SQL when a `preparedQuery` made it, else undefined (planned anew each time). */
export const statementName = (sql: string): string | undefined => statementNames.get(sql);

/**
 * Every other parameterised SQL text is prepared too once it proves to be a query the app repeats (decision 033):
 * it gets a name on its `AUTO_PREPARE_MIN_USES`th use, as long as fewer than `AUTO_PREPARE_MAX` texts have one.
 * PostgreSQL then parses it once per connection and, after five executions, keeps a generic plan when that plan
 * is not costlier than the custom ones (its `plan_cache_mode = auto`): the dashboard's PostgreSQL CPU fell by 40 %.
 * The bound keeps the server's per-connection plan caches small when texts vary (an `in (…)` list of every
 * length): past it, new texts go out unnamed as before; the counts of texts not yet named are forgotten when
 * there are `AUTO_PREPARE_MAX_COUNTED` of them. Npgsql's automatic preparation works the same way.
 */
export const AUTO_PREPARE_MIN_USES = 3;
export const AUTO_PREPARE_MAX = 400;
const AUTO_PREPARE_MAX_COUNTED = 5_000;
const usesOfUnnamed = new Map<string, number>();
let autoPrepared = 0;

/**
 * The name to send this SQL under: a `preparedQuery`'s, an automatic one (when `automatic`: a text with
 * parameters), or undefined (unnamed).
 */
export function namedStatement(sql: string, automatic: boolean): string | undefined {
  const name = statementNames.get(sql);
  if (name || !automatic || autoPrepared >= AUTO_PREPARE_MAX) return name;
  const uses = (usesOfUnnamed.get(sql) ?? 0) + 1;
  if (uses < AUTO_PREPARE_MIN_USES) {
    if (usesOfUnnamed.size >= AUTO_PREPARE_MAX_COUNTED) usesOfUnnamed.clear();
    usesOfUnnamed.set(sql, uses);
    return undefined;
  }
  usesOfUnnamed.delete(sql);
  autoPrepared++;
  const auto = `afscheid_auto_${autoPrepared}`;
  statementNames.set(sql, auto);
  return auto;
}

/** How many texts were prepared automatically (tests, and the bound). */
export const autoPreparedCount = () => autoPrepared;

let renamed = 0;
/**
 * A new name for this SQL, when the server refuses the prepared one because a table changed under it (another
 * server migrated while this one ran): from now on every connection parses it once more under the new name.
 */
export function renameStatement(sql: string): string {
  const name = `afscheid_renamed_${++renamed}`;
  statementNames.set(sql, name);
  return name;
}

/** Stands in for argument `index` while the query is compiled; never a value a caller sends. */
const marker = (index: number) => `\u0000prepared-argument-${index}\u0000`;

type Template = {
  compiled: CompiledQuery;
  /** For each parameter of the compiled query: the argument it takes, or -1 for a constant of the query. */
  slots: readonly number[];
};

export type PreparedQuery<Args extends readonly string[], Row> = {
  /** Every row the query finds. */
  all: (db: Db, ...args: Args) => Promise<Row[]>;
  /** The first row, or undefined. */
  first: (db: Db, ...args: Args) => Promise<Row | undefined>;
};

/**
 * A query built and compiled once per dialect, then run with new arguments (Kysely's recipe "splitting query
 * building and execution"). For the queries every request makes (the session, its user, the memberships), where
 * building and compiling the query cost more than running it on SQLite. Each argument must be one value bound
 * as one parameter (a `where` value, not a list for `in`): the first compile checks that each argument became
 * exactly one parameter. `db` may be a transaction: the compiled form depends only on the dialect.
 */
export function preparedQuery<Args extends readonly string[], Row>(
  build: (db: Db, ...args: Args) => Compilable<Row>,
): PreparedQuery<Args, Row> {
  const arity = build.length - 1;
  // Keyed by the dialect's adapter, which a transaction shares with the database it runs on.
  const templates = new WeakMap<object, Template>();

  const template = (db: Db): Template => {
    const adapter = db.getExecutor().adapter;
    let found = templates.get(adapter);
    if (!found) {
      const markers = Array.from({ length: arity }, (_, index) => marker(index));
      const compiled = build(db, ...(markers as unknown as Args)).compile();
      const slots = compiled.parameters.map((value) => (typeof value === 'string' ? markers.indexOf(value) : -1));
      for (let index = 0; index < arity; index++) {
        if (slots.filter((slot) => slot === index).length !== 1 || compiled.sql.includes(markers[index]!)) {
          throw new Error(`preparedQuery: argument ${index} must be bound as exactly one parameter`);
        }
      }
      found = { compiled, slots };
      templates.set(adapter, found);
      if (!statementNames.has(compiled.sql)) statementNames.set(compiled.sql, `afscheid_${statementNames.size + 1}`);
    }
    return found;
  };

  const run = async (db: Db, args: Args): Promise<Row[]> => {
    const { compiled, slots } = template(db);
    const parameters = slots.map((slot, index) => (slot === -1 ? compiled.parameters[index] : args[slot]));
    const result = await db.executeQuery<Row>({ ...compiled, parameters });
    return result.rows;
  };

  return {
    all: (db, ...args) => run(db, args),
    first: async (db, ...args) => (await run(db, args))[0],
  };
}
