import type { AuthUser } from '@afscheid/shared';
import { useContext, useState } from 'react';
import { nl } from '../../lib/i18n/nl-NL.ts';
import { ShellExtensionsContext } from './shell-extensions.ts';

/** The selector is offered to a user with two or more organisations, and to the platform administrator. */
export function offersSelector(user: Pick<AuthUser, 'isSuper' | 'organizations'>): boolean {
  return user.isSuper || user.organizations.length >= 2;
}

/** "Wissel van organisatie": a button in the app shell's active-organisation area that opens the selector. */
export function OrganizationSelector({ user }: { user: AuthUser }) {
  const [open, setOpen] = useState(false);
  // The dialog comes with the default layout (see shell-extensions.ts).
  const { OrganizationSelectorDialog } = useContext(ShellExtensionsContext);
  if (!OrganizationSelectorDialog || !offersSelector(user)) return null;
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        className="mt-1 rounded-md text-sm font-medium text-brand-800 underline hover:text-brand-900"
        data-testid="organization-selector-button"
      >
        {nl.userMenu.switchOrganization}
      </button>
      {open && <OrganizationSelectorDialog user={user} onClose={() => setOpen(false)} />}
    </>
  );
}
