import type { Gate } from '@afscheid/shared';
import type { RouteHandle } from '../routing/route-handle.ts';

/** What a navigation step decided. */
export type NavigationOutcome =
  | { type: 'next' }
  | { type: 'redirect'; to: string }
  | { type: 'error'; status: number; message: string };

export interface NavigationContext {
  /** The URL being navigated to. */
  url: URL;
  handle: RouteHandle;
  loggedIn: boolean;
  /** The gate as it is after the set-permissions step. */
  gate(): Gate;
  /** Puts the session's roles and permissions into the gate. */
  refreshPermissions(): void;
  /** Sets the locale cookie and the document language. */
  applyLanguage(): void;
  /** Remembers the page a visitor wanted before being sent to the login page. */
  rememberTarget(target: string): void;
}

/** A step returns nothing (continue) or an outcome that ends the navigation. */
export type Middleware = (context: NavigationContext) => NavigationOutcome | void | Promise<NavigationOutcome | void>;

export type MiddlewareRegistry = Readonly<Record<string, Middleware>>;

export const next: NavigationOutcome = { type: 'next' };

export function redirectTo(to: string): NavigationOutcome {
  return { type: 'redirect', to };
}

export function fail(status: number, message: string): NavigationOutcome {
  return { type: 'error', status, message };
}
