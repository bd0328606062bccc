import type { Kysely } from 'kysely';

/** Organisation fields (contract issue 3), logo and invoicing link settings, invitations and account tokens. */
const ORGANIZATION_COLUMNS = [
  'kvk_number',
  'vat_number',
  'iban',
  'street',
  'house_number',
  'house_number_addition',
  'postcode',
  'city',
  'phone',
  'email',
  'logo_path',
  'logo_mime',
  'wefact_api_key_encrypted',
  'wefact_base_url',
  'wefact_tax_codes',
  'wefact_updated_at',
] as const;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  // One column per statement: SQLite's ALTER TABLE adds a single column at a time.
  for (const column of ORGANIZATION_COLUMNS) {
    await db.schema.alterTable('organizations').addColumn(column, 'text').execute();
  }
  await db.schema
    .alterTable('organizations')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();

  await db.schema
    .createTable('invitations')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('organization_id', 'text', (c) =>
      c.notNull().references('organizations.id').onDelete('cascade'),
    )
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('accepted_at', 'text')
    .addColumn('revoked_at', 'text')
    .addColumn('invited_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('invitations_organization_email_idx')
    .on('invitations')
    .columns(['organization_id', 'email'])
    .execute();

  await db.schema
    .createTable('account_tokens')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('account_tokens_user_idx').on('account_tokens').column('user_id').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('account_tokens').execute();
  await db.schema.dropTable('invitations').execute();
  for (const column of ['version', ...ORGANIZATION_COLUMNS]) {
    await db.schema.alterTable('organizations').dropColumn(column).execute();
  }
}
