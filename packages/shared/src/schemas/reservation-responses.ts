import { z } from 'zod';
import { userRefSchema } from './responses.ts';
import { placeRefSchema } from './place-responses.ts';
import { RESERVATION_KINDS, RESERVATION_STATUSES } from './reservation-values.ts';

/** The dossier of a reservation or broadcast, as the planner shows it. */
export const plannerDossierSchema = z.object({
  id: z.string(),
  number: z.string(),
  deceasedName: z.string(),
});
export type PlannerDossier = z.infer<typeof plannerDossierSchema>;

/** One reservation of GET /api/reservations, /api/reservations/{id}, /api/dossiers/{id}/reservations. */
export const reservationDataSchema = z.object({
  id: z.string(),
  place: placeRefSchema,
  dossier: plannerDossierSchema.nullable(),
  kind: z.enum(RESERVATION_KINDS),
  title: z.string(),
  notes: z.string().nullable(),
  status: z.enum(RESERVATION_STATUSES),
  /** Instants, ISO-8601 UTC. */
  startsAt: z.string(),
  endsAt: z.string(),
  /** The time the place is taken: the reservation with the place's preparation and clean-up times. */
  busyFrom: z.string(),
  busyUntil: z.string(),
  createdBy: userRefSchema.nullable(),
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ReservationData = z.infer<typeof reservationDataSchema>;

/**
 * The `data` of a 409 for an overlap: the confirmed reservation that is in the way (`{ message, data: {
 * conflict } }`). A 409 for a stale version carries `{ data: { current } }` with the reservation as stored.
 */
export const reservationConflictSchema = z.object({
  conflict: z.object({
    id: z.string(),
    title: z.string(),
    startsAt: z.string(),
    endsAt: z.string(),
    busyFrom: z.string(),
    busyUntil: z.string(),
    placeId: z.string(),
    dossierNumber: z.string().nullable(),
  }),
});
export type ReservationConflict = z.infer<typeof reservationConflictSchema>;
