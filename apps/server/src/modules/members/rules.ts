import type { Actor } from '../../lib/context.ts';

/** Only an owner (or the platform administrator) may touch an owner's membership or make someone owner. */
export const isOwner = (actor: Pick<Actor, 'isSuper' | 'role'>) => actor.isSuper || actor.role === 'owner';
