import type { PlaceData, ReservationData } from '@afscheid/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { overlapOf, staleRecordOf, type OverlapConflict } from '../lib/conflict.ts';
import type { MoveTarget } from '../lib/moves.ts';
import { updateReservation } from './planner-api.ts';
import { plannerKeys } from './query-keys.ts';

/** A move the server refused: the block is back where it was (or where the other person put it). */
export interface MoveProblem {
  reservation: ReservationData;
  error: unknown;
  /** The confirmed reservation in the way (a 409 for an overlap). */
  conflict: OverlapConflict | null;
  /** The reservation as stored now (a 409 for a stale version). */
  current: ReservationData | null;
}

export interface ReservationMovesOptions {
  /** The places known to the planner: a move to another place takes its name and busy times from here. */
  places: readonly PlaceData[];
  onSaved?(reservation: ReservationData): void;
  onProblem(problem: MoveProblem): void;
}

const MINUTE_MS = 60_000;
const at = (instant: string) => new Date(instant).getTime();
const iso = (ms: number) => new Date(ms).toISOString();

/** The reservation as it will be after the move: the block is drawn there before the server answers. */
export function movedReservation(
  reservation: ReservationData,
  target: MoveTarget,
  places: readonly PlaceData[],
): ReservationData {
  const place = target.placeId === reservation.place.id ? null : places.find((item) => item.id === target.placeId);
  const before = place ? place.preparationMinutes * MINUTE_MS : at(reservation.startsAt) - at(reservation.busyFrom);
  const after = place ? place.cleanupMinutes * MINUTE_MS : at(reservation.busyUntil) - at(reservation.endsAt);
  return {
    ...reservation,
    place: place
      ? { id: place.id, name: place.name, kind: place.kind, locationName: place.locationName, color: place.color }
      : target.placeId === reservation.place.id
        ? reservation.place
        : { ...reservation.place, id: target.placeId },
    startsAt: iso(at(target.startsAt)),
    endsAt: iso(at(target.endsAt)),
    busyFrom: iso(at(target.startsAt) - before),
    busyUntil: iso(at(target.endsAt) + after),
  };
}

/**
 * Moving and resizing reservations in the planner, optimistically: the block goes to its new place at once and
 * the change is sent as `PUT /api/reservations/{id}` with the version it is based on. A refused move (409 for
 * an overlap or a stale version, or any failure) puts the block back and reports the problem. Keyboard moves pass
 * a `delay`: quick presses collect into one request sent after the pause. Moves of one reservation are sent one
 * after the other, each with the version the previous one returned.
 */
export function useReservationMoves({ places, onSaved, onProblem }: ReservationMovesOptions) {
  const queryClient = useQueryClient();
  /** The last version the server confirmed, per reservation with moves under way. */
  const saved = useRef(new Map<string, ReservationData>());
  /** The latest target not sent yet. */
  const targets = useRef(new Map<string, MoveTarget>());
  const timers = useRef(new Map<string, number>());
  const chains = useRef(new Map<string, Promise<void>>());
  const latest = useRef({ places, onSaved, onProblem });
  useEffect(() => {
    latest.current = { places, onSaved, onProblem };
  }, [places, onSaved, onProblem]);

  const patch = useCallback(
    (id: string, next: ReservationData) => {
      queryClient.setQueriesData<ReservationData[]>({ queryKey: plannerKeys.reservationLists }, (list) =>
        list?.map((item) => (item.id === id ? next : item)),
      );
    },
    [queryClient],
  );

  const send = useCallback(
    async (id: string) => {
      const target = targets.current.get(id);
      const base = saved.current.get(id);
      if (!target || !base) return;
      targets.current.delete(id);
      const body: Parameters<typeof updateReservation>[1] = {
        version: base.version,
        startsAt: iso(at(target.startsAt)),
        endsAt: iso(at(target.endsAt)),
      };
      if (target.placeId !== base.place.id) body.placeId = target.placeId;
      try {
        const result = await updateReservation(id, body);
        saved.current.set(id, result);
        if (!targets.current.has(id)) {
          // Nothing newer is waiting: show the server's version (its busy times, version) and let go.
          saved.current.delete(id);
          patch(id, result);
          queryClient.setQueryData(plannerKeys.reservation(id), result);
          latest.current.onSaved?.(result);
          void queryClient.invalidateQueries({ queryKey: plannerKeys.reservationLists });
        }
      } catch (error) {
        const current = staleRecordOf(error);
        const timer = timers.current.get(id);
        if (timer !== undefined) window.clearTimeout(timer);
        timers.current.delete(id);
        targets.current.delete(id);
        saved.current.delete(id);
        patch(id, current ?? base);
        if (current) queryClient.setQueryData(plannerKeys.reservation(id), current);
        latest.current.onProblem({ reservation: base, error, conflict: overlapOf(error), current });
      }
    },
    [patch, queryClient],
  );

  const flush = useCallback(
    (id: string) => {
      timers.current.delete(id);
      const previous = chains.current.get(id) ?? Promise.resolve();
      const chain = previous.then(() => send(id));
      chains.current.set(id, chain);
      void chain.finally(() => {
        if (chains.current.get(id) === chain) chains.current.delete(id);
      });
    },
    [send],
  );

  /** Moves a reservation (as shown now) to `target`; with `delay` (ms) the request waits for a pause. */
  const move = useCallback(
    (reservation: ReservationData, target: MoveTarget, options: { delay?: number } = {}) => {
      if (!saved.current.has(reservation.id)) saved.current.set(reservation.id, reservation);
      targets.current.set(reservation.id, target);
      void queryClient.cancelQueries({ queryKey: plannerKeys.reservationLists });
      patch(reservation.id, movedReservation(reservation, target, latest.current.places));
      const timer = timers.current.get(reservation.id);
      if (timer !== undefined) window.clearTimeout(timer);
      if (options.delay) {
        timers.current.set(
          reservation.id,
          window.setTimeout(() => flush(reservation.id), options.delay),
        );
      } else {
        flush(reservation.id);
      }
    },
    [flush, patch, queryClient],
  );

  // Leaving the page sends what is still waiting for its pause.
  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const [id, timer] of pending) {
        window.clearTimeout(timer);
        flush(id);
      }
    };
  }, [flush]);

  return { move };
}
