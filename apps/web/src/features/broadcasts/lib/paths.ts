/** The web addresses of a place's broadcasts. */
export function broadcastPaths(placeId: string) {
  const place = `/places/${encodeURIComponent(placeId)}`;
  return {
    place,
    /** The create page, prefilled from a reservation when one is given. */
    create: (reservationId?: string) =>
      `${place}/broadcast/create${reservationId ? `?reservation=${encodeURIComponent(reservationId)}` : ''}`,
    edit: (id: string) => `${place}/broadcast/${encodeURIComponent(id)}/edit`,
  };
}
