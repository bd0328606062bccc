import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  cremationDateOf,
  dossierSummaryFromDeceased,
  emptySection,
  funeralMomentOf,
  interpolate,
  isSectionKey,
  messages,
  normalizeBsn,
  SECTION_LABELS,
  sectionsForType,
  validateSection,
  type AuditEntry,
  type DeceasedSection,
  type DossierSectionData,
  type SectionKey,
} from '@afscheid/shared';
import type { Updateable } from 'kysely';
import type { Db, Dossier, DossiersTable } from '../../db/types.ts';
import { recordAudit } from '../../lib/audit.ts';
import { iso } from '../../lib/clock.ts';
import { HttpError, notFound, ValidationError } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import { parseInput } from '../../lib/validate.ts';
import { replaceAddressBookEntries } from '../address-book/service.ts';
import { assertDossierWritable, type DossierAccess } from '../dossiers/access.ts';
import { auditHistory } from '../dossiers/history.ts';
import { dossiersRepository } from '../dossiers/repository.ts';
import { bsnHash, dossierSearchText } from '../dossiers/search.ts';
import { diffSection } from './diff.ts';
import { presentSection } from './presenter.ts';
import { sectionsRepository, type StoredSection } from './repository.ts';

const api = messages.dossierApi;

/** PUT /api/dossiers/:id/sections/:key: the version read and the whole section's data. */
const saveSectionSchema = z.object({
  version: z
    .number({ error: api.sectionVersion })
    .int({ error: api.sectionVersion })
    .min(1, { error: api.sectionVersion }),
  data: z.record(z.string(), z.unknown(), { error: api.sectionData }),
});

/** The section `:key` of the dossier's type; any other key is not found. */
function sectionKeyOf(request: FastifyRequest, dossier: Dossier): SectionKey {
  const { key } = request.params as { key?: string };
  if (!isSectionKey(key) || !sectionsForType(dossier.type).includes(key)) throw notFound();
  return key;
}

async function namesOf(db: Db, sections: (StoredSection | undefined)[]) {
  return dossiersRepository.userNames(
    db,
    sections.map((section) => section?.updated_by ?? null),
  );
}

export async function listSections(
  request: FastifyRequest,
  access: DossierAccess,
): Promise<DossierSectionData[]> {
  const { db } = request.server.deps;
  const stored = new Map(
    (await sectionsRepository.ofDossier(db, access.dossier.id)).map((section) => [section.key, section]),
  );
  const names = await namesOf(db, [...stored.values()]);
  return sectionsForType(access.dossier.type).map((key) =>
    presentSection(key, stored.get(key), access.dossier, names),
  );
}

