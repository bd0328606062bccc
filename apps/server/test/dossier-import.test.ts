import { afterAll, describe, expect, it } from 'vitest';
import { permissionsForRole } from '@afscheid/shared';
import { systemContext } from '../src/lib/context.ts';
import { importDossiers, type ImportedDossier } from '../src/modules/dossiers/index.ts';
import { createTestApp } from './helpers.ts';
import { addMember, createOrganization, createUser, loginAs } from './factories.ts';

const ctx = await createTestApp();
afterAll(() => ctx.close());
const db = ctx.app.deps.db;

async function company(name: string) {
  const organization = await createOrganization(ctx, name);
  const owner = await createUser(ctx, `eigenaar@${organization.id}.test`, 'Eigenaar');
  await addMember(ctx, organization.id, owner.id, 'owner');
  const importer = systemContext(ctx.app.deps, {
    userId: owner.id,
    organizationId: organization.id,
    organizationType: 'funeral_company',
    role: 'owner',
    permissions: permissionsForRole('owner', 'funeral_company'),
    isSuper: false,
  });
  return { organization, owner, importer };
}

const item = (over: Partial<ImportedDossier> = {}): ImportedDossier => ({
  type: 'cremation',
  status: 'closed',
  firstNames: 'Anna Maria',
  namePrefix: 'van',
  lastName: 'Dijk',
  birthDate: '1931-03-02',
  bsn: '111222333',
  diedAt: '2025-03-01T10:00:00.000Z',
  funeralAt: '2025-03-06T10:00:00.000Z',
  responsibleUserId: null,
  createdAt: '2025-03-01T12:00:00.000Z',
  ...over,
});

describe('importing the dossiers of an earlier system', () => {
  it('numbers them per year after the numbers in use, finds them by name and BSN, and audits each', async () => {
    const { organization, owner, importer } = await company('Uitvaartzorg Overstap');
    const count = await importDossiers(importer, [
      item(),
      item({ lastName: 'Bakker', bsn: null, createdAt: '2025-07-01T12:00:00.000Z' }),
      item({ lastName: 'Smit', bsn: null, status: 'open', funeralAt: null, createdAt: '2026-01-02T12:00:00.000Z' }),
    ]);
    expect(count).toBe(3);
    const client = await loginAs(ctx, owner.email);
    const list = (await client.get('/api/dossiers?sort=number')).json();
    expect(list.data.map((d: { number: string }) => d.number)).toEqual(['2025-0001', '2025-0002', '2026-0001']);
    expect((await client.get('/api/dossiers?search=111222333')).json().data).toHaveLength(1);
    expect((await client.get('/api/dossiers?search=dijk anna')).json().data).toHaveLength(1);
    const events = await db
      .selectFrom('audit_events')
      .selectAll()
      .where('organization_id', '=', organization.id)
      .where('action', '=', 'imported')
      .execute();
    expect(events).toHaveLength(3);
    expect(events.every((event) => event.user_id === owner.id && event.ip === null)).toBe(true);
    // A dossier made afterwards continues the numbering.
    const made = await client.post('/api/dossiers', {
      type: 'burial',
      deceased_first_names: 'Kees',
      deceased_last_name: 'Nieuw',
      died_at: '2026-11-21T08:00:00.000Z',
    });
    expect(made.json().data.number).toBe('2026-0002');
  });

  it('imports nothing when one dossier has an invalid BSN', async () => {
    const { organization, importer } = await company('Uitvaartzorg Foutje');
    await expect(importDossiers(importer, [item(), item({ bsn: '123456789' })])).rejects.toMatchObject({
      statusCode: 422,
    });
    const rows = await db.selectFrom('dossiers').select('id').where('organization_id', '=', organization.id).execute();
    expect(rows).toEqual([]);
  });
});
