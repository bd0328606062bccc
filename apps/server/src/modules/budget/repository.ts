import { sql, type Insertable, type Updateable } from 'kysely';
import type { BudgetLinesTable, BudgetSectionsTable, Db } from '../../db/types.ts';

const LINE_COLUMNS = [
  'l.id as id',
  'l.organization_id as organization_id',
  'l.dossier_id as dossier_id',
  'l.section_id as section_id',
  'l.article_id as article_id',
  'a.code as article_code',
  'a.name as article_name',
  'l.description as description',
  'l.unit as unit',
  'l.quantity_milli as quantity_milli',
  'l.unit_price as unit_price',
  'l.vat_rate as vat_rate',
  'l.discount_bp as discount_bp',
  'l.insurance_policy as insurance_policy',
  'l.insurance_covered as insurance_covered',
  'l.debtor_id as debtor_id',
  'd.kind as debtor_kind',
  'd.company_name as debtor_company_name',
  'd.initials as debtor_initials',
  'd.first_name as debtor_first_name',
  'd.name_prefix as debtor_name_prefix',
  'd.surname as debtor_surname',
  'l.billable as billable',
  'l.invoice_id as invoice_id',
  'i.wefact_code as invoice_code',
  'i.wefact_status as invoice_wefact_status',
  'i.state as invoice_state',
  'l.invoiced_at as invoiced_at',
  'l.credits_line_id as credits_line_id',
  'l.position as position',
  'l.version as version',
  'l.created_at as created_at',
  'l.updated_at as updated_at',
  'l.updated_by as updated_by',
  'u.name as updated_by_name',
] as const;

/** A dossier's lines with the names the presenter shows (article, debtor, invoice, who changed it last). */
const linesWithNames = (db: Db, organizationId: string) =>
  db
    .selectFrom('budget_lines as l')
    .leftJoin('articles as a', 'a.id', 'l.article_id')
    .leftJoin('debtors as d', 'd.id', 'l.debtor_id')
    .leftJoin('invoices as i', 'i.id', 'l.invoice_id')
    .leftJoin('users as u', 'u.id', 'l.updated_by')
    .where('l.organization_id', '=', organizationId)
    .select(LINE_COLUMNS)
    .select(
      sql<number>`case when exists (select 1 from budget_lines c where c.credits_line_id = l.id) then 1 else 0 end`.as(
        'credited',
      ),
    );

