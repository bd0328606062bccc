import {
  cremationDateOf,
  dossierSummaryFromDeceased,
  interpolate,
  messages,
  SECTION_LABELS,
  validateSection,
  type DeceasedSection,
  type SectionKey,
} from '@afscheid/shared';
import type { Db, Dossier } from '../../db/types.ts';
import { ValidationError } from '../../lib/errors.ts';
import { sectionsRepository, type StoredSection } from './repository.ts';

const api = messages.dossierApi;

/**
 * The section's data checked with the shared rules (422 with Dutch messages by data path); the rules that
 * look across sections get the deceased and the cremation date from the stored sections.
 */
export async function validatedSectionData(
  db: Db,
  dossier: Dossier,
  key: SectionKey,
  data: Record<string, unknown>,
  section: StoredSection,
  now: Date,
): Promise<Record<string, unknown>> {
  const deceased = key === 'deceased' ? section : await sectionsRepository.find(db, dossier.id, 'deceased');
  const cremation =
    dossier.type === 'cremation' ? await sectionsRepository.find(db, dossier.id, 'cremation') : undefined;
  const result = validateSection(key, data, {
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
  const valid = result.data as Record<string, unknown>;
  if (key === 'deceased') await assertFuneralStaysLegal(db, dossier, valid as DeceasedSection, now);
  return valid;
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