export async function showSection(
  request: FastifyRequest,
  access: DossierAccess,
): Promise<DossierSectionData> {
  const { db } = request.server.deps;
  const key = sectionKeyOf(request, access.dossier);
  const section = await sectionsRepository.find(db, access.dossier.id, key);
  return presentSection(key, section, access.dossier, await namesOf(db, [section]));
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
 * versions refused (409 with the current section), closed and cancelled dossiers read-only. In the same
 * transaction the dossier's summary columns follow the deceased, cremation and funeral sections, the client
 * section rebuilds the dossier's address book entries, and the audit trail records what changed.
 */
export async function saveSection(
  request: FastifyRequest,
  access: DossierAccess,
): Promise<DossierSectionData> {
  const { db, clock, appKey } = request.server.deps;
  const { dossier, organization, user } = access;
  const key = sectionKeyOf(request, dossier);
  const input = parseInput(saveSectionSchema, request.body);
  assertDossierWritable(dossier);
  const now = clock.now();
  const section = await sectionRow(db, dossier, key, iso(now));
  const conflict = async () => {
    const latest = (await sectionsRepository.find(db, dossier.id, key)) ?? section;
    const data = presentSection(key, latest, dossier, await namesOf(db, [latest]));
    return new HttpError(409, messages.errors.conflict, { data });
  };
  if (input.version !== section.version) throw await conflict();

  const deceased = key === 'deceased' ? section : await sectionsRepository.find(db, dossier.id, 'deceased');
  const cremation =
    dossier.type === 'cremation' ? await sectionsRepository.find(db, dossier.id, 'cremation') : undefined;
  const result = validateSection(key, input.data, {
    dossierType: dossier.type,
    diedAt: dossier.died_at,
    deceased: (deceased?.data ?? null) as DeceasedSection | null,
    cremationDate: cremation ? cremationDateOf(cremation.data) : null,
    now,
  });
  if (!result.success) {
    throw new ValidationError(
      result.errors,
      interpolate(api.sectionInvalid, { section: SECTION_LABELS[key] }),
    );
  }
  const data = result.data as Record<string, unknown>;
  if (key === 'deceased') await assertFuneralStaysLegal(db, dossier, data as DeceasedSection, now);
  if (sameData(section.data, data))
    return presentSection(key, section, dossier, await namesOf(db, [section]));
  // What the audit trail shows: values by path (a list row added empty is a save without changed values).
  const changes = diffSection(section.data, data);
  const summary = summaryColumns(key, data, dossier, appKey);

  const saved = await db.transaction().execute(async (trx) => {
    const done = await sectionsRepository.updateVersioned(trx, section.id, section.version, {
      data: JSON.stringify(data),
      updated_by: user.id,
      updated_at: iso(now),
    });
    if (!done) return false;
    await dossiersRepository.update(trx, dossier.id, {
      ...summary,
      updated_by: user.id,
      updated_at: iso(now),
    });
    if (summary.search_text !== undefined) {
      await dossiersRepository.replaceSearchTerms(trx, organization.id, dossier.id, summary.search_text);
    }
    if (key === 'client') await replaceAddressBookEntries(trx, dossier, data, now);
    if (Object.keys(changes).length > 0) {
      await recordAudit(trx, request, {
        organizationId: organization.id,
        entity: 'dossier_section',
        entityId: section.id,
        action: 'updated',
        changes,
      });
    }
    return true;
  });
  if (!saved) throw await conflict();
  const latest = (await sectionsRepository.find(db, dossier.id, key))!;
  return presentSection(key, latest, dossier, await namesOf(db, [latest]));
}

/**
 * A new moment of death or a removed permit can put an already planned cremation or burial outside the legal
 * window: the deceased section is then refused (on the date of death), so the dossier never holds a planned
 * moment the law does not allow.
 */
async function assertFuneralStaysLegal(db: Db, dossier: Dossier, deceased: DeceasedSection, now: Date) {
  const funeralKey = dossier.type === 'cremation' ? 'cremation' : 'funeral';
  const planned = await sectionsRepository.find(db, dossier.id, funeralKey);
  if (!planned) return;
  const check = validateSection(funeralKey, planned.data, {
    dossierType: dossier.type,
    diedAt: dossierSummaryFromDeceased(deceased).diedAt ?? dossier.died_at,
    deceased,
    cremationDate: null,
    now,
  });
  const reason = check.success ? undefined : check.errors['date']?.[0];
  if (!reason) return;
  throw new ValidationError(
    {
      diedOn: [
        interpolate(api.funeralLeavesWindow, {
          act: api.acts[dossier.type === 'cremation' ? 'cremation' : 'burial'],
          reason,
          section: SECTION_LABELS[funeralKey],
        }),
      ],
    },
    interpolate(api.sectionInvalid, { section: SECTION_LABELS.deceased }),
  );
}

type SummaryColumn =
  | 'deceased_first_names'
  | 'deceased_name_prefix'
  | 'deceased_last_name'
  | 'deceased_birth_date'
  | 'died_at'
  | 'deceased_bsn_hash'
  | 'search_text'
  | 'funeral_at';

/** Equal data, whatever the order of the keys. */
function sameData(a: unknown, b: unknown): boolean {
  const canonical = (value: unknown): unknown =>
    Array.isArray(value)
      ? value.map(canonical)
      : value !== null && typeof value === 'object'
        ? Object.fromEntries(
            Object.keys(value)
              .sort()
              .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
          )
        : value;
  return JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));
}

/**
 * The dossier columns a section keeps in step: the deceased's names, birth date, moment of death and BSN
 * (as its HMAC) with the search text; the cremation or funeral moment. The name and the moment of death stay
 * as they were when the section leaves them empty (the shared rules require them anyway).
 */
function summaryColumns(
  key: SectionKey,
  data: Record<string, unknown>,
  dossier: Dossier,
  appKey: Buffer,
): Pick<Updateable<DossiersTable>, SummaryColumn> {
  if (key === 'deceased') {
    const summary = dossierSummaryFromDeceased(data as DeceasedSection);
    const firstNames = summary.firstNames ?? dossier.deceased_first_names;
    const lastName = summary.lastName ?? dossier.deceased_last_name;
    const bsn = summary.bsn ? normalizeBsn(summary.bsn) : null;
    return {
      deceased_first_names: firstNames,
      deceased_name_prefix: summary.namePrefix,
      deceased_last_name: lastName,
      deceased_birth_date: summary.birthDate,
      died_at: summary.diedAt ?? dossier.died_at,
      deceased_bsn_hash: bsn ? bsnHash(appKey, bsn) : null,
      search_text: dossierSearchText({
        firstNames,
        namePrefix: summary.namePrefix,
        lastName,
        number: dossier.number,
        sequence: dossier.number_sequence,
      }),
    };
  }
  const funeralKey = dossier.type === 'cremation' ? 'cremation' : 'funeral';
  if (key === funeralKey) {
    const moment = funeralMomentOf(key, data);
    return { funeral_at: moment ? new Date(moment).toISOString() : null };
  }
  return {};
}

export async function sectionHistory(request: FastifyRequest, access: DossierAccess): Promise<AuditEntry[]> {
  const { db } = request.server.deps;
  const key = sectionKeyOf(request, access.dossier);
  const section = await sectionsRepository.find(db, access.dossier.id, key);
  if (!section) return [];
  return auditHistory(db, {
    organizationId: access.organization.id,
    dossierId: null,
    sections: new Map([[section.id, key]]),
  });
}
