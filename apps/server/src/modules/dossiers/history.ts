import { maskBsn, type AuditEntry } from '@afscheid/shared';
import type { Db } from '../../db/types.ts';
import { auditRepository } from '../audit/index.ts';

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
    changes: changesOf(row.changes),
  }));
}

const isChange = (value: unknown): value is { from: unknown; to: unknown } =>
  value !== null && typeof value === 'object' && 'from' in value && 'to' in value;

/** Stored as { field: { from, to } } (an update) or { field: value } (what a creation set). */
function changesOf(text: string | null): AuditEntry['changes'] {
  if (!text) return [];
  let stored: unknown;
  try {
    stored = JSON.parse(text);
  } catch {
    return [];
  }
  if (stored === null || typeof stored !== 'object') return [];
  return Object.entries(stored).map(([field, value]) => {
    const change = isChange(value) ? value : { from: null, to: value };
    const bsn = /(^|\.)bsn$/i.test(field);
    const mask = (v: unknown) => (bsn && typeof v === 'string' ? maskBsn(v) : v);
    return { field, from: mask(change.from), to: mask(change.to) };
  });
}
