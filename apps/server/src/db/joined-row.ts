/**
 * Two tables' rows read in one statement (`select a.*, b.x as b_x, …`): the second table's columns under a prefix,
 * so their equal names (`id`, `created_at`) do not overwrite the first's. A request's session and user, and the
 * organisation with the caller's membership, are read this way: one round trip each instead of two (issue 17).
 */

/**
 * Every column of `T`, checked by the compiler: a column added to the table and not to the list is an error
 * here, not a field that silently stays undefined.
 */
export const everyColumn =
  <T>() =>
  <const C extends readonly (keyof T & string)[]>(
    columns: C &
      ([Exclude<keyof T & string, C[number]>] extends [never]
        ? unknown
        : { missing: Exclude<keyof T & string, C[number]> }),
  ): C =>
    columns;

/** `alias.column as prefix_column` for each column: the select list of the prefixed table. */
export const prefixedSelection = (alias: string, prefix: string, columns: readonly string[]) =>
  columns.map((column) => `${alias}.${column} as ${prefix}_${column}`);

/** The prefixed table's row out of a joined row, or null when the join found none (its id is null). */
export function unprefixed<T>(row: Record<string, unknown>, prefix: string, columns: readonly string[]): T | null {
  if (row[`${prefix}_id`] === null || row[`${prefix}_id`] === undefined) return null;
  const picked: Record<string, unknown> = {};
  for (const column of columns) picked[column] = row[`${prefix}_${column}`];
  return picked as T;
}

/** The prefixed names of each column list, made once per list. */
const prefixedNames = new WeakMap<readonly string[], Map<string, ReadonlySet<string>>>();

function prefixedNamesOf(prefix: string, columns: readonly string[]): ReadonlySet<string> {
  let byPrefix = prefixedNames.get(columns);
  if (!byPrefix) prefixedNames.set(columns, (byPrefix = new Map()));
  let names = byPrefix.get(prefix);
  if (!names) byPrefix.set(prefix, (names = new Set(columns.map((column) => `${prefix}_${column}`))));
  return names;
}

/**
 * The joined row without the prefixed columns: the first table's row, built anew rather than by deleting keys
 * (a `delete` would turn the request's user or organisation into a slow dictionary object).
 */
export function withoutPrefixed<T>(row: Record<string, unknown>, prefix: string, columns: readonly string[]): T {
  const skip = prefixedNamesOf(prefix, columns);
  const own: Record<string, unknown> = {};
  for (const key in row) if (!skip.has(key)) own[key] = row[key];
  return own as T;
}
