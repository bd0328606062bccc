import type { CreateMemberInput, InvitationData, Role } from '@afscheid/shared';
import { formSchemas } from '../../../lib/forms/form-schemas.ts';
import { nlOrganizations as nlo } from '../../../lib/i18n/nl-NL.organizations.ts';
import { createMember } from '../api/organizations-api.ts';
import { RoleInviteDialog, type RoleInviteValues } from './role-invite-dialog.tsx';

const resolver = formSchemas.resolver<RoleInviteValues, CreateMemberInput>('createMember');
const texts = {
  title: nlo.members.addTitle,
  intro: nlo.members.addIntro,
  submit: nlo.members.addSubmit,
  busy: nlo.members.adding,
};

/**
 * "Lid toevoegen": the server always sends an invitation (a register link for a new address, a confirm link
 * for an existing account), so the answer never tells whether the address has an account on the platform.
 */
export function AddMemberDialog({
  open,
  organizationId,
  roles,
  onClose,
  onAdded,
}: {
  open: boolean;
  organizationId: string;
  roles: readonly Role[];
  onClose: () => void;
  onAdded: (invitation: InvitationData) => void;
}) {
  return (
    <RoleInviteDialog
      open={open}
      roles={roles}
      texts={texts}
      resolver={resolver}
      submit={(values) => createMember(organizationId, values)}
      onClose={onClose}
      onDone={onAdded}
    />
  );
}
