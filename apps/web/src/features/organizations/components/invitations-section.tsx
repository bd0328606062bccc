import { formatDateTime, interpolate, type InvitationData, type OrganizationData, type Role } from '@afscheid/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { CardSection } from '../../../components/ui/card-section.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { ListTable } from '../../../components/ui/list-table.tsx';
import { NoticeRegion, type Notice } from '../../../components/ui/notice.tsx';
import { errorText } from '../../../lib/api/error-text.ts';
import { nl } from '../../../lib/i18n/nl-NL.ts';
import { nlOrganizations as nlo } from '../../../lib/i18n/nl-NL.organizations.ts';
import { listInvitations, resendInvitation, revokeInvitation } from '../api/organizations-api.ts';
import { organizationKeys } from '../api/query-keys.ts';
import { invitationStatusLabel, roleLabel } from '../lib/labels.ts';
import { InvitationDialog } from './invitation-dialog.tsx';

/** Invitations that still matter (open or expired), and which ones this user may resend or revoke. */
export function openInvitations(list: readonly InvitationData[]): InvitationData[] {
  return list.filter((invitation) => invitation.status === 'pending' || invitation.status === 'expired');
}

/** Pending invitations with resend and revoke, and the "membership invitation" dialog (`invitations.manage`). */
export function InvitationsSection({
  organization,
  roles,
  isSuper,
}: {
  organization: OrganizationData;
  roles: readonly Role[];
  isSuper: boolean;
}) {
  const queryClient = useQueryClient();
  const [notice, setNotice] = useState<Notice>(null);
  const [inviting, setInviting] = useState(false);
  const [revoking, setRevoking] = useState<InvitationData | null>(null);
  const [revokeError, setRevokeError] = useState<string | null>(null);
  const key = organizationKeys.invitations(organization.id);
  const { data, isPending, isError, error } = useQuery({ queryKey: key, queryFn: () => listInvitations(organization.id) });
  const invitations = data ? openInvitations(data) : [];
  const refresh = () => queryClient.invalidateQueries({ queryKey: key });

  const resend = useMutation({
    mutationFn: (invitation: InvitationData) => resendInvitation(organization.id, invitation.id),
    onSuccess: (saved) => {
      setNotice({ tone: 'success', text: interpolate(nlo.invitations.resent, { email: saved.email }) });
      void refresh();
    },
    onError: (failure) => setNotice({ tone: 'error', text: errorText(failure) }),
  });

  const revoke = useMutation({
    mutationFn: (invitation: InvitationData) => revokeInvitation(organization.id, invitation.id),
    onSuccess: (_result, invitation) => {
      setRevoking(null);
      setNotice({ tone: 'success', text: interpolate(nlo.invitations.revoked, { email: invitation.email }) });
      void refresh();
    },
    onError: (failure) => setRevokeError(errorText(failure)),
  });

  // An invitation as owner: only an owner (or the platform administrator) may resend or revoke it.
  const mayTouch = (invitation: InvitationData) => invitation.role !== 'owner' || isSuper || organization.myRole === 'owner';

  return (
    <CardSection
      title={nlo.invitations.title}
      action={
        <Button variant="secondary" onClick={() => setInviting(true)}>
          {nlo.invitations.invite}
        </Button>
      }
    >
      <NoticeRegion notice={notice} />
      {isPending && <p className="mt-3 text-stone-700">{nl.app.loading}</p>}
      {isError && (
        <Alert tone="error" className="mt-3">
          {nlo.invitations.loadFailed} {errorText(error)}
        </Alert>
      )}
      {data && invitations.length === 0 && <p className="mt-3 text-stone-700">{nlo.invitations.none}</p>}
      {invitations.length > 0 && (
        <ListTable
          caption={interpolate(nlo.invitations.caption, { organization: organization.name })}
          columns={[nlo.invitations.email, nlo.invitations.role, nlo.invitations.status, nlo.invitations.expires]}
          actions={nlo.invitations.actions}
          testId="invitations-table"
        >
          {invitations.map((invitation) => (
            <tr key={invitation.id}>
              <th scope="row" className="py-3 pr-4 font-medium">
                {invitation.email}
                {invitation.invitedByName && (
                  <span className="block text-sm font-normal text-stone-700">
                    {nlo.invitations.invitedBy}: {invitation.invitedByName}
                  </span>
                )}
              </th>
              <td className="py-3 pr-4">{roleLabel(invitation.role)}</td>
              <td className="py-3 pr-4">{invitationStatusLabel(invitation.status)}</td>
              <td className="py-3 pr-4">{formatDateTime(invitation.expiresAt)}</td>
              <td className="py-3">
                {mayTouch(invitation) && (
                  <div className="flex flex-wrap gap-2">
                    <Button
                      variant="secondary"
                      aria-label={`${nlo.invitations.resend}: ${invitation.email}`}
                      disabled={resend.isPending}
                      onClick={() => {
                        setNotice(null);
                        resend.mutate(invitation);
                      }}
                    >
                      {nlo.invitations.resend}
                    </Button>
                    <Button
                      variant="ghost"
                      aria-label={`${nlo.invitations.revoke}: ${invitation.email}`}
                      onClick={() => {
                        setNotice(null);
                        setRevokeError(null);
                        setRevoking(invitation);
                      }}
                    >
                      {nlo.invitations.revoke}
                    </Button>
                  </div>
                )}
              </td>
            </tr>
          ))}
        </ListTable>
      )}
      <InvitationDialog
        open={inviting}
        organizationId={organization.id}
        roles={roles}
        onClose={() => setInviting(false)}
        onSent={(invitation) => {
          setInviting(false);
          setNotice({ tone: 'success', text: interpolate(nlo.invitations.sent, { email: invitation.email }) });
          void refresh();
        }}
      />
      <ConfirmDialog
        open={revoking !== null}
        title={nlo.invitations.revokeTitle}
        confirmLabel={nlo.invitations.revoke}
        busyLabel={nlo.invitations.revoking}
        busy={revoke.isPending}
        error={revokeError}
        onCancel={() => setRevoking(null)}
        onConfirm={() => revoking && revoke.mutate(revoking)}
      >
        <p>{interpolate(nlo.invitations.revokeBody, { email: revoking?.email ?? '' })}</p>
      </ConfirmDialog>
    </CardSection>
  );
}
