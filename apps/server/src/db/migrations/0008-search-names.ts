import { foldText, nameSortKey } from '@afscheid/shared';
import { PostgresAdapter, sql, type Kysely } from 'kysely';

/**
 * Names searched and sorted without regard to case or accents, the same on SQLite and PostgreSQL (issue 11,
 * item 16): "yilmaz" finds "Yılmaz", and "Çelik" sorts among the C's.
 *
 * - `sort_name` on `dossiers` and `address_book_entries`: the name's Dutch sort key (the shared `nameSortKey`),
 *   compared byte by byte (PostgreSQL: `COLLATE "C"`, whatever the database's collation; SQLite compares bytes
 *   already), with the list's index on it instead of the one on the raw last and first names.
 * - `search_text` (and a live dossier's `dossier_search_terms`) folded again with the shared `foldText`, which now
 *   also spells out the letters Unicode does not decompose (ı, đ, þ, œ …). Folding the stored words again is the
 *   same as folding the names afresh (folding twice is folding once), so the text's layout stays the services'.
 *
 * The column's default `''` is only there for the ALTER (SQLite needs one for a NOT NULL column); every write
 * sets the key (the row types require it).
 *
 * Rows are read in batches by id and written with one UPDATE per batch; on SQLite the whole migration is one
 * transaction (PostgreSQL runs every migration in one already). `down` restores the columns and indexes; the
 * search texts stay folded the new way.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

const BATCH = 1000;

export async function up(db: AnyDb): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await inOneTransaction(db, async (trx) => {
    for (const table of ['dossiers', 'address_book_entries']) {
      await trx.schema
        .alterTable(table)
        .addColumn('sort_name', postgres ? sql`text collate "C"` : 'text', (c) => c.notNull().defaultTo(''))
        .execute();
    }
    await backfillDossiers(trx);
    await backfillAddressBook(trx);

    // The same shape as the list's other indexes (see 0003): PostgreSQL a partial index, SQLite `deleted_at`
    // as the second column.
    await trx.schema.dropIndex('dossiers_org_name_idx').execute();
    const index = trx.schema.createIndex('dossiers_org_sort_name_idx').on('dossiers');
    await (
      postgres
        ? index.columns(['organization_id', 'sort_name']).where(sql.ref('deleted_at'), 'is', null)
        : index.columns(['organization_id', 'deleted_at', 'sort_name'])
    ).execute();
    await trx.schema.dropIndex('address_book_org_idx').execute();
    await trx.schema
      .createIndex('address_book_org_sort_idx')
      .on('address_book_entries')
      .columns(['organization_id', 'sort_name'])
      .execute();
  });
}

export async function down(db: AnyDb): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await inOneTransaction(db, async (trx) => {
    await trx.schema.dropIndex('address_book_org_sort_idx').execute();
    await trx.schema
      .createIndex('address_book_org_idx')
      .on('address_book_entries')
      .columns(['organization_id', 'name'])
      .execute();
    await trx.schema.dropIndex('dossiers_org_sort_name_idx').execute();
    const index = trx.schema.createIndex('dossiers_org_name_idx').on('dossiers');
    const columns = ['deceased_last_name', 'deceased_first_names'];
    await (
      postgres
        ? index.columns(['organization_id', ...columns]).where(sql.ref('deleted_at'), 'is', null)
        : index.columns(['organization_id', 'deleted_at', ...columns])
    ).execute();
    for (const table of ['address_book_entries', 'dossiers']) {
      await trx.schema.alterTable(table).dropColumn('sort_name').execute();
    }
  });
}

function inOneTransaction(db: AnyDb, work: (trx: AnyDb) => Promise<void>): Promise<void> {
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}

/** ` yılmaz 2026-0001 1` → ` yilmaz 2026-0001 1` (the number words fold to themselves). */
function refolded(searchText: string): string {
  const words = searchText
    .split(' ')
    .flatMap((word) => foldText(word).split(' '))
    .filter(Boolean);
  return ` ${[...new Set(words)].join(' ')}`;
}

type Row = { id: string; search_text: string };

/** The table's rows in batches of `BATCH`, by id. */
async function* batches<T extends Row>(
  db: AnyDb,
  table: string,
  columns: readonly string[],
): AsyncGenerator<T[]> {
  let after = '';
  for (;;) {
    const rows = (await db
      .selectFrom(table)
      .select(['id', 'search_text', ...columns])
      .where('id', '>', after)
      .orderBy('id')
      .limit(BATCH)
      .execute()) as T[];
    if (rows.length === 0) return;
    yield rows;
    after = rows[rows.length - 1]!.id;
  }
}

/** Sets `sort_name` and `search_text` of a batch of rows in one statement (SQLite ≥ 3.33 and PostgreSQL). */
async function setColumns(
  db: AnyDb,
  table: string,
  rows: { id: string; sortName: string; searchText: string }[],
): Promise<void> {
  const values = sql.join(rows.map((row) => sql`(${row.id}, ${row.sortName}, ${row.searchText})`));
  await sql`
    with v (id, sort_name, search_text) as (values ${values})
    update ${sql.table(table)} set sort_name = v.sort_name, search_text = v.search_text
    from v where ${sql.ref(`${table}.id`)} = v.id`.execute(db);
}

type DossierRow = Row & {
  organization_id: string;
  deceased_first_names: string;
  deceased_name_prefix: string | null;
  deceased_last_name: string;
  deleted_at: string | null;
};

async function backfillDossiers(db: AnyDb): Promise<void> {
  const columns = [
    'organization_id',
    'deceased_first_names',
    'deceased_name_prefix',
    'deceased_last_name',
    'deleted_at',
  ] as const;
  for await (const rows of batches<DossierRow>(db, 'dossiers', columns)) {
    const updated = rows.map((row) => ({
      row,
      // As `dossierSortName` orders the parts: last name, first names, prefix.
      sortName: nameSortKey([row.deceased_last_name, row.deceased_first_names, row.deceased_name_prefix]),
      searchText: refolded(row.search_text),
    }));
    await setColumns(
      db,
      'dossiers',
      updated.map(({ row, ...values }) => ({ id: row.id, ...values })),
    );
    // Only live dossiers have terms (see 0003).
    const changed = updated.filter(
      ({ row, searchText }) => searchText !== row.search_text && !row.deleted_at,
    );
    if (changed.length === 0) continue;
    await db
      .deleteFrom('dossier_search_terms')
      .where(
        'dossier_id',
        'in',
        changed.map(({ row }) => row.id),
      )
      .execute();
    const terms = changed.flatMap(({ row, searchText }) =>
      searchText
        .split(' ')
        .filter(Boolean)
        .map((term) => ({ organization_id: row.organization_id, term, dossier_id: row.id })),
    );
    for (let i = 0; i < terms.length; i += 2000) {
      await db
        .insertInto('dossier_search_terms')
        .values(terms.slice(i, i + 2000))
        .execute();
    }
  }
}

async function backfillAddressBook(db: AnyDb): Promise<void> {
  for await (const rows of batches<Row & { name: string }>(db, 'address_book_entries', ['name'])) {
    await setColumns(
      db,
      'address_book_entries',
      rows.map((row) => ({
        id: row.id,
        // As the address book's service makes it: the name as shown.
        sortName: nameSortKey([row.name]),
        searchText: refolded(row.search_text),
      })),
    );
  }
}
