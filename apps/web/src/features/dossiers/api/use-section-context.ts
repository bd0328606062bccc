import {
  cremationDateOf,
  type DeceasedSection,
  type DossierSectionData,
  type DossierType,
  type SectionContext,
  type SectionKey,
} from '@afscheid/shared';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { getSection } from './dossiers-api.ts';
import { dossierKeys } from './query-keys.ts';

/**
 * What a section's cross-field rules read besides the form, as the server reads it when it saves: the dossier's
 * type and moment of death, the stored deceased section (the permits for uitstel or vervroeging live there) and,
 * for the ashes, the cremation date. Null while a section it needs is loading or could not be loaded: the form
 * then checks the fields alone and the server's answer brings the rest.
 */
export function useSectionRuleContext(
  dossier: { id: string; type: DossierType; diedAt: string },
  key: SectionKey,
  stored: DossierSectionData,
): SectionContext | null {
  const needsDeceased = key !== 'deceased';
  const needsCremation = key === 'ash-destination' && dossier.type === 'cremation';
  const deceased = useQuery({
    queryKey: dossierKeys.section(dossier.id, 'deceased'),
    queryFn: () => getSection(dossier.id, 'deceased'),
    enabled: needsDeceased,
  });
  const cremation = useQuery({
    queryKey: dossierKeys.section(dossier.id, 'cremation'),
    queryFn: () => getSection(dossier.id, 'cremation'),
    enabled: needsCremation,
  });
  const deceasedData = needsDeceased ? deceased.data?.data : stored.data;
  const cremationData = needsCremation ? cremation.data?.data : null;
  return useMemo(() => {
    if (deceasedData === undefined || cremationData === undefined) return null;
    return {
      dossierType: dossier.type,
      diedAt: dossier.diedAt,
      deceased: deceasedData as DeceasedSection,
      cremationDate: cremationData ? cremationDateOf(cremationData) : null,
    };
  }, [dossier.type, dossier.diedAt, deceasedData, cremationData]);
}
