import { PostgresAdapter, sql, type Kysely } from 'kysely';

/**
 * Budget and invoicing (issue 12): article categories, suppliers, articles, debtors, budget sections, budget
 * lines and the invoices made in WeFact.
 *
 * Amounts are integer cents; a quantity is stored in thousandths (`quantity_milli`: 2,5 uur → 2500) and a
 * discount in basis points of a percent (`discount_bp`: 12,5 % → 1250), so every amount is computed with
 * integers (the shared `money/budget.ts`). A VAT rate is text: `21`, `9`, `0`, `exempt` or `disbursement`
 * (doorlopende post: no VAT, outside the turnover).
 *
 * Suppliers and debtors carry a `sort_name` (the shared `nameSortKey`) and a folded `search_text` (` word word`,
 * each word after a space, as the dossiers' search text) for their lists, their search and the address book.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Col = any;

export async function up(db: AnyDb): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const org = (c: Col) => c.notNull().references('organizations.id').onDelete('cascade');
  const user = (c: Col) => c.references('users.id').onDelete('set null');
  const sortText = postgres ? sql`text collate "C"` : 'text';

  await db.schema
    .createTable('categories')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('organization_id', 'text', org)
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('categories_org_name_unique', ['organization_id', 'name'])
    .execute();
  await db.schema
    .createIndex('categories_org_position_idx')
    .on('categories')
    .columns(['organization_id', 'position'])
    .execute();

  await db.schema
    .createTable('suppliers')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('organization_id', 'text', org)
    .addColumn('name', 'text', (c) => c.notNull())
    /** bloemist, drukkerij, krant, cateraar, vervoer, steenhouwer, overig (codes: florist, printer, …). */
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('contact_person', 'text')
    .addColumn('street', 'text')
    .addColumn('house_number', 'text')
    .addColumn('house_number_addition', 'text')
    .addColumn('postcode', 'text')
    .addColumn('city', 'text')
    .addColumn('country', 'text')
    .addColumn('phone', 'text')
    .addColumn('email', 'text')
    .addColumn('kvk_number', 'text')
    .addColumn('iban', 'text')
    .addColumn('notes', 'text')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('active'))
    .addColumn('search_text', 'text', (c) => c.notNull())
    .addColumn('sort_name', sortText, (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_by', 'text', user)
    .addColumn('updated_by', 'text', user)
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('suppliers_org_sort_idx')
    .on('suppliers')
    .columns(['organization_id', 'sort_name'])
    .execute();

  await db.schema
    .createTable('articles')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('organization_id', 'text', org)
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    /** stuk, uur, km, set, dag, … */
    .addColumn('unit', 'text', (c) => c.notNull())
    /** Cents, excl. VAT. */
    .addColumn('unit_price', 'integer', (c) => c.notNull())
    .addColumn('vat_rate', 'text', (c) => c.notNull())
    .addColumn('category_id', 'text', (c) => c.references('categories.id').onDelete('restrict'))
    .addColumn('supplier_id', 'text', (c) => c.references('suppliers.id').onDelete('set null'))
    /** The supplier's price to us, cents excl. VAT. */
    .addColumn('purchase_price', 'integer')
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('search_text', 'text', (c) => c.notNull())
    .addColumn('sort_name', sortText, (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_by', 'text', user)
    .addColumn('updated_by', 'text', user)
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('articles_org_code_unique', ['organization_id', 'code'])
    .execute();
  await db.schema
    .createIndex('articles_org_sort_idx')
    .on('articles')
    .columns(['organization_id', 'sort_name'])
    .execute();
  await db.schema.createIndex('articles_category_idx').on('articles').columns(['category_id']).execute();
  await db.schema.createIndex('articles_supplier_idx').on('articles').columns(['supplier_id']).execute();

  await db.schema
    .createTable('debtors')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('organization_id', 'text', org)
    /** person | company */
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('company_name', 'text')
    .addColumn('initials', 'text')
    .addColumn('first_name', 'text')
    .addColumn('name_prefix', 'text')
    .addColumn('surname', 'text')
    .addColumn('kvk_number', 'text')
    .addColumn('vat_number', 'text')
    .addColumn('street', 'text')
    .addColumn('house_number', 'text')
    .addColumn('house_number_addition', 'text')
    .addColumn('postcode', 'text')
    .addColumn('city', 'text')
    /** ISO 3166 alpha-2 (`NL`). */
    .addColumn('country', 'text')
    .addColumn('email', 'text')
    .addColumn('phone', 'text')
    .addColumn('iban', 'text')
    /** email | post | email_and_post (WeFact's InvoiceMethod 0, 1, 3). */
    .addColumn('invoice_method', 'text', (c) => c.notNull().defaultTo('email'))
    .addColumn('notes', 'text')
    /** WeFact's DebtorCode and Identifier once the debtor exists there. */
    .addColumn('wefact_debtor_code', 'text')
    .addColumn('wefact_identifier', 'text')
    /** The dossier whose client this debtor was made from, if any. */
    .addColumn('source_dossier_id', 'text', (c) => c.references('dossiers.id').onDelete('set null'))
    .addColumn('search_text', 'text', (c) => c.notNull())
    .addColumn('sort_name', sortText, (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_by', 'text', user)
    .addColumn('updated_by', 'text', user)
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('debtors_org_sort_idx')
    .on('debtors')
    .columns(['organization_id', 'sort_name'])
    .execute();
  await db.schema
    .createIndex('debtors_source_dossier_idx')
    .on('debtors')
    .columns(['source_dossier_id'])
    .execute();

  await db.schema
    .createTable('budget_sections')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('organization_id', 'text', org)
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('budget_sections_org_name_unique', ['organization_id', 'name'])
    .execute();
  await db.schema
    .createIndex('budget_sections_org_position_idx')
    .on('budget_sections')
    .columns(['organization_id', 'position'])
    .execute();

  // One row per invoice made (or being made) in WeFact for a dossier and a debtor. `state`: `pending` while the
  // call to WeFact runs (it claims the lines: one pending invoice per dossier and debtor, see the partial unique
  // index), `created` once WeFact answered with its identifier, `failed` when WeFact refused (the lines are free
  // again). A pending row whose answer was lost is looked up in WeFact (invoice/list on the reference) on retry.
  await db.schema
    .createTable('invoices')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('organization_id', 'text', org)
    .addColumn('dossier_id', 'text', (c) => c.notNull().references('dossiers.id').onDelete('cascade'))
    .addColumn('debtor_id', 'text', (c) => c.notNull().references('debtors.id').onDelete('restrict'))
    .addColumn('state', 'text', (c) => c.notNull())
    /** What WeFact's ReferenceNumber carries (the dossier number). */
    .addColumn('reference', 'text', (c) => c.notNull())
    .addColumn('wefact_identifier', 'text')
    .addColumn('wefact_code', 'text')
    /** concept, sent, paid, expired, credit (WeFact's 0, 2, 4, 9, 8), refreshed on demand. */
    .addColumn('wefact_status', 'text')
    .addColumn('status_refreshed_at', 'text')
    .addColumn('amount_excl', 'integer', (c) => c.notNull())
    .addColumn('amount_vat', 'integer', (c) => c.notNull())
    .addColumn('amount_incl', 'integer', (c) => c.notNull())
    .addColumn('line_count', 'integer', (c) => c.notNull())
    .addColumn('last_error', 'text')
    .addColumn('created_by', 'text', user)
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('invoices_dossier_idx')
    .on('invoices')
    .columns(['dossier_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('invoices_debtor_idx')
    .on('invoices')
    .columns(['debtor_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('invoices_one_pending_unique')
    .on('invoices')
    .columns(['dossier_id', 'debtor_id'])
    .unique()
    .where(sql.ref('state'), '=', 'pending')
    .execute();

  await db.schema
    .createTable('budget_lines')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('organization_id', 'text', org)
    .addColumn('dossier_id', 'text', (c) => c.notNull().references('dossiers.id').onDelete('cascade'))
    .addColumn('section_id', 'text', (c) => c.notNull().references('budget_sections.id').onDelete('restrict'))
    .addColumn('article_id', 'text', (c) => c.references('articles.id').onDelete('set null'))
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('unit', 'text')
    /** Thousandths: 2,5 → 2500. */
    .addColumn('quantity_milli', 'integer', (c) => c.notNull())
    /** Cents excl. VAT; negative for a reduction. */
    .addColumn('unit_price', 'integer', (c) => c.notNull())
    .addColumn('vat_rate', 'text', (c) => c.notNull())
    /** Basis points of a percent: 12,5 % → 1250; 100 % → 10000. */
    .addColumn('discount_bp', 'integer', (c) => c.notNull().defaultTo(0))
    /** The policy (its number, as in the dossier's insurances section) that covers this line, and how much of it (cents). */
    .addColumn('insurance_policy', 'text')
    .addColumn('insurance_covered', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('debtor_id', 'text', (c) => c.references('debtors.id').onDelete('restrict'))
    .addColumn('billable', 'integer', (c) => c.notNull().defaultTo(1))
    /** Set once the line is on an invoice (pending or created); an invoiced line is never edited or deleted. */
    .addColumn('invoice_id', 'text', (c) => c.references('invoices.id').onDelete('set null'))
    .addColumn('invoiced_at', 'text')
    /** A credit line points at the invoiced line it credits. */
    .addColumn('credits_line_id', 'text', (c) => c.references('budget_lines.id').onDelete('set null'))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_by', 'text', user)
    .addColumn('updated_by', 'text', user)
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('budget_lines_dossier_idx')
    .on('budget_lines')
    .columns(['dossier_id', 'position'])
    .execute();
  await db.schema
    .createIndex('budget_lines_invoice_idx')
    .on('budget_lines')
    .columns(['invoice_id'])
    .execute();
  await db.schema
    .createIndex('budget_lines_article_idx')
    .on('budget_lines')
    .columns(['article_id'])
    .execute();
  await db.schema.createIndex('budget_lines_debtor_idx').on('budget_lines').columns(['debtor_id']).execute();
  // "Billable dossiers": the organisation's billable lines not yet on an invoice.
  const billable = db.schema.createIndex('budget_lines_billable_idx').on('budget_lines');
  await (
    postgres
      ? billable
          .columns(['organization_id', 'dossier_id'])
          .where(sql<boolean>`billable = 1 and invoice_id is null`)
      : billable.columns(['organization_id', 'billable', 'invoice_id', 'dossier_id'])
  ).execute();
}

export async function down(db: AnyDb): Promise<void> {
  for (const table of [
    'budget_lines',
    'invoices',
    'budget_sections',
    'debtors',
    'articles',
    'suppliers',
    'categories',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
