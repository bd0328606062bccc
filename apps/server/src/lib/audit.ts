import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/types.ts';
import { iso } from './clock.ts';
import { newId } from './ids.ts';

export type AuditInput = {
  organizationId?: string | null;
  userId?: string | null;
  entity: string;
  entityId?: string | null;
  action: string;
  changes?: Record<string, { from: unknown; to: unknown }> | Record<string, unknown> | null;
};

/** Writes one audit event; pass the transaction when the change it records is part of one. */
export async function recordAudit(db: Db, request: FastifyRequest, input: AuditInput): Promise<void> {
  const now = request.server.deps.clock.now();
  await db
    .insertInto('audit_events')
    .values({
      id: newId(now.getTime()),
      organization_id: input.organizationId ?? null,
      user_id: input.userId ?? request.auth?.user?.id ?? null,
      entity: input.entity,
      entity_id: input.entityId ?? null,
      action: input.action,
      changes: input.changes ? JSON.stringify(input.changes) : null,
      ip: request.ip,
      request_id: request.id,
      created_at: iso(now),
    })
    .execute();
}

/** The fields that differ between two versions, as { field: { from, to } }; secrets are never included. */
export function diffFields<T extends Record<string, unknown>>(before: T, after: Partial<T>) {
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  for (const [key, value] of Object.entries(after)) {
    if (before[key] !== value) changes[key] = { from: before[key], to: value };
  }
  return changes;
}
