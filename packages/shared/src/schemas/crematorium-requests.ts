/**
 * Crematorium requests (issue 14): what a funeral company asks a crematorium, the answers, the revisions, and
 * the crematorium's own cremation records with the approval (vrijgave). Wire names are snake_case (the API
 * converts); these schemas are camelCase.
 */
import { z } from 'zod';
import { messages } from '../nl/catalogue.ts';
import { interpolate } from '../nl/interpolate.ts';
import { isPlannerDate } from '../format/planner-days.ts';
import { instantField } from './reservations.ts';
import { optionalText, pageField, perPageField, required } from './fields.ts';
import {
  COFFIN_KINDS,
  CREMATION_SORTS,
  CREMATION_STATUSES,
  CREMATORIUM_REQUEST_STATUSES,
  IMPLANT_KINDS,
  IMPLANT_STATES,
  type ImplantKind,
  type ImplantState,
  REQUEST_ASH_FILTERS,
} from './crematorium-request-values.ts';

const { crematoriumRequests: t, cremations: c } = messages;
const labels = t.fields;

const emptyToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);
const blankToNull = (value: unknown) => (value === '' || value === undefined ? null : value);

const idField = (message: string) => z.string({ error: message }).trim().min(1, { error: message });

const versionField = () =>
  z
    .number({ error: required(messages.fields.version) })
    .int({ error: required(messages.fields.version) })
    .min(1);

const boolField = () => z.boolean({ error: t.errors.boolean });

/** A whole number in `[min, max]` or null (an empty field). */
const optionalInt = (message: string, min: number, max: number) =>
  z.preprocess(
    blankToNull,
    z
      .number({ error: message })
      .int({ error: message })
      .min(min, { error: message })
      .max(max, { error: message })
      .nullable()
      .optional(),
  );

const centimeters = (field: string) => optionalInt(interpolate(t.errors.centimeters, { field }), 30, 300);
const minutes = (field: string) => optionalInt(interpolate(t.errors.minutes, { field }), 15, 240);
const count = (field: string) => optionalInt(interpolate(t.errors.count, { field }), 0, 1000);
const optionalInstant = (field: string) =>
  z.preprocess(blankToNull, instantField(field).nullable().optional());
const optionalId = (message: string) => z.preprocess(blankToNull, idField(message).nullable().optional());

/**
 * The wishes of a request: everything the funeral company asks of the crematorium besides the deceased's and
 * the client's details (those the server takes from the dossier). Every field may be left out; the server keeps
 * what it had (on create: the defaults).
 */
const wishesShape = {
  /** The crematorium's location (a place's `location_name`), when it has several. */
  location: optionalText(labels.location, 100),
  alternativeAt: optionalInstant(labels.alternativeAt),
  ceremonyPlaceId: optionalId(t.errors.place),
  ceremonyMinutes: minutes(labels.ceremonyMinutes),
  coffeeRoom: boolField().optional(),
  coffeePlaceId: optionalId(t.errors.place),
  coffeeMinutes: minutes(labels.coffeeMinutes),
  guests: count(labels.guests),
  livestream: boolField().optional(),
  coffinKind: z.preprocess(
    blankToNull,
    z.enum(COFFIN_KINDS, { error: t.errors.coffinKind }).nullable().optional(),
  ),
  coffinLengthCm: centimeters(labels.coffinLengthCm),
  coffinWidthCm: centimeters(labels.coffinWidthCm),
  implants: z.preprocess(
    blankToNull,
    z.enum(IMPLANT_STATES, { error: t.errors.implants }).nullable().optional(),
  ),
  implantKinds: z
    .array(z.enum(IMPLANT_KINDS, { error: t.errors.implantKind }))
    .max(3)
    .optional(),
  implantsOther: optionalText(labels.implantsOther, 200),
  relativesAttend: boolField().optional(),
  relativesCount: count(labels.relativesCount),
  ashDestination: optionalText(labels.ashDestination, 200),
  remarks: optionalText(labels.remarks, 2000),
  /** Dossier documents to attach (copied, read-only, for the crematorium). Replaces the attached set on edit. */
  documentIds: z.array(idField(t.errors.document)).max(20).optional(),
};

function checkWishes(
  value: {
    wishedAt?: string | null;
    alternativeAt?: string | null;
    implants?: ImplantState | null;
    implantKinds?: ImplantKind[];
    implantsOther?: string | null;
  },
  ctx: z.RefinementCtx,
): void {
  if (value.wishedAt && value.alternativeAt && value.wishedAt === value.alternativeAt) {
    ctx.addIssue({ code: 'custom', path: ['alternativeAt'], message: t.errors.alternativeSame });
  }
  if (value.implants === 'removed' && value.implantKinds?.includes('other') && !value.implantsOther) {
    ctx.addIssue({ code: 'custom', path: ['implantsOther'], message: t.errors.implantsOtherRequired });
  }
}

