import { messages, type AuthUser } from '@afscheid/shared';
import { activeOrganization } from '../../features/auth/session/active-organization.ts';
import { nl } from '../../lib/i18n/nl-NL.ts';

/** The organisation the user works in now, with its type; a platform administrator without one says so. */
export function ActiveOrganization({ user }: { user: AuthUser }) {
  const organization = activeOrganization(user);
  if (!organization) {
    return (
      <p className="text-sm text-stone-700" data-testid="active-organization">
        {user.isSuper ? nl.userMenu.platformAdmin : nl.userMenu.noOrganization}
      </p>
    );
  }
  return (
    <p className="text-sm leading-tight" data-testid="active-organization">
      <span className="sr-only">{nl.userMenu.activeOrganization}: </span>
      <span className="block font-medium text-stone-900">{organization.name}</span>
      <span className="block text-stone-700">{messages.organizationTypes[organization.type]}</span>
    </p>
  );
}
