import type { Gate, OrganizationData } from '@afscheid/shared';

export interface OrganizationAllowed {
  update: boolean;
  manageMembers: boolean;
  manageInvitations: boolean;
  manageWefact: boolean;
  /** The server would allow more here than the active organisation's gate: switching organisation helps. */
  moreAfterSwitch: boolean;
}

/**
 * What the buttons on an organisation's pages may offer: the permission gate (it follows the active
 * organisation) and the record's own `can` flags (the server's answer for this organisation) must both agree.
 */
export function organizationAllowed(gate: Gate, organization: Pick<OrganizationData, 'can'>): OrganizationAllowed {
  const pairs = {
    update: [gate.can('organizations.update'), organization.can.update],
    manageMembers: [gate.can('members.manage'), organization.can.manageMembers],
    manageInvitations: [gate.can('invitations.manage'), organization.can.manageInvitations],
    manageWefact: [gate.can('organizations.manage_wefact'), organization.can.manageWefact],
  } as const;
  const allowed = {
    update: pairs.update[0] && pairs.update[1],
    manageMembers: pairs.manageMembers[0] && pairs.manageMembers[1],
    manageInvitations: pairs.manageInvitations[0] && pairs.manageInvitations[1],
    manageWefact: pairs.manageWefact[0] && pairs.manageWefact[1],
  };
  const moreAfterSwitch = Object.values(pairs).some(([byGate, byServer]) => byServer && !byGate);
  return { ...allowed, moreAfterSwitch };
}
