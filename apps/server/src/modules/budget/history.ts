import type { BudgetHistoryEntry, BudgetHistoryQuery, PaginationMeta } from '@afscheid/shared';
import type { Dossier } from '../../db/types.ts';
import type { ServiceContext } from '../../lib/context.ts';
import { pageAnswer } from '../../lib/paging.ts';
import { auditRepository } from '../audit/index.ts';

const isChange = (value: unknown): value is { from: unknown; to: unknown } =>
  value !== null && typeof value === 'object' && 'from' in value && 'to' in value;

type Stored = { line?: { id?: unknown; description?: unknown }; changes?: Record<string, unknown> };

function parse(text: string | null): Stored {
  if (!text) return {};
  try {
    const value: unknown = JSON.parse(text);
    return value !== null && typeof value === 'object' ? (value as Stored) : {};
  } catch {
    return {};
  }
}

/**
 * GET /api/dossiers/:id/budget/history: the changes of the dossier's budget lines, newest first, a page at a
 * time. The audit events carry the dossier as their `entity_id` and the line in `changes.line` (service.ts).
 * The audit module keeps the newest 500 events of a record; the pages run over those.
 */
export async function budgetHistory(
  ctx: ServiceContext,
  dossier: Dossier,
  query: BudgetHistoryQuery,
): Promise<{ data: BudgetHistoryEntry[]; meta: PaginationMeta }> {
  const rows = await auditRepository.history(ctx.db, {
    organizationId: dossier.organization_id,
    entities: [{ entity: 'budget_line', ids: [dossier.id] }],
  });
  const start = (query.page - 1) * query.perPage;
  const entries = rows.slice(start, start + query.perPage).map((row): BudgetHistoryEntry => {
    const stored = parse(row.changes);
    const changes = stored.changes && typeof stored.changes === 'object' ? stored.changes : {};
    return {
      id: row.id,
      at: row.created_at,
      user: row.user_id && row.user_name ? { id: row.user_id, name: row.user_name } : null,
      action: row.action,
      lineId: typeof stored.line?.id === 'string' ? stored.line.id : null,
      description: typeof stored.line?.description === 'string' ? stored.line.description : null,
      changes: Object.entries(changes).map(([field, value]) =>
        isChange(value) ? { field, from: value.from, to: value.to } : { field, from: null, to: value },
      ),
    };
  });
  return pageAnswer(entries, rows.length, query);
}
