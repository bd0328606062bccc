import type { AuthUser } from '@afscheid/shared';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import type { SessionState } from '../features/auth/index.ts';
import { followSession } from './query-provider.tsx';

function fakeSession(user: Partial<AuthUser> | null) {
  let state = { user: user as AuthUser | null };
  const listeners = new Set<() => void>();
  return {
    getState: () => state as SessionState,
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set(next: Partial<AuthUser> | null) {
      state = { user: next as AuthUser | null };
      for (const listener of listeners) listener();
    },
  };
}

describe('followSession', () => {
  it('refetches on another active organisation and empties the cache for the next user', () => {
    const client = new QueryClient();
    const clear = vi.spyOn(client, 'clear');
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    const store = fakeSession({ id: 'u1', activeOrganizationId: 'a' });
    followSession(client, store);

    store.set({ id: 'u1', activeOrganizationId: 'a', name: 'Nieuwe naam' });
    expect(invalidate).not.toHaveBeenCalled();
    store.set({ id: 'u1', activeOrganizationId: 'b' });
    expect(invalidate).toHaveBeenCalledTimes(1);
    expect(clear).not.toHaveBeenCalled();

    // Logout: nothing is refetched; the next user starts empty.
    store.set(null);
    expect(clear).not.toHaveBeenCalled();
    expect(invalidate).toHaveBeenCalledTimes(1);
    store.set({ id: 'u2', activeOrganizationId: 'a' });
    expect(clear).toHaveBeenCalledTimes(1);
  });
});
