import { formatDateTime, interpolate, type MemberData, type OrganizationData, type Role } from '@afscheid/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { CardSection } from '../../../components/ui/card-section.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { ListTable } from '../../../components/ui/list-table.tsx';
import { NoticeRegion, type Notice } from '../../../components/ui/notice.tsx';
import { errorText } from '../../../lib/api/error-text.ts';
import { nl } from '../../../lib/i18n/nl-NL.ts';
import { nlOrganizations as nlo } from '../../../lib/i18n/nl-NL.organizations.ts';
import { session, useSession } from '../../auth/index.ts';
import { listMembers, removeMember, updateMember } from '../api/organizations-api.ts';
import { organizationKeys } from '../api/query-keys.ts';
import { memberStatusLabel, roleLabel } from '../lib/labels.ts';
import { RoleControl } from './role-control.tsx';

/**
 * The members list; for `members.manage`: role, enable/disable and remove. New members come in through an
 * invitation (the invitations section below), whether or not their address has an account (issue 10).
 */
export function MembersSection({
  organization,
  canManage,
  roles,
  isSuper,
}: {
  organization: OrganizationData;
  canManage: boolean;
  /** Roles the user may hand out here. */
  roles: readonly Role[];
  isSuper: boolean;
}) {
  const queryClient = useQueryClient();
  const { user } = useSession();
  const [notice, setNotice] = useState<Notice>(null);
  const [removing, setRemoving] = useState<MemberData | null>(null);
  const [removeError, setRemoveError] = useState<string | null>(null);
  const key = organizationKeys.members(organization.id);
  const { data: members, isPending, isError, error } = useQuery({ queryKey: key, queryFn: () => listMembers(organization.id) });

  const refresh = (member?: MemberData) => {
    // Your own role or membership changed: the session (and the gate) follow.
    if (member && member.userId === user?.id) void session.fetchUser();
    return queryClient.invalidateQueries({ queryKey: organizationKeys.all });
  };

  const update = useMutation({
    mutationFn: ({ member, change }: { member: MemberData; change: { role?: Role; status?: 'active' | 'disabled' } }) =>
      updateMember(organization.id, member.id, change),
    onSuccess: (saved, { member, change }) => {
      queryClient.setQueryData<MemberData[]>(key, (list) => list?.map((item) => (item.id === saved.id ? saved : item)));
      const text = change.role
        ? interpolate(nlo.members.roleChanged, { name: member.name, role: roleLabel(saved.role) })
        : interpolate(saved.status === 'disabled' ? nlo.members.disabled : nlo.members.enabled, { name: member.name });
      setNotice({ tone: 'success', text });
      void refresh(member);
    },
    onError: (failure) => {
      setNotice({ tone: 'error', text: errorText(failure) });
      // The select shows the server's value again.
      void queryClient.invalidateQueries({ queryKey: key });
    },
  });

  const remove = useMutation({
    mutationFn: (member: MemberData) => removeMember(organization.id, member.id),
    onSuccess: (_result, member) => {
      setRemoving(null);
      setNotice({ tone: 'success', text: interpolate(nlo.members.removed, { name: member.name }) });
      void refresh(member);
    },
    onError: (failure) => setRemoveError(errorText(failure)),
  });

  // Only an owner (or the platform administrator) touches an owner's membership.
  const mayTouch = (member: MemberData) => canManage && (member.role !== 'owner' || isSuper || organization.myRole === 'owner');

  return (
    <CardSection
      title={nlo.members.title}
    >
      <NoticeRegion notice={notice} />
      {isPending && <p className="mt-3 text-stone-700">{nl.app.loading}</p>}
      {isError && (
        <Alert tone="error" className="mt-3">
          {nlo.members.loadFailed} {errorText(error)}
        </Alert>
      )}
      {members && members.length === 0 && <p className="mt-3 text-stone-700">{nlo.members.none}</p>}
      {members && members.length > 0 && (
        <ListTable
          caption={interpolate(nlo.members.caption, { organization: organization.name })}
          columns={[nlo.members.name, nlo.members.role, nlo.members.status, nlo.members.lastLogin]}
          actions={canManage ? nlo.members.actions : undefined}
          testId="members-table"
        >
          {members.map((member) => {
            const editable = mayTouch(member);
            const own = member.userId === user?.id;
            return (
              <tr key={member.id}>
                <th scope="row" className="py-3 pr-4 font-medium">
                  <Link to={`/users/${member.userId}`}>{member.name}</Link> {own && <span className="text-sm text-stone-600">{nlo.members.you}</span>}
                  <span className="block text-sm font-normal text-stone-700">{member.email}</span>
                </th>
                <td className="py-3 pr-4">
                  {editable ? (
                    <RoleControl
                      name={member.name}
                      role={member.role}
                      roles={roles}
                      busy={update.isPending}
                      onSave={(role) => {
                        setNotice(null);
                        update.mutate({ member, change: { role } });
                      }}
                    />
                  ) : (
                    roleLabel(member.role)
                  )}
                </td>
                <td className="py-3 pr-4">{memberStatusLabel(member.status)}</td>
                <td className="py-3 pr-4">{member.lastLoginAt ? formatDateTime(member.lastLoginAt) : nlo.members.never}</td>
                {canManage && (
                  <td className="py-3">
                    {editable && (
                      <div className="flex flex-wrap gap-2">
                        {member.status !== 'invited' && (
                          <Button
                            variant="secondary"
                            disabled={update.isPending}
                            aria-label={`${member.status === 'disabled' ? nlo.members.enable : nlo.members.disable}: ${member.name}`}
                            onClick={() => {
                              setNotice(null);
                              update.mutate({
                                member,
                                change: { status: member.status === 'disabled' ? 'active' : 'disabled' },
                              });
                            }}
                          >
                            {member.status === 'disabled' ? nlo.members.enable : nlo.members.disable}
                          </Button>
                        )}
                        <Button
                          variant="ghost"
                          aria-label={`${nlo.members.remove}: ${member.name}`}
                          onClick={() => {
                            setNotice(null);
                            setRemoveError(null);
                            setRemoving(member);
                          }}
                        >
                          {nlo.members.remove}
                        </Button>
                      </div>
                    )}
                  </td>
                )}
              </tr>
            );
          })}
        </ListTable>
      )}
      <ConfirmDialog
        open={removing !== null}
        title={nlo.members.removeTitle}
        confirmLabel={nlo.members.remove}
        busyLabel={nlo.members.removing}
        busy={remove.isPending}
        error={removeError}
        onCancel={() => setRemoving(null)}
        onConfirm={() => removing && remove.mutate(removing)}
      >
        <p>{interpolate(nlo.members.removeBody, { name: removing?.name ?? '', organization: organization.name })}</p>
      </ConfirmDialog>
    </CardSection>
  );
}
