/**
 * Ashes (issue 15): the crematorium's ash records, its ash places, the destinations with approval, execution
 * and close approval, and the register of art. 50 Wlb. Wire names are snake_case (the API converts); these
 * schemas are camelCase.
 */
import { z } from 'zod';
import { messages } from '../nl/catalogue.ts';
import { interpolate } from '../nl/interpolate.ts';
import { isPlannerDate } from '../format/planner-days.ts';
import {
  ASH_DESTINATION_KINDS,
  ASH_PLACE_KINDS,
  ASH_RECORD_STATUSES,
} from '../rules/ash.ts';
import {
  ASH_DOCUMENT_KINDS,
  ASH_PLACE_SORTS,
  ASH_PLACE_STATES,
  ASH_RECORD_SORTS,
} from './ash-values.ts';
import { optionalText, pageField, perPageField, required } from './fields.ts';

const a = messages.ash;
const f = a.fields;


const emptyToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);
const blankToNull = (value: unknown) =>
  value === undefined || (typeof value === 'string' && value.trim() === '') ? null : value;

const versionField = () =>
  z
    .number({ error: required(messages.fields.version) })
    .int({ error: required(messages.fields.version) })
    .min(1);
const boolField = () => z.boolean({ error: a.errors.boolean });

/** `YYYY-MM-DD`, required. */
const dateField = (field: string) =>
  z
    .string({ error: required(field) })
    .trim()
    .min(1, { error: required(field), abort: true })
    .refine(isPlannerDate, { error: a.errors.date });
/** `YYYY-MM-DD` or empty (null). */
const optionalDate = () =>
  z.preprocess(blankToNull, z.string().refine(isPlannerDate, { error: a.errors.date }).nullable().optional());
const urnsField = () =>
  z
    .number({ error: a.errors.urns })
    .int({ error: a.errors.urns })
    .min(1, { error: a.errors.urns })
    .max(50, { error: a.errors.urns });
const requiredName = (field: string, max: number) =>
  z
    .string({ error: required(field) })
    .trim()
    .min(1, { error: required(field), abort: true })
    .max(max, { error: interpolate(messages.validation.max, { field, length: max }) });
const optionalId = () => z.preprocess(blankToNull, z.string().trim().min(1).nullable().optional());
const dateBound = z.preprocess(
  emptyToUndefined,
  z.string().refine(isPlannerDate, { error: a.errors.date }).optional(),
);
const statusList = <T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess(
    (value) =>
      value === undefined || value === ''
        ? undefined
        : (Array.isArray(value) ? value : [value]).flatMap((item) => String(item).split(',')).filter(Boolean),
    z
      .array(z.enum(values, { error: a.errors.status }))
      .max(values.length)
      .optional(),
  );
const flagQuery = z.preprocess(
  (value) => (value === 'true' || value === '1' ? true : value === 'false' || value === '0' ? false : undefined),
  z.boolean().optional(),
);

/**
 * POST /api/ash-records `{ deceased_name, initials?, registration_number, cremated_on, urns? }`: ashes received
 * from another crematorium (art. 59 lid 3) or from a cremation recorded outside the platform. 201 with the
 * record (`earliest_release_on` computed).
 */
export const createAshRecordSchema = z.object({
  deceasedName: requiredName(f.deceasedName, 200),
  firstNames: optionalText(f.firstNames, 200),
  initials: optionalText(f.initials, 30),
  registrationNumber: requiredName(f.registrationNumber, 50),
  crematedOn: dateField(f.crematedOn),
  urns: urnsField().optional(),
  source: z.enum(['received', 'external'], { error: a.errors.status }).default('received'),
  receivedFrom: optionalText(f.receivedFrom, 200),
  storageLocation: optionalText(f.storageLocation, 200),
  notes: optionalText(f.notes, 2000),
});

/**
 * PUT /api/ash-records/{id} (versioned): storage, urns, names, the exemption and the block of the officier van
 * justitie. Every field may be left out; an empty one clears it. Refused (409) once the record is closed.
 */
export const updateAshRecordSchema = z.object({
  version: versionField(),
  deceasedName: requiredName(f.deceasedName, 200).optional(),
  firstNames: optionalText(f.firstNames, 200),
  initials: optionalText(f.initials, 30),
  urns: urnsField().optional(),
  storageLocation: optionalText(f.storageLocation, 200),
  notes: optionalText(f.notes, 2000),
  exemptionReference: optionalText(f.exemptionReference, 100),
  exemptionGrantedOn: optionalDate(),
  exemptionReleaseOn: optionalDate(),
  blockReference: optionalText(f.blockReference, 100),
  blockedOn: optionalDate(),
  blockNote: optionalText(f.blockNote, 1000),
});

/**
 * GET /api/ash-records `?status=&search=&releasable=&releasable_by=&over_term=&blocked=&from=&to=&page=&per_page=&sort=`:
 * `from`/`to` on the cremation date; `releasable` the ones that may leave today; `over_term` the ones in storage
 * longer than the organisation's term.
 */
