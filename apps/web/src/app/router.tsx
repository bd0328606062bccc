import { createBrowserRouter, createPath } from 'react-router';
import { setPendingNavigationSource } from './errors/chunk-reload.ts';
import { patchAppRoutes, preloadAppRoutesFor } from './routing/app-routes-loader.ts';
import { routes } from './routing/routes.tsx';

export function createAppRouter() {
  // The first-load table holds only the login and password pages; the rest is added on demand (decision 004).
  preloadAppRoutesFor(window.location.pathname);
  const router = createBrowserRouter(routes, { basename: '/', patchRoutesOnNavigation: patchAppRoutes });
  // A page chunk that fails to load reloads the browser at the page being opened, not the old one.
  setPendingNavigationSource(() => {
    const location = router.state.navigation.location;
    return location ? createPath(location) : null;
  });
  return router;
}
