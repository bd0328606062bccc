import { maskBsn, type AuditEntry } from '@afscheid/shared';
import type { Db } from '../../db/types.ts';

/** The newest this many events of a dossier are shown. */
const HISTORY_LIMIT = 500;

type Scope = {
  organizationId: string;
  dossierId: string | null;
  /** Section row id → key. */
  sections: Map<string, string>;
};

/** The audit events of a dossier and/or its sections, newest first, with the names of who did them. */
export async function auditHistory(db: Db, scope: Scope): Promise<AuditEntry[]> {
  const sectionIds = [...scope.sections.keys()];
  const rows = await db
    .selectFrom('audit_events as a')
    .leftJoin('users as u', 'u.id', 'a.user_id')
    .select([
      'a.id',
      'a.created_at',
      'a.user_id',
      'u.name as user_name',
      'a.entity',
      'a.entity_id',
      'a.action',
      'a.changes',
    ])
    .where('a.organization_id', '=', scope.organizationId)
    .where((eb) => {
      const parts = [];
      if (scope.dossierId)
        parts.push(eb.and([eb('a.entity', '=', 'dossier'), eb('a.entity_id', '=', scope.dossierId)]));
      if (sectionIds.length) {
        parts.push(eb.and([eb('a.entity', '=', 'dossier_section'), eb('a.entity_id', 'in', sectionIds)]));
      }
      return parts.length ? eb.or(parts) : eb.val(false);
    })
    .orderBy('a.created_at', 'desc')
    .orderBy('a.id', 'desc')
    .limit(HISTORY_LIMIT)
    .execute();
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
