import {
  interpolate,
  RESERVATION_KIND_LABELS,
  RESERVATION_KINDS,
  RESERVATION_STATUS_LABELS,
  type ReservationData,
  type ReservationKind,
  type ReservationStatus,
} from '@afscheid/shared';
import { timeRangeText } from './dates.ts';
import { nlPlanner } from './texts.ts';

/**
 * How a reservation looks: a fixed palette per kind (dark text on a light fill, every pair WCAG AA; the kind is
 * also written out, so colour never carries the meaning alone), options with a dashed border and "Optie".
 */
export const KIND_STYLES: Record<ReservationKind, { block: string; swatch: string }> = {
  ceremony: { block: 'bg-violet-100 text-violet-950 border-violet-700', swatch: 'bg-violet-100 border-violet-700' },
  condolence: { block: 'bg-sky-100 text-sky-950 border-sky-700', swatch: 'bg-sky-100 border-sky-700' },
  wake: { block: 'bg-emerald-100 text-emerald-950 border-emerald-700', swatch: 'bg-emerald-100 border-emerald-700' },
  coffee: { block: 'bg-amber-100 text-amber-950 border-amber-700', swatch: 'bg-amber-100 border-amber-700' },
  cremation: { block: 'bg-rose-100 text-rose-950 border-rose-700', swatch: 'bg-rose-100 border-rose-700' },
  other: { block: 'bg-stone-200 text-stone-900 border-stone-600', swatch: 'bg-stone-200 border-stone-600' },
};

/** The border of a block: a solid bar on the left for a confirmed reservation, dashed all round for an option. */
export function statusBorder(status: ReservationStatus): string {
  if (status === 'option') return 'border-2 border-dashed';
  if (status === 'cancelled') return 'border-2 border-dotted opacity-70';
  return 'border border-l-4';
}

export const kindLabel = (kind: ReservationKind) => RESERVATION_KIND_LABELS[kind] ?? kind;
export const statusLabel = (status: ReservationStatus) => RESERVATION_STATUS_LABELS[status] ?? status;

export const KIND_OPTIONS = RESERVATION_KINDS.map((kind) => ({ value: kind, label: kindLabel(kind) }));

/**
 * The accessible name of a block: "Plechtigheid: Afscheid J. de Vries, Aula, 10:00 tot 11:30, bevestigd" (with
 * ", dossier 2026-0042" when it belongs to one).
 */
export function reservationName(
  reservation: Pick<ReservationData, 'kind' | 'title' | 'status' | 'startsAt' | 'endsAt' | 'dossier'> & {
    place: { name: string };
  },
): string {
  const base = interpolate(nlPlanner.block.name, {
    kind: kindLabel(reservation.kind),
    title: reservation.title,
    place: reservation.place.name,
    time: timeRangeText(reservation.startsAt, reservation.endsAt),
    status: statusLabel(reservation.status).toLowerCase(),
  });
  return reservation.dossier ? `${base}${interpolate(nlPlanner.block.dossier, { number: reservation.dossier.number })}` : base;
}

/** 'Afscheid J. de Vries, 10:15 tot 11:45, Aula': what the live region says after a move. */
export function moveAnnouncement(title: string, startsAt: string, endsAt: string, place: string): string {
  return interpolate(nlPlanner.move.announce, { title, time: timeRangeText(startsAt, endsAt), place });
}
