import { errorMessages } from '@afscheid/shared';
import { useSyncExternalStore } from 'react';
import { api, XSRF_COOKIE, type ApiClient } from '../../../lib/api/client.ts';
import { ExpiredAuthSessionError } from '../../../lib/api/errors.ts';
import { readCookie } from '../../../lib/browser/cookies.ts';
import { sessionStore as browserSessionStorage } from '../../../lib/browser/storage.ts';
import { gateStore, type GateStore } from '../../../lib/gate/gate-store.ts';
import { cookieExpiryStore } from './expiry-cookie.ts';
import {
  organizationHeaders,
  organizationProblems,
  problemOf,
  type OrganizationProblemStore,
} from './organization-context.ts';
import { syncGate } from './gate-sync.ts';
import { createSessionStore, USER_PATH, type SessionState, type SessionStore } from './session-store.ts';
import { createTokenLifecycle, type TokenLifecycle } from './token-lifecycle.ts';

/** The browser holds a session (the `XSRF-TOKEN` cookie the client can see; the session id itself is HttpOnly). */
export const hasSessionCookie = (): boolean => readCookie(XSRF_COOKIE) !== null;

export const token: TokenLifecycle = createTokenLifecycle({ store: cookieExpiryStore });

export const session: SessionStore = createSessionStore({
  api,
  token,
  storage: browserSessionStorage,
  hasSessionCookie,
  currentPath: () => `${window.location.pathname}${window.location.search}`,
});

/**
 * Wires the session into the API client: an expired token aborts the request (and ends the session),
 * a successful call slides the expiry, a 401 ends the session, every call names the tab's organisation and a
 * 409 about it is reported to the app shell; the gate follows the user.
 */
export function installSessionHooks(
  client: ApiClient = api,
  store: SessionStore = session,
  lifecycle: TokenLifecycle = token,
  gate: GateStore = gateStore,
  problems: OrganizationProblemStore = organizationProblems,
): () => void {
  const removeHooks = client.use({
    beforeRequest() {
      if (lifecycle.status() !== 'expired') return;
      store.expire();
      throw new ExpiredAuthSessionError(errorMessages.expiredAuthSession);
    },
    onSuccess(info) {
      if (info.anonymous) return;
      if (store.getState().loggedIn || info.path === USER_PATH) lifecycle.touch();
    },
    onUnauthorized() {
      store.expire();
    },
    // Every call names the organisation this tab shows; the server refuses it (409) when the session has
    // moved on in another tab, and the app shell offers a reload (decision 009).
    requestHeaders() {
      return organizationHeaders(store.getState().user);
    },
    onFailure(_info, error, headers) {
      const problem = problemOf(error, headers, store.getState().user?.activeOrganizationId ?? null);
      if (problem) problems.report(problem);
    },
  });
  let lastUser = store.getState().user;
  const unsubscribe = store.subscribe(() => {
    const { user } = store.getState();
    if (user === lastUser) return;
    lastUser = user;
    syncGate(user, gate);
  });
  return () => {
    removeHooks();
    unsubscribe();
  };
}

export function useSession(): SessionState {
  return useSyncExternalStore(session.subscribe, session.getState, session.getState);
}
