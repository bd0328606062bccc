import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/types.ts';
import { iso, type Clock } from './clock.ts';
import { newId } from './ids.ts';
import { auditRepository } from '../modules/audit/index.ts';

export type AuditInput = {
  organizationId?: string | null;
  userId?: string | null;
  entity: string;
  entityId?: string | null;
  action: string;
  changes?: Record<string, { from: unknown; to: unknown }> | Record<string, unknown> | null;
};

/** Where a change came from: the request (IP, request id, user) or a system run (seed, CLI, job). */
export type AuditOrigin = { userId: string | null; ip: string | null; requestId: string | null };

/** Writes one audit event; pass the transaction when the change it records is part of one. */
export type AuditWriter = (db: Db, input: AuditInput) => Promise<void>;

export function auditWriter(clock: Clock, origin: AuditOrigin): AuditWriter {
  return async (db, input) => {
    const now = clock.now();
    await auditRepository.insert(db, {
        id: newId(now.getTime()),
        organization_id: input.organizationId ?? null,
        user_id: input.userId ?? origin.userId,
        entity: input.entity,
        entity_id: input.entityId ?? null,
        action: input.action,
        changes: input.changes ? JSON.stringify(input.changes) : null,
        ip: origin.ip,
        request_id: origin.requestId,
      created_at: iso(now),
    });
  };
}

export const requestOrigin = (request: FastifyRequest): AuditOrigin => ({
  userId: request.auth?.user?.id ?? null,
  ip: request.ip,
  requestId: request.id,
});

/** Writes one audit event for a request (modules not yet on the service context use this). */
export function recordAudit(db: Db, request: FastifyRequest, input: AuditInput): Promise<void> {
  return auditWriter(request.server.deps.clock, requestOrigin(request))(db, input);
}

/** The fields that differ between two versions, as { field: { from, to } }; secrets are never included. */
export function diffFields<T extends Record<string, unknown>>(before: T, after: Partial<T>) {
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  for (const [key, value] of Object.entries(after)) {
    if (before[key] !== value) changes[key] = { from: before[key], to: value };
  }
  return changes;
}
