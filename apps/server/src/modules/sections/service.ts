import {
  emptySection,
  sectionsForType,
  type AuditEntry,
  type DossierSectionData,
  type SectionKey,
  type saveSectionSchema,
} from '@afscheid/shared';
import type { z } from 'zod';
import type { Db, Dossier } from '../../db/types.ts';
import { iso } from '../../lib/clock.ts';
import type { ServiceContext } from '../../lib/context.ts';
import { notFound } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import { conflictWith, updateWhereVersion, versionedEdit } from '../../lib/versioned.ts';
import { replaceAddressBookEntries } from '../address-book/index.ts';
import { assertDossierWritable, auditHistory, dossiersRepository } from '../dossiers/index.ts';
import { usersRepository } from '../users/index.ts';
import { diffSection } from './diff.ts';
import { presentSection } from './presenter.ts';
import { sectionsRepository, type StoredSection } from './repository.ts';
import { assertLockedDatesKept, sectionsToCheck, validatedSectionData } from './rules.ts';
import { sameData, summaryColumns } from './summary.ts';

async function present(db: Db, dossier: Dossier, key: SectionKey, section: StoredSection | undefined) {
  const names = await usersRepository.namesByIds(db, [section?.updated_by]);
  return presentSection(key, section, dossier, names);
}

/** The sections of the dossier's type, in their order; a section without a row yet is its empty form. */
export async function listSections(ctx: ServiceContext, dossier: Dossier): Promise<DossierSectionData[]> {
  const stored = new Map(
    (await sectionsRepository.ofDossier(ctx.db, dossier.id)).map((row) => [row.key, row]),
  );
  const names = await usersRepository.namesByIds(
    ctx.db,
    [...stored.values()].map((section) => section.updated_by),
  );
  return sectionsForType(dossier.type).map((key) => presentSection(key, stored.get(key), dossier, names));
}

export async function showSection(
  ctx: ServiceContext,
  dossier: Dossier,
  key: SectionKey,
): Promise<DossierSectionData> {
  return present(ctx.db, dossier, key, await sectionsRepository.find(ctx.db, dossier.id, key));
}

/** The section's row; a dossier made before the section existed gets its empty row now. */
async function sectionRow(db: Db, dossier: Dossier, key: SectionKey, now: string): Promise<StoredSection> {
  const found = await sectionsRepository.find(db, dossier.id, key);
  if (found) return found;
  await sectionsRepository.insertIfMissing(db, {
    id: newId(),
    organization_id: dossier.organization_id,
    dossier_id: dossier.id,
    key,
    data: JSON.stringify(emptySection(key)),
    version: 1,
    updated_by: null,
    created_at: now,
    updated_at: now,
  });
  return (await sectionsRepository.find(db, dossier.id, key))!;
}

/**
 * Saves a whole section: validated with the shared rules (422 with Dutch messages by data path), stale
 * versions refused (409 with the current section), closed and cancelled dossiers read-only, and past "open" the
 * dates the status rests on fixed. In the same transaction the dossier's summary columns follow the deceased,
 * cremation and funeral sections, the client section rebuilds the dossier's address book entries, and the audit
 * trail records what changed.
 *
 * The checks that look beyond the section (the legal window against the moment of death and the planned
 * cremation or burial, the dossier's status) read inside the writing transaction, after the dossier row is
 * locked (`lockForWrite`): two saves of one dossier run one after the other, and the second is checked against
 * what the first saved, so two saves that are each legal alone cannot together leave an illegal plan.
 */
