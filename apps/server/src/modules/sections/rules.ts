import {
  cremationDateOf,
  dossierSummaryFromDeceased,
  interpolate,
  lockedDateErrors,
  lockedDatesText,
  messages,
  SECTION_LABELS,
  validateSection,
  type DeceasedSection,
  type SectionKey,
} from '@afscheid/shared';
import type { Dossier } from '../../db/types.ts';
import { ValidationError } from '../../lib/errors.ts';
import type { StoredSection } from './repository.ts';

const api = messages.dossierApi;

/**
 * Past "open" the dates the dossier's status rests on are fixed (the moment of death, the cremation or burial
 * moment): a save that changes one is refused with a 422 on that field, and nothing is saved. Checked on the
 * data as sent, before the other rules, so the answer says why rather than what the legal window thinks of
 * the new date.
 */
export function assertLockedDatesKept(
  dossier: Pick<Dossier, 'type' | 'status'>,
  key: SectionKey,
  stored: Record<string, unknown>,
  data: Record<string, unknown>,
): void {
  const errors = lockedDateErrors(dossier.type, dossier.status, key, stored, data);
  if (Object.keys(errors).length === 0) return;
  throw new ValidationError(errors, lockedDatesText(dossier.type, dossier.status, 'refusal'));
}

/** The section that holds the cremation or burial moment of a dossier of this type. */
const funeralKeyOf = (type: Dossier['type']): SectionKey => (type === 'cremation' ? 'cremation' : 'funeral');

/** The stored sections a save of `key` is checked against: itself, the deceased and the planned funeral. */
export const sectionsToCheck = (dossier: Pick<Dossier, 'type'>, key: SectionKey): SectionKey[] => [
  ...new Set<SectionKey>([key, 'deceased', funeralKeyOf(dossier.type)]),
];

/**
 * The section's data checked with the shared rules (422 with Dutch messages by data path); the rules that
 * look across sections get the deceased and the cremation date from `stored` (the sections of `sectionsToCheck`,
 * read by the caller in its writing transaction, in which the dossier is locked: see saveSection).
 */
export function validatedSectionData(
  dossier: Dossier,
  key: SectionKey,
  data: Record<string, unknown>,
  stored: ReadonlyMap<string, StoredSection>,
  now: Date,
): Record<string, unknown> {
  const deceased = stored.get('deceased');
  const cremation = dossier.type === 'cremation' ? stored.get('cremation') : undefined;
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
  if (key === 'deceased') {
    assertFuneralStaysLegal(dossier, valid as DeceasedSection, stored.get(funeralKeyOf(dossier.type)), now);
  }
  return valid;
}

/**
 * A new moment of death or a removed permit can put an already planned cremation or burial outside the legal
 * window: the deceased section is then refused (on the date of death), so the dossier never holds a planned
 * moment the law does not allow.
 */
function assertFuneralStaysLegal(
  dossier: Dossier,
  deceased: DeceasedSection,
  planned: StoredSection | undefined,
  now: Date,
) {
  if (!planned) return;
  const funeralKey = funeralKeyOf(dossier.type);
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
