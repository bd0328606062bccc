import type { Gate } from '@afscheid/shared';
import type { RouteHandle } from '../../lib/routing/route-handle.ts';

/** What a navigation step decided. */
export type NavigationOutcome =
  | { type: 'next' }
  | { type: 'redirect'; to: string }
  | { type: 'error'; status: number; message: string; reason?: NavigationErrorReason };

/**
 * Errors the error page explains with a page of their own: no active organisation (pick one first), or a page
 * the organisation's type does not have (a crematorium has no dossiers).
 */
export type NavigationErrorReason = 'organization-required' | 'not-for-organization';

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
  /**
   * The organisation the logged-in user works in (none yet for a platform administrator who chose none), with
   * its type when it is one of the user's memberships (the platform administrator may work elsewhere).
   */
  organization(): { activeId: string | null; type: string | null; isSuper: boolean };
}

/** A step returns nothing (continue) or an outcome that ends the navigation. */
export type Middleware = (context: NavigationContext) => NavigationOutcome | void | Promise<NavigationOutcome | void>;

export type MiddlewareRegistry = Readonly<Record<string, Middleware>>;

export const next: NavigationOutcome = { type: 'next' };

export function redirectTo(to: string): NavigationOutcome {
  return { type: 'redirect', to };
}

export function fail(status: number, message: string, reason?: NavigationErrorReason): NavigationOutcome {
  return reason ? { type: 'error', status, message, reason } : { type: 'error', status, message };
}
