import { errorMessages, type AuthUser } from '@afscheid/shared';
import type { ApiClient } from '../../../lib/api/client.ts';
import { ApiError } from '../../../lib/api/errors.ts';
import type { SafeStorage } from '../../../lib/browser/storage.ts';
import { rememberTarget } from './remembered-target.ts';
import type { TokenLifecycle } from './token-lifecycle.ts';

/**
 * Why the session last ended: the login page tells the user when it expired. `switch`: logged out to log in
 * as someone else (the remembered page is kept, e.g. an invitation for the other account).
 */
export type SessionEndReason = 'logout' | 'expired' | 'switch' | null;

export interface SessionState {
  user: AuthUser | null;
  loggedIn: boolean;
  strategy: 'session';
  busy: boolean;
  /** The first user fetch has finished (successfully or not). */
  initialized: boolean;
  endReason: SessionEndReason;
}

export interface Credentials {
  email: string;
  password: string;
  remember?: boolean;
}

export interface SessionDeps {
  api: ApiClient;
  token: TokenLifecycle;
  /** Where the visitor wanted to go is remembered here. */
  storage: SafeStorage;
  /** The session cookie the client can see (`XSRF-TOKEN`); the session id itself is HttpOnly. */
  hasSessionCookie: () => boolean;
  /** Path + search of the current page. */
  currentPath: () => string;
}

export const USER_PATH = '/api/auth/user';

/** The user answer lacks the `data` field. */
export class UserDataMissingError extends Error {
  override name = 'UserDataMissingError';
  constructor() {
    super(errorMessages.userDataMissing);
  }
}

export type SessionStore = ReturnType<typeof createSessionStore>;

export function createSessionStore(deps: SessionDeps) {
  const listeners = new Set<() => void>();
  let state: SessionState = {
    user: null,
    loggedIn: false,
    strategy: 'session',
    busy: false,
    initialized: false,
    endReason: null,
  };
  let initializing: Promise<void> | null = null;

  function update(patch: Partial<SessionState>) {
    state = { ...state, ...patch };
    for (const listener of listeners) listener();
  }

  function reset(endReason: SessionEndReason = null) {
    deps.token.clear();
    update({ user: null, loggedIn: false, endReason });
  }

  async function fetchUser(): Promise<AuthUser> {
    const response = await deps.api.get<{ data?: AuthUser } | undefined>(USER_PATH);
    if (!response || typeof response !== 'object' || !response.data) throw new UserDataMissingError();
    const user = response.data;
    if (!deps.hasSessionCookie()) {
      // Logged in means: user fetched and session cookie present. Ask for the cookie once.
      await deps.api.csrfCookie();
    }
    update({ user, loggedIn: deps.hasSessionCookie(), endReason: null });
    return user;
  }

  async function withBusy<T>(work: () => Promise<T>): Promise<T> {
    update({ busy: true });
    try {
      return await work();
    } finally {
      update({ busy: false });
    }
  }

  return {
    getState: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    /** Fetches the user once at start-up; a visitor without a session simply stays logged out. */
    initialize(): Promise<void> {
      initializing ??= (async () => {
        try {
          // Without the session cookie nobody is logged in: no need to ask (and no 401 in the console).
          if (deps.hasSessionCookie()) await fetchUser();
        } catch (error) {
          // Not fatal: the visitor lands on the login page, which reports problems on submit.
          if (!(error instanceof ApiError)) console.error(error);
          update({ user: null, loggedIn: false });
        } finally {
          update({ initialized: true });
        }
      })();
      return initializing;
    },

    fetchUser,

    /** Reset, CSRF cookie, credentials, user: the specification's login sequence. */
    login(credentials: Credentials): Promise<AuthUser> {
      return withBusy(async () => {
        reset();
        await deps.api.csrfCookie();
        await deps.api.post(
          '/login',
          { email: credentials.email, password: credentials.password, remember: credentials.remember ?? false },
          { anonymous: true },
        );
        deps.token.touch();
        return fetchUser();
      });
    },

    /** Ends the session on the server; a failure there is ignored, the client forgets it anyway. */
    logout(reason: 'logout' | 'switch' = 'logout'): Promise<void> {
      return withBusy(async () => {
        try {
          await deps.api.post('/logout', undefined, { anonymous: true });
        } catch {
          // The specification: logout failures are ignored.
        }
        reset(reason);
      });
    },

    /** After a profile change the server answers with the updated user. */
    setUser(user: AuthUser) {
      update({ user });
    },

    /** The session ended behind our back (token expired, 401): remember where the user was. */
    expire(target: string = deps.currentPath()) {
      if (!state.loggedIn && !state.user) {
        deps.token.clear();
        return;
      }
      rememberTarget(deps.storage, target);
      reset('expired');
    },

    reset,
  };
}
