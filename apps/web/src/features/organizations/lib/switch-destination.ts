import type { Gate } from '@afscheid/shared';
import { REDIRECTS } from '@afscheid/shared';
import { isRouteHandle, type RouteHandle } from '../../../lib/routing/route-handle.ts';

/** Whether the page's own rules (`check-permissions` with `permission`/`role`) pass the gate. */
export function handleAllows(handle: RouteHandle, gate: Gate): boolean {
  if (!handle.middleware?.includes('check-permissions')) return true;
  const { permission, permissionAll, role } = handle;
  const permitted = !permission || (permissionAll ? gate.canAll(permission) : gate.can(permission));
  return permitted && (!role || gate.hasRole(role));
}

/**
 * After switching organisation: stay on the page when every matched route still allows it with the new
 * gate (roles and permissions follow the active organisation), otherwise go home (the dashboard).
 */
export function destinationAfterSwitch(handles: readonly unknown[], gate: Gate): 'stay' | string {
  const allowed = handles.filter(isRouteHandle).every((handle) => handleAllows(handle, gate));
  return allowed ? 'stay' : REDIRECTS.home;
}
