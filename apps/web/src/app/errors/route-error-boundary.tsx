import { lazy, Suspense, useState } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { useSession } from '../../features/auth/index.ts';
import { nl } from '../../lib/i18n/nl-NL.ts';
import { PublicFrame } from '../layouts/public-layout.tsx';
import type { RouteErrorData } from '../routing/guarded-loader.ts';
import { reloadForChunkError } from './chunk-reload.ts';
import { describeRouteError } from './describe-error.ts';
import { ErrorPageBoundary } from './error-page-boundary.tsx';
import { ErrorPage } from './error-page.tsx';

// The organisation pages (no active organisation, not for this type, a record in another organisation) come in
// their own chunk: they bring the organisation selector's API with them.
const OrganizationErrorPage = lazy(() => import('./organization-pages.tsx'));
// The app shell comes with the default layout's chunk (lazy too): the login page's first load stays without it.
const AppShell = lazy(() => import('../layouts/app-shell.tsx').then((m) => ({ default: m.AppShell })));

/** The route error's own reason, when a page of its own explains it (decision 009). */
function reasonData(error: unknown): RouteErrorData | null {
  if (!isRouteErrorResponse(error)) return null;
  const data = error.data as RouteErrorData | undefined;
  return data && typeof data === 'object' && typeof data.reason === 'string' ? data : null;
}

/** The error page for whatever the route threw; a missing script chunk reloads the page instead (throttled). */
function RouteError() {
  const error = useRouteError();
  const [reloading] = useState(() => reloadForChunkError(error));
  if (reloading) return null;
  const reason = reasonData(error);
  if (reason) {
    return (
      <Suspense fallback={<p className="text-stone-700">{nl.app.loading}</p>}>
        <OrganizationErrorPage data={reason} />
      </Suspense>
    );
  }
  return <ErrorPage {...describeRouteError(error)} />;
}

/** A page's error boundary: the error page inside the page's layout. */
export function RouteErrorBoundary() {
  return (
    <ErrorPageBoundary>
      <RouteError />
    </ErrorPageBoundary>
  );
}

/**
 * For errors outside a layout (an unknown path, a failing layout): the app shell for a logged-in user,
 * the public frame otherwise.
 */
export function ShellErrorBoundary() {
  const { loggedIn, user } = useSession();
  const page = (
    <ErrorPageBoundary>
      <RouteError />
    </ErrorPageBoundary>
  );
  return (
    <ErrorPageBoundary>
      {loggedIn && user ? (
        <Suspense fallback={<PublicFrame>{page}</PublicFrame>}>
          <AppShell>{page}</AppShell>
        </Suspense>
      ) : (
        <PublicFrame>{page}</PublicFrame>
      )}
    </ErrorPageBoundary>
  );
}
