import { emptySection, SECTION_LABELS, type DossierSectionData, type SectionKey } from '@afscheid/shared';
import type { Dossier } from '../../db/types.ts';
import type { StoredSection } from './repository.ts';

/** One section as the API shows it; a section without a row yet is its empty form at version 1. */
export function presentSection(
  key: SectionKey,
  section: StoredSection | undefined,
  dossier: Pick<Dossier, 'created_at'>,
  names: Map<string, string>,
): DossierSectionData {
  const updatedBy = section?.updated_by ?? null;
  return {
    key,
    label: SECTION_LABELS[key],
    version: section?.version ?? 1,
    data: section?.data ?? (emptySection(key) as Record<string, unknown>),
    updatedAt: section?.updated_at ?? dossier.created_at,
    updatedBy: updatedBy && names.has(updatedBy) ? { id: updatedBy, name: names.get(updatedBy)! } : null,
  };
}
