import { messages } from '../nl/catalogue.ts';

/**
 * The reservations' plain values (kinds, statuses and their labels) apart from their Zod schemas
 * (`reservations.ts`): a page that only shows reservations (a dossier's section form) needs these and not Zod
 * (decision 029's rule, decision 034).
 */

/** plechtigheid, condoleance, opbaring, koffietafel, crematie, overig. */
export const RESERVATION_KINDS = ['ceremony', 'condolence', 'wake', 'coffee', 'cremation', 'other'] as const;
export type ReservationKind = (typeof RESERVATION_KINDS)[number];
export const RESERVATION_KIND_LABELS: Record<ReservationKind, string> = messages.reservations.kinds;

/** optie, bevestigd, geannuleerd; only confirmed reservations block a place. */
export const RESERVATION_STATUSES = ['option', 'confirmed', 'cancelled'] as const;
export type ReservationStatus = (typeof RESERVATION_STATUSES)[number];
export const RESERVATION_STATUS_LABELS: Record<ReservationStatus, string> = messages.reservations.statuses;

// The limits live here too, not with the schemas: a page that needs only a limit (a dossier's, through the places'
// API) then does not build the reservation schemas as it loads (about 120 ms at 4× CPU in an unminified build;
// decision 045).

/** A reservation lasts at most this long (a longer period is several reservations). */
export const MAX_RESERVATION_MINUTES = 24 * 60;
/** The planner snaps to the quarter hour. */
export const PLANNER_SNAP_MINUTES = 15;
/** `GET /api/reservations` covers at most this many days at once. */
export const MAX_RESERVATION_RANGE_DAYS = 42;
