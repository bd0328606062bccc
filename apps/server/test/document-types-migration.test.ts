/**
 * Migration 0007-document-types (issue 11, items 10 and 12): the documents' type column, and section data moved to
 * where the fields are now (the verlof recorded once, "Sommen" as kapitaal, no urn grave in a burial, "In besloten
 * kring" as the ceremony's kind). Runs on a database brought back to 0006 with data as the earlier code stored it.
 */
import { Migrator } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { messages } from '@afscheid/shared';
import { iso } from '../src/lib/clock.ts';
import { newId } from '../src/lib/ids.ts';
import { migrations } from '../src/db/migrations/index.ts';
import { createTestApp, type TestContext } from './helpers.ts';
import { addMember, createOrganization, createUser, loginIn } from './factories.ts';

let ctx: TestContext;
beforeEach(async () => {
  ctx = await createTestApp({ seed: false });
});
afterEach(async () => {
  await ctx.close();
});

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const rawDb = () => ctx.app.deps.db as any;
const migrator = () =>
  new Migrator({ db: ctx.app.deps.db, provider: { getMigrations: async () => migrations } });

async function insertDossier(organizationId: string, type: 'cremation' | 'burial', number: string) {
  const now = iso(ctx.clock.now());
  const id = newId();
  await rawDb()
    .insertInto('dossiers')
    .values({
      id,
      organization_id: organizationId,
      number,
      number_year: 2026,
      number_sequence: Number(number.slice(5)),
      type,
      status: 'open',
      deceased_first_names: 'Johanna',
      deceased_last_name: 'Jansen',
      died_at: '2026-11-20T08:30:00.000Z',
      search_text: ' johanna jansen',
      version: 1,
      created_at: now,
      updated_at: now,
    })
    .execute();
  return id;
}

async function insertSection(
  organizationId: string,
  dossierId: string,
  key: string,
  data: unknown,
  version = 3,
) {
  const now = iso(ctx.clock.now());
  await rawDb()
    .insertInto('dossier_sections')
    .values({
      id: newId(),
      organization_id: organizationId,
      dossier_id: dossierId,
      key,
      data: JSON.stringify(data),
      version,
      created_at: now,
      updated_at: now,
    })
    .execute();
}

async function section(dossierId: string, key: string) {
  const row = await ctx.app.deps.db
    .selectFrom('dossier_sections')
    .select(['data', 'version'])
    .where('dossier_id', '=', dossierId)
    .where('key', '=', key)
    .executeTakeFirst();
  return row ? { data: JSON.parse(row.data) as Record<string, unknown>, version: row.version } : undefined;
}

const EMPTY_PERMIT = { number: null, municipality: null, issuedOn: null };

