import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { session } from '../features/auth/index.ts';
import { ApiError } from '../lib/api/errors.ts';

/**
 * Server state (TanStack Query). One client for the whole app, created when the first layout that
 * needs it loads: the login page does without, which keeps its first load small. A layout whose pages
 * use queries wraps its content in <QueryProvider>.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      // A client error (401, 403, 404, 422) will not get better by asking again.
      retry: (failureCount, error) =>
        failureCount < 2 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
    },
    mutations: { retry: false },
  },
});

/**
 * The cache follows the session: a user arriving after a logout (or another user) starts with an empty cache, so
 * nobody sees the previous user's data; another active organisation refetches everything (roles and permissions
 * follow it). On logout itself nothing is refetched: the app shell is leaving.
 */
export function followSession(client: QueryClient, store: Pick<typeof session, 'getState' | 'subscribe'>): () => void {
  let userId = store.getState().user?.id ?? null;
  let organizationId = store.getState().user?.activeOrganizationId ?? null;
  return store.subscribe(() => {
    const user = store.getState().user;
    const nextUser = user?.id ?? null;
    const nextOrganization = user?.activeOrganizationId ?? null;
    if (nextUser !== userId) {
      if (nextUser !== null) client.clear();
    } else if (nextUser !== null && nextOrganization !== organizationId) {
      void client.invalidateQueries();
    }
    userId = nextUser;
    organizationId = nextOrganization;
  });
}

followSession(queryClient, session);

export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
