import type { ReservationRangeQuery } from '../lib/url-state.ts';

/**
 * TanStack Query keys of the planner: everything under `planner` is refreshed together after a change (the
 * dossier pages invalidate `plannerKeys.all` after they plan something).
 */
export const plannerKeys = {
  all: ['planner'] as const,
  places: ['planner', 'places'] as const,
  reservationLists: ['planner', 'reservations'] as const,
  reservations: (query: ReservationRangeQuery) => ['planner', 'reservations', query] as const,
  reservation: (id: string) => ['planner', 'reservation', id] as const,
  feed: ['planner', 'calendar-feed'] as const,
};
