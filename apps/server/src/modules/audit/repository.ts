import type { Insertable } from 'kysely';
import type { AuditEventsTable, Db } from '../../db/types.ts';

/** The newest this many events of a record are shown. */
const HISTORY_LIMIT = 500;

export type AuditScope = {
  organizationId: string;
  /** Pairs of entity and ids whose events are wanted. */
  entities: { entity: string; ids: readonly string[] }[];
};

/** The one owner of `audit_events`. */
export const auditRepository = {
  insert: (db: Db, values: Insertable<AuditEventsTable>) => db.insertInto('audit_events').values(values).execute(),

  /** The events of the given records, newest first, with the name of who did them. */
  history: (db: Db, scope: AuditScope) =>
    db
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
        const parts = scope.entities
          .filter((part) => part.ids.length > 0)
          .map((part) => eb.and([eb('a.entity', '=', part.entity), eb('a.entity_id', 'in', [...part.ids])]));
        return parts.length ? eb.or(parts) : eb.val(false);
      })
      .orderBy('a.created_at', 'desc')
      .orderBy('a.id', 'desc')
      .limit(HISTORY_LIMIT)
      .execute(),
};

export type AuditHistoryRow = Awaited<ReturnType<typeof auditRepository.history>>[number];
