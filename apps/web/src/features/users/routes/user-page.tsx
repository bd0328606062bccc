import { formatDateTime, interpolate, type Role, type UserDetail } from '@afscheid/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { CardSection } from '../../../components/ui/card-section.tsx';
import { ListTable } from '../../../components/ui/list-table.tsx';
import { NoticeRegion, type Notice } from '../../../components/ui/notice.tsx';
import { PageTitle } from '../../../components/ui/page-title.tsx';
import { errorText } from '../../../lib/api/error-text.ts';
import { isApiError } from '../../../lib/api/errors.ts';
import { useGate } from '../../../lib/gate/gate-components.tsx';
import { nl } from '../../../lib/i18n/nl-NL.ts';
import { nlOrganizations as nlo } from '../../../lib/i18n/nl-NL.organizations.ts';
import { useSession } from '../../auth/index.ts';
import { getUser, updateMember } from '../../organizations/index.ts';
import { organizationKeys } from '../../organizations/index.ts';
import { RoleControl } from '../../organizations/index.ts';
import { assignableRoles, memberStatusLabel, roleLabel } from '../../organizations/index.ts';
import { PageProblem } from '../../../components/ui/page-problem.tsx';

type Membership = UserDetail['memberships'][number];

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-sm font-medium text-stone-700">{label}</dt>
      <dd className="mt-0.5 text-stone-900">{children}</dd>
    </div>
  );
}

/**
 * `/users/{id}`: a member's details and their memberships in organisations the viewer may see; where the
 * viewer manages members (the gate for the active organisation, and the viewer's own role there), role and status.
 */
export function UserPage() {
  const { id = '' } = useParams();
  const gate = useGate();
  const { user: me } = useSession();
  const queryClient = useQueryClient();
  const [notice, setNotice] = useState<Notice>(null);
  const key = organizationKeys.user(id);
  const { data: user, isPending, isError, error } = useQuery({ queryKey: key, queryFn: () => getUser(id) });

  const update = useMutation({
    mutationFn: ({ membership, change }: { membership: Membership; change: { role?: Role; status?: 'active' | 'disabled' } }) =>
      updateMember(membership.organizationId, membership.id, change),
    onSuccess: (_saved, { membership, change }) => {
      setNotice({
        tone: 'success',
        text: change.role
          ? interpolate(nlo.members.roleChanged, { name: user?.name ?? '', role: roleLabel(change.role) })
          : interpolate(change.status === 'disabled' ? nlo.members.disabled : nlo.members.enabled, { name: user?.name ?? '' }),
      });
      void queryClient.invalidateQueries({ queryKey: key });
      void queryClient.invalidateQueries({ queryKey: organizationKeys.members(membership.organizationId) });
    },
    onError: (failure) => {
      setNotice({ tone: 'error', text: errorText(failure) });
      void queryClient.invalidateQueries({ queryKey: key });
    },
  });

  if (isPending) return <p className="text-stone-700">{nl.app.loading}</p>;
  if (isError || !user) {
    return (
      <PageProblem title={nlo.userPage.heading}>
        {isApiError(error) && error.status === 404 ? error.message : `${nlo.userPage.loadFailed} ${errorText(error)}`}
      </PageProblem>
    );
  }

  /** My role in the membership's organisation (the session lists my memberships). */
  const myRoleIn = (organizationId: string) => me?.organizations.find((item) => item.id === organizationId)?.role ?? null;
  const manageable = (membership: Membership) => {
    if (!gate.can('members.manage')) return false;
    if (gate.isSuper) return true;
    const mine = myRoleIn(membership.organizationId);
    if (mine !== 'owner' && mine !== 'admin') return false;
    // Only an owner touches an owner's membership.
    return membership.role !== 'owner' || mine === 'owner';
  };
  const anyManageable = user.memberships.some(manageable);

  return (
    <div className="max-w-4xl">
      <PageTitle>{user.name}</PageTitle>
      <p className="mt-1 text-stone-700">{user.email}</p>
      <dl className="mt-6 grid gap-4 rounded-lg border border-stone-200 bg-white p-5 shadow-sm sm:grid-cols-2">
        <Item label={nlo.userPage.name}>{user.name}</Item>
        <Item label={nlo.userPage.email}>
          <a href={`mailto:${user.email}`}>{user.email}</a>
        </Item>
        <Item label={nlo.userPage.phone}>{user.phone ?? <span className="text-stone-600">{nlo.userPage.notSet}</span>}</Item>
        <Item label={nlo.userPage.lastLogin}>{user.lastLoginAt ? formatDateTime(user.lastLoginAt) : nlo.userPage.never}</Item>
      </dl>
      <CardSection title={nlo.userPage.memberships} className="mt-6">
        <NoticeRegion notice={notice} />
        {user.memberships.length === 0 ? (
          <p className="mt-3 text-stone-700">{nlo.userPage.none}</p>
        ) : (
          <ListTable
            caption={interpolate(nlo.userPage.membershipsCaption, { name: user.name })}
            columns={[nlo.userPage.organization, nlo.userPage.role, nlo.userPage.status]}
            actions={anyManageable ? nlo.userPage.actions : undefined}
          >
            {user.memberships.map((membership) => {
              const editable = manageable(membership);
              const roles = assignableRoles(myRoleIn(membership.organizationId), gate.isSuper);
              return (
                <tr key={membership.id}>
                  <th scope="row" className="py-3 pr-4 font-medium">
                    <Link to={`/organizations/${membership.organizationId}`}>{membership.organizationName}</Link>
                  </th>
                  <td className="py-3 pr-4">
                    {editable ? (
                      <RoleControl
                        name={user.name}
                        role={membership.role}
                        roles={roles}
                        busy={update.isPending}
                        onSave={(role) => {
                          setNotice(null);
                          update.mutate({ membership, change: { role } });
                        }}
                      />
                    ) : (
                      roleLabel(membership.role)
                    )}
                  </td>
                  <td className="py-3 pr-4">{memberStatusLabel(membership.status)}</td>
                  {anyManageable && (
                    <td className="py-3">
                      {editable && membership.status !== 'invited' && (
                        <Button
                          variant="secondary"
                          disabled={update.isPending}
                          onClick={() => {
                            setNotice(null);
                            update.mutate({
                              membership,
                              change: { status: membership.status === 'disabled' ? 'active' : 'disabled' },
                            });
                          }}
                        >
                          {membership.status === 'disabled' ? nlo.members.enable : nlo.members.disable}
                        </Button>
                      )}
                    </td>
                  )}
                </tr>
              );
            })}
          </ListTable>
        )}
      </CardSection>
    </div>
  );
}
