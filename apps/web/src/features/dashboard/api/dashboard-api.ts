import type { DossierListItem, PaginationMeta, Task } from '@afscheid/shared';
import { api } from '../../../lib/api/client.ts';

/** How many items a dashboard card shows. */
export const CARD_SIZE = 5;

/** The newest open dossiers (the list endpoint, filtered). */
export function listOpenDossiers(): Promise<{ data: DossierListItem[]; meta: PaginationMeta }> {
  return api.get('/api/dossiers', {
    query: { page: 1, perPage: CARD_SIZE, sort: '-created_at', filter: { status: 'open' } },
  });
}

/** The user's own open tasks, in the server's order (overdue first, then by due date). */
export function listMyOpenTasks(): Promise<{ data: Task[]; meta: PaginationMeta }> {
  return api.get('/api/tasks', { query: { scope: 'mine', status: 'open', page: 1, perPage: CARD_SIZE } });
}
