import type { AuthUser, Gate } from '@afscheid/shared';
import { organizationAllows } from '../../auth/index.ts';

export type WorkCard = 'dossiers' | 'tasks' | 'crematoriumRequests' | 'cremationsToday';

const CARD_PERMISSIONS: Record<WorkCard, string> = {
  dossiers: 'dossiers.view',
  tasks: 'tasks.view',
  // Both sides of a request: the funeral company that sends it and the crematorium that answers it.
  crematoriumRequests: 'crematorium_requests.view',
  // A crematorium's own cremation records (a funeral company has none).
  cremationsToday: 'cremation_approvals.view',
};

/**
 * The work cards of the dashboard. Dossiers and tasks live in the active organisation (the platform
 * administrator's need not be a membership): without one there is nothing to show, and the organisation's
 * type must have them (a crematorium has no dossiers and a funeral company no cremation records, decision 009).
 */
export function visibleWorkCards(user: Pick<AuthUser, 'activeOrganizationId'>, gate: Gate): WorkCard[] {
  if (!user.activeOrganizationId) return [];
  return (Object.keys(CARD_PERMISSIONS) as WorkCard[]).filter(
    (card) => gate.can(CARD_PERMISSIONS[card]) && organizationAllows(gate, CARD_PERMISSIONS[card]),
  );
}
