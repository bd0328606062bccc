/**
 * `node --import tsx apps/server/bench/seed-budget.ts`: gives the demo funeral company's dossiers (written by
 * seed-bench.ts) budgets at a platform's scale, in one transaction, and prints what it wrote and the id of the
 * dossier with a 300-line budget:
 * - one dossier of 300 lines over every budget section (the budget tab's worst case);
 * - 5,000 dossiers with three billable lines not yet invoiced (what "billable dossiers" lists);
 * - 20,000 dossiers with three lines on a created invoice (what it must skip).
 * Rows are written directly (bench data, not business events): the services' rules are the API tests' job.
 */
import { sql } from 'kysely';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/connection.ts';
import type { Db } from '../src/db/types.ts';
import { newId } from '../src/lib/ids.ts';

const SECTIONS = ['Verzorging', 'Opbaring', 'Plechtigheid', 'Crematie/Begrafenis', 'Vervoer', 'Drukwerk', 'Advertenties', 'Bloemen', 'Catering', 'Derden (doorlopende posten)'];
const LINES = [
  { description: 'Verzorging van de overledene', unit: 'stuk', unit_price: 39_500, vat_rate: 'exempt' as const },
  { description: 'Koffietafel', unit: 'stuk', unit_price: 1_250, vat_rate: '9' as const },
  { description: 'Advertentie dagblad', unit: 'stuk', unit_price: 48_000, vat_rate: '21' as const },
  { description: 'Uittreksel overlijdensakte', unit: 'stuk', unit_price: 1_720, vat_rate: 'disbursement' as const },
];
const BILLABLE_DOSSIERS = 5_000;
const INVOICED_DOSSIERS = 20_000;
const BIG_BUDGET_LINES = 300;

const config = loadConfig();
const handle = openDatabase(config.database);
try {
  const db = handle.db;
  const started = performance.now();
  const organization = await db
    .selectFrom('organizations')
    .select('id')
    .where('name', '=', 'Uitvaartzorg De Linde')
    .executeTakeFirstOrThrow();
  const orgId = organization.id;
  const result = await db.transaction().execute(async (trx) => {
    const now = new Date().toISOString();
    let sections = await trx
      .selectFrom('budget_sections')
      .select('id')
      .where('organization_id', '=', orgId)
      .orderBy('position')
      .execute();
    if (sections.length === 0) {
      const rows = SECTIONS.map((name, position) => ({
        id: newId(),
        organization_id: orgId,
        name,
        position,
        created_at: now,
        updated_at: now,
      }));
      await trx.insertInto('budget_sections').values(rows).execute();
      sections = rows.map(({ id }) => ({ id }));
    }
    const debtorId = newId();
    await trx
      .insertInto('debtors')
      .values({
        id: debtorId,
        organization_id: orgId,
        kind: 'person',
        surname: 'Bench',
        initials: 'B.',
        invoice_method: 'email',
        wefact_debtor_code: 'DB-BENCH',
        search_text: ' bench',
        sort_name: 'bench',
        created_at: now,
        updated_at: now,
      })
      .execute();
    const dossiers = await trx
      .selectFrom('dossiers')
      .select(['id'])
      .where('organization_id', '=', orgId)
      .where('deleted_at', 'is', null)
      .orderBy('created_at', 'desc')
      .limit(1 + BILLABLE_DOSSIERS + INVOICED_DOSSIERS)
      .execute();
    const [big, ...rest] = dossiers;
    if (!big) throw new Error('no dossiers: run seed-bench.ts first');
    const line = (dossierId: string, index: number, invoiceId: string | null) => {
      const template = LINES[index % LINES.length]!;
      return {
        id: newId(),
        organization_id: orgId,
        dossier_id: dossierId,
        section_id: sections[index % sections.length]!.id,
        article_id: null,
        ...template,
        quantity_milli: 1000 + (index % 3) * 500,
        discount_bp: index % 7 === 0 ? 1000 : 0,
        debtor_id: debtorId,
        billable: 1,
        invoice_id: invoiceId,
        invoiced_at: invoiceId ? now : null,
        credits_line_id: null,
        position: index,
        created_at: now,
        updated_at: now,
      };
    };
    const batches: ReturnType<typeof line>[] = [];
    for (let i = 0; i < BIG_BUDGET_LINES; i++) batches.push(line(big.id, i, null));
    rest.slice(0, BILLABLE_DOSSIERS).forEach((dossier) => {
      for (let i = 0; i < 3; i++) batches.push(line(dossier.id, i, null));
    });
    const invoices = rest.slice(BILLABLE_DOSSIERS, BILLABLE_DOSSIERS + INVOICED_DOSSIERS).map((dossier, n) => ({
      id: newId(),
      organization_id: orgId,
      dossier_id: dossier.id,
      debtor_id: debtorId,
      state: 'created' as const,
      reference: `bench-${n}`,
      wefact_identifier: String(n + 1),
      wefact_code: `F${String(n + 1).padStart(6, '0')}`,
      wefact_status: 'paid' as const,
      amount_excl: 0,
      amount_vat: 0,
      amount_incl: 0,
      line_count: 3,
      created_at: now,
      updated_at: now,
    }));
    await insertInChunks(trx, 'invoices', invoices);
    invoices.forEach((invoice) => {
      for (let i = 0; i < 3; i++) batches.push(line(invoice.dossier_id, i, invoice.id));
    });
    await insertInChunks(trx, 'budget_lines', batches);
    return { bigDossierId: big.id, lines: batches.length, invoices: invoices.length };
  });
  // PostgreSQL: VACUUM as well, as autovacuum does after a bulk load in a normal deployment (its insert threshold):
  // it sets the visibility map, so index-only scans skip the table. This machine's PostgreSQL runs with autovacuum
  // off, and counts over never-vacuumed tables read every row's page (decision 033).
  if (handle.kind === 'postgres') await sql`vacuum analyze`.execute(db);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  process.stdout.write(
    `${JSON.stringify({ ...result, seconds: Number(seconds), billableDossiers: BILLABLE_DOSSIERS, invoicedDossiers: INVOICED_DOSSIERS })}\n`,
  );
} finally {
  await handle.close();
}

async function insertInChunks(db: Db, table: 'invoices' | 'budget_lines', rows: object[]): Promise<void> {
  // SQLite allows 32,766 bound values per statement; 25 columns × 500 rows stays well under it.
  for (let i = 0; i < rows.length; i += 500) {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    await db.insertInto(table).values(rows.slice(i, i + 500) as any).execute();
  }
}
