import { canTakeWork } from '@afscheid/shared';
import { useQuery } from '@tanstack/react-query';
import { useSession } from '../../auth/index.ts';
import { useGate } from '../../../lib/gate/gate-components.tsx';
import { getDossier, listOrganizationMembers } from './dossiers-api.ts';
import { dossierKeys } from './query-keys.ts';

export function useDossier(id: string) {
  return useQuery({ queryKey: dossierKeys.detail(id), queryFn: () => getDossier(id) });
}

/**
 * The active members of the active organisation (`members`, to name people) and those a dossier can be given to
 * as responsible person or funeral leader (`assignable`: who may change dossiers, never a read-only member; the
 * server refuses them too). Empty when the user may not see the members (the choice is then left to the server's
 * default).
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
  // Dossiers belong to funeral companies: what a role may do there decides.
  const assignable = members.filter((member) => canTakeWork(member.role, 'funeral_company', 'dossiers'));
  return { ...query, members, assignable, available: allowed && organizationId !== null };
}
