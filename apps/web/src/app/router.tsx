import { createBrowserRouter, createPath } from 'react-router';
import { setPendingNavigationSource } from './errors/chunk-reload.ts';
import { routes } from './routing/routes.tsx';

export function createAppRouter() {
  const router = createBrowserRouter(routes, { basename: '/' });
  // A page chunk that fails to load reloads the browser at the page being opened, not the old one.
  setPendingNavigationSource(() => {
    const location = router.state.navigation.location;
    return location ? createPath(location) : null;
  });
  return router;
}
