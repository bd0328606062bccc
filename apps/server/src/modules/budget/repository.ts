import { sql, type Insertable, type Updateable } from 'kysely';
import { preparedQuery } from '../../db/prepared.ts';
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
    .select(LINE_COLUMNS);

/** The same, with whether a credit line points at each (`credited`: 1 or 0). */
const linesWithCredits = (db: Db, organizationId: string) =>
  linesWithNames(db, organizationId).select(
    sql<number>`case when exists (select 1 from budget_lines c where c.credits_line_id = l.id) then 1 else 0 end`.as(
      'credited',
    ),
  );

/** The organisation's sections in order, with the number of lines (of any dossier) in each or 0. */
const sectionsOf = (counts: boolean) =>
  preparedQuery((db: Db, organizationId: string) =>
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
      .orderBy('s.id'),
  );
const sectionsWithCounts = sectionsOf(true);
const sectionsWithoutCounts = sectionsOf(false);

/** One line of a dossier with its names and whether it is credited; built and compiled once. */
const lineById = preparedQuery((db: Db, organizationId: string, dossierId: string, id: string) =>
  linesWithCredits(db, organizationId).where('l.dossier_id', '=', dossierId).where('l.id', '=', id),
);

/** A line as the presenter reads it. */
export type BudgetLineRow = NonNullable<Awaited<ReturnType<typeof lineById.first>>>;

/** The line's own columns of `LINE_COLUMNS` (those of `l`). */
const OWN_COLUMNS = LINE_COLUMNS.filter(
  (column): column is Extract<(typeof LINE_COLUMNS)[number], `l.${string}`> => column.startsWith('l.'),
);

/**
 * A budget's lines in the tab's order (the index `budget_lines_dossier_order_idx`: no sort), their own columns
 * only; built and compiled once (`preparedQuery`).
 */
const ownLinesOfDossier = preparedQuery((db: Db, organizationId: string, dossierId: string) =>
  db
    .selectFrom('budget_lines as l')
    .select(OWN_COLUMNS)
    .where('l.organization_id', '=', organizationId)
    .where('l.dossier_id', '=', dossierId)
    .orderBy('l.position')
    .orderBy('l.created_at')
    .orderBy('l.id'),
);

const distinctIds = (ids: Iterable<string | null>) => [
  ...new Set([...ids].filter((id): id is string => id !== null)),
];

/**
 * The names the lines show, looked up once per article, debtor, invoice and user they refer to: a budget's 300
 * lines name a handful of each, and joining them row by row read and copied the same names 300 times.
 */
async function namesOf(
  db: Db,
  rows: readonly {
    article_id: string | null;
    debtor_id: string | null;
    invoice_id: string | null;
    updated_by: string | null;
  }[],
) {
  const articleIds = distinctIds(rows.map((row) => row.article_id));
  const debtorIds = distinctIds(rows.map((row) => row.debtor_id));
  const invoiceIds = distinctIds(rows.map((row) => row.invoice_id));
  const userIds = distinctIds(rows.map((row) => row.updated_by));
  // One after the other: a budget read takes one connection of the pool, not four.
  const articles = articleIds.length
    ? await db.selectFrom('articles').select(['id', 'code', 'name']).where('id', 'in', articleIds).execute()
    : [];
  const debtors = debtorIds.length
    ? await db
        .selectFrom('debtors')
        .select(['id', 'kind', 'company_name', 'initials', 'first_name', 'name_prefix', 'surname'])
        .where('id', 'in', debtorIds)
        .execute()
    : [];
  const invoices = invoiceIds.length
    ? await db
        .selectFrom('invoices')
        .select(['id', 'wefact_code', 'wefact_status', 'state'])
        .where('id', 'in', invoiceIds)
        .execute()
    : [];
  const users = userIds.length
    ? await db.selectFrom('users').select(['id', 'name']).where('id', 'in', userIds).execute()
    : [];
  return {
    articles: new Map(articles.map((row) => [row.id, row])),
    debtors: new Map(debtors.map((row) => [row.id, row])),
    invoices: new Map(invoices.map((row) => [row.id, row])),
    users: new Map(users.map((row) => [row.id, row])),
  };
}

/** Queries of the budget module: `budget_sections` and `budget_lines`, always scoped to the organisation. */
export const budgetRepository = {
  // Sections -----------------------------------------------------------------------------------------------

  /**
   * The organisation's sections in order, with how many lines (of any dossier) use each; `counts: false` leaves
   * out the lines per section (0), which the budget tab does not need.
   */
  listSections: (db: Db, organizationId: string, { counts = true }: { counts?: boolean } = {}) =>
    (counts ? sectionsWithCounts : sectionsWithoutCounts).all(db, organizationId),

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

  /**
   * A dossier's lines in their order, as `findLine` gives each (the same names and `credited`). Whether a line is
   * credited is read from the lines themselves: a credit line is always made in the dossier of the line it
   * credits (`creditBudgetLine`).
   */
  async linesOfDossier(db: Db, organizationId: string, dossierId: string): Promise<BudgetLineRow[]> {
    const rows = await ownLinesOfDossier.all(db, organizationId, dossierId);
    if (rows.length === 0) return [];
    const names = await namesOf(db, rows);
    const credited = new Set<string>();
    for (const row of rows) if (row.credits_line_id) credited.add(row.credits_line_id);
    return rows.map((row): BudgetLineRow => {
      const article = row.article_id ? names.articles.get(row.article_id) : undefined;
      const debtor = row.debtor_id ? names.debtors.get(row.debtor_id) : undefined;
      const invoice = row.invoice_id ? names.invoices.get(row.invoice_id) : undefined;
      const user = row.updated_by ? names.users.get(row.updated_by) : undefined;
      // Every field named (no spread): pg's rows are dictionaries, which spread slowly (4 ms for 300 rows),
      // and one fixed shape keeps the presenter's reads fast.
      return {
        id: row.id,
        organization_id: row.organization_id,
        dossier_id: row.dossier_id,
        section_id: row.section_id,
        article_id: row.article_id,
        article_code: article?.code ?? null,
        article_name: article?.name ?? null,
        description: row.description,
        unit: row.unit,
        quantity_milli: row.quantity_milli,
        unit_price: row.unit_price,
        vat_rate: row.vat_rate,
        discount_bp: row.discount_bp,
        insurance_policy: row.insurance_policy,
        insurance_covered: row.insurance_covered,
        debtor_id: row.debtor_id,
        debtor_kind: debtor?.kind ?? null,
        debtor_company_name: debtor?.company_name ?? null,
        debtor_initials: debtor?.initials ?? null,
        debtor_first_name: debtor?.first_name ?? null,
        debtor_name_prefix: debtor?.name_prefix ?? null,
        debtor_surname: debtor?.surname ?? null,
        billable: row.billable,
        invoice_id: row.invoice_id,
        invoice_code: invoice?.wefact_code ?? null,
        invoice_wefact_status: invoice?.wefact_status ?? null,
        invoice_state: invoice?.state ?? null,
        invoiced_at: row.invoiced_at,
        credits_line_id: row.credits_line_id,
        position: row.position,
        version: row.version,
        created_at: row.created_at,
        updated_at: row.updated_at,
        updated_by: row.updated_by,
        updated_by_name: user?.name ?? null,
        credited: credited.has(row.id) ? 1 : 0,
      };
    });
  },

  findLine: (db: Db, organizationId: string, dossierId: string, id: string) =>
    lineById.first(db, organizationId, dossierId, id),

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
