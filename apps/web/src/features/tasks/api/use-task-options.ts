import { canTakeWork } from '@afscheid/shared';
import type { SelectOption } from '../../../components/ui/select-field.tsx';
import { useQuery } from '@tanstack/react-query';
import { useGate } from '../../../lib/gate/gate-components.tsx';
import { useSession } from '../../auth/index.ts';
import { listMembers } from '../../organizations/index.ts';
import { organizationKeys } from '../../organizations/index.ts';
import { dossierLabel } from '../lib/task-display.ts';
import { dossierOptionsKey } from './query-keys.ts';
import { listOpenDossiers } from './tasks-api.ts';

export interface OptionsState {
  options: SelectOption[];
  loading: boolean;
  failed: boolean;
}

/**
 * The active organisation's active members who may work on tasks, as assignee choices (value: the user's id): a
 * read-only member is never offered (the server refuses them too).
 */
export function useAssigneeOptions(): OptionsState {
  const { user } = useSession();
  const gate = useGate();
  const organizationId = user?.activeOrganizationId ?? '';
  const enabled = organizationId !== '' && gate.can('members.view');
  const { data, isPending, isError } = useQuery({
    queryKey: organizationKeys.members(organizationId),
    queryFn: () => listMembers(organizationId),
    enabled,
  });
  // What a role may do depends on the organisation's type (a platform administrator may not be a member).
  const type = user?.organizations.find((organization) => organization.id === organizationId)?.type;
  const options = (data ?? [])
    .filter((member) => member.status === 'active')
    .filter((member) => canTakeWork(member.role, type ?? 'funeral_company', 'tasks'))
    .map((member) => ({ value: member.userId, label: member.name }))
    .sort((a, b) => a.label.localeCompare(b.label, 'nl'));
  return { options, loading: enabled && isPending, failed: isError };
}

/** The open dossiers a new task can belong to (only for users who may see dossiers). */
export function useDossierOptions(enabled: boolean): OptionsState {
  const gate = useGate();
  const active = enabled && gate.can('dossiers.view');
  const { data, isPending, isError } = useQuery({
    queryKey: dossierOptionsKey,
    queryFn: listOpenDossiers,
    enabled: active,
  });
  const options = (data ?? []).map((dossier) => ({ value: dossier.id, label: dossierLabel(dossier) }));
  return { options, loading: active && isPending, failed: isError };
}