export const listAshRecordsQuerySchema = z.object({
  status: statusList(ASH_RECORD_STATUSES),
  search: optionalText(messages.fields.search, 100),
  releasable: flagQuery,
  /**
   * `releasable_by=YYYY-MM-DD`: may be released on or before that day (the effective release date, an exemption
   * counted) and no destination approved yet (in storage or a destination requested); the dashboard's card.
   */
  releasableBy: z.preprocess(
    emptyToUndefined,
    z.string().refine(isPlannerDate, { error: messages.dashboard.filters.releasableBy }).optional(),
  ),
  overTerm: flagQuery,
  blocked: flagQuery,
  from: dateBound,
  to: dateBound,
  page: pageField(),
  perPage: perPageField(25),
  sort: z.preprocess(emptyToUndefined, z.enum(ASH_RECORD_SORTS, { error: a.errors.sort }).default('-cremated_on')),
});

/** The destination's own fields, shared by creating and editing it. */
const destinationShape = {
  kind: z.enum(ASH_DESTINATION_KINDS, { error: a.errors.kind }),
  urns: urnsField().optional(),
  decidedByName: requiredName(f.decidedByName, 200),
  decidedByAddress: optionalText(f.decidedByAddress, 300),
  details: optionalText(f.details, 2000),
  destinationPlace: optionalText(f.destinationPlace, 300),
  consent: boolField().nullable().optional(),
  relativesPresent: boolField().nullable().optional(),
  plannedOn: optionalDate(),
  ashPlaceId: optionalId(),
};

/**
 * POST /api/ash-records/{id}/destinations `{ kind, decided_by_name, decided_by_address?, details?, urns?, … }`:
 * the client's decision recorded by the crematorium (approval needs the signed form as a `decision_form`
 * document). 201 `{ data: { id, status: "requested", … } }`.
 */
export const createAshDestinationSchema = z.object(destinationShape);

/**
 * POST /api/crematorium-requests/{id}/ash-destination: the funeral company passes the client's decision on to
 * the crematorium (the ash record of the request's cremation). Same fields.
 */
export const sendAshDestinationSchema = z.object(destinationShape);

/** PUT /api/ash-destinations/{id} (versioned): editing a destination that is not executed yet. */
export const updateAshDestinationSchema = z.object({
  version: versionField(),
  ...destinationShape,
});

/** POST /api/ash-destinations/{id}/approve `{ version? }`. */
export const approveAshDestinationSchema = z.object({ version: versionField().optional() });

/**
 * POST /api/ash-destinations/{id}/execute `{ executed_on, handed_to_name?, identity_checked?, ash_place_id?, … }`:
 * the hand-over (to whom, identity checked, signature), the placement (ash place or place elsewhere) or the
 * scattering (place, relatives present).
 */
export const executeAshDestinationSchema = z.object({
  version: versionField().optional(),
  executedOn: dateField(f.executedOn),
  handedToName: optionalText(f.handedToName, 200),
  identityChecked: boolField().optional(),
  identityDocument: optionalText(f.identityDocument, 100),
  ashPlaceId: optionalId(),
  executedPlace: optionalText(f.executedPlace, 300),
  relativesPresent: boolField().nullable().optional(),
  executionNote: optionalText(f.executionNote, 2000),
  /** A captured signature as a PNG data URL (`data:image/png;base64,…`), at most 200 KB. */
  signature: z.preprocess(
    blankToNull,
    z
      .string()
      .max(280_000, { error: a.errors.signature })
      .regex(/^data:image\/png;base64,[A-Za-z0-9+/=]+$/, { error: a.errors.signature })
      .nullable()
      .optional(),
  ),
});

/** POST /api/ash-destinations/{id}/close `{ version? }`: the register entry becomes final. */
export const closeAshDestinationSchema = z.object({ version: versionField().optional() });

/** POST /api/ash-destinations/{id}/withdraw `{ version?, reason }`: before execution only. */
export const withdrawAshDestinationSchema = z.object({
  version: versionField().optional(),
  reason: requiredName(f.withdrawnReason, 1000),
});

/**
 * POST /api/ash-destinations/{id}/corrections: a correction of a closed register entry, a new closed entry
 * that refers to it (the old one is never changed). The fields that change, and why.
 */
export const correctAshDestinationSchema = z.object({
  reason: requiredName(f.correctionReason, 1000),
  decidedByName: requiredName(f.decidedByName, 200).optional(),
  decidedByAddress: optionalText(f.decidedByAddress, 300),
  destinationPlace: optionalText(f.destinationPlace, 300),
  handedToName: optionalText(f.handedToName, 200),
  executedPlace: optionalText(f.executedPlace, 300),
  executedOn: dateField(f.executedOn).optional(),
  details: optionalText(f.details, 2000),
});

