import { z } from 'zod';
import { messages } from '../nl/catalogue.ts';
import { interpolate } from '../nl/interpolate.ts';
import { isPlannerDate, dayStart } from '../format/planner-days.ts';
import { always, optionalText, required } from './fields.ts';
import {
  MAX_RESERVATION_MINUTES,
  MAX_RESERVATION_RANGE_DAYS,
  RESERVATION_KINDS,
  RESERVATION_STATUSES,
} from './reservation-values.ts';

const { fields, reservations } = messages;
const labels = reservations.fields;

const unchosen = (input: unknown) => input === undefined || input === null || input === '';
const emptyToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

/** An instant in ISO 8601 with an offset or `Z` (`2026-11-21T10:30:00+01:00`); stored as ISO UTC. */
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:?\d{2})$/;

export const instantField = (field: string) =>
  z
    .string({
      error: (issue) =>
        unchosen(issue.input) ? required(field) : interpolate(reservations.errors.instant, { field }),
    })
    .trim()
    .min(1, { error: required(field), abort: true })
    .refine((text) => ISO_INSTANT.test(text) && !Number.isNaN(new Date(text).getTime()), {
      error: interpolate(reservations.errors.instant, { field }),
      abort: true,
    })
    .transform((text) => new Date(text).toISOString());

/** Either a calendar date (its Amsterdam midnight) or an instant, for the `from`/`to` of a list. */
const rangeBound = (field: string) =>
  z
    .string()
    .trim()
    .refine(
      (text) => isPlannerDate(text) || (ISO_INSTANT.test(text) && !Number.isNaN(new Date(text).getTime())),
      {
        error: interpolate(reservations.errors.instant, { field }),
      },
    )
    .transform((text) => (isPlannerDate(text) ? dayStart(text) : new Date(text)).toISOString());

const kindField = () =>
  z.enum(RESERVATION_KINDS, {
    error: (issue) => (unchosen(issue.input) ? required(labels.kind) : reservations.errors.kind),
  });

const titleField = () =>
  z
    .string({ error: required(labels.title) })
    .trim()
    .min(1, { error: required(labels.title) })
    .max(150, { error: interpolate(messages.validation.max, { field: labels.title, length: 150 }) });

const idField = (message: string) => z.string({ error: message }).trim().min(1, { error: message });

/** End after start, at most 24 hours: checked on the object, so both field messages come together. */
export function checkReservationTimes(
  value: { startsAt?: unknown; endsAt?: unknown },
  ctx: z.RefinementCtx,
): void {
  if (typeof value.startsAt !== 'string' || typeof value.endsAt !== 'string') return;
  const start = new Date(value.startsAt).getTime();
  const end = new Date(value.endsAt).getTime();
  if (Number.isNaN(start) || Number.isNaN(end)) return;
  if (end <= start)
    ctx.addIssue({ code: 'custom', path: ['endsAt'], message: reservations.errors.endBeforeStart });
  else if (end - start > MAX_RESERVATION_MINUTES * 60_000) {
    ctx.addIssue({ code: 'custom', path: ['endsAt'], message: reservations.errors.tooLong });
  }
}

/**
 * POST /api/reservations `{ place_id, starts_at, ends_at, kind, title, status: "option" | "confirmed",
 * dossier_id?, notes? }`; the status defaults to confirmed.
 */
export const createReservationSchema = z
  .object({
    placeId: idField(reservations.errors.place),
    startsAt: instantField(labels.startsAt),
    endsAt: instantField(labels.endsAt),
    kind: kindField(),
    title: titleField(),
    status: z.enum(['option', 'confirmed'], { error: reservations.errors.status }).default('confirmed'),
    dossierId: z.preprocess(emptyToUndefined, idField(reservations.errors.dossier).nullable().optional()),
    notes: optionalText(labels.notes, 2000),
  })
  .superRefine(checkReservationTimes, always);

/**
 * PUT /api/reservations/{id}: the version read and the fields to change. Moving or resizing in the planner
 * sends `{ version, place_id?, starts_at, ends_at }`; the service checks the times as they will be.
 */
export const updateReservationSchema = z
  .object({
    version: z
      .number({ error: required(fields.version) })
      .int({ error: required(fields.version) })
      .min(1),
    placeId: idField(reservations.errors.place).optional(),
    startsAt: instantField(labels.startsAt).optional(),
    endsAt: instantField(labels.endsAt).optional(),
    kind: kindField().optional(),
    title: titleField().optional(),
    status: z.enum(RESERVATION_STATUSES, { error: reservations.errors.status }).optional(),
    dossierId: z.preprocess(emptyToUndefined, idField(reservations.errors.dossier).nullable().optional()),
    notes: optionalText(labels.notes, 2000),
  })
  .superRefine(checkReservationTimes, always);

/**
 * GET /api/reservations `?from=&to=&place_id=&location=&include_cancelled=`: the reservations that overlap
 * `[from, to)` (dates are Amsterdam midnights, or instants), at most 42 days; `place_id` may repeat or be
 * comma-separated. Cancelled ones only on request.
 */
export const listReservationsQuerySchema = z
  .object({
    from: rangeBound(labels.from),
    to: rangeBound(labels.to),
    placeId: z.preprocess(
      (value) =>
        value === undefined || value === ''
          ? undefined
          : (Array.isArray(value) ? value : [value])
              .flatMap((item) => String(item).split(','))
              .filter(Boolean),
      z.array(z.string()).max(200).optional(),
    ),
    location: optionalText(messages.places.fields.locationName, 100),
    includeCancelled: z.preprocess(emptyToUndefined, z.enum(['true', 'false']).optional()),
  })
  .superRefine((value, ctx) => {
    const span = new Date(value.to).getTime() - new Date(value.from).getTime();
    if (span <= 0)
      ctx.addIssue({ code: 'custom', path: ['to'], message: reservations.errors.endBeforeStart });
    else if (span > (MAX_RESERVATION_RANGE_DAYS + 1) * 86_400_000) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: reservations.errors.rangeTooLong });
    }
  });

export type CreateReservationInput = z.input<typeof createReservationSchema>;
export type CreateReservationData = z.output<typeof createReservationSchema>;
export type UpdateReservationInput = z.input<typeof updateReservationSchema>;
export type UpdateReservationData = z.output<typeof updateReservationSchema>;
export type ListReservationsQuery = z.output<typeof listReservationsQuerySchema>;
export type ListReservationsQueryInput = z.input<typeof listReservationsQuerySchema>;
