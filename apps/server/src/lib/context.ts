import type { FastifyRequest } from 'fastify';
import { hasAnyPermission, type OrganizationType } from '@afscheid/shared';
import type { AppConfig } from '../config.ts';
import type { Db } from '../db/types.ts';
import type { DocumentStore } from '../modules/documents/index.ts';
import { auditWriter, requestOrigin, type AuditOrigin, type AuditWriter } from './audit.ts';
import type { Clock } from './clock.ts';

/** Who performs a service call, in which organisation, with which permissions. */
export type Actor = {
  userId: string;
  /** The organisation the call acts for; null for calls outside one (the super role's platform work). */
  organizationId: string | null;
  organizationType: OrganizationType | null;
  /** The membership role there; 'super' for the platform operator without a membership; 'system' for runs. */
  role: string;
  permissions: readonly string[];
  isSuper: boolean;
};

/**
 * Everything a service needs, and nothing of HTTP: the API handlers, the demo seed, the CLI, the bench and
 * background jobs all call services with one of these (see docs/decisions/010-typed-routes-and-service-context.md).
 */
export type ServiceContext = {
  db: Db;
  clock: Clock;
  actor: Actor;
  audit: AuditWriter;
  appKey: Buffer;
  config: AppConfig;
  /** Where stored files (documents, attachments, templates, logos) live: on disk or in an S3 bucket. */
  documents: DocumentStore;
};

/** The parts of the app's dependencies a context is made from (`app.deps`). */
export type ContextDeps = { db: Db; clock: Clock; appKey: Buffer; config: AppConfig; documents: DocumentStore };

/**
 * Whether the actor holds the permission. The super role's permissions are everything its organisation's type
 * can do (decision 009), so it needs no shortcut: a crematorium has no dossiers, not even for the platform admin.
 */
export const can = (actor: Pick<Actor, 'isSuper' | 'permissions'>, permission: string): boolean =>
  hasAnyPermission(actor.permissions, permission);

/** The shape of what the access resolvers return (`OrganizationAccess` of plugins/authorize.ts). */
type AccessLike = {
  user: { id: string };
  organization: { id: string; type: OrganizationType };
  membership: { role: string } | null;
  isSuper: boolean;
  permissions: readonly string[];
};

export function actorOf(access: AccessLike): Actor {
  return {
    userId: access.user.id,
    organizationId: access.organization.id,
    organizationType: access.organization.type,
    role: access.membership?.role ?? (access.isSuper ? 'super' : 'none'),
    permissions: access.permissions,
    isSuper: access.isSuper,
  };
}

/** The context of an API request: the actor from its access, the audit trail with its IP and request id. */
export function contextFor(request: FastifyRequest, actor: Actor): ServiceContext {
  const { db, clock, appKey, config, documents } = request.server.deps;
  return { db, clock, appKey, config, documents, actor, audit: auditWriter(clock, requestOrigin(request)) };
}

/** The context of a run outside HTTP (seed, CLI, bench, jobs): audited as the given user, without an IP. */
export function systemContext(deps: ContextDeps, actor: Actor): ServiceContext {
  const origin: AuditOrigin = { userId: actor.userId || null, ip: null, requestId: null };
  return { ...deps, actor, audit: auditWriter(deps.clock, origin) };
}
