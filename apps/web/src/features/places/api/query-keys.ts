/** TanStack Query keys of the places: everything under `places` is refreshed together after a change. */
export const placeKeys = {
  all: ['places'] as const,
  /** Every place of the active organisation (all pages), for the organisation's tab. */
  list: (organizationId: string) => ['places', 'list', organizationId] as const,
  detail: (id: string) => ['places', 'detail', id] as const,
  /** The place's reservations from `from` for the coming weeks. */
  reservations: (id: string, from: string) => ['places', 'reservations', id, from] as const,
  calendarFeed: (id: string) => ['places', 'calendar-feed', id] as const,
};
