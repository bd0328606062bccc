import { isSectionKey, SECTION_LABELS } from '@afscheid/shared';
import { nlGeneratables } from './texts.ts';

export interface SourceLink {
  /** Where the missing item is recorded. */
  to: string;
  /** "Opdrachtgever", "Begroting", … */
  label: string;
}

/**
 * Where something a generatable lacks is recorded: a section of the dossier (`client` → `/dossiers/{id}/client`),
 * the dossier's overview (responsible, executor), its budget, the planner, or the organisation's own details;
 * null for a source the app does not know.
 */
export function sourceLink(
  source: string,
  dossierId: string,
  organizationId: string | null,
): SourceLink | null {
  const dossier = `/dossiers/${encodeURIComponent(dossierId)}`;
  if (isSectionKey(source)) return { to: `${dossier}/${source}`, label: SECTION_LABELS[source] };
  if (source === 'dossier') return { to: dossier, label: nlGeneratables.places.dossier };
  if (source === 'budget') return { to: `${dossier}/budget`, label: nlGeneratables.places.budget };
  if (source === 'planning') return { to: '/planner', label: nlGeneratables.places.planning };
  if (source === 'organization' && organizationId) {
    return {
      to: `/organizations/${encodeURIComponent(organizationId)}`,
      label: nlGeneratables.places.organization,
    };
  }
  return null;
}
