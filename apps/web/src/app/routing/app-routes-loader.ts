import type { PatchRoutesOnNavigationFunction, RouteObject } from 'react-router';
import { whenIdleAfterPaint } from '../../lib/scheduling/after-paint.ts';

/** The paths of the first-load table (`routes.tsx`): the login, password and e-mail link pages. */
const FIRST_LOAD_PATH = /^\/(forgot-password|reset-password|auth\/.*)?$/;

/** The table of the pages behind the login (`app-routes.tsx`), loaded once; a failed load is tried again. */
let appRoutesLoad: Promise<RouteObject[]> | null = null;
export function loadAppRoutes(): Promise<RouteObject[]> {
  appRoutesLoad ??= import('./app-routes.tsx').then(
    (module) => module.appRoutes,
    (error: unknown) => {
      appRoutesLoad = null;
      throw error;
    },
  );
  return appRoutesLoad;
}

let appRoutesAdded = false;
/**
 * Adds the app's pages under `root` when a navigation needs a path the first-load table lacks (React Router's
 * "fog of war": it asks for any path that only the `*` route or a path parameter matches).
 */
export const patchAppRoutes: PatchRoutesOnNavigationFunction = async ({ patch, signal }) => {
  if (appRoutesAdded) return;
  const children = await loadAppRoutes();
  if (signal.aborted || appRoutesAdded) return;
  patch('root', children);
  appRoutesAdded = true;
};

/**
 * At startup on any other page (a logged-in user's reload, a link): load the table at once, alongside the
 * session check, instead of after the first navigation asks for it.
 */
export function preloadAppRoutesFor(pathname: string): void {
  if (!FIRST_LOAD_PATH.test(pathname)) void loadAppRoutes().catch(() => undefined);
}

/**
 * On the login page: load the table once the page has painted and the browser is idle, so that the page after the
 * login opens at once.
 */
export function preloadAppRoutesWhenIdle(): () => void {
  return whenIdleAfterPaint(() => void loadAppRoutes().catch(() => undefined), 2000);
}
