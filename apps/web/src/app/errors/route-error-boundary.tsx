import { useState } from 'react';
import { useRouteError } from 'react-router';
import { useSession } from '../../features/auth/session/session.ts';
import { AppShell } from '../layouts/app-shell.tsx';
import { PublicFrame } from '../layouts/public-layout.tsx';
import { reloadForChunkError } from './chunk-reload.ts';
import { describeRouteError } from './describe-error.ts';
import { ErrorPageBoundary } from './error-page-boundary.tsx';
import { ErrorPage } from './error-page.tsx';

/** The error page for whatever the route threw; a missing script chunk reloads the page instead (throttled). */
function RouteError() {
  const error = useRouteError();
  const [reloading] = useState(() => reloadForChunkError(error));
  if (reloading) return null;
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
      {loggedIn && user ? <AppShell>{page}</AppShell> : <PublicFrame>{page}</PublicFrame>}
    </ErrorPageBoundary>
  );
}
