import type { OrganizationData } from '@afscheid/shared';
import { useOutletContext } from 'react-router';
import type { OrganizationAllowed } from './permissions.ts';

/** What the organisation page hands to its tabs. */
export interface OrganizationOutletContext {
  organization: OrganizationData;
  allowed: OrganizationAllowed;
}

export function useOrganizationOutlet(): OrganizationOutletContext {
  return useOutletContext<OrganizationOutletContext>();
}
