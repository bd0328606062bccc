import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { nl } from '../../lib/i18n/nl-NL.ts';
import { preloadAppRoutesWhenIdle } from '../routing/app-routes-loader.ts';
import { AnimatedOutlet } from './animated-outlet.tsx';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link.tsx';

/** Login and password pages: a centred card under the product name. */
export function MinimalLayout() {
  const { pathname } = useLocation();
  // The pages after the login come in their own table: fetched once the login page shows and the browser is idle.
  useEffect(() => preloadAppRoutesWhenIdle(), []);
  return (
    <div className="flex min-h-screen flex-col items-center justify-center px-4 py-10">
      <SkipLink />
      <header className="mb-6 text-center">
        <p className="text-3xl font-semibold tracking-tight text-brand-800">{nl.app.name}</p>
        <p className="mt-1 text-stone-700">{nl.app.tagline}</p>
      </header>
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="w-full max-w-md outline-none">
        <div className="rounded-lg border border-stone-200 bg-white p-6 shadow-sm sm:p-8">
          <AnimatedOutlet transitionKey={pathname} manageFocus />
        </div>
      </main>
    </div>
  );
}
