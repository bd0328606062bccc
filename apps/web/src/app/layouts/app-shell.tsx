import { REDIRECTS } from '@afscheid/shared';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useSession } from '../../features/auth/index.ts';
import { nl } from '../../lib/i18n/nl-NL.ts';
import { ActiveOrganization } from '../navigation/active-organization.tsx';
import { MainNav } from '../navigation/main-nav.tsx';
import { useDisclosure } from '../navigation/use-disclosure.ts';
import { UserMenu } from '../navigation/user-menu.tsx';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link.tsx';

/**
 * The app shell: product name, active organisation, user menu and the main navigation (collapsed
 * behind a menu button below the md breakpoint).
 */
export function AppShell({ children }: { children: ReactNode }) {
  const { user } = useSession();
  const mobileNavId = useId();
  const { open: menuOpen, toggle: toggleMenu, close: closeMenu, buttonRef, panelRef } = useDisclosure<
    HTMLButtonElement,
    HTMLDivElement
  >();

  return (
    <div className="flex min-h-screen flex-col">
      <SkipLink />
      <header className="border-b border-stone-200 bg-white">
        <div className="mx-auto flex max-w-7xl items-center gap-3 px-4 py-3 sm:gap-5">
          <button
            ref={buttonRef}
            type="button"
            aria-expanded={menuOpen}
            aria-controls={mobileNavId}
            onClick={toggleMenu}
            className="min-h-11 shrink-0 rounded-md border border-stone-300 px-3 py-2 font-medium xl:hidden"
          >
            {nl.nav.menu}
          </button>
          <Link to={REDIRECTS.home} className="shrink-0 text-xl font-semibold text-brand-800 no-underline">
            {nl.app.name}
          </Link>
          <div className="ml-auto flex min-w-0 items-center gap-4">
            <div className="hidden sm:block">{user && <ActiveOrganization user={user} />}</div>
            <UserMenu />
          </div>
        </div>
        {/* On a wide screen the menu has a row of its own: ten entries, the organisation and the user menu do not
            fit beside each other at 1280–1440 px. */}
        <div className="mx-auto hidden max-w-7xl px-4 pb-2 xl:block">
          <MainNav />
        </div>
        <div ref={panelRef} id={mobileNavId} hidden={!menuOpen} className="border-t border-stone-200 px-4 py-3 xl:hidden">
          <div className="mb-3 sm:hidden">{user && <ActiveOrganization user={user} />}</div>
          <MainNav onNavigate={closeMenu} />
        </div>
      </header>
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="mx-auto w-full max-w-7xl flex-1 px-4 py-6 outline-none sm:py-8">
        {children}
      </main>
    </div>
  );
}