export async function saveSection(
  ctx: ServiceContext,
  dossier: Dossier,
  key: SectionKey,
  input: z.output<typeof saveSectionSchema>,
): Promise<DossierSectionData> {
  const { db, actor } = ctx;
  assertDossierWritable(dossier);
  const now = ctx.clock.now();
  const section = await sectionRow(db, dossier, key, iso(now));
  const current = async () =>
    present(db, dossier, key, (await sectionsRepository.find(db, dossier.id, key)) ?? section);
  // A stale version is refused before the data is checked: the client first has to see what changed.
  if (input.version !== section.version) throw conflictWith(await current());

  await versionedEdit(db, { given: input.version, stored: section.version, current }, async (trx) => {
    const locked = await dossiersRepository.lockForWrite(trx, dossier.organization_id, dossier.id);
    if (!locked) throw notFound();
    assertDossierWritable(locked);
    const sections = await sectionsRepository.someOf(trx, dossier.id, sectionsToCheck(locked, key));
    const stored = sections.get(key);
    if (!stored || stored.version !== section.version) return false;
    assertLockedDatesKept(locked, key, stored.data, input.data);
    const data = validatedSectionData(locked, key, input.data, sections, now);
    if (sameData(stored.data, data)) return true;
    // What the audit trail shows: values by path (a list row added empty is a save without changed values).
    const changes = diffSection(stored.data, data);
    const summary = summaryColumns(key, data, locked, ctx.appKey);
    const values = { data: JSON.stringify(data), updated_by: actor.userId, updated_at: iso(now) };
    if (
      !(await updateWhereVersion(trx, 'dossier_sections', { id: stored.id, version: stored.version }, values))
    ) {
      return false;
    }
    await dossiersRepository.update(trx, locked.id, {
      ...summary,
      updated_by: actor.userId,
      updated_at: iso(now),
    });
    if (summary.search_text !== undefined) {
      await dossiersRepository.replaceSearchTerms(
        trx,
        locked.organization_id,
        locked.id,
        summary.search_text,
      );
    }
    if (key === 'client') await replaceAddressBookEntries(trx, locked, data, now);
    if (Object.keys(changes).length > 0) {
      await ctx.audit(trx, {
        organizationId: locked.organization_id,
        entity: 'dossier_section',
        entityId: stored.id,
        action: 'updated',
        changes,
      });
    }
    return true;
  });
  return current();
}

/** The section's own events, newest first. */
export async function sectionHistory(
  ctx: ServiceContext,
  dossier: Dossier,
  key: SectionKey,
): Promise<AuditEntry[]> {
  const section = await sectionsRepository.find(ctx.db, dossier.id, key);
  if (!section) return [];
  return auditHistory(ctx.db, {
    organizationId: dossier.organization_id,
    dossierId: null,
    sections: new Map([[section.id, key]]),
  });
}

/**
 * Sets some fields of a dossier's section with `trx`, the caller's transaction (another module's change that
 * the dossier follows, such as a crematorium confirming the cremation's date and time): the dossier row is
 * locked first (as `saveSection` does, so the two run one after the other), the fields are merged into the
 * section's data, its version moves on (an open form gets a 409), the dossier's summary columns follow, and the
 * change is audited for the dossier's organisation. Only an open dossier is changed; false when nothing was
 * written (the dossier is gone or no longer open, or the values are already there).
 */
export async function updateSectionFields(
  trx: Db,
  ctx: ServiceContext,
  dossierRef: Pick<Dossier, 'id' | 'organization_id'>,
  key: SectionKey,
  fields: Record<string, unknown>,
): Promise<boolean> {
  if (!trx.isTransaction) throw new Error('updateSectionFields needs the transaction of the change.');
  const dossier = await dossiersRepository.lockForWrite(trx, dossierRef.organization_id, dossierRef.id);
  if (!dossier || dossier.status !== 'open') return false;
  const now = iso(ctx.clock.now());
  const stored = await sectionRow(trx, dossier, key, now);
  const data = { ...stored.data, ...fields };
  if (sameData(stored.data, data)) return false;
  const values = { data: JSON.stringify(data), updated_by: ctx.actor.userId || null, updated_at: now };
  if (
    !(await updateWhereVersion(trx, 'dossier_sections', { id: stored.id, version: stored.version }, values))
  ) {
    throw new Error(`section ${key} of dossier ${dossier.id} changed under its dossier's lock`);
  }
  const summary = summaryColumns(key, data, dossier, ctx.appKey);
  await dossiersRepository.update(trx, dossier.id, { ...summary, updated_at: now });
  if (summary.search_text !== undefined) {
    await dossiersRepository.replaceSearchTerms(
      trx,
      dossier.organization_id,
      dossier.id,
      summary.search_text,
    );
  }
  await ctx.audit(trx, {
    organizationId: dossier.organization_id,
    entity: 'dossier_section',
    entityId: stored.id,
    action: 'updated',
    changes: diffSection(stored.data, data),
  });
  return true;
}
