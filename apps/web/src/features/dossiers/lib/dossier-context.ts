import type { DossierData } from '@afscheid/shared';
import { useOutletContext } from 'react-router';

/** What the dossier layout hands to its tabs and section pages. */
export interface DossierOutletContext {
  dossier: DossierData;
  /** Archived or cancelled: nothing can be changed any more. */
  readOnly: boolean;
}

export function useDossierContext(): DossierOutletContext {
  return useOutletContext<DossierOutletContext>();
}
