import { useSession } from '../../auth/index.ts';

/** Where the places are listed: the active organisation's `places` tab (the organisations list without one). */
export function placesListPath(organizationId: string | null | undefined): string {
  return organizationId ? `/organizations/${encodeURIComponent(organizationId)}/places` : '/organizations';
}

/** The list of the active organisation's places, for back links. */
export function usePlacesListPath(): string {
  return placesListPath(useSession().user?.activeOrganizationId);
}