/**
 * POST /api/crematorium-requests `{ dossier_id, crematorium_id, wished_at, ceremony, remarks?, … }` → 201 with
 * the request as a draft.
 */
export const createCrematoriumRequestSchema = z
  .object({
    dossierId: idField(t.errors.dossier),
    crematoriumId: idField(t.errors.crematorium),
    wishedAt: instantField(labels.wishedAt),
    ceremony: z.boolean({ error: required(labels.ceremony) }),
    ...wishesShape,
  })
  .superRefine(checkWishes);

/**
 * PUT /api/crematorium-requests/{id}: a draft's fields (versioned). After submission the same body goes to
 * POST …/{id}/revisions, which sends it as a new version.
 */
export const updateCrematoriumRequestSchema = z
  .object({
    version: versionField(),
    crematoriumId: idField(t.errors.crematorium).optional(),
    wishedAt: instantField(labels.wishedAt).optional(),
    ceremony: z.boolean({ error: required(labels.ceremony) }).optional(),
    ...wishesShape,
  })
  .superRefine(checkWishes);

/** POST …/{id}/revisions: the changed wishes (optional); the deceased's and client's details are taken anew. */
export const createRevisionSchema = z
  .object({
    version: versionField().optional(),
    wishedAt: instantField(labels.wishedAt).optional(),
    ceremony: z.boolean({ error: required(labels.ceremony) }).optional(),
    ...wishesShape,
  })
  .superRefine(checkWishes);

/** The optional version every action may carry: when stale, 409 with the current request. */
const actionShape = { version: versionField().optional() };

/** POST …/{id}/submit, …/accept-proposal. */
export const requestActionSchema = z.object(actionShape);

/**
 * POST …/{id}/accept `{ starts_at?, place_ids? }`: without `starts_at` the wished moment (or, for a proposal
 * that was accepted, the proposed one); without `place_ids` the aula and coffee room the request names and the
 * crematorium's first free oven.
 */
export const acceptRequestSchema = z.object({
  ...actionShape,
  startsAt: optionalInstant(labels.startsAt),
  placeIds: z.array(idField(t.errors.place)).max(10).optional(),
  note: optionalText(labels.note, 1000),
});

const reasonField = () =>
  z
    .string({ error: t.errors.reasonRequired })
    .trim()
    .min(1, { error: t.errors.reasonRequired })
    .max(1000, { error: interpolate(messages.validation.max, { field: labels.reason, length: 1000 }) });

/** POST …/{id}/reject, …/cancel `{ reason }`. */
export const reasonActionSchema = z.object({ ...actionShape, reason: reasonField() });

/** POST …/{id}/decline-proposal `{ reason? }`. */
export const declineProposalSchema = z.object({ ...actionShape, reason: optionalText(labels.reason, 1000) });

/** POST …/{id}/propose `{ proposed_at, note? }`: another moment the crematorium offers. */
export const proposeRequestSchema = z.object({
  ...actionShape,
  proposedAt: instantField(labels.proposedAt),
  note: optionalText(labels.note, 1000),
});

export const CREMATORIUM_REQUEST_SORTS = [
  'attention',
  'date',
  '-date',
  'name',
  'status',
  '-updated',
] as const;

const dateBound = z.preprocess(
  emptyToUndefined,
  z.string().refine(isPlannerDate, { error: t.errors.date }).optional(),
);

/**
 * GET /api/crematorium-requests `?status=&from=&to=&search=&dossier_id=&page=&per_page=&sort=`: the active
 * organisation's requests on its side (sent by a funeral company, received by a crematorium). `from`/`to` are
 * dates on the planned moment (confirmed, else proposed, else wished). Sort `attention` (the default) puts the
 * requests that wait for this side first, then by planned moment.
 */
export const listCrematoriumRequestsQuerySchema = z.object({
  status: z.preprocess(
    (value) =>
      value === undefined || value === ''
        ? undefined
        : (Array.isArray(value) ? value : [value]).flatMap((item) => String(item).split(',')).filter(Boolean),
    z
      .array(z.enum(CREMATORIUM_REQUEST_STATUSES, { error: t.errors.status }))
      .max(6)
      .optional(),
  ),
  from: dateBound,
  to: dateBound,
  search: optionalText(messages.fields.search, 100),
  dossierId: z.preprocess(emptyToUndefined, z.string().optional()),
  /**
   * `ash=waiting`: accepted requests whose cremation was performed and whose ashes are in storage at the
   * crematorium without any destination yet (the client's decision is awaited; the dashboard's card).
   */
  ash: z.preprocess(
    emptyToUndefined,
    z.enum(REQUEST_ASH_FILTERS, { error: messages.dashboard.filters.ash }).optional(),
  ),
  page: pageField(),
  perPage: perPageField(25),
  sort: z.preprocess(
    emptyToUndefined,
    z.enum(CREMATORIUM_REQUEST_SORTS, { error: t.errors.sort }).default('attention'),
  ),
});

