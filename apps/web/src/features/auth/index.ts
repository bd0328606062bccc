/** The auth feature's public face: other features and the app import from here (decision 011). */
export { activeOrganization } from './session/active-organization.ts';
export { syncGate } from './session/gate-sync.ts';
export {
  createOrganizationProblemStore,
  organizationAllows,
  organizationProblems,
  type OrganizationProblem,
  type OrganizationProblemStore,
} from './session/organization-context.ts';
export { forgetTarget, rememberTarget, takeTarget } from './session/remembered-target.ts';
export { type SessionState } from './session/session-store.ts';
export { hasSessionCookie, installSessionHooks, session, token, useSession } from './session/session.ts';
export { useSessionExpiryCheck } from './session/use-session-expiry-check.ts';
