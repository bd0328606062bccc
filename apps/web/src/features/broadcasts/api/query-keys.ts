/** TanStack Query keys of the broadcasts: everything under `broadcasts` is refreshed together after a change. */
export const broadcastKeys = {
  all: ['broadcasts'] as const,
  list: (placeId: string) => ['broadcasts', 'list', placeId] as const,
  detail: (placeId: string, id: string) => ['broadcasts', 'detail', placeId, id] as const,
  /** The reservation a new broadcast is prefilled from. */
  reservation: (id: string) => ['broadcasts', 'reservation', id] as const,
};
