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

  /**
   * One page of a dossier's budget history, newest first (`created_at desc, id desc`), paged in SQL with the
   * exact count: the events of its budget lines (entity `budget_line`, `entity_id` = the dossier) and of its
   * invoices (entity `invoice`, `entity_id` = an invoice of the dossier), with who did them and the invoice's
   * WeFact code as it is now. Two halves joined by `union all`, each served by `audit_events_entity_idx`
   * (entity, entity_id, created_at; migration 0001), the dossier's invoices by `invoices_dossier_idx`. The
   * invoice half is scoped to the organisation through its invoices: a filter on `a.organization_id` there made
   * SQLite (no statistics) walk `audit_events_organization_idx`, every event of the organisation, and so did
   * an `or` of the two halves.
   */
  async budgetHistoryPage(
    db: Db,
    scope: { organizationId: string; dossierId: string; limit: number; offset: number },
  ) {
    const ofLines = db
      .selectFrom('audit_events as a')
      .select(['a.id', 'a.created_at', 'a.user_id', 'a.entity', 'a.entity_id', 'a.action', 'a.changes'])
      .where('a.organization_id', '=', scope.organizationId)
      .where('a.entity', '=', 'budget_line')
      .where('a.entity_id', '=', scope.dossierId);
    const ofInvoices = db
      .selectFrom('audit_events as a')
      .select(['a.id', 'a.created_at', 'a.user_id', 'a.entity', 'a.entity_id', 'a.action', 'a.changes'])
      .where('a.entity', '=', 'invoice')
      .where('a.entity_id', 'in', (eb) =>
        eb
          .selectFrom('invoices as d')
          .select('d.id')
          .where('d.organization_id', '=', scope.organizationId)
          .where('d.dossier_id', '=', scope.dossierId),
      );
    const events = () => db.selectFrom(ofLines.unionAll(ofInvoices).as('h'));
    const rows = await events()
      .leftJoin('users as u', 'u.id', 'h.user_id')
      .leftJoin('invoices as i', (join) =>
        join.onRef('i.id', '=', 'h.entity_id').on('h.entity', '=', 'invoice'),
      )
      .select([
        'h.id',
        'h.created_at',
        'h.user_id',
        'u.name as user_name',
        'h.entity',
        'h.entity_id',
        'h.action',
        'h.changes',
        'i.wefact_code as invoice_code',
      ])
      .orderBy('h.created_at', 'desc')
      .orderBy('h.id', 'desc')
      .limit(scope.limit)
      .offset(scope.offset)
      .execute();
    const counted = await events()
      .select((eb) => eb.fn.countAll<string | number>().as('total'))
      .executeTakeFirstOrThrow();
    return { rows, total: Number(counted.total) };
  },
};

export type AuditHistoryRow = Awaited<ReturnType<typeof auditRepository.history>>[number];
export type BudgetHistoryRow = Awaited<ReturnType<typeof auditRepository.budgetHistoryPage>>['rows'][number];
