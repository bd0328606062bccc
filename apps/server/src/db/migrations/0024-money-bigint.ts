import { PostgresAdapter, sql, type Kysely } from 'kysely';

/**
 * Amounts in cents that can pass PostgreSQL's `integer` (2³¹ − 1 cents, € 21.474.836,47) become `bigint` there:
 * an invoice's totals (a line may come to 10¹⁴ cents: a million units of € 1.000.000) and a line's part covered by
 * insurance (up to 10¹⁰ cents). Without it such an invoice or line ended in a 500 on PostgreSQL only. SQLite's
 * integers are 64 bits already: nothing to do there. PostgreSQL returns `bigint` as text: the readers take
 * `Number(…)` (exact up to 2⁵³, far above every amount the budget accepts).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  await sql`alter table invoices
    alter column amount_excl type bigint,
    alter column amount_vat type bigint,
    alter column amount_incl type bigint`.execute(db);
  await sql`alter table budget_lines alter column insurance_covered type bigint`.execute(db);
}

export async function down(db: AnyDb): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  await sql`alter table budget_lines alter column insurance_covered type integer`.execute(db);
  await sql`alter table invoices
    alter column amount_excl type integer,
    alter column amount_vat type integer,
    alter column amount_incl type integer`.execute(db);
}
