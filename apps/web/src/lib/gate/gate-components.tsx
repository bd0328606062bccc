import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import { hasScope, type Gate } from '@afscheid/shared';
import { gateStore as appGateStore, type GateSnapshot, type GateStore } from './gate-store.ts';

/** Tests and stories can provide their own store; the app uses the global one. */
export const GateStoreContext = createContext<GateStore>(appGateStore);

export function useGateSnapshot(): GateSnapshot {
  const store = useContext(GateStoreContext);
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
}

export function useGate(): Gate {
  return useGateSnapshot().gate;
}

/** True when the user's scope holds `name` (a list entry or a truthy map key). */
export function useHasScope(name: string): boolean {
  return hasScope(useGateSnapshot().scope, name);
}

interface GuardProps {
  children: ReactNode;
  /** Rendered instead when the check fails; by default the element is removed from the page. */
  fallback?: ReactNode;
}

/** Renders its children only for a user with one of the roles (`'owner|admin'`), or all of them with `all`. */
export function IfRole({ role, all = false, children, fallback = null }: GuardProps & { role: string; all?: boolean }) {
  const gate = useGate();
  return <>{(all ? gate.hasAllRoles(role) : gate.hasRole(role)) ? children : fallback}</>;
}

/** Renders its children only when the user holds one of the permissions, or all of them with `all`. */
export function IfCan({
  permission,
  all = false,
  children,
  fallback = null,
}: GuardProps & { permission: string; all?: boolean }) {
  const gate = useGate();
  return <>{(all ? gate.canAll(permission) : gate.can(permission)) ? children : fallback}</>;
}

/** Renders its children for a user with one of the roles or one of the permissions. */
export function IfRoleOrCan({
  role,
  permission,
  children,
  fallback = null,
}: GuardProps & { role: string; permission: string }) {
  const gate = useGate();
  return <>{gate.hasRoleOrPermission(role, permission) ? children : fallback}</>;
}

/** Renders its children only when the user's scope holds `scope`. */
export function IfScope({ scope, children, fallback = null }: GuardProps & { scope: string }) {
  return <>{useHasScope(scope) ? children : fallback}</>;
}
