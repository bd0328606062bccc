import { organizationTypeLabels, type AuthUser } from '@afscheid/shared';
import { useContext } from 'react';
import { activeOrganization } from '../../features/auth/index.ts';
import { nl } from '../../lib/i18n/nl-NL.ts';
import { OrganizationSelector } from './organization-selector.tsx';
import { ShellExtensionsContext } from './shell-extensions.ts';

function typeLabel(type: string): string {
  return Object.prototype.hasOwnProperty.call(organizationTypeLabels, type)
    ? organizationTypeLabels[type as keyof typeof organizationTypeLabels]
    : type;
}

function Summary({
  user,
  organization,
}: {
  user: AuthUser;
  organization: { name: string; type: string } | null;
}) {
  if (!organization) {
    return (
      <p className="text-stone-700" data-testid="active-organization">
        {user.isSuper ? nl.userMenu.platformAdmin : nl.userMenu.noOrganization}
      </p>
    );
  }
  return (
    <p data-testid="active-organization">
      <span className="sr-only">{nl.userMenu.activeOrganization}: </span>
      <span className="block font-medium text-stone-900">{organization.name}</span>
      <span className="block text-stone-700">{typeLabel(organization.type)}</span>
    </p>
  );
}

/** The organisation the user works in now, with its type, and the organisation selector. */
export function ActiveOrganization({ user }: { user: AuthUser }) {
  const membership = activeOrganization(user);
  const { ForeignOrganization } = useContext(ShellExtensionsContext);
  // The platform administrator's active organisation need not be one of their memberships.
  const foreignId = !membership && user.isSuper ? user.activeOrganizationId : null;
  return (
    <div className="text-sm leading-tight">
      {foreignId && ForeignOrganization ? (
        <ForeignOrganization id={foreignId}>
          {(organization) => <Summary user={user} organization={organization} />}
        </ForeignOrganization>
      ) : (
        <Summary user={user} organization={membership} />
      )}
      <OrganizationSelector user={user} />
    </div>
  );
}
