import { activeOrganization } from '../../features/auth/index.ts';
import { session } from '../../features/auth/index.ts';
import { syncGate } from '../../features/auth/index.ts';
import { rememberTarget } from '../../features/auth/index.ts';
import { sessionStore } from '../../lib/browser/storage.ts';
import { gateStore } from '../../lib/gate/gate-store.ts';
import { applyLocale } from '../../lib/i18n/locale.ts';
import type { NavigationContext } from '../middleware/types.ts';
import type { RouteHandle } from '../../lib/routing/route-handle.ts';

/** The navigation context over the app's real session, gate and storage. */
export function createNavigationContext(url: URL, handle: RouteHandle): NavigationContext {
  const { loggedIn, user } = session.getState();
  return {
    url,
    handle,
    loggedIn,
    gate: () => gateStore.getSnapshot().gate,
    refreshPermissions: () => syncGate(user, gateStore),
    applyLanguage: applyLocale,
    rememberTarget: (target) => rememberTarget(sessionStore, target),
    organization: () => ({
      activeId: user?.activeOrganizationId ?? null,
      type: user ? (activeOrganization(user)?.type ?? null) : null,
      isSuper: user?.isSuper ?? false,
    }),
  };
}