/**
 * PUT /api/cremations/{id}: what the crematorium's staff complete on their own record (versioned). Every field
 * may be left out.
 */
export const updateCremationSchema = z.object({
  version: versionField(),
  ovenPlaceId: optionalId(c.errors.oven),
  identifiedBy: optionalText(c.fields.identifiedBy, 200),
  coffinRegistrationNumber: optionalText(c.fields.coffinRegistrationNumber, 50),
  permitReceived: boolField().optional(),
  permitCompared: boolField().optional(),
  permitNumber: optionalText(c.fields.permitNumber, 50),
  permitMunicipality: optionalText(c.fields.permitMunicipality, 100),
  requestFormReceived: boolField().optional(),
  implantsRemoved: boolField().optional(),
  unnaturalDeath: boolField().optional(),
  noObjectionReceived: boolField().optional(),
  noObjectionReference: optionalText(c.fields.noObjectionReference, 100),
  legalDelayReference: optionalText(c.fields.legalDelayReference, 100),
  legalDelayUntil: z.preprocess(
    blankToNull,
    z.string().refine(isPlannerDate, { error: t.errors.date }).nullable().optional(),
  ),
  notes: optionalText(c.fields.notes, 2000),
});

/** POST /api/cremations/{id}/approve `{ version? }`: 409 with the missing conditions while any is missing. */
export const approveCremationSchema = z.object(actionShape);

/**
 * POST /api/cremations/{id}/perform `{ performed_at, ended_at?, oven_place_id?, ash_registration_number }`:
 * the cremation took place; creates the ash record and tells the funeral company.
 */
export const performCremationSchema = z
  .object({
    ...actionShape,
    performedAt: instantField(c.fields.performedAt),
    endedAt: optionalInstant(c.fields.endedAt),
    ovenPlaceId: optionalId(c.errors.oven),
    ashRegistrationNumber: z
      .string({ error: required(c.fields.ashRegistrationNumber) })
      .trim()
      .min(1, { error: required(c.fields.ashRegistrationNumber) })
      .max(50, {
        error: interpolate(messages.validation.max, { field: c.fields.ashRegistrationNumber, length: 50 }),
      }),
  })
  .superRefine((value, ctx) => {
    if (value.endedAt && value.endedAt < value.performedAt) {
      ctx.addIssue({ code: 'custom', path: ['endedAt'], message: c.errors.endBeforeStart });
    }
  });

/** GET /api/cremations `?status=&from=&to=&search=&page=&per_page=&sort=`. */
export const listCremationsQuerySchema = z.object({
  status: z.preprocess(emptyToUndefined, z.enum(CREMATION_STATUSES, { error: c.errors.status }).optional()),
  from: dateBound,
  to: dateBound,
  search: optionalText(messages.fields.search, 100),
  page: pageField(),
  perPage: perPageField(25),
  sort: z.preprocess(emptyToUndefined, z.enum(CREMATION_SORTS, { error: c.errors.sort }).default('date')),
});

export type CreateCrematoriumRequestInput = z.input<typeof createCrematoriumRequestSchema>;
export type CreateCrematoriumRequestData = z.output<typeof createCrematoriumRequestSchema>;
export type UpdateCrematoriumRequestInput = z.input<typeof updateCrematoriumRequestSchema>;
export type UpdateCrematoriumRequestData = z.output<typeof updateCrematoriumRequestSchema>;
export type CreateRevisionInput = z.input<typeof createRevisionSchema>;
export type CreateRevisionData = z.output<typeof createRevisionSchema>;
export type AcceptRequestInput = z.input<typeof acceptRequestSchema>;
export type AcceptRequestData = z.output<typeof acceptRequestSchema>;
export type ProposeRequestInput = z.input<typeof proposeRequestSchema>;
export type ProposeRequestData = z.output<typeof proposeRequestSchema>;
export type ReasonActionInput = z.input<typeof reasonActionSchema>;
export type ReasonActionData = z.output<typeof reasonActionSchema>;
export type DeclineProposalData = z.output<typeof declineProposalSchema>;
export type RequestActionData = z.output<typeof requestActionSchema>;
export type ListCrematoriumRequestsQuery = z.output<typeof listCrematoriumRequestsQuerySchema>;
export type ListCrematoriumRequestsQueryInput = z.input<typeof listCrematoriumRequestsQuerySchema>;
export type UpdateCremationInput = z.input<typeof updateCremationSchema>;
export type UpdateCremationData = z.output<typeof updateCremationSchema>;
export type PerformCremationInput = z.input<typeof performCremationSchema>;
export type PerformCremationData = z.output<typeof performCremationSchema>;
export type ListCremationsQuery = z.output<typeof listCremationsQuerySchema>;
export type ListCremationsQueryInput = z.input<typeof listCremationsQuerySchema>;