describe('migration 0007-document-types', () => {
  it('types existing documents as "overig", moves old section values to their new place, and can be undone', async () => {
    const org = await createOrganization(ctx, 'Uitvaartzorg Van Toen');
    const user = await createUser(ctx, 'verzorger@vantoen.test', 'Vera van Toen');
    await addMember(ctx, org.id, user.id, 'funeral_director');

    const down = await migrator().migrateTo('0006-email-changes');
    expect(down.error).toBeUndefined();
    expect(down.results?.map((r) => r.migrationName)).toContain('0007-document-types');

    // A cremation whose verlof was recorded with the deceased, a private cremation and a "Sommen" policy.
    const cremation = await insertDossier(org.id, 'cremation', '2026-0001');
    await insertSection(org.id, cremation, 'deceased', {
      person: { firstNames: 'Johanna', lastName: 'Jansen' },
      diedOn: '2026-11-20',
      permit: { number: 'UTR-C-2026-12', municipality: 'Utrecht', issuedOn: '2026-11-21' },
    });
    await insertSection(org.id, cremation, 'cremation', {
      kind: 'private',
      permit: { received: null, ...EMPTY_PERMIT },
      notes: 'Alleen de kinderen.',
    });
    await insertSection(org.id, cremation, 'ceremony', { held: null, kind: null });
    await insertSection(org.id, cremation, 'insurances', {
      policies: [
        { insurer: 'dela', kind: 'sums', policyNumber: 'DL-1' },
        { insurer: 'monuta', kind: 'natura' },
      ],
    });
    // A burial with an urn grave whose funeral section already has its own verlof, and an empty verlof with the
    // deceased (every deceased section had the fields).
    const burial = await insertDossier(org.id, 'burial', '2026-0002');
    await insertSection(org.id, burial, 'deceased', {
      person: { firstNames: 'Gerrit', lastName: 'Mulder' },
      diedOn: '2026-11-20',
      permit: { number: 'ZST-OUD', municipality: 'Zeist', issuedOn: null },
    });
    await insertSection(org.id, burial, 'funeral', {
      graveKind: 'urn',
      permit: { received: true, number: 'ZST-B-2026-118', municipality: 'Zeist', issuedOn: null },
      notes: null,
    });
    // A private cremation whose ceremony already has a kind; a cremation without a cremation section yet.
    const bare = await insertDossier(org.id, 'cremation', '2026-0003');
    await insertSection(org.id, bare, 'deceased', { diedOn: '2026-11-20', permit: EMPTY_PERMIT }, 5);
    await insertSection(org.id, bare, 'ceremony', { held: true, kind: 'farewell_service' });
    await insertSection(org.id, bare, 'cremation', { kind: 'private', notes: '' });
    const moved = await insertDossier(org.id, 'cremation', '2026-0004');
    await insertSection(org.id, moved, 'deceased', { diedOn: '2026-11-20', permit: { number: 'DB-C-9' } });
    const now = iso(ctx.clock.now());
    await rawDb()
      .insertInto('documents')
      .values({
        id: newId(),
        organization_id: org.id,
        dossier_id: cremation,
        file_name: 'verlof.pdf',
        mime_type: 'application/pdf',
        size: 10,
        sha256: 'x',
        storage_key: `${org.id}/x`,
        created_at: now,
        updated_at: now,
      })
      .execute();

    const up = await migrator().migrateToLatest();
    expect(up.error).toBeUndefined();
    expect(up.results?.map((r) => r.migrationName)).toContain('0007-document-types');

    const documents = await ctx.app.deps.db.selectFrom('documents').select('document_type').execute();
    expect(documents).toEqual([{ document_type: 'other' }]);

    // The verlof now lives in the cremation section, once; the deceased section no longer has it.
    expect(await section(cremation, 'deceased')).toEqual({
      data: { person: { firstNames: 'Johanna', lastName: 'Jansen' }, diedOn: '2026-11-20' },
      version: 4,
    });
    const cremationSection = await section(cremation, 'cremation');
    expect(cremationSection).toEqual({
      data: {
        kind: 'with_ceremony',
        permit: { received: null, number: 'UTR-C-2026-12', municipality: 'Utrecht', issuedOn: '2026-11-21' },
        notes: 'Alleen de kinderen.',
      },
      version: 4,
    });
    // "In besloten kring" became the ceremony's kind.
    expect(await section(cremation, 'ceremony')).toEqual({
      data: { held: true, kind: 'private' },
      version: 4,
    });
    expect((await section(cremation, 'insurances'))?.data).toEqual({
      policies: [
        { insurer: 'dela', kind: 'capital', policyNumber: 'DL-1' },
        { insurer: 'monuta', kind: 'natura' },
      ],
    });

    // The funeral section's own verlof wins; the urn grave is kept as a line in the notes.
    expect((await section(burial, 'deceased'))?.data).not.toHaveProperty('permit');
    expect(await section(burial, 'funeral')).toEqual({
      data: {
        graveKind: null,
        permit: { received: true, number: 'ZST-B-2026-118', municipality: 'Zeist', issuedOn: null },
        notes: 'Soort graf eerder vastgelegd als: Urnengraf.',
      },
      version: 4,
    });

    // An empty verlof leaves without a new version; a ceremony with a kind of its own keeps it, the cremation's
    // notes keep "In besloten kring".
    expect(await section(bare, 'deceased')).toEqual({ data: { diedOn: '2026-11-20' }, version: 5 });
    expect((await section(bare, 'ceremony'))?.data).toEqual({ held: true, kind: 'farewell_service' });
    expect((await section(bare, 'cremation'))?.data).toEqual({
      kind: 'with_ceremony',
      notes: 'Soort crematie eerder vastgelegd als: In besloten kring.',
    });
    // A dossier without a cremation section gets one holding the verlof.
    expect(await section(moved, 'cremation')).toEqual({ data: { permit: { number: 'DB-C-9' } }, version: 1 });

    // The app reads the moved data: the header's checklist sees the verlof, the section form shows it.
    const client = await loginIn(ctx, 'verzorger@vantoen.test', org.id);
    const detail = await client.get(`/api/dossiers/${cremation}`);
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json().data.missing_documents).toEqual([
      messages.documentChecklist.required.requestForm,
      messages.documentChecklist.required.implantsStatement,
    ]);
    const form = await client.get(`/api/dossiers/${cremation}/sections/cremation`);
    expect(form.json().data).toMatchObject({
      version: 4,
      data: { kind: 'with_ceremony', permit: { number: 'UTR-C-2026-12' } },
    });

    // Undone: the column goes, the moved data stays where it is.
    const undo = await migrator().migrateTo('0006-email-changes');
    expect(undo.error).toBeUndefined();
    // (Not by introspection: on PostgreSQL that lists the tables of every test file's schema.)
    await expect(rawDb().selectFrom('documents').select('document_type').execute()).rejects.toThrow();
    expect((await section(cremation, 'cremation'))?.data['permit']).toMatchObject({
      number: 'UTR-C-2026-12',
    });
    expect((await migrator().migrateToLatest()).error).toBeUndefined();
  });
});
