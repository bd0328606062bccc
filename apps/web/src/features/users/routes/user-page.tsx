import { formatDateTime, interpolate, type Role, type UserDetail } from '@afscheid/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { PageTitle } from '../../../components/ui/page-title.tsx';
import { isApiError } from '../../../lib/api/errors.ts';
import { useGate } from '../../../lib/gate/gate-components.tsx';
import { nl } from '../../../lib/i18n/nl-NL.ts';
import { nlOrganizations as nlo } from '../../../lib/i18n/nl-NL.organizations.ts';
import { useSession } from '../../auth/index.ts';
import { getUser, updateMember } from '../../organizations/index.ts';
import { organizationKeys } from '../../organizations/index.ts';
import { RoleControl } from '../../organizations/index.ts';
import { assignableRoles, memberStatusLabel, roleLabel } from '../../organizations/index.ts';

type Membership = UserDetail['memberships'][number];

const errorText = (error: unknown) => (isApiError(error) ? error.message : nl.errors.serverNoReference);

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
  const headingId = useId();
  const gate = useGate();
  const { user: me } = useSession();
  const queryClient = useQueryClient();
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
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
      <div>
        <PageTitle>{nlo.userPage.heading}</PageTitle>
        <Alert tone="error" className="mt-4">
          {isApiError(error) && error.status === 404 ? error.message : `${nlo.userPage.loadFailed} ${errorText(error)}`}
        </Alert>
      </div>
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
      <section aria-labelledby={headingId} className="mt-6 rounded-lg border border-stone-200 bg-white p-5 shadow-sm">
        <h2 id={headingId} className="text-lg font-semibold text-stone-900">
          {nlo.userPage.memberships}
        </h2>
        <div aria-live="polite" className="mt-3">
          {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
        </div>
        {user.memberships.length === 0 ? (
          <p className="mt-3 text-stone-700">{nlo.userPage.none}</p>
        ) : (
          <div className="mt-3 overflow-x-auto">
            <table className="w-full text-left">
              <caption className="sr-only">{interpolate(nlo.userPage.membershipsCaption, { name: user.name })}</caption>
              <thead className="text-sm text-stone-700">
                <tr className="border-b border-stone-200">
                  <th scope="col" className="py-2 pr-4 font-semibold">
                    {nlo.userPage.organization}
                  </th>
                  <th scope="col" className="py-2 pr-4 font-semibold">
                    {nlo.userPage.role}
                  </th>
                  <th scope="col" className="py-2 pr-4 font-semibold">
                    {nlo.userPage.status}
                  </th>
                  {anyManageable && (
                    <th scope="col" className="py-2 font-semibold">
                      {nlo.userPage.actions}
                    </th>
                  )}
                </tr>
              </thead>
              <tbody className="divide-y divide-stone-200">
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
              </tbody>
            </table>
          </div>
        )}
      </section>
    </div>
  );
}
