import type { AshPlaceListQuery } from './ash-places-api.ts';

/** TanStack Query keys of the ash places: everything under `ash-places` is refreshed together after a change. */
export const ashPlaceKeys = {
  all: ['ash-places'] as const,
  lists: ['ash-places', 'list'] as const,
  list: (query: AshPlaceListQuery) => ['ash-places', 'list', query] as const,
};
