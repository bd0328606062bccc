import type { Kysely } from 'kysely';

/**
 * Generated documents and the organisation's own templates (issue 16; decision 019).
 *
 * - `document_templates`: a Word template (DOCX) with merge fields an owner or admin uploaded, stored like a
 *   dossier document under `DOCUMENTS_DIR/<organisation>/templates/<id>`; `fields` is the JSON list of the merge
 *   tags it uses (checked against the catalogue at upload). Deleting one is soft: the documents made from it keep
 *   pointing at it.
 * - `documents.generatable_key`: the generatable a generated document was made from (a built-in key such as
 *   `order-confirmation`, or `template-<id>`; `generatable_id` holds the template's id), and
 *   `documents.data_fingerprint`: the SHA-256 of the dossier data it was made from, so the documentation tab can
 *   tell that the dossier changed since.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Col = any;

export async function up(db: AnyDb): Promise<void> {
  const org = (c: Col) => c.notNull().references('organizations.id').onDelete('cascade');
  const user = (c: Col) => c.references('users.id').onDelete('set null');

  await db.schema
    .createTable('document_templates')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('organization_id', 'text', org)
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('sha256', 'text', (c) => c.notNull())
    .addColumn('storage_key', 'text', (c) => c.notNull())
    /** JSON text: the merge tags the template uses, e.g. `["overledene.voornamen","begroting.totaal_incl"]`. */
    .addColumn('fields', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_by', 'text', user)
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('deleted_at', 'text')
    .addColumn('deleted_by', 'text', user)
    .execute();
  await db.schema
    .createIndex('document_templates_org_idx')
    .on('document_templates')
    .columns(['organization_id', 'deleted_at'])
    .execute();

  await db.schema.alterTable('documents').addColumn('generatable_key', 'text').execute();
  await db.schema.alterTable('documents').addColumn('data_fingerprint', 'text').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('documents').dropColumn('data_fingerprint').execute();
  await db.schema.alterTable('documents').dropColumn('generatable_key').execute();
  await db.schema.dropTable('document_templates').execute();
}
