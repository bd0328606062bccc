import type { AuditEntry } from '@afscheid/shared';
import type { Db } from '../../db/types.ts';
import { auditChanges, auditRepository } from '../audit/index.ts';
import type { AshRecordRow } from './repository.ts';

/**
 * GET /api/ash-records/{id}/history: every audit event of the record, its destinations (corrections included)
 * and its documents (uploads and downloads), newest first, with who did it. The audit trail of the register:
 * nothing of it is ever changed or removed.
 */
export async function ashRecordHistory(db: Db, record: AshRecordRow): Promise<AuditEntry[]> {
  const [destinations, documents] = await Promise.all([
    db.selectFrom('ash_destinations').select('id').where('ash_record_id', '=', record.id).execute(),
    db.selectFrom('ash_documents').select('id').where('ash_record_id', '=', record.id).execute(),
  ]);
  const rows = await auditRepository.history(db, {
    organizationId: record.organization_id,
    entities: [
      { entity: 'ash_record', ids: [record.id] },
      { entity: 'ash_destination', ids: destinations.map((row) => row.id) },
      { entity: 'ash_document', ids: documents.map((row) => row.id) },
    ],
  });
  return rows.map((row) => ({
    id: row.id,
    at: row.created_at,
    user: row.user_id && row.user_name ? { id: row.user_id, name: row.user_name } : null,
    entity: row.entity,
    action: row.action,
    sectionKey: null,
    changes: auditChanges(row.changes),
  }));
}
