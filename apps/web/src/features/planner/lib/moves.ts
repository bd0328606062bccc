import type { PlannerView } from '@afscheid/shared';
import { moveBy, moveToDay, resizeBy, type Times } from './layout.ts';

/** Where a reservation goes: its place and times. */
export interface MoveTarget extends Times {
  placeId: string;
}

/** The keyboard's moves on a focused block. */
export type KeyMove = 'earlier' | 'later' | 'endEarlier' | 'endLater' | 'previous' | 'next';

/** The move a key press asks for on a block, or null for other keys. */
export function keyMoveOf(event: { key: string; shiftKey: boolean; altKey?: boolean; ctrlKey?: boolean; metaKey?: boolean }): KeyMove | null {
  if (event.altKey || event.ctrlKey || event.metaKey) return null;
  switch (event.key) {
    case 'ArrowUp':
      return event.shiftKey ? 'endEarlier' : 'earlier';
    case 'ArrowDown':
      return event.shiftKey ? 'endLater' : 'later';
    case 'ArrowLeft':
      return event.shiftKey ? null : 'previous';
    case 'ArrowRight':
      return event.shiftKey ? null : 'next';
    default:
      return null;
  }
}

/**
 * Where a key move takes a reservation: 15 minutes earlier or later, the end 15 minutes earlier or later (at
 * least 15 minutes long), or the previous/next place (day view, in the order of the columns) or day (week
 * view, same time). Null when it cannot go further (the first or last column).
 */
export function keyMoveTarget(
  reservation: Times & { place: { id: string } },
  move: KeyMove,
  view: PlannerView,
  placeOrder: readonly string[],
  step = 15,
): MoveTarget | null {
  const placeId = reservation.place.id;
  switch (move) {
    case 'earlier':
      return { placeId, ...moveBy(reservation, -step) };
    case 'later':
      return { placeId, ...moveBy(reservation, step) };
    case 'endEarlier':
      return { placeId, ...resizeBy(reservation, -step, step) };
    case 'endLater':
      return { placeId, ...resizeBy(reservation, step, step) };
    case 'previous':
    case 'next': {
      const direction = move === 'next' ? 1 : -1;
      if (view === 'week') return { placeId, ...moveToDay(reservation, direction) };
      const index = placeOrder.indexOf(placeId);
      const other = index === -1 ? undefined : placeOrder[index + direction];
      return other ? { placeId: other, startsAt: reservation.startsAt, endsAt: reservation.endsAt } : null;
    }
  }
}

/** Whether the target differs from where the reservation is. */
export function isRealMove(reservation: Times & { place: { id: string } }, target: MoveTarget): boolean {
  return (
    target.placeId !== reservation.place.id ||
    new Date(target.startsAt).getTime() !== new Date(reservation.startsAt).getTime() ||
    new Date(target.endsAt).getTime() !== new Date(reservation.endsAt).getTime()
  );
}