/** POST /api/ash-places and PUT /api/ash-places/{id} (versioned). */
const placeShape = {
  kind: z.enum(ASH_PLACE_KINDS, { error: a.errors.placeKind }),
  code: requiredName(f.code, 100),
  location: optionalText(f.location, 200),
  capacity: z.preprocess(
    blankToNull,
    z
      .number({ error: a.errors.capacity })
      .int({ error: a.errors.capacity })
      .min(1, { error: a.errors.capacity })
      .max(100, { error: a.errors.capacity })
      .nullable()
      .optional(),
  ),
  termStart: optionalDate(),
  termEnd: optionalDate(),
  rightsHolderName: optionalText(f.rightsHolderName, 200),
  rightsHolderAddress: optionalText(f.rightsHolderAddress, 300),
  rightsHolderPhone: optionalText(f.rightsHolderPhone, 50),
  rightsHolderEmail: optionalText(f.rightsHolderEmail, 255),
  reserved: boolField().optional(),
  reservedFor: optionalText(f.reservedFor, 200),
  notes: optionalText(f.notes, 2000),
  active: boolField().optional(),
};
const termOrder = (value: { termStart?: string | null; termEnd?: string | null }, ctx: z.RefinementCtx) => {
  if (value.termStart && value.termEnd && value.termEnd < value.termStart) {
    ctx.addIssue({ code: 'custom', path: ['termEnd'], message: a.errors.termEndBeforeStart });
  }
};
export const createAshPlaceSchema = z.object(placeShape).superRefine(termOrder);
export const updateAshPlaceSchema = z.object({ version: versionField(), ...placeShape }).superRefine(termOrder);

/**
 * GET /api/ash-places `?kind=&state=&search=&terms_ending=&active=&page=&per_page=&sort=`: `terms_ending=true`
 * gives the places whose term ends in the next 90 days (soonest first).
 */
export const listAshPlacesQuerySchema = z.object({
  kind: z.preprocess(emptyToUndefined, z.enum(ASH_PLACE_KINDS, { error: a.errors.placeKind }).optional()),
  state: z.preprocess(emptyToUndefined, z.enum(ASH_PLACE_STATES, { error: a.errors.status }).optional()),
  search: optionalText(messages.fields.search, 100),
  termsEnding: flagQuery,
  active: flagQuery,
  page: pageField(),
  perPage: perPageField(50),
  sort: z.preprocess(emptyToUndefined, z.enum(ASH_PLACE_SORTS, { error: a.errors.sort }).default('code')),
});

/** GET /api/ash-register `?year=YYYY&search=&format=csv|pdf`: the register of art. 50 Wlb for one year. */
export const ashRegisterQuerySchema = z.object({
  year: z.preprocess(
    (value) => (value === undefined || value === '' ? undefined : Number(value)),
    z
      .number({ error: a.errors.year })
      .int({ error: a.errors.year })
      .min(1900, { error: a.errors.year })
      .max(2200, { error: a.errors.year })
      .optional(),
  ),
  search: optionalText(messages.fields.search, 100),
  format: z.preprocess(emptyToUndefined, z.enum(['json', 'csv', 'pdf'], { error: a.errors.format }).default('json')),
});

/** POST /api/ash-records/{id}/documents (multipart: `file`, `kind`, optional `destination_id`). */
export const ashDocumentKindSchema = z.enum(ASH_DOCUMENT_KINDS, { error: a.errors.status });

export const ashDocumentParamsSchema = z.object({ id: z.string(), documentId: z.string() });


export type CreateAshRecordInput = z.input<typeof createAshRecordSchema>;
export type CreateAshRecordData = z.output<typeof createAshRecordSchema>;
export type UpdateAshRecordInput = z.input<typeof updateAshRecordSchema>;
export type UpdateAshRecordData = z.output<typeof updateAshRecordSchema>;
export type ListAshRecordsQuery = z.output<typeof listAshRecordsQuerySchema>;
export type ListAshRecordsQueryInput = z.input<typeof listAshRecordsQuerySchema>;
export type CreateAshDestinationInput = z.input<typeof createAshDestinationSchema>;
export type CreateAshDestinationData = z.output<typeof createAshDestinationSchema>;
export type SendAshDestinationInput = z.input<typeof sendAshDestinationSchema>;
export type SendAshDestinationData = z.output<typeof sendAshDestinationSchema>;
export type UpdateAshDestinationInput = z.input<typeof updateAshDestinationSchema>;
export type UpdateAshDestinationData = z.output<typeof updateAshDestinationSchema>;
export type ExecuteAshDestinationInput = z.input<typeof executeAshDestinationSchema>;
export type ExecuteAshDestinationData = z.output<typeof executeAshDestinationSchema>;
export type WithdrawAshDestinationData = z.output<typeof withdrawAshDestinationSchema>;
export type CorrectAshDestinationInput = z.input<typeof correctAshDestinationSchema>;
export type CorrectAshDestinationData = z.output<typeof correctAshDestinationSchema>;
export type CreateAshPlaceInput = z.input<typeof createAshPlaceSchema>;
export type CreateAshPlaceData = z.output<typeof createAshPlaceSchema>;
export type UpdateAshPlaceInput = z.input<typeof updateAshPlaceSchema>;
export type UpdateAshPlaceData = z.output<typeof updateAshPlaceSchema>;
export type ListAshPlacesQuery = z.output<typeof listAshPlacesQuerySchema>;
export type ListAshPlacesQueryInput = z.input<typeof listAshPlacesQuerySchema>;
export type AshRegisterQuery = z.output<typeof ashRegisterQuerySchema>;
