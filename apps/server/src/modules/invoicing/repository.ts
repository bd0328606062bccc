import { sql, type Insertable, type SqlBool } from 'kysely';
import type { BillableSort } from '@afscheid/shared';
import type { Db, InvoicesTable } from '../../db/types.ts';

/**
 * Queries of the invoicing module. It owns the `invoices` table and is the ONE writer of `budget_lines.invoice_id`
 * and `budget_lines.invoiced_at` (claiming lines for a pending invoice, marking them invoiced, releasing them
 * after a failure); the budget module writes every other column of a budget line and refuses to edit or
 * delete a line that has an `invoice_id`. It reads `billable_dossiers` (migration 0018), which the database keeps
 * in step with the lines: no code writes it.
 */

export type BillableDossierRow = {
  id: string;
  number: string;
  status: 'open' | 'completed' | 'invoiced' | 'closed' | 'cancelled';
  deceased_first_names: string;
  deceased_name_prefix: string | null;
  deceased_last_name: string;
};

export type BillableLineRow = {
  id: string;
  dossier_id: string;
  article_id: string | null;
  description: string;
  quantity_milli: number;
  unit_price: number;
  vat_rate: string;
  discount_bp: number;
  debtor_id: string | null;
  position: number;
};

const LINE_COLUMNS = [
  'bl.id',
  'bl.dossier_id',
  'bl.article_id',
  'bl.description',
  'bl.quantity_milli',
  'bl.unit_price',
  'bl.vat_rate',
  'bl.discount_bp',
  'bl.debtor_id',
  'bl.position',
] as const;

const INVOICE_COLUMNS = [
  'i.id',
  'i.organization_id',
  'i.dossier_id',
  'i.debtor_id',
  'i.state',
  'i.reference',
  'i.wefact_identifier',
  'i.wefact_code',
  'i.wefact_status',
  'i.status_refreshed_at',
  'i.amount_excl',
  'i.amount_vat',
  'i.amount_incl',
  'i.line_count',
  'i.last_error',
  'i.created_at',
  'd.number as dossier_number',
  'db.kind as debtor_kind',
  'db.company_name as debtor_company_name',
  'db.initials as debtor_initials',
  'db.first_name as debtor_first_name',
  'db.name_prefix as debtor_name_prefix',
  'db.surname as debtor_surname',
] as const;

function invoiceQuery(db: Db) {
  return db
    .selectFrom('invoices as i')
    .innerJoin('dossiers as d', 'd.id', 'i.dossier_id')
    .innerJoin('debtors as db', 'db.id', 'i.debtor_id')
    .select(INVOICE_COLUMNS);
}

export type InvoiceRow = Awaited<ReturnType<ReturnType<typeof invoiceQuery>['executeTakeFirstOrThrow']>>;

