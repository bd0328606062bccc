import { PostgresAdapter, sql, type Kysely } from 'kysely';

/**
 * Dossiers (issue 4): dossiers with their number counter, the 18 sections, notes, tasks with the standard
 * task lists, documents and the address book. Contract: docs/api-dossiers.md.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const org = (c: any) => c.notNull().references('organizations.id').onDelete('cascade'); // eslint-disable-line @typescript-eslint/no-explicit-any
  const user = (c: any) => c.references('users.id').onDelete('set null'); // eslint-disable-line @typescript-eslint/no-explicit-any

  // One row per organisation and year; incremented inside the transaction that creates the dossier, so a
  // rollback gives the number back (gap-free) and concurrent creations queue on the row.
  await db.schema
    .createTable('dossier_number_counters')
    .addColumn('organization_id', 'text', org)
    .addColumn('year', 'integer', (c) => c.notNull())
    .addColumn('last_number', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('dossier_number_counters_pk', ['organization_id', 'year'])
    .execute();

  await db.schema
    .createTable('dossiers')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('organization_id', 'text', org)
    .addColumn('number', 'text', (c) => c.notNull())
    .addColumn('number_year', 'integer', (c) => c.notNull())
    .addColumn('number_sequence', 'integer', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('open'))
    .addColumn('responsible_user_id', 'text', user)
    .addColumn('executor_user_id', 'text', user)
    // The deceased's summary, kept in step with the deceased section for lists and search.
    .addColumn('deceased_first_names', 'text', (c) => c.notNull())
    .addColumn('deceased_name_prefix', 'text')
    .addColumn('deceased_last_name', 'text', (c) => c.notNull())
    .addColumn('deceased_birth_date', 'text')
    .addColumn('died_at', 'text', (c) => c.notNull())
    /** HMAC of the BSN with the app key: exact search without the number in a plain column. */
    .addColumn('deceased_bsn_hash', 'text')
    /**
     * Lower-case, accent-free words of the name, the number and its sequence (` jan de vries 2026-0042 42`),
     * each after a space: `search_text LIKE '% jan%'` is "a word starts with jan" (see dossier_search_terms).
     */
    .addColumn('search_text', 'text', (c) => c.notNull())
    /** The funeral or cremation moment (from the cremation or funeral section), for lists and filters. */
    .addColumn('funeral_at', 'text')
    .addColumn('general_notes', 'text')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_by', 'text', user)
    .addColumn('updated_by', 'text', user)
    .addColumn('status_changed_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('deleted_at', 'text')
    .addUniqueConstraint('dossiers_organization_number_unique', ['organization_id', 'number'])
    .execute();
  // The list's sorts and filters, measured on 100,000 dossiers of one organisation. Every list query has
  // `deleted_at IS NULL`, and the two databases need it in different places:
  // - SQLite: as the second column, so it is an index condition and a count reads the index alone (a partial
  //   index `WHERE deleted_at IS NULL` is not covering there: 24 ms against 10 ms for a count of all);
  // - PostgreSQL: as the predicate of a partial index, because `IS NULL` on a leading column keeps it from
  //   using the index's order for ORDER BY (it sorted every dossier: 125 ms against 0.1 ms for a page).
  // The page walks the index of its sort and stops after `per_page` rows.
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  for (const [name, columns] of [
    ['dossiers_org_created_idx', ['created_at']],
    ['dossiers_org_number_idx', ['number_year', 'number_sequence']],
    ['dossiers_org_died_idx', ['died_at']],
    ['dossiers_org_funeral_idx', ['funeral_at']],
    ['dossiers_org_name_idx', ['deceased_last_name', 'deceased_first_names']],
    ['dossiers_org_status_idx', ['status', 'created_at']],
    ['dossiers_org_type_idx', ['type', 'created_at']],
    ['dossiers_org_responsible_idx', ['responsible_user_id', 'created_at']],
  ] as const) {
    const index = db.schema.createIndex(name).on('dossiers');
    await (
      postgres
        ? index.columns(['organization_id', ...columns]).where(sql.ref('deleted_at'), 'is', null)
        : index.columns(['organization_id', 'deleted_at', ...columns])
    ).execute();
  }
  await db.schema
    .createIndex('dossiers_org_bsn_idx')
    .on('dossiers')
    .columns(['organization_id', 'deceased_bsn_hash'])
    .execute();
  if (postgres) {
    // "Funeral date, latest first" keeps the dossiers without one last: PostgreSQL cannot read its default
    // index backwards for DESC NULLS LAST (a full sort of every dossier, 190 ms on 100,000); SQLite can.
    const columns = sql`organization_id, funeral_at desc nulls last`;
    await sql`create index dossiers_org_funeral_desc_idx on dossiers (${columns}) where deleted_at is null`.execute(
      db,
    );
  }

  // One row per word of a live dossier's search text (the words of the name, the number and its sequence;
  // whoever soft-deletes a dossier deletes its terms in the same transaction, as a search counts them):
  // "a search word starts a word" is the index range `term >= 'jan' AND term < 'jao'`, so counting the
  // matches of a rare word reads a few index entries instead of every dossier. PostgreSQL compares the terms
  // byte-wise ("C") so the range is right under any database collation; SQLite compares bytes already.
  // On SQLite the rows live in the primary key's b-tree (WITHOUT ROWID): half the size of a table plus index.
  await db.schema
    .createTable('dossier_search_terms')
    .addColumn('organization_id', 'text', org)
    .addColumn('term', postgres ? sql`text collate "C"` : 'text', (c) => c.notNull())
    .addColumn('dossier_id', 'text', (c) => c.notNull().references('dossiers.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('dossier_search_terms_pk', ['organization_id', 'term', 'dossier_id'])
    .$call((table) => (postgres ? table : table.modifyEnd(sql`without rowid`)))
    .execute();
  await db.schema
    .createIndex('dossier_search_terms_dossier_idx')
    .on('dossier_search_terms')
    .column('dossier_id')
    .execute();

  await db.schema
    .createTable('dossier_sections')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('organization_id', 'text', org)
    .addColumn('dossier_id', 'text', (c) => c.notNull().references('dossiers.id').onDelete('cascade'))
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('data', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('updated_by', 'text', user)
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('dossier_sections_dossier_key_unique', ['dossier_id', 'key'])
    .execute();

  await db.schema
    .createTable('dossier_notes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('organization_id', 'text', org)
    .addColumn('dossier_id', 'text', (c) => c.notNull().references('dossiers.id').onDelete('cascade'))
    .addColumn('author_id', 'text', user)
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('deleted_at', 'text')
    .execute();
  await db.schema
    .createIndex('dossier_notes_dossier_idx')
    .on('dossier_notes')
    .columns(['dossier_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('tasks')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('organization_id', 'text', org)
    .addColumn('dossier_id', 'text', (c) => c.references('dossiers.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('assignee_id', 'text', user)
    .addColumn('due_date', 'text')
    .addColumn('priority', 'text', (c) => c.notNull().defaultTo('normal'))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('open'))
    .addColumn('completed_at', 'text')
    .addColumn('completed_by', 'text', user)
    .addColumn('template_id', 'text')
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_by', 'text', user)
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('deleted_at', 'text')
    .execute();
  await db.schema
    .createIndex('tasks_org_status_due_idx')
    .on('tasks')
    .columns(['organization_id', 'status', 'due_date'])
    .execute();
  await db.schema
    .createIndex('tasks_assignee_idx')
    .on('tasks')
    .columns(['organization_id', 'assignee_id', 'status'])
    .execute();
  await db.schema.createIndex('tasks_dossier_idx').on('tasks').columns(['dossier_id', 'position']).execute();

  // The standard task list per dossier type, editable by the organisation's admins.
  await db.schema
    .createTable('task_templates')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('organization_id', 'text', org)
    .addColumn('dossier_type', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('priority', 'text', (c) => c.notNull().defaultTo('normal'))
    /** Due this many days after the dossier is created (null: no due date). */
    .addColumn('due_offset_days', 'integer')
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('task_templates_org_type_idx')
    .on('task_templates')
    .columns(['organization_id', 'dossier_type', 'position'])
    .execute();
  // A saved standard list, also an empty one (no row: the built-in defaults apply).
  await db.schema
    .createTable('task_template_lists')
    .addColumn('organization_id', 'text', org)
    .addColumn('dossier_type', 'text', (c) => c.notNull())
    .addColumn('updated_by', 'text', user)
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('task_template_lists_pk', ['organization_id', 'dossier_type'])
    .execute();

  await db.schema
    .createTable('documents')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('organization_id', 'text', org)
    .addColumn('dossier_id', 'text', (c) => c.notNull().references('dossiers.id').onDelete('cascade'))
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('mime_type', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('sha256', 'text', (c) => c.notNull())
    /** Path relative to the documents root (DATA_DIR/documents by default). */
    .addColumn('storage_key', 'text', (c) => c.notNull())
    .addColumn('uploaded_by', 'text', user)
    .addColumn('generatable_id', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('deleted_at', 'text')
    .addColumn('deleted_by', 'text', user)
    .execute();
  await db.schema
    .createIndex('documents_dossier_idx')
    .on('documents')
    .columns(['dossier_id', 'created_at'])
    .execute();

  // People known from the dossiers (clients and their contacts), rebuilt per dossier when the client
  // section is saved; the "address book" dialog searches it.
  await db.schema
    .createTable('address_book_entries')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('organization_id', 'text', org)
    .addColumn('dossier_id', 'text', (c) => c.references('dossiers.id').onDelete('cascade'))
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('relation', 'text')
    /** The person block as JSON (the shared person schema). */
    .addColumn('person', 'text', (c) => c.notNull())
    .addColumn('search_text', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('address_book_org_idx')
    .on('address_book_entries')
    .columns(['organization_id', 'name'])
    .execute();
  await db.schema
    .createIndex('address_book_dossier_idx')
    .on('address_book_entries')
    .column('dossier_id')
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'address_book_entries',
    'documents',
    'task_template_lists',
    'task_templates',
    'tasks',
    'dossier_notes',
    'dossier_sections',
    'dossier_search_terms',
    'dossiers',
    'dossier_number_counters',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
