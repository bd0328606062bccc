import { SUPER_ROLE, type AuthUser } from '@afscheid/shared';
import type { GateInput, GateStore } from '../../../lib/gate/gate-store.ts';

/** The gate's input for a user: the super flag becomes the super role, which passes every check. */
export function gateInputFromUser(user: AuthUser): GateInput {
  const roles = user.isSuper && !user.roles.includes(SUPER_ROLE) ? [...user.roles, SUPER_ROLE] : [...user.roles];
  return { roles, permissions: [...user.permissions], scope: user.scope ?? null };
}

/** Puts the session's user into the gate, or empties the gate without a user. */
export function syncGate(user: AuthUser | null, gate: GateStore): void {
  if (user) gate.set(gateInputFromUser(user));
  else gate.clear();
}
