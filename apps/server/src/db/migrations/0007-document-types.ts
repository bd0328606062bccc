import type { Kysely } from 'kysely';
import { newId } from '../../lib/ids.ts';

/**
 * The legal checklist (issue 11, items 10 and 12).
 *
 * - `documents.document_type`: what a document is (A-verklaring, verlof, …); documents stored before are "other"
 *   (Overig).
 * - Stored section data moves to where the fields are now, once, so nothing recorded is lost and no form shows a
 *   value it cannot offer:
 *   - the verlof tot begraven of cremeren is recorded once, in the cremation or funeral section: a verlof in the
 *     deceased section is moved there (kept there when that section already has its own), and leaves the
 *     deceased section;
 *   - an insurance policy of kind "sums" (Sommen) becomes "capital" (Kapitaal);
 *   - "urn" (Urnengraf) is no grave for a burial: the grave kind is emptied and a line in the notes keeps it;
 *   - "private" (In besloten kring) is the ceremony's kind, not the cremation's: the cremation becomes "with
 *     ceremony" and the ceremony section gets the kind when it has none (else a line in the cremation's notes
 *     keeps it).
 *   Every changed section gets a new version, so a form that was open before the upgrade gets the conflict
 *   dialog instead of saving over the moved data.
 *
 * Self-contained on purpose (no imports from the shared package): a migration keeps doing what it did when it
 * was written.
 */

type Data = Record<string, unknown>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

interface SectionRow {
  id: string;
  dossier_id: string;
  key: string;
  data: string;
  version: number;
}

const URN_GRAVE_NOTE = 'Soort graf eerder vastgelegd als: Urnengraf.';
const PRIVATE_CREMATION_NOTE = 'Soort crematie eerder vastgelegd als: In besloten kring.';

const isObject = (value: unknown): value is Data =>
  value !== null && typeof value === 'object' && !Array.isArray(value);
const isFilled = (value: unknown) =>
  value !== null &&
  value !== undefined &&
  value !== false &&
  !(typeof value === 'string' && value.trim() === '');
const hasPermit = (value: unknown) =>
  isObject(value) && ['received', 'number', 'municipality', 'issuedOn'].some((key) => isFilled(value[key]));

function parse(row: SectionRow): Data | null {
  try {
    const value: unknown = JSON.parse(row.data);
    return isObject(value) ? value : null;
  } catch {
    return null; // A corrupt section is left as it is; reading it fails loudly (CorruptSectionError).
  }
}

const withNote = (notes: unknown, line: string) =>
  typeof notes === 'string' && notes.trim() !== '' ? `${notes.trimEnd()}\n${line}` : line;

/** The sections of `keys` whose stored text contains `needle` (a cheap filter before parsing). */
function sectionsWith(db: AnyDb, keys: string[], needle: string): Promise<SectionRow[]> {
  return db
    .selectFrom('dossier_sections')
    .select(['id', 'dossier_id', 'key', 'data', 'version'])
    .where('key', 'in', keys)
    .where('data', 'like', `%${needle}%`)
    .execute() as Promise<SectionRow[]>;
}

/** The sections given a new version in this run: one new version each, however many steps change them. */
const bumped = new Set<string>();

/** Stores changed data; a new version unless only an empty leftover was removed (`bump: false`). */
async function save(
  db: AnyDb,
  row: Pick<SectionRow, 'id' | 'version'>,
  data: Data,
  { bump = true } = {},
): Promise<void> {
  const next = bump && !bumped.has(row.id);
  if (next) bumped.add(row.id);
  await db
    .updateTable('dossier_sections')
    .set({ data: JSON.stringify(data), version: next ? row.version + 1 : row.version })
    .where('id', '=', row.id)
    .execute();
}

async function findSection(db: AnyDb, dossierId: string, key: string): Promise<SectionRow | undefined> {
  return (await db
    .selectFrom('dossier_sections')
    .select(['id', 'dossier_id', 'key', 'data', 'version'])
    .where('dossier_id', '=', dossierId)
    .where('key', '=', key)
    .executeTakeFirst()) as SectionRow | undefined;
}

