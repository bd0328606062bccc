/**
 * The billable dossiers list served from the revision-keyed cache (decision 044, issue 17): kept per organisation
 * and query under `budget-lines-of:` (migration 0029: every write of the organisation's budget lines),
 * `dossiers:` (numbers, names, status, deletion) and `budget:` (the debtors' names, the invoices). After each kind
 * of write both app servers answer what a fresh build says; another organisation's writes leave it serving.
 */
import { describe, expect, it } from 'vitest';
import { responseCacheFor } from '../src/lib/response-cache.ts';
import { addMember, createOrganization, createUser, loginIn } from './factories.ts';
import { createDossier } from './dossier-fixtures.ts';
import { createBudgetLine, createDebtor } from './budget-fixtures.ts';
import { answerCacheChecks, twoAppServers } from './answer-cache-checks.ts';

const { ctx, onSecondServer } = await twoAppServers();
const db = ctx.app.deps.db;
const cacheA = responseCacheFor(ctx.app.deps);
const LIST = '/api/invoicing/billable-dossiers';

const company = await createOrganization(ctx, 'Uitvaartzorg Factuurcache', 'funeral_company');
const other = await createOrganization(ctx, 'Uitvaartzorg Anders', 'funeral_company');
const ownerUser = await createUser(ctx, 'eigenaar@factuurcache.test', 'Fien Factuurcache');
await addMember(ctx, company.id, ownerUser.id, 'owner');
const owner = await loginIn(ctx, ownerUser.email, company.id);
const ownerOnSecond = onSecondServer(owner);

const { expectServedFromCache, afterWrite } = answerCacheChecks({
  db,
  cache: cacheA,
  client: owner,
  onSecond: ownerOnSecond,
  scopes: [`budget-lines-of:${company.id}`, `dossiers:${company.id}`, `budget:${company.id}`],
});

type Item = { dossier: { id: string; name: string }; debtors: { debtor: { display_name: string } | null }[] };
const dossier = await createDossier(ctx, company.id, { status: 'completed', lastName: 'Eerstelijn' });
const debtor = await createDebtor(ctx, company.id, { surname: 'Aalders' });
const line = await createBudgetLine(ctx, company.id, dossier.id, { unit_price: 10_000, debtor_id: debtor });

describe('GET /api/invoicing/billable-dossiers from the answer cache', () => {
  it('serves the same page again from the cache, a search and another page apart', async () => {
    await expectServedFromCache(LIST);
    await expectServedFromCache(`${LIST}?search=eerstelijn`);
    expect((await owner.get(LIST)).json().data).toHaveLength(1);
  });

  it('answers afresh after a line is added, moved to another debtor or invoiced away', async () => {
    const added = (await afterWrite(LIST, () =>
      createBudgetLine(ctx, company.id, dossier.id, { unit_price: 5_000, debtor_id: debtor }),
    )) as unknown as (Item & { line_count: number })[];
    expect(added[0]!.line_count).toBe(2);

    const second = await createDebtor(ctx, company.id, { surname: 'Bakker' });
    const moved = (await afterWrite(LIST, () =>
      db.updateTable('budget_lines').set({ debtor_id: second }).where('id', '=', line).execute(),
    )) as unknown as Item[];
    expect(moved[0]!.debtors).toHaveLength(2);

    const gone = (await afterWrite(LIST, () =>
      db.deleteFrom('budget_lines').where('dossier_id', '=', dossier.id).execute(),
    )) as unknown as Item[];
    expect(gone).toEqual([]);
  });

  it('answers afresh after the dossier’s name or a debtor’s name changes', async () => {
    const debtor = await createDebtor(ctx, company.id, { surname: 'Claes' });
    await createBudgetLine(ctx, company.id, dossier.id, { unit_price: 7_500, debtor_id: debtor });
    const renamed = (await afterWrite(LIST, () =>
      db
        .updateTable('dossiers')
        .set({ deceased_last_name: 'Hernoemd' })
        .where('id', '=', dossier.id)
        .execute(),
    )) as unknown as Item[];
    expect(renamed[0]!.dossier.name).toContain('Hernoemd');

    const debtorRenamed = (await afterWrite(LIST, () =>
      db.updateTable('debtors').set({ surname: 'Claessens' }).where('id', '=', debtor).execute(),
    )) as unknown as Item[];
    expect(debtorRenamed[0]!.debtors[0]!.debtor!.display_name).toContain('Claessens');
  });

  it('keeps serving while another organisation bills', async () => {
    await expectServedFromCache(LIST);
    const elsewhere = await createDossier(ctx, other.id, { status: 'completed' });
    await createBudgetLine(ctx, other.id, elsewhere.id, { unit_price: 1_000 });
    const hits = cacheA.hits;
    expect((await owner.get(LIST)).statusCode).toBe(200);
    expect(cacheA.hits).toBe(hits + 1);
  });
});