export const invoicingRepository = {
  /**
   * A page of the organisation's dossiers with billable lines not yet invoiced, and how many there are. Read from
   * `billable_dossiers` (migration 0018: one row per such live dossier, kept in step by the database): the count
   * reads its index, a page in number order walks it and looks up only the dossiers it shows; a search or the
   * name order joins the dossiers of every row.
   */
  async billableDossiers(
    db: Db,
    organizationId: string,
    opts: { words: string[]; dossierId?: string; sort: BillableSort; limit: number; offset: number },
  ): Promise<{ total: number; rows: BillableDossierRow[] }> {
    // A CROSS JOIN, so SQLite walks `billable_dossiers` (its index in number order) and probes the dossiers.
    let query = db
      .selectFrom('billable_dossiers as b')
      .crossJoin('dossiers as d')
      .whereRef('d.id', '=', 'b.dossier_id')
      .where('b.organization_id', '=', organizationId)
      .where('d.organization_id', '=', organizationId)
      .where('d.deleted_at', 'is', null);
    if (opts.dossierId) query = query.where('b.dossier_id', '=', opts.dossierId);
    for (const word of opts.words) query = query.where(sql<SqlBool>`d.search_text like ${`% ${word}%`}`);
    const counted =
      opts.words.length === 0 && !opts.dossierId
        ? await db
            .selectFrom('billable_dossiers')
            .select((eb) => eb.fn.countAll<number | string>().as('total'))
            .where('organization_id', '=', organizationId)
            .executeTakeFirst()
        : await query.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirst();
    const total = Number(counted?.total ?? 0);
    if (total === 0 || opts.offset >= total) return { total, rows: [] };
    const descending = opts.sort.startsWith('-');
    const direction = descending ? 'desc' : 'asc';
    let page = query.select([
      'd.id',
      'd.number',
      'd.status',
      'd.deceased_first_names',
      'd.deceased_name_prefix',
      'd.deceased_last_name',
    ]);
    page = opts.sort.endsWith('name')
      ? page.orderBy('d.sort_name', direction).orderBy('d.id', direction)
      : page
          .orderBy('b.number_year', direction)
          .orderBy('b.number_sequence', direction)
          .orderBy('b.dossier_id', direction);
    const rows = await page.limit(opts.limit).offset(opts.offset).execute();
    return { total, rows };
  },

  /**
   * How many dossiers `billableDossiers` lists, and the sum of the amounts it shows for them (the dashboard): the
   * organisation's row of `billable_totals`, which the database's triggers keep as the count and sums of its
   * `billable_dossiers` rows (migration 0021), whose amounts the database computes with the shared arithmetic in
   * integer SQL (per dossier, debtor and VAT kind; the same cents as `invoiceAmounts` gives per debtor). No row:
   * the organisation never had a billable dossier.
   */
  async billableSummary(
    db: Db,
    organizationId: string,
  ): Promise<{ count: number; excl: number; incl: number }> {
    const row = await db
      .selectFrom('billable_totals')
      .select(['dossier_count', 'excl', 'incl'])
      .where('organization_id', '=', organizationId)
      .executeTakeFirst();
    return {
      count: Number(row?.dossier_count ?? 0),
      excl: Number(row?.excl ?? 0),
      incl: Number(row?.incl ?? 0),
    };
  },

  /**
   * The invoices that need a look (the dashboard): dossier-debtor pairs whose last attempt failed (a later
   * attempt, made or pending, settles an earlier failure), the pending ones, and those pending since before
   * `staleBefore` (an attempt that cannot still be running).
   */
  async attention(
    db: Db,
    organizationId: string,
    staleBefore: string,
  ): Promise<{ failed: number; pending: number; stale: number; firstFreshPendingAt: string | null }> {
    const row = await db
      .selectFrom('invoices as f')
      .where('f.organization_id', '=', organizationId)
      .where('f.state', 'in', ['failed', 'pending'])
      .where(({ or, and, eb, not, exists, selectFrom }) =>
        or([
          eb('f.state', '=', 'pending'),
          and([
            eb('f.state', '=', 'failed'),
            not(
              exists(
                selectFrom('invoices as n')
                  .select('n.id')
                  .whereRef('n.dossier_id', '=', 'f.dossier_id')
                  .whereRef('n.debtor_id', '=', 'f.debtor_id')
                  .whereRef('n.created_at', '>', 'f.created_at'),
              ),
            ),
          ]),
        ]),
      )
      .select((eb) => [
        eb.fn
          .sum<string | number | null>(eb.case().when('f.state', '=', 'failed').then(1).else(0).end())
          .as('failed'),
        eb.fn
          .sum<string | number | null>(eb.case().when('f.state', '=', 'pending').then(1).else(0).end())
          .as('pending'),
        eb.fn
          .sum<string | number | null>(
            eb
              .case()
              .when(eb.and([eb('f.state', '=', 'pending'), eb('f.created_at', '<', staleBefore)]))
              .then(1)
              .else(0)
              .end(),
          )
          .as('stale'),
        // The oldest pending invoice not yet stale: when it turns stale, the counts change by the clock alone.
        eb.fn
          .min<string | null>(
            eb
              .case()
              .when(eb.and([eb('f.state', '=', 'pending'), eb('f.created_at', '>=', staleBefore)]))
              .then(eb.ref('f.created_at'))
              .else(null)
              .end(),
          )
          .as('first_fresh_pending_at'),
      ])
      .executeTakeFirstOrThrow();
    return {
      failed: Number(row.failed ?? 0),
      pending: Number(row.pending ?? 0),
      stale: Number(row.stale ?? 0),
      firstFreshPendingAt: row.first_fresh_pending_at ?? null,
    };
  },

  /** The billable lines not yet invoiced of these dossiers (in their budget order). */
  billableLinesOf(db: Db, organizationId: string, dossierIds: readonly string[]): Promise<BillableLineRow[]> {
    if (dossierIds.length === 0) return Promise.resolve([]);
    return db
      .selectFrom('budget_lines as bl')
      .select(LINE_COLUMNS)
      .where('bl.organization_id', '=', organizationId)
      .where('bl.dossier_id', 'in', dossierIds)
      .where(sql<SqlBool>`bl.billable = 1 and bl.invoice_id is null`)
      .orderBy('bl.dossier_id')
      .orderBy('bl.position')
      .orderBy('bl.id')
      .execute() as Promise<BillableLineRow[]>;
  },

  /** The organisation's debtors among these ids, with the columns their display name needs (one query). */
  debtorNamesOf(db: Db, organizationId: string, ids: readonly string[]) {
    if (ids.length === 0) return Promise.resolve([]);
    return db
      .selectFrom('debtors')
      .select(['id', 'kind', 'company_name', 'initials', 'first_name', 'name_prefix', 'surname'])
      .where('organization_id', '=', organizationId)
      .where('id', 'in', ids)
      .execute();
  },

  /** The lines an invoice holds (to build `invoice/add`), in their budget order. */
  linesOfInvoice(db: Db, invoiceId: string): Promise<BillableLineRow[]> {
    return db
      .selectFrom('budget_lines as bl')
      .select(LINE_COLUMNS)
      .where('bl.invoice_id', '=', invoiceId)
      .orderBy('bl.position')
      .orderBy('bl.id')
      .execute() as Promise<BillableLineRow[]>;
  },

  /** The dossier's pending invoices (at most one per debtor: the partial unique index). */
  pendingOfDossier(db: Db, dossierId: string) {
    return db
      .selectFrom('invoices')
      .select(['id', 'debtor_id', 'created_at'])
      .where('dossier_id', '=', dossierId)
      .where('state', '=', 'pending')
      .execute();
  },

  insert: (db: Db, values: Insertable<InvoicesTable>) => db.insertInto('invoices').values(values).execute(),

  /** Puts the free lines on the pending invoice; the number of lines it took (all of them, under the dossier lock). */
  async claimLines(db: Db, invoiceId: string, lineIds: readonly string[], now: string): Promise<number> {
    const result = await db
      .updateTable('budget_lines')
      .set({ invoice_id: invoiceId, updated_at: now })
      .where('id', 'in', lineIds)
      .where('invoice_id', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  },

  /** The pending invoice becomes `created` with WeFact's references; false when it was no longer pending. */
  async markCreated(
    db: Db,
    id: string,
    values: { identifier: string; code: string; status: InvoicesTable['wefact_status']; now: string },
  ): Promise<boolean> {
    const result = await db
      .updateTable('invoices')
      .set({
        state: 'created',
        wefact_identifier: values.identifier,
        wefact_code: values.code,
        wefact_status: values.status,
        status_refreshed_at: values.now,
        last_error: null,
        updated_at: values.now,
      })
      .where('id', '=', id)
      .where('state', '=', 'pending')
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) return false;
    await db
      .updateTable('budget_lines')
      .set({ invoiced_at: values.now, updated_at: values.now })
      .where('invoice_id', '=', id)
      .execute();
    return true;
  },

  /** The pending invoice becomes `failed` and lets go of its lines (billable again); false when not pending. */
  async markFailed(db: Db, id: string, error: string, now: string): Promise<boolean> {
    const result = await db
      .updateTable('invoices')
      .set({ state: 'failed', last_error: error, updated_at: now })
      .where('id', '=', id)
      .where('state', '=', 'pending')
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) return false;
    await db
      .updateTable('budget_lines')
      .set({ invoice_id: null, invoiced_at: null, updated_at: now })
      .where('invoice_id', '=', id)
      .execute();
    return true;
  },

  /** Which of these WeFact identifiers an invoice of the organisation already holds. */
  async knownIdentifiers(
    db: Db,
    organizationId: string,
    identifiers: readonly string[],
  ): Promise<Set<string>> {
    if (identifiers.length === 0) return new Set();
    const rows = await db
      .selectFrom('invoices')
      .select('wefact_identifier')
      .where('organization_id', '=', organizationId)
      .where('wefact_identifier', 'in', identifiers)
      .execute();
    return new Set(rows.map((row) => row.wefact_identifier!));
  },

  findById(db: Db, organizationId: string, id: string): Promise<InvoiceRow | undefined> {
    return invoiceQuery(db)
      .where('i.organization_id', '=', organizationId)
      .where('i.id', '=', id)
      .executeTakeFirst();
  },

  ofDossier(db: Db, organizationId: string, dossierId: string): Promise<InvoiceRow[]> {
    return invoiceQuery(db)
      .where('i.organization_id', '=', organizationId)
      .where('i.dossier_id', '=', dossierId)
      .orderBy('i.created_at', 'desc')
      .orderBy('i.id', 'desc')
      .execute();
  },

  ofDebtor(db: Db, organizationId: string, debtorId: string): Promise<InvoiceRow[]> {
    return invoiceQuery(db)
      .where('i.organization_id', '=', organizationId)
      .where('i.debtor_id', '=', debtorId)
      .orderBy('i.created_at', 'desc')
      .orderBy('i.id', 'desc')
      .execute();
  },

  updateStatus: (db: Db, id: string, status: InvoicesTable['wefact_status'], now: string) =>
    db
      .updateTable('invoices')
      .set({ wefact_status: status, status_refreshed_at: now, updated_at: now })
      .where('id', '=', id)
      .execute(),

  /** The dossier's billable lines by where they stand: free, on a pending invoice, on a created one. */
  async billableState(
    db: Db,
    dossierId: string,
  ): Promise<{ free: number; pending: number; created: number }> {
    const rows = await db
      .selectFrom('budget_lines as bl')
      .leftJoin('invoices as i', 'i.id', 'bl.invoice_id')
      .select(['i.state', (eb) => eb.fn.countAll<number | string>().as('count')])
      .where('bl.dossier_id', '=', dossierId)
      .where('bl.billable', '=', 1)
      .groupBy('i.state')
      .execute();
    const count = { free: 0, pending: 0, created: 0 };
    for (const row of rows) {
      const n = Number(row.count);
      if (row.state === 'pending') count.pending += n;
      else if (row.state === 'created') count.created += n;
      else count.free += n;
    }
    return count;
  },
};