/** Changes the dossier's section `key` with `apply` (null: no change), creating the row when the dossier has none. */
async function mergeInto(
  db: AnyDb,
  source: SectionRow,
  key: string,
  apply: (data: Data) => Data | null,
): Promise<void> {
  const target = await findSection(db, source.dossier_id, key);
  if (target) {
    const data = parse(target);
    const changed = data ? apply(data) : null;
    if (changed) await save(db, target, changed);
    return;
  }
  const created = apply({});
  if (!created) return;
  // A dossier made before the section existed: the new row belongs where the source row does.
  const organization = (await db
    .selectFrom('dossier_sections')
    .select(['organization_id', 'created_at', 'updated_at'])
    .where('id', '=', source.id)
    .executeTakeFirstOrThrow()) as { organization_id: string; created_at: string; updated_at: string };
  await db
    .insertInto('dossier_sections')
    .values({
      id: newId(),
      organization_id: organization.organization_id,
      dossier_id: source.dossier_id,
      key,
      data: JSON.stringify(created),
      version: 1,
      updated_by: null,
      created_at: organization.created_at,
      updated_at: organization.updated_at,
    })
    .execute();
}

async function movePermits(db: AnyDb): Promise<void> {
  for (const row of await sectionsWith(db, ['deceased'], '"permit"')) {
    const data = parse(row);
    if (!data || !('permit' in data)) continue;
    const { permit, ...rest } = data;
    if (hasPermit(permit)) {
      const dossier = (await db
        .selectFrom('dossiers')
        .select('type')
        .where('id', '=', row.dossier_id)
        .executeTakeFirst()) as { type: string } | undefined;
      const key = dossier?.type === 'burial' ? 'funeral' : 'cremation';
      await mergeInto(db, row, key, (target) => {
        const current = isObject(target['permit']) ? target['permit'] : {};
        if (hasPermit(current)) return null;
        return { ...target, permit: { ...current, ...(permit as Data) } };
      });
    }
    // An empty verlof (every deceased section had the fields) goes silently; a recorded one with a new version.
    await save(db, row, rest, { bump: hasPermit(permit) });
  }
}

async function mergeSums(db: AnyDb): Promise<void> {
  for (const row of await sectionsWith(db, ['insurances'], '"sums"')) {
    const data = parse(row);
    if (!data || !Array.isArray(data['policies'])) continue;
    let changed = false;
    const policies = (data['policies'] as unknown[]).map((policy) => {
      if (!isObject(policy) || policy['kind'] !== 'sums') return policy;
      changed = true;
      return { ...policy, kind: 'capital' };
    });
    if (changed) await save(db, row, { ...data, policies });
  }
}

async function dropUrnGraves(db: AnyDb): Promise<void> {
  for (const row of await sectionsWith(db, ['funeral'], '"urn"')) {
    const data = parse(row);
    if (!data || data['graveKind'] !== 'urn') continue;
    await save(db, row, { ...data, graveKind: null, notes: withNote(data['notes'], URN_GRAVE_NOTE) });
  }
}

async function movePrivateCremations(db: AnyDb): Promise<void> {
  for (const row of await sectionsWith(db, ['cremation'], '"private"')) {
    const data = parse(row);
    if (!data || data['kind'] !== 'private') continue;
    let noted = false;
    await mergeInto(db, row, 'ceremony', (ceremony) => {
      if (isFilled(ceremony['kind']) || ceremony['held'] === false) {
        noted = true;
        return null;
      }
      return { ...ceremony, held: true, kind: 'private' };
    });
    const notes = noted ? withNote(data['notes'], PRIVATE_CREMATION_NOTE) : data['notes'];
    await save(db, row, { ...data, kind: 'with_ceremony', ...(notes === undefined ? {} : { notes }) });
  }
}

/** One transaction on SQLite too (PostgreSQL runs each migration in one already): all of it or nothing. */
function inOneTransaction(db: AnyDb, work: (trx: AnyDb) => Promise<void>): Promise<void> {
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}

export async function up(db: AnyDb): Promise<void> {
  await inOneTransaction(db, change);
}

async function change(db: AnyDb): Promise<void> {
  bumped.clear();
  await db.schema
    .alterTable('documents')
    .addColumn('document_type', 'text', (c) => c.notNull().defaultTo('other'))
    .execute();
  await movePermits(db);
  await mergeSums(db);
  await dropUrnGraves(db);
  await movePrivateCremations(db);
}

/** Removes the column; the moved section data stays where it is (the earlier code reads it there too). */
export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('documents').dropColumn('document_type').execute();
}
