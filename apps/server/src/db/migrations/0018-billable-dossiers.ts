import { PostgresAdapter, sql, type Kysely } from 'kysely';

/**
 * `billable_dossiers` (issue 17): one row per live dossier with billable budget lines not yet on an invoice, with
 * how many there are and what the invoices would come to (`excl`, `incl`: per debtor and VAT kind the shared
 * arithmetic of decision 015, as `GET /api/invoicing/billable-dossiers` shows them). The dashboard added up 15,000
 * lines of 5,000 dossiers on every request (1.4 s p99 at 20 connections) and the billable list counted and sorted
 * them all for each page; now the dashboard's totals read one index range and the list walks it in number order.
 * And `budget_lines_dossier_order_idx` replaces `budget_lines_dossier_idx`: a budget's lines in the tab's order
 * (position, created, id), so reading a 300-line budget sorts nothing.
 *
 * The rows are kept in step by the database itself, in the statement that changes a line, whoever writes it
 * (the budget and invoicing services, the fixtures of the tests, the bench's seed): after a line that is or was
 * billable and free is inserted, deleted or has a column changed that counts, its dossier's row is computed
 * again from that dossier's lines (deleted when none is left); and after a dossier's `deleted_at` changes. The
 * arithmetic is the integer SQL of `billableSummary` before this migration (line amounts rounded half away from
 * zero, VAT per debtor and kind rounded half up with the rates 21 % and 9 %); a change of a VAT rate needs a
 * migration that recreates `billable_dossiers_refresh` and fills the table again.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

const PRODUCT = 'cast(l.quantity_milli as bigint) * l.unit_price';
const FACTOR = '(10000 - l.discount_bp)';
const MAGNITUDE = `((abs(${PRODUCT}) / 10000000) * ${FACTOR} + (2 * (abs(${PRODUCT}) % 10000000) * ${FACTOR} + 10000000) / 20000000)`;
const LINE_AMOUNT = `(case when ${PRODUCT} < 0 then -${MAGNITUDE} else ${MAGNITUDE} end)`;
const RATE_BP = `(case g.vat_rate when '21' then 2100 when '9' then 900 else 0 end)`;
const GROUP_VAT = `(case when g.base < 0 then -((2 * (-g.base) * ${RATE_BP} + 10000) / 20000) else (2 * g.base * ${RATE_BP} + 10000) / 20000 end)`;

/**
 * The rows of the dossiers `target` selects (a condition on `d`), computed from their lines: per dossier, debtor
 * and VAT kind the sum of the line amounts, then per dossier the count, the sum and the sum with each group's VAT.
 * The group's sum is cast to bigint: PostgreSQL's sum of bigints is numeric, whose division would not truncate.
 */
const rowsOf = (target: string) => `
  insert into billable_dossiers (dossier_id, organization_id, number_year, number_sequence, line_count, excl, incl)
  select d.id, d.organization_id, d.number_year, d.number_sequence, sum(g.n), sum(g.base), sum(g.base + ${GROUP_VAT})
  from dossiers d
  join (
    select l.dossier_id, l.organization_id, l.debtor_id, l.vat_rate, count(*) as n, cast(sum(${LINE_AMOUNT}) as bigint) as base
    from budget_lines l
    where l.billable = 1 and l.invoice_id is null and ${target.replace(/\bd\.id\b/g, 'l.dossier_id')}
    group by l.dossier_id, l.organization_id, l.debtor_id, l.vat_rate
  ) g on g.dossier_id = d.id and g.organization_id = d.organization_id
  where ${target} and d.deleted_at is null
  group by d.id, d.organization_id, d.number_year, d.number_sequence`;

/** The columns of a line that change what it adds to its dossier's row. */
const COUNTED = [
  'dossier_id',
  'organization_id',
  'billable',
  'invoice_id',
  'quantity_milli',
  'unit_price',
  'discount_bp',
  'vat_rate',
  'debtor_id',
].join(', ');
const FREE_NEW = 'new.billable = 1 and new.invoice_id is null';
const FREE_OLD = 'old.billable = 1 and old.invoice_id is null';

