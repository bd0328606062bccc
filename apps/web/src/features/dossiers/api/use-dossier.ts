import { useQuery } from '@tanstack/react-query';
import { useSession } from '../../auth/index.ts';
import { useGate } from '../../../lib/gate/gate-components.tsx';
import { getDossier, listOrganizationMembers } from './dossiers-api.ts';
import { dossierKeys } from './query-keys.ts';

export function useDossier(id: string) {
  return useQuery({ queryKey: dossierKeys.detail(id), queryFn: () => getDossier(id) });
}

/**
 * The active members of the active organisation: the people a dossier can be assigned to. Empty when the user
 * may not see the members (the choice is then left to the server's default).
 */
export function useAssignableMembers() {
  const organizationId = useSession().user?.activeOrganizationId ?? null;
  const allowed = useGate().can('members.view');
  const query = useQuery({
    queryKey: dossierKeys.members(organizationId ?? ''),
    queryFn: () => listOrganizationMembers(organizationId ?? ''),
    enabled: allowed && organizationId !== null,
    staleTime: 5 * 60_000,
  });
  const members = (query.data ?? []).filter((member) => member.status === 'active');
  return { ...query, members, available: allowed && organizationId !== null };
}
