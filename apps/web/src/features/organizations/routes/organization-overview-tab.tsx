import { useGate } from '../../../lib/gate/gate-components.tsx';
import { InvitationsSection } from '../components/invitations-section.tsx';
import { MembersSection } from '../components/members-section.tsx';
import { OrganizationDetails } from '../components/organization-details.tsx';
import { assignableRoles } from '../lib/labels.ts';
import { useOrganizationOutlet } from '../lib/organization-context.ts';

/** The organisation's first tab: its details, members and open invitations. */
export function OrganizationOverviewTab() {
  const { organization, allowed } = useOrganizationOutlet();
  const isSuper = useGate().isSuper;
  const roles = assignableRoles(organization.myRole, isSuper);
  return (
    <div className="grid gap-6">
      <OrganizationDetails organization={organization} />
      <MembersSection organization={organization} canManage={allowed.manageMembers} roles={roles} isSuper={isSuper} />
      {allowed.manageInvitations && <InvitationsSection organization={organization} roles={roles} isSuper={isSuper} />}
    </div>
  );
}
