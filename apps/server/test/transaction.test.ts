import { afterAll, describe, expect, it } from 'vitest';
import { permissionsForRole } from '@afscheid/shared';
import { systemContext } from '../src/lib/context.ts';
import { inTransaction } from '../src/lib/transaction.ts';
import { createDossier } from '../src/modules/dossiers/index.ts';
import { createTestApp } from './helpers.ts';
import { organizationByName, userByEmail } from './factories.ts';

const ctx = await createTestApp();
afterAll(() => ctx.close());
const db = ctx.app.deps.db;

describe('services composed in one transaction', () => {
  it('leave nothing behind when the caller fails after them (the seed, an import, a job)', async () => {
    const linde = await organizationByName(ctx, 'Uitvaartzorg De Linde');
    const director = await userByEmail(ctx, 'uitvaartverzorger@afscheid.test');
    const count = async () =>
      (await db.selectFrom('dossiers').select('id').where('organization_id', '=', linde.id).execute()).length;
    const before = await count();
    const input = {
      type: 'cremation' as const,
      deceasedFirstNames: 'Jan',
      deceasedNamePrefix: null,
      deceasedLastName: 'Halverwege',
      diedAt: '2026-11-20T10:00:00.000Z',
      responsibleUserId: null,
    };
    await expect(
      inTransaction(db, async (trx) => {
        const actor = {
          userId: director.id,
          organizationId: linde.id,
          organizationType: 'funeral_company' as const,
          role: 'funeral_director',
          permissions: permissionsForRole('funeral_director', 'funeral_company'),
          isSuper: false,
        };
        const made = await createDossier(systemContext({ ...ctx.app.deps, db: trx }, actor), input);
        expect(made.number).toMatch(/^2026-\d{4}$/);
        throw new Error('halverwege mislukt');
      }),
    ).rejects.toThrow('halverwege mislukt');
    expect(await count()).toBe(before);
    const audit = await db
      .selectFrom('audit_events')
      .select('id')
      .where('action', '=', 'created')
      .where('changes', 'like', '%Halverwege%')
      .execute();
    expect(audit).toEqual([]);
  });
});
