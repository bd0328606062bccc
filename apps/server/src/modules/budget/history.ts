import type { BudgetHistoryEntry, BudgetHistoryQuery, PaginationMeta } from '@afscheid/shared';
import type { Dossier } from '../../db/types.ts';
import type { ServiceContext } from '../../lib/context.ts';
import { pageAnswer, pageWindow } from '../../lib/paging.ts';
import { auditRepository, type BudgetHistoryRow } from '../audit/index.ts';

const isChange = (value: unknown): value is { from: unknown; to: unknown } =>
  value !== null && typeof value === 'object' && 'from' in value && 'to' in value;

type Stored = { line?: { id?: unknown; description?: unknown }; changes?: Record<string, unknown> };

function parse(text: string | null): Record<string, unknown> {
  if (!text) return {};
  try {
    const value: unknown = JSON.parse(text);
    return value !== null && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

const asChanges = (changes: Record<string, unknown>): BudgetHistoryEntry['changes'] =>
  Object.entries(changes).map(([field, value]) =>
    isChange(value) ? { field, from: value.from, to: value.to } : { field, from: null, to: value },
  );

/**
 * A line's event stores `{ line: { id, description }, changes }` (service.ts); an invoice's event stores its
 * changes at the top (invoicing/service.ts: `error`, `status: { from, to }`, `wefact_code`, `line_ids`, …).
 */
function entryOf(row: BudgetHistoryRow): BudgetHistoryEntry {
  const base = {
    id: row.id,
    at: row.created_at,
    user: row.user_id && row.user_name ? { id: row.user_id, name: row.user_name } : null,
    action: row.action,
  };
  const stored = parse(row.changes);
  if (row.entity === 'invoice') {
    const storedCode = typeof stored.wefact_code === 'string' ? stored.wefact_code : null;
    return {
      ...base,
      lineId: null,
      description: null,
      changes: asChanges(stored),
      invoice: { id: row.entity_id ?? '', code: row.invoice_code ?? storedCode },
    };
  }
  const { line, changes } = stored as Stored;
  return {
    ...base,
    lineId: typeof line?.id === 'string' ? line.id : null,
    description: typeof line?.description === 'string' ? line.description : null,
    changes: asChanges(changes && typeof changes === 'object' ? changes : {}),
    invoice: null,
  };
}

/**
 * GET /api/dossiers/:id/budget/history: the changes of the dossier's budget lines and its invoicing in WeFact,
 * newest first, a page at a time (paged and counted in SQL, so the oldest change stays reachable).
 */
export async function budgetHistory(
  ctx: ServiceContext,
  dossier: Dossier,
  query: BudgetHistoryQuery,
): Promise<{ data: BudgetHistoryEntry[]; meta: PaginationMeta }> {
  const { rows, total } = await auditRepository.budgetHistoryPage(ctx.db, {
    organizationId: dossier.organization_id,
    dossierId: dossier.id,
    ...pageWindow(query),
  });
  return pageAnswer(rows.map(entryOf), total, query);
}
