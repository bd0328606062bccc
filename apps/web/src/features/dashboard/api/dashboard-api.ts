import type { DossierListItem, PaginationMeta, RequestUpdateEvent, RequestUpdates, Task } from '@afscheid/shared';
import { api } from '../../../lib/api/client.ts';
import { listCremations, type CremationListItem } from '../../cremations/index.ts';

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

export type { RequestUpdateEvent, RequestUpdates };

/** How many requests wait for this side, and the other side's recent events (newest first). */
export async function getRequestUpdates(): Promise<RequestUpdates> {
  return (await api.get<{ data: RequestUpdates }>('/api/crematorium-requests/updates')).data;
}

/** A crematorium's cremations planned on `today` (an Amsterdam date), by planned moment. */
export function listCremationsOn(
  today: string,
): Promise<{ data: CremationListItem[]; meta: PaginationMeta }> {
  return listCremations({ from: today, to: today, sort: 'date', page: 1, perPage: 25 });
}
