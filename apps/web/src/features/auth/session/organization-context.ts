import { hasAllPermissions, hasAnyPermission, type AuthUser, type Gate } from '@afscheid/shared';
import type { ApiError } from '../../../lib/api/errors.ts';

/** The header in which every API call names the organisation this tab shows (decision 009). */
export const ORGANIZATION_HEADER = 'X-Organization-Id';
/** The server's marker on a 409 about the organisation, whatever else a feature does with a 409. */
export const ORGANIZATION_ERROR_HEADER = 'X-Organization-Error';

/** What went wrong with the organisation of a call: another tab switched, or there is none any more. */
export interface OrganizationProblem {
  kind: 'changed' | 'required';
  message: string;
}

/** The header for the organisation the tab shows; none without one (the server then uses the session's). */
export function organizationHeaders(user: Pick<AuthUser, 'activeOrganizationId'> | null): Record<string, string> | undefined {
  const id = user?.activeOrganizationId;
  return id ? { [ORGANIZATION_HEADER]: id } : undefined;
}

/**
 * The organisation problem a failed call reports, if any. A late answer to a call sent before this tab itself
 * switched names the organisation the tab already shows: that is no problem.
 */
export function problemOf(error: ApiError, headers: Headers, activeOrganizationId: string | null): OrganizationProblem | null {
  if (error.status !== 409) return null;
  const kind = headers.get(ORGANIZATION_ERROR_HEADER);
  if (kind === 'changed') {
    return headers.get(ORGANIZATION_HEADER) === activeOrganizationId ? null : { kind, message: error.message };
  }
  return kind === 'required' ? { kind, message: error.message } : null;
}

/**
 * Whether the organisation the user works in can do this at all. The server's permission list follows the
 * organisation's type for everybody, the platform administrator included, whose gate passes every check: menus
 * and routes ask this as well, so a crematorium shows no dossiers, not even to the platform administrator.
 */
export function organizationAllows(gate: Pick<Gate, 'permissions'>, expr: string, all = false): boolean {
  return all ? hasAllPermissions(gate.permissions, expr) : hasAnyPermission(gate.permissions, expr);
}

export interface OrganizationProblemStore {
  getState(): OrganizationProblem | null;
  subscribe(listener: () => void): () => void;
  report(problem: OrganizationProblem): void;
  clear(): void;
}

/** The problem the app shell shows in a dialog (one at a time: the first until it is closed). */
export function createOrganizationProblemStore(): OrganizationProblemStore {
  const listeners = new Set<() => void>();
  let state: OrganizationProblem | null = null;
  const publish = (next: OrganizationProblem | null) => {
    state = next;
    for (const listener of listeners) listener();
  };
  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    report(problem) {
      if (!state) publish(problem);
    },
    clear() {
      if (state) publish(null);
    },
  };
}

export const organizationProblems = createOrganizationProblemStore();
