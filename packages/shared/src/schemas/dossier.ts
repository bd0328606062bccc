import { z } from 'zod';
import { messages } from '../nl/catalogue.ts';
import { interpolate } from '../nl/interpolate.ts';
import { toWallClock } from '../format/wall-clock.ts';
import {
  DOSSIER_DEADLINE_FILTERS,
  DOSSIER_SORTS,
  DOSSIER_STATUSES,
  DOSSIER_TYPES,
} from './dossier-values.ts';
import { optionalText, pageField, perPageField, required, requiredText } from './fields.ts';

const { dossiers } = messages;
const labels = dossiers.fields;

/** Clock skew allowed when a date of death is checked against "now". */
const FUTURE_TOLERANCE_MS = 5 * 60 * 1000;
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2})$/i;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Is this an instant with an explicit offset (`2026-11-21T13:05:00.000Z`, `…+01:00`)? */
export function isInstant(value: string): boolean {
  return INSTANT.test(value) && !Number.isNaN(new Date(value).getTime());
}

/** Is this a real calendar date `YYYY-MM-DD`? */
export function isIsoDate(value: string): boolean {
  return ISO_DATE.test(value) && toWallClock(value) !== null;
}

/**
 * Is this moment of death (an instant) later than `now`, beyond the clock skew allowed? The server asks it with
 * its injected clock (`ctx.clock`), the browser's form with the browser's time: "now" is not the schema's to
 * know, so `diedAtField` leaves it out.
 */
export function isDiedInFuture(diedAt: string, now: Date): boolean {
  return new Date(diedAt).getTime() > now.getTime() + FUTURE_TOLERANCE_MS;
}

/**
 * The moment of death: an instant, stored as UTC ISO text. Not in the future is checked where "now" is known:
 * the dossier service with the server's clock, the create form with the browser's (`isDiedInFuture`).
 */
export const diedAtField = () =>
  z
    .string({ error: required(labels.diedAt) })
    .trim()
    .min(1, { error: required(labels.diedAt), abort: true })
    .refine(isInstant, { error: dossiers.errors.diedAt, abort: true })
    .transform((value) => new Date(value).toISOString());

/** An optional calendar date `YYYY-MM-DD` (an empty string becomes null). */
export const optionalIsoDate = (field: string) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
    z
      .string({ error: interpolate(dossiers.errors.date, { field }) })
      .trim()
      .refine(isIsoDate, { error: interpolate(dossiers.errors.date, { field }) })
      .nullable()
      .optional(),
  );

const optionalId = () =>
  z.preprocess(
    (value) => (value === '' ? null : value),
    z.string().trim().min(1).max(64).nullable().optional(),
  );

const versionField = () =>
  z
    .number({ error: required(messages.fields.version) })
    .int({ error: required(messages.fields.version) })
    .min(1);

const dossierTypeField = () =>
  z.enum(DOSSIER_TYPES, {
    error: (issue) => (issue.input === undefined ? required(labels.type) : dossiers.errors.type),
  });

/** POST /api/dossiers: the type, the deceased's name and the moment of death (the form joins date and time). */
export const createDossierSchema = z.object({
  type: dossierTypeField(),
  deceasedFirstNames: requiredText(labels.deceasedFirstNames, 1, 200),
  deceasedNamePrefix: optionalText(labels.deceasedNamePrefix, 20),
  deceasedLastName: requiredText(labels.deceasedLastName, 1, 200),
  diedAt: diedAtField(),
  responsibleUserId: optionalId(),
});

/** PUT /api/dossiers/:id: the version read and the header fields to change (absent fields keep their value). */
export const updateDossierSchema = z.object({
  version: versionField(),
  responsibleUserId: optionalId(),
  executorUserId: optionalId(),
  generalNotes: optionalText(labels.generalNotes, 5000),
});

/** POST /api/dossiers/:id/status. */
export const dossierStatusSchema = z.object({
  version: versionField(),
  status: z.enum(DOSSIER_STATUSES, {
    error: (issue) => (issue.input === undefined ? required(labels.status) : dossiers.errors.status),
  }),
  /** Why the dossier is cancelled: required for `cancelled` (the service says so), kept in the audit trail. */
  reason: optionalText(messages.dailyUse.status.cancelReason, 1000),
});

const SORT_VALUES = DOSSIER_SORTS.flatMap((field) => [field, `-${field}`]);

const FILTER_KEYS = [
  'status',
  'type',
  'responsible',
  'diedFrom',
  'diedTo',
  'funeralFrom',
  'funeralTo',
  'deadline',
];

/**
 * `filter[status]=open` arrives as the flat key `filter[status]` (after case conversion `filter[diedFrom]`);
 * gather those into one `filter` object so the schema also accepts an already nested object.
 */
function gatherFilter(input: unknown): unknown {
  if (input === null || typeof input !== 'object') return input;
  const source = input as Record<string, unknown>;
  const nested = source['filter'];
  const filter: Record<string, unknown> = nested !== null && typeof nested === 'object' ? { ...nested } : {};
  for (const key of FILTER_KEYS) {
    const flat = source[`filter[${key}]`];
    if (flat !== undefined) filter[key] = flat;
  }
  return { ...source, filter };
}

const emptyToUndefined = (value: unknown) =>
  value === '' || value === null || (Array.isArray(value) && value.length === 0) ? undefined : value;

const filterDate = (field: string) =>
  z.preprocess(
    emptyToUndefined,
    z
      .string()
      .refine(isIsoDate, { error: interpolate(dossiers.errors.date, { field }) })
      .optional(),
  );

/** GET /api/dossiers query (camelCase after conversion); `filter[…]` keys become `filter.…`. */
export const listDossiersQuerySchema = z.preprocess(
  gatherFilter,
  z.object({
    search: optionalText(messages.fields.search, 100),
    page: pageField(),
    perPage: perPageField(25),
    sort: z.preprocess(
      emptyToUndefined,
      z.enum(SORT_VALUES as [string, ...string[]], { error: dossiers.errors.sort }).default('-created_at'),
    ),
    filter: z
      .object({
        status: z.preprocess(
          emptyToUndefined,
          z.enum(DOSSIER_STATUSES, { error: dossiers.errors.status }).optional(),
        ),
        type: z.preprocess(
          emptyToUndefined,
          z.enum(DOSSIER_TYPES, { error: dossiers.errors.type }).optional(),
        ),
        responsible: z.preprocess(emptyToUndefined, z.string().trim().min(1).max(64).optional()),
        diedFrom: filterDate(labels.from),
        diedTo: filterDate(labels.to),
        funeralFrom: filterDate(labels.from),
        funeralTo: filterDate(labels.to),
        deadline: z.preprocess(
          emptyToUndefined,
          z.enum(DOSSIER_DEADLINE_FILTERS, { error: messages.dashboard.filters.deadline }).optional(),
        ),
      })
      .default({}),
  }),
);

export type CreateDossierInput = z.input<typeof createDossierSchema>;
export type UpdateDossierInput = z.input<typeof updateDossierSchema>;
export type DossierStatusInput = z.input<typeof dossierStatusSchema>;
export type ListDossiersQuery = z.output<typeof listDossiersQuerySchema>;

/** "Jan de Vries" from the name parts (empty parts left out). */
export function deceasedFullName(
  firstNames: string | null | undefined,
  namePrefix: string | null | undefined,
  lastName: string | null | undefined,
): string {
  return [firstNames, namePrefix, lastName]
    .map((part) => part?.trim() ?? '')
    .filter((part) => part !== '')
    .join(' ');
}
