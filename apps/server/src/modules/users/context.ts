import type { FastifyRequest } from 'fastify';
import type { User } from '../../db/types.ts';
import { auditWriter, requestOrigin } from '../../lib/audit.ts';
import { contextFor, type Actor, type ServiceContext } from '../../lib/context.ts';
import type { Mailer } from '../../mail/outbox.ts';

/** A call without a logged-in user (login, password reset, an invitation link): no actor. */
export type PublicContext = Omit<ServiceContext, 'actor'>;

/** A call that queues e-mail in its transaction (the outbox of `mail/outbox.ts`). */
export type MailContext = ServiceContext & { mailer: Mailer };
export type PublicMailContext = PublicContext & { mailer: Mailer };

/** The actor of a call about the user themself, outside any organisation (profile, organisation list). */
export function userActor(user: Pick<User, 'id' | 'is_super'>): Actor {
  const isSuper = user.is_super === 1;
  return {
    userId: user.id,
    organizationId: null,
    organizationType: null,
    role: isSuper ? 'super' : 'none',
    permissions: [],
    isSuper,
  };
}

export function publicContextFor(request: FastifyRequest): PublicMailContext {
  const { db, clock, appKey, config, mailer, documents } = request.server.deps;
  return { db, clock, appKey, config, mailer, documents, audit: auditWriter(clock, requestOrigin(request)) };
}

export function mailContextFor(request: FastifyRequest, actor: Actor): MailContext {
  return { ...contextFor(request, actor), mailer: request.server.deps.mailer };
}
