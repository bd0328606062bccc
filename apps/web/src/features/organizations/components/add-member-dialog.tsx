import type { CreateMemberInput, MemberData, Role } from '@afscheid/shared';
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

/** "Lid toevoegen": creates an account without a password; the server mails a set-password link. */
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
  onAdded: (member: MemberData) => void;
}) {
  return (
    <RoleInviteDialog
      open={open}
      roles={roles}
      withName
      texts={texts}
      resolver={resolver}
      submit={(values) => createMember(organizationId, values)}
      onClose={onClose}
      onDone={onAdded}
    />
  );
}
