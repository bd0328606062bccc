import { useQuery } from '@tanstack/react-query';
import { getOrganization } from './organizations-api.ts';
import { organizationKeys } from './query-keys.ts';

export function useOrganization(id: string) {
  return useQuery({ queryKey: organizationKeys.detail(id), queryFn: () => getOrganization(id) });
}
