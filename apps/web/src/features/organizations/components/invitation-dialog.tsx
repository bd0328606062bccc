import type { CreateInvitationInput, InvitationData, Role } from '@afscheid/shared';
import { formSchemas } from '../../../lib/forms/form-schemas.ts';
import { nlOrganizations as nlo } from '../../../lib/i18n/nl-NL.organizations.ts';
import { createInvitation } from '../api/organizations-api.ts';
import { RoleInviteDialog, type RoleInviteValues } from './role-invite-dialog.tsx';

const resolver = formSchemas.resolver<RoleInviteValues, CreateInvitationInput>('createInvitation');
const texts = {
  title: nlo.invitations.dialogTitle,
  intro: nlo.invitations.dialogIntro,
  submit: nlo.invitations.send,
  busy: nlo.invitations.sending,
};

/** The "membership invitation" dialog: an e-mail address and a role; the server sends the mail. */
export function InvitationDialog({
  open,
  organizationId,
  roles,
  onClose,
  onSent,
}: {
  open: boolean;
  organizationId: string;
  roles: readonly Role[];
  onClose: () => void;
  onSent: (invitation: InvitationData) => void;
}) {
  return (
    <RoleInviteDialog
      open={open}
      roles={roles}
      texts={texts}
      resolver={resolver}
      submit={(values) => createInvitation(organizationId, values)}
      onClose={onClose}
      onDone={onSent}
    />
  );
}
