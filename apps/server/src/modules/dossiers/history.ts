import type { AuditEntry } from '@afscheid/shared';
import type { Db } from '../../db/types.ts';
import { auditChanges, auditRepository } from '../audit/index.ts';

type Scope = {
  organizationId: string;
  dossierId: string | null;
  /** Section row id → key. */
  sections: Map<string, string>;
};

/** The audit events of a dossier and/or its sections, newest first, with the names of who did them. */
export async function auditHistory(db: Db, scope: Scope): Promise<AuditEntry[]> {
  const rows = await auditRepository.history(db, {
    organizationId: scope.organizationId,
    entities: [
      { entity: 'dossier', ids: scope.dossierId ? [scope.dossierId] : [] },
      { entity: 'dossier_section', ids: [...scope.sections.keys()] },
    ],
  });
  return rows.map((row) => ({
    id: row.id,
    at: row.created_at,
    user: row.user_id && row.user_name ? { id: row.user_id, name: row.user_name } : null,
    entity: row.entity,
    action: row.action,
    sectionKey: row.entity === 'dossier_section' ? (scope.sections.get(row.entity_id ?? '') ?? null) : null,
    changes: auditChanges(row.changes),
  }));
}