export async function up(db: AnyDb): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  // bigint: a line may come to 10^14 cents (a million units of € 1.000.000), beyond PostgreSQL's integer.
  await db.schema
    .createTable('billable_dossiers')
    .addColumn('dossier_id', 'text', (c) => c.primaryKey().references('dossiers.id').onDelete('cascade'))
    .addColumn('organization_id', 'text', (c) =>
      c.notNull().references('organizations.id').onDelete('cascade'),
    )
    .addColumn('number_year', 'integer', (c) => c.notNull())
    .addColumn('number_sequence', 'integer', (c) => c.notNull())
    .addColumn('line_count', 'integer', (c) => c.notNull())
    .addColumn('excl', 'bigint', (c) => c.notNull())
    .addColumn('incl', 'bigint', (c) => c.notNull())
    .execute();
  // The list's page in number order and the dashboard's count and sums, from the index alone.
  await db.schema
    .createIndex('billable_dossiers_org_number_idx')
    .on('billable_dossiers')
    .columns(['organization_id', 'number_year', 'number_sequence', 'dossier_id', 'excl', 'incl'])
    .execute();

  // A budget's lines in the order the tab shows them, without sorting 300 whole rows on every read.
  await db.schema
    .createIndex('budget_lines_dossier_order_idx')
    .on('budget_lines')
    .columns(['dossier_id', 'position', 'created_at', 'id'])
    .execute();
  await db.schema.dropIndex('budget_lines_dossier_idx').execute();

  if (postgres) {
    await sql
      .raw(
        `create function billable_dossiers_refresh(target text) returns void language plpgsql as $$
        begin
          delete from billable_dossiers where dossier_id = target;
          ${rowsOf('d.id = target')};
        end $$`,
      )
      .execute(db);
    // An update refreshes the old dossier, and the new one when the line moved (nothing moves a line today).
    await sql
      .raw(
        `create function budget_lines_billable_sync() returns trigger language plpgsql as $$
        begin
          if tg_op <> 'INSERT' then perform billable_dossiers_refresh(old.dossier_id); end if;
          if tg_op = 'INSERT' or (tg_op = 'UPDATE' and new.dossier_id is distinct from old.dossier_id) then
            perform billable_dossiers_refresh(new.dossier_id);
          end if;
          return null;
        end $$`,
      )
      .execute(db);
    await sql
      .raw(
        `create function dossiers_billable_sync() returns trigger language plpgsql as $$
        begin
          perform billable_dossiers_refresh(new.id);
          return null;
        end $$`,
      )
      .execute(db);
    for (const [event, when] of [
      ['insert', FREE_NEW],
      ['delete', FREE_OLD],
      [`update of ${COUNTED}`, `(${FREE_OLD}) or (${FREE_NEW})`],
    ] as const) {
      await sql
        .raw(
          `create trigger budget_lines_billable_${event.split(' ')[0]} after ${event} on budget_lines
          for each row when (${when}) execute function budget_lines_billable_sync()`,
        )
        .execute(db);
    }
    await sql
      .raw(
        `create trigger dossiers_billable_deleted after update of deleted_at on dossiers for each row
        when (old.deleted_at is distinct from new.deleted_at) execute function dossiers_billable_sync()`,
      )
      .execute(db);
  } else {
    /** The statements that compute the row of `dossier` again, when `also` holds. */
    const refresh = (dossier: string, also = '1 = 1') =>
      `delete from billable_dossiers where dossier_id = ${dossier} and ${also};
      ${rowsOf(`d.id = ${dossier} and ${also}`)};`;
    for (const [event, when, body] of [
      ['insert', FREE_NEW, refresh('new.dossier_id')],
      ['delete', FREE_OLD, refresh('old.dossier_id')],
      // An update refreshes the old dossier, and the new one when the line moved (nothing moves a line today).
      [
        `update of ${COUNTED}`,
        `(${FREE_OLD}) or (${FREE_NEW})`,
        refresh('old.dossier_id') + refresh('new.dossier_id', 'new.dossier_id is not old.dossier_id'),
      ],
    ] as const) {
      await sql
        .raw(
          `create trigger budget_lines_billable_${event.split(' ')[0]} after ${event} on budget_lines
          when ${when} begin ${body} end`,
        )
        .execute(db);
    }
    await sql
      .raw(
        `create trigger dossiers_billable_deleted after update of deleted_at on dossiers
        when old.deleted_at is not new.deleted_at begin ${refresh('new.id')} end`,
      )
      .execute(db);
  }

  // The rows of the lines there are.
  await sql.raw(rowsOf('1 = 1')).execute(db);
}

export async function down(db: AnyDb): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const on = (table: string) => (postgres ? ` on ${table}` : '');
  await sql.raw(`drop trigger if exists dossiers_billable_deleted${on('dossiers')}`).execute(db);
  for (const event of ['insert', 'delete', 'update']) {
    await sql.raw(`drop trigger if exists budget_lines_billable_${event}${on('budget_lines')}`).execute(db);
  }
  if (postgres) {
    await sql.raw('drop function if exists dossiers_billable_sync()').execute(db);
    await sql.raw('drop function if exists budget_lines_billable_sync()').execute(db);
    await sql.raw('drop function if exists billable_dossiers_refresh(text)').execute(db);
  }
  await db.schema.dropTable('billable_dossiers').execute();
  await db.schema
    .createIndex('budget_lines_dossier_idx')
    .on('budget_lines')
    .columns(['dossier_id', 'position'])
    .execute();
  await db.schema.dropIndex('budget_lines_dossier_order_idx').execute();
}
