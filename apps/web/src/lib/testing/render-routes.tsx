import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { GateStoreContext } from '../gate/gate-components.tsx';
import { createGateStore } from '../gate/gate-store.ts';

/** A JSON answer as the API sends it, for a stubbed `fetch`. */
export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/**
 * Renders routes as the app shell would: a fresh query client (no retries, so a failure shows at once), a gate
 * with the given permissions (kept in memory only) and a memory router opened at `path`.
 */
export function renderRoutes(
  routes: RouteObject[],
  {
    path,
    permissions,
    roles = ['funeral_director'],
  }: { path: string; permissions: string[]; roles?: string[] },
) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const gate = createGateStore({ get: () => null, set: () => undefined, remove: () => undefined });
  gate.set({ roles, permissions });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <GateStoreContext.Provider value={gate}>
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </GateStoreContext.Provider>,
  );
  return { client, router };
}