/** Queries of the budget module: `budget_sections` and `budget_lines`, always scoped to the organisation. */
export const budgetRepository = {
  // Sections -----------------------------------------------------------------------------------------------

  /** The organisation's sections in their order, with how many lines (of any dossier) use each. */
  /** The organisation's sections in order; `counts: false` leaves out the lines per section (0), which the budget tab does not need. */
  listSections: (db: Db, organizationId: string, { counts = true }: { counts?: boolean } = {}) =>
    db
      .selectFrom('budget_sections as s')
      .selectAll('s')
      .select(
        (counts
          ? sql<number | string>`(select count(*) from budget_lines bl where bl.section_id = s.id)`
          : sql<number | string>`0`
        ).as('line_count'),
      )
      .where('s.organization_id', '=', organizationId)
      .orderBy('s.position')
      .orderBy('s.name')
      .orderBy('s.id')
      .execute(),

  findSection: (db: Db, organizationId: string, id: string) =>
    db
      .selectFrom('budget_sections')
      .selectAll()
      .where('organization_id', '=', organizationId)
      .where('id', '=', id)
      .executeTakeFirst(),

  async sectionCount(db: Db, organizationId: string): Promise<number> {
    const row = await db
      .selectFrom('budget_sections')
      .select((eb) => eb.fn.countAll<string | number>().as('count'))
      .where('organization_id', '=', organizationId)
      .executeTakeFirstOrThrow();
    return Number(row.count);
  },

  /** Inserts sections whose name the organisation does not have yet (a simultaneous insert wins quietly). */
  async insertSectionsIfMissing(db: Db, rows: Insertable<BudgetSectionsTable>[]): Promise<void> {
    if (rows.length === 0) return;
    await db
      .insertInto('budget_sections')
      .values(rows)
      .onConflict((oc) => oc.columns(['organization_id', 'name']).doNothing())
      .execute();
  },

  insertSection: (db: Db, row: Insertable<BudgetSectionsTable>) =>
    db.insertInto('budget_sections').values(row).execute(),

  async nextSectionPosition(db: Db, organizationId: string): Promise<number> {
    const row = await db
      .selectFrom('budget_sections')
      .select((eb) => eb.fn.max('position').as('last'))
      .where('organization_id', '=', organizationId)
      .executeTakeFirst();
    return row?.last === null || row?.last === undefined ? 0 : Number(row.last) + 1;
  },

  async setSectionPosition(db: Db, organizationId: string, id: string, position: number, now: string) {
    await db
      .updateTable('budget_sections')
      .set({ position, updated_at: now })
      .where('organization_id', '=', organizationId)
      .where('id', '=', id)
      .execute();
  },

  async deleteSection(db: Db, organizationId: string, id: string): Promise<boolean> {
    const result = await db
      .deleteFrom('budget_sections')
      .where('organization_id', '=', organizationId)
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(result.numDeletedRows) === 1;
  },

  async linesInSection(db: Db, sectionId: string): Promise<number> {
    const row = await db
      .selectFrom('budget_lines')
      .select((eb) => eb.fn.countAll<string | number>().as('count'))
      .where('section_id', '=', sectionId)
      .executeTakeFirstOrThrow();
    return Number(row.count);
  },

  // Lines --------------------------------------------------------------------------------------------------

  /** A dossier's lines in their order. */
  linesOfDossier: (db: Db, organizationId: string, dossierId: string) =>
    linesWithNames(db, organizationId)
      .where('l.dossier_id', '=', dossierId)
      .orderBy('l.position')
      .orderBy('l.created_at')
      .orderBy('l.id')
      .execute(),

  findLine: (db: Db, organizationId: string, dossierId: string, id: string) =>
    linesWithNames(db, organizationId)
      .where('l.dossier_id', '=', dossierId)
      .where('l.id', '=', id)
      .executeTakeFirst(),

  /** Whether a credit line points at the line. */
  async isCredited(db: Db, lineId: string): Promise<boolean> {
    const row = await db
      .selectFrom('budget_lines')
      .select('id')
      .where('credits_line_id', '=', lineId)
      .executeTakeFirst();
    return row !== undefined;
  },

  async nextLinePosition(db: Db, dossierId: string): Promise<number> {
    const row = await db
      .selectFrom('budget_lines')
      .select((eb) => eb.fn.max('position').as('last'))
      .where('dossier_id', '=', dossierId)
      .executeTakeFirst();
    return row?.last === null || row?.last === undefined ? 0 : Number(row.last) + 1;
  },

  insertLine: (db: Db, row: Insertable<BudgetLinesTable>) =>
    db.insertInto('budget_lines').values(row).execute(),

  /** The guarded update of a line not on an invoice: false when its version moved or it was invoiced meanwhile. */
  async updateLine(
    db: Db,
    where: { organizationId: string; id: string; version: number },
    values: Omit<Updateable<BudgetLinesTable>, 'id' | 'version'>,
  ): Promise<boolean> {
    const result = await db
      .updateTable('budget_lines')
      .set({ ...values, version: where.version + 1 })
      .where('organization_id', '=', where.organizationId)
      .where('id', '=', where.id)
      .where('version', '=', where.version)
      .where('invoice_id', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },

  async deleteLine(db: Db, organizationId: string, id: string): Promise<boolean> {
    const result = await db
      .deleteFrom('budget_lines')
      .where('organization_id', '=', organizationId)
      .where('id', '=', id)
      .where('invoice_id', 'is', null)
      .executeTakeFirst();
    return Number(result.numDeletedRows) === 1;
  },
};

export type BudgetSectionRow = Awaited<ReturnType<typeof budgetRepository.listSections>>[number];
export type BudgetLineRow = NonNullable<Awaited<ReturnType<typeof budgetRepository.findLine>>>;
