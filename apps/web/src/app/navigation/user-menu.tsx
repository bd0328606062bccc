import { useId } from 'react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { session, useSession } from '../../features/auth/index.ts';
import { nl } from '../../lib/i18n/nl-NL.ts';
import { useDisclosure } from './use-disclosure.ts';

/** The user's name, e-mail, a link to the profile and the logout button (a disclosure, keyboard operable). */
export function UserMenu() {
  const { user, busy } = useSession();
  const panelId = useId();
  const { open, toggle, close, buttonRef, panelRef } = useDisclosure<HTMLButtonElement, HTMLDivElement>();
  if (!user) return null;

  return (
    <div className="relative min-w-0">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={toggle}
        className="flex min-h-11 max-w-full items-center gap-2 rounded-md px-2 py-2 font-medium text-stone-900 hover:bg-stone-100 sm:px-3"
        data-testid="user-menu-button"
      >
        <span className="sr-only">{nl.userMenu.label}: </span>
        <span className="max-w-32 truncate sm:max-w-48">{user.name}</span>
        <span aria-hidden="true" className="text-sm">
          ▾
        </span>
      </button>
      <div
        ref={panelRef}
        id={panelId}
        hidden={!open}
        className="absolute right-0 z-40 mt-2 w-72 max-w-[calc(100vw-2rem)] rounded-lg border border-stone-200 bg-white p-4 shadow-lg"
      >
        <p className="font-semibold text-stone-900">{user.name}</p>
        <p className="truncate text-sm text-stone-700">{user.email}</p>
        <ul className="mt-3 space-y-2 border-t border-stone-200 pt-3">
          <li>
            <Link to="/profile" onClick={close} className="block rounded-md px-2 py-2 font-medium">
              {nl.userMenu.profile}
            </Link>
          </li>
          <li>
            <Button
              variant="secondary"
              className="w-full"
              busy={busy}
              busyLabel={nl.userMenu.loggingOut}
              onClick={() => {
                close();
                void session.logout();
              }}
            >
              {nl.userMenu.logout}
            </Button>
          </li>
        </ul>
      </div>
    </div>
  );
}
