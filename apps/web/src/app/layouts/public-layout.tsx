import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { REDIRECTS } from '@afscheid/shared';
import { nl } from '../../lib/i18n/nl-NL.ts';
import { AnimatedOutlet } from './animated-outlet.tsx';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link.tsx';

/** A simple frame without session requirements (error pages for visitors, later public pages). */
export function PublicFrame({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col">
      <SkipLink />
      <header className="border-b border-stone-200 bg-white">
        <div className="mx-auto flex max-w-5xl items-center px-4 py-4">
          <Link to={REDIRECTS.login} className="text-xl font-semibold text-brand-800 no-underline">
            {nl.app.name}
          </Link>
        </div>
      </header>
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="mx-auto w-full max-w-5xl flex-1 px-4 py-8 outline-none">
        {children}
      </main>
    </div>
  );
}

export function PublicLayout() {
  const { pathname } = useLocation();
  return (
    <PublicFrame>
      <AnimatedOutlet transitionKey={pathname} manageFocus />
    </PublicFrame>
  );
}
