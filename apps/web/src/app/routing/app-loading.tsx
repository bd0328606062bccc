import { nl } from '../../lib/i18n/nl-NL.ts';

/** Shown while the first navigation (session check and page chunk) is under way. */
export function AppLoading() {
  return (
    <div role="status" className="flex min-h-screen items-center justify-center text-stone-700">
      <span aria-hidden="true" className="mr-3 size-5 animate-spin rounded-full border-2 border-brand-600 border-r-transparent" />
      {nl.app.loading}
    </div>
  );
}
