import { z } from 'zod';
import { formatDate, formatDateTime } from '../format/date.ts';
import { messages } from '../nl/catalogue.ts';
import { userRefSchema } from './responses.ts';
import { PLACE_KINDS } from './places.ts';
import { RESERVATION_STATUSES } from './reservation-values.ts';
import {
  COFFIN_KINDS,
  COFFIN_KIND_LABELS,
  CREMATION_STATUSES,
  CREMATORIUM_REQUEST_STATUSES,
  IMPLANT_KINDS,
  IMPLANT_STATES,
  REQUEST_EVENT_ACTIONS,
} from './crematorium-request-values.ts';

const t = messages.crematoriumRequests;
const s = t.snapshot;

const text = z.string().nullable();
const flag = z.boolean().nullable();
const int = z.number().int().nullable();

/** One place of a crematorium as a funeral company may choose it (aula, coffee room), or as booked. */
export const crematoriumPlaceSchema = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum(PLACE_KINDS),
  locationName: z.string().nullable(),
  capacity: z.number().int().nullable(),
});
export type CrematoriumPlace = z.infer<typeof crematoriumPlaceSchema>;

/** GET /api/crematoria → `{ data: [{ id, name, … }] }`: the crematoria on the platform that accept requests. */
export const crematoriumSchema = z.object({
  id: z.string(),
  name: z.string(),
  city: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  /** Its locations (the `location_name`s of its places; empty when it has one unnamed location). */
  locations: z.array(z.object({ name: z.string(), city: z.string().nullable() })),
  /** Its active aulas and coffee rooms, for the wishes (ovens are the crematorium's own business). */
  places: z.array(crematoriumPlaceSchema),
});
export type Crematorium = z.infer<typeof crematoriumSchema>;

/**
 * What the crematorium reads of a request: the shared fields as they were at submission or at the last
 * revision, never more of the dossier. Every leaf is text, a number, a yes/no or null, so revisions compare
 * field by field (`diffSnapshots`).
 */
export const requestSnapshotSchema = z.object({
  deceased: z.object({
    firstNames: text,
    namePrefix: text,
    lastName: text,
    initials: text,
    gender: text,
    birthDate: text,
    birthPlace: text,
    diedOn: text,
    diedAtTime: text,
    deathMunicipality: text,
    bsn: text,
    unnaturalDeath: flag,
    noObjectionReference: text,
    permitNumber: text,
    permitMunicipality: text,
    permitIssuedOn: text,
  }),
  client: z.object({ name: text, relation: text, address: text, phone: text, email: text }),
  funeralCompany: z.object({
    name: text,
    address: text,
    phone: text,
    email: text,
    directorName: text,
    directorPhone: text,
    directorEmail: text,
  }),
  wishes: z.object({
    crematoriumName: text,
    location: text,
    wishedAt: text,
    alternativeAt: text,
    ceremony: flag,
    ceremonyPlace: text,
    ceremonyMinutes: int,
    coffeeRoom: flag,
    coffeePlace: text,
    coffeeMinutes: int,
    guests: int,
    livestream: flag,
    coffinKind: z.enum(COFFIN_KINDS).nullable(),
    coffinLengthCm: int,
    coffinWidthCm: int,
    implants: z.enum(IMPLANT_STATES).nullable(),
    implantKinds: z.array(z.enum(IMPLANT_KINDS)),
    implantsOther: text,
    relativesAttend: flag,
    relativesCount: int,
    ashDestination: text,
    remarks: text,
    /** The attached documents' file names, in order. */
    documents: z.array(z.string()),
  }),
});
export type RequestSnapshot = z.infer<typeof requestSnapshotSchema>;

type SnapshotGroup = keyof RequestSnapshot;
type FieldFormat =
  'text' | 'date' | 'instant' | 'bool' | 'number' | 'coffin' | 'implants' | 'implantKinds' | 'list';

/** Every field of the snapshot in reading order, with its Dutch label and how its value reads. */
export const SNAPSHOT_FIELDS: readonly {
  path: string;
  group: SnapshotGroup;
  label: string;
  format: FieldFormat;
}[] = [
  ...(
    [
      ['firstNames', s.firstNames, 'text'],
      ['namePrefix', s.namePrefix, 'text'],
      ['lastName', s.lastName, 'text'],
      ['initials', s.initials, 'text'],
      ['gender', s.gender, 'text'],
      ['birthDate', s.birthDate, 'date'],
      ['birthPlace', s.birthPlace, 'text'],
      ['diedOn', s.diedOn, 'date'],
      ['diedAtTime', s.diedAtTime, 'text'],
      ['deathMunicipality', s.deathMunicipality, 'text'],
      ['bsn', s.bsn, 'text'],
      ['unnaturalDeath', s.unnaturalDeath, 'bool'],
      ['noObjectionReference', s.noObjectionReference, 'text'],
      ['permitNumber', s.permitNumber, 'text'],
      ['permitMunicipality', s.permitMunicipality, 'text'],
      ['permitIssuedOn', s.permitIssuedOn, 'date'],
    ] as const
  ).map(([key, label, format]) => ({ path: `deceased.${key}`, group: 'deceased' as const, label, format })),
  ...(
    [
      ['name', s.clientName, 'text'],
      ['relation', s.clientRelation, 'text'],
      ['address', s.clientAddress, 'text'],
      ['phone', s.clientPhone, 'text'],
      ['email', s.clientEmail, 'text'],
    ] as const
  ).map(([key, label, format]) => ({ path: `client.${key}`, group: 'client' as const, label, format })),
  ...(
    [
      ['name', s.companyName, 'text'],
      ['address', s.companyAddress, 'text'],
      ['phone', s.companyPhone, 'text'],
      ['email', s.companyEmail, 'text'],
      ['directorName', s.directorName, 'text'],
      ['directorPhone', s.directorPhone, 'text'],
      ['directorEmail', s.directorEmail, 'text'],
    ] as const
  ).map(([key, label, format]) => ({
    path: `funeralCompany.${key}`,
    group: 'funeralCompany' as const,
    label,
    format,
  })),
  ...(
    [
      ['crematoriumName', t.fields.crematorium, 'text'],
      ['location', t.fields.location, 'text'],
      ['wishedAt', t.fields.wishedAt, 'instant'],
      ['alternativeAt', t.fields.alternativeAt, 'instant'],
      ['ceremony', t.fields.ceremony, 'bool'],
      ['ceremonyPlace', t.fields.ceremonyPlace, 'text'],
      ['ceremonyMinutes', t.fields.ceremonyMinutes, 'number'],
      ['coffeeRoom', t.fields.coffeeRoom, 'bool'],
      ['coffeePlace', t.fields.coffeeRoom, 'text'],
      ['coffeeMinutes', t.fields.coffeeMinutes, 'number'],
      ['guests', t.fields.guests, 'number'],
      ['livestream', t.fields.livestream, 'bool'],
      ['coffinKind', t.fields.coffinKind, 'coffin'],
      ['coffinLengthCm', t.fields.coffinLengthCm, 'number'],
      ['coffinWidthCm', t.fields.coffinWidthCm, 'number'],
      ['implants', t.fields.implants, 'implants'],
      ['implantKinds', t.fields.implantKinds, 'implantKinds'],
      ['implantsOther', t.fields.implantsOther, 'text'],
      ['relativesAttend', t.fields.relativesAttend, 'bool'],
      ['relativesCount', t.fields.relativesCount, 'number'],
      ['ashDestination', t.fields.ashDestination, 'text'],
      ['remarks', t.fields.remarks, 'text'],
      ['documents', t.fields.documents, 'list'],
    ] as const
  ).map(([key, label, format]) => ({ path: `wishes.${key}`, group: 'wishes' as const, label, format })),
];

const FIELD_BY_PATH = new Map(SNAPSHOT_FIELDS.map((field) => [field.path, field]));

/** The value at `group.key` of a snapshot. */
export function snapshotValue(snapshot: RequestSnapshot, path: string): unknown {
  const [group, key] = path.split('.') as [SnapshotGroup, string];
  return (snapshot[group] as Record<string, unknown> | undefined)?.[key] ?? null;
}

/** A snapshot value as Dutch text (`21 november 2026`, `Ja`, `Standaard houten kist`, `—` for nothing). */
export function formatSnapshotValue(path: string, value: unknown): string {
  const format = FIELD_BY_PATH.get(path)?.format ?? 'text';
  if (value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0)) {
    return s.empty;
  }
  switch (format) {
    case 'bool':
      return value === true ? s.yes : s.no;
    case 'date':
      return formatDate(String(value));
    case 'instant':
      return formatDateTime(String(value));
    case 'coffin':
      return COFFIN_KIND_LABELS[value as keyof typeof COFFIN_KIND_LABELS] ?? String(value);
    case 'implants':
      return t.implants[value as keyof typeof t.implants] ?? String(value);
    case 'implantKinds':
      return (value as string[])
        .map((kind) => t.implantKinds[kind as keyof typeof t.implantKinds] ?? kind)
        .join(', ');
    case 'list':
      return (value as string[]).join(', ');
    default:
      return String(value);
  }
}

/** One field that differs between two versions of the snapshot. */
export const snapshotChangeSchema = z.object({
  field: z.string(),
  label: z.string(),
  from: z.unknown(),
  to: z.unknown(),
});
export type SnapshotChange = z.infer<typeof snapshotChangeSchema>;

/** The fields that differ between two snapshots, in reading order (empty when nothing changed). */
export function diffSnapshots(previous: RequestSnapshot, next: RequestSnapshot): SnapshotChange[] {
  return SNAPSHOT_FIELDS.flatMap((field) => {
    const from = snapshotValue(previous, field.path);
    const to = snapshotValue(next, field.path);
    return JSON.stringify(from) === JSON.stringify(to)
      ? []
      : [{ field: field.path, label: field.label, from, to }];
  });
}

/** One version of the shared fields (1 at submission, one more per revision), with what changed. */
export const requestRevisionSchema = z.object({
  revision: z.number().int(),
  snapshot: requestSnapshotSchema,
  /** Empty for the first version. */
  changes: z.array(snapshotChangeSchema),
  createdBy: userRefSchema.nullable(),
  createdAt: z.string(),
});
export type RequestRevision = z.infer<typeof requestRevisionSchema>;

/** An attached document: a read-only copy the crematorium can download. */
export const requestAttachmentSchema = z.object({
  id: z.string(),
  fileName: z.string(),
  mimeType: z.string(),
  size: z.number().int(),
  documentType: z.string(),
  createdAt: z.string(),
});
export type RequestAttachment = z.infer<typeof requestAttachmentSchema>;

/** A booking made by accepting: both sides see it (the funeral company nothing else of the planner). */
export const requestReservationSchema = z.object({
  id: z.string(),
  place: z.object({ id: z.string(), name: z.string(), kind: z.enum(PLACE_KINDS) }),
  startsAt: z.string(),
  endsAt: z.string(),
  status: z.enum(RESERVATION_STATUSES),
});
export type RequestReservation = z.infer<typeof requestReservationSchema>;

/** One step of the request's timeline, as both sides see it. */
export const requestEventSchema = z.object({
  id: z.string(),
  action: z.enum(REQUEST_EVENT_ACTIONS),
  side: z.enum(['requester', 'provider']),
  organizationName: z.string(),
  user: userRefSchema.nullable(),
  /** The reason, the proposal's note, or the revision's number. */
  note: z.string().nullable(),
  createdAt: z.string(),
});
export type RequestEvent = z.infer<typeof requestEventSchema>;

/** What the funeral company sees of the crematorium's record: its number, state and the moments. */
export const requestCremationSchema = z.object({
  id: z.string(),
  number: z.string(),
  status: z.enum(CREMATION_STATUSES),
  approvedAt: z.string().nullable(),
  performedAt: z.string().nullable(),
  ashRegistrationNumber: z.string().nullable(),
});

/** The wishes as the funeral company edits them (ids, not names). */
export const requestWishesSchema = z.object({
  location: text,
  wishedAt: z.string(),
  alternativeAt: text,
  ceremony: z.boolean(),
  ceremonyPlaceId: text,
  ceremonyMinutes: int,
  coffeeRoom: z.boolean(),
  coffeePlaceId: text,
  coffeeMinutes: int,
  guests: int,
  livestream: z.boolean(),
  coffinKind: z.enum(COFFIN_KINDS).nullable(),
  coffinLengthCm: int,
  coffinWidthCm: int,
  implants: z.enum(IMPLANT_STATES).nullable(),
  implantKinds: z.array(z.enum(IMPLANT_KINDS)),
  implantsOther: text,
  relativesAttend: z.boolean(),
  relativesCount: int,
  ashDestination: text,
  remarks: text,
  /** The dossier documents chosen to attach (requester side only; empty for the crematorium). */
  documentIds: z.array(z.string()),
});
export type RequestWishes = z.infer<typeof requestWishesSchema>;

const organizationRef = z.object({ id: z.string(), name: z.string() });

/** GET /api/crematorium-requests/{id} and every action's answer. */
export const crematoriumRequestDataSchema = z.object({
  id: z.string(),
  status: z.enum(CREMATORIUM_REQUEST_STATUSES),
  /** The active organisation's side: `requester` (the funeral company) or `provider` (the crematorium). */
  side: z.enum(['requester', 'provider']),
  requester: organizationRef,
  provider: organizationRef,
  /** The funeral company's dossier: only for the requester (null for the crematorium). */
  dossier: z.object({ id: z.string(), number: z.string() }).nullable(),
  deceasedName: z.string(),
  wishes: requestWishesSchema,
  /** The shared fields as last sent (null for a draft, which the crematorium never sees). */
  snapshot: requestSnapshotSchema.nullable(),
  revision: z.number().int(),
  /** The moment the crematorium proposed (status `proposed`), with its note. */
  proposedAt: text,
  proposalNote: text,
  /** The confirmed moment (status `accepted`). */
  confirmedAt: text,
  /** The reason of a rejection or cancellation. */
  reason: text,
  cancelledBy: z.enum(['requester', 'provider']).nullable(),
  attachments: z.array(requestAttachmentSchema),
  reservations: z.array(requestReservationSchema),
  /** The crematorium's own record, once accepted. */
  cremationId: text,
  cremation: requestCremationSchema.nullable(),
  events: z.array(requestEventSchema),
  /** True when the request waits for the active organisation (an answer, or a proposal to decide on). */
  needsAction: z.boolean(),
  submittedAt: text,
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CrematoriumRequestData = z.infer<typeof crematoriumRequestDataSchema>;

/** One row of GET /api/crematorium-requests. */
export const crematoriumRequestListItemSchema = z.object({
  id: z.string(),
  status: z.enum(CREMATORIUM_REQUEST_STATUSES),
  side: z.enum(['requester', 'provider']),
  /** The other organisation (the crematorium for a funeral company, and the other way round). */
  counterpart: organizationRef,
  dossier: z.object({ id: z.string(), number: z.string() }).nullable(),
  deceasedName: z.string(),
  wishedAt: z.string(),
  /** Confirmed, else proposed, else wished. */
  plannedAt: z.string(),
  revision: z.number().int(),
  needsAction: z.boolean(),
  cremationId: text,
  updatedAt: z.string(),
});
export type CrematoriumRequestListItem = z.infer<typeof crematoriumRequestListItemSchema>;

/** One condition of the cremation approval (vrijgave), and whether it holds. */
export const approvalConditionSchema = z.object({
  key: z.enum([
    'permit',
    'requestForm',
    'implants',
    'coffin',
    'identification',
    'legalWindow',
    'noObjection',
  ]),
  label: z.string(),
  ok: z.boolean(),
  /** What is missing, or the legal window's explanation; null when it holds. */
  detail: z.string().nullable(),
});
export type ApprovalCondition = z.infer<typeof approvalConditionSchema>;

/** GET /api/cremations/{id}: the crematorium's own record of a cremation. */
export const cremationDataSchema = z.object({
  id: z.string(),
  number: z.string(),
  status: z.enum(CREMATION_STATUSES),
  requestId: text,
  deceasedName: z.string(),
  /** The shared fields as they were at acceptance (the crematorium's own copy). */
  snapshot: requestSnapshotSchema,
  funeralCompanyName: z.string(),
  plannedAt: text,
  oven: z.object({ id: z.string(), name: z.string() }).nullable(),
  identifiedBy: text,
  coffinRegistrationNumber: text,
  permitReceived: z.boolean(),
  permitCompared: z.boolean(),
  permitNumber: text,
  permitMunicipality: text,
  requestFormReceived: z.boolean(),
  implantsRemoved: z.boolean(),
  unnaturalDeath: z.boolean(),
  noObjectionReceived: z.boolean(),
  noObjectionReference: text,
  legalDelayReference: text,
  legalDelayUntil: text,
  notes: text,
  checklist: z.array(approvalConditionSchema),
  approvedBy: userRefSchema.nullable(),
  approvedAt: text,
  performedAt: text,
  endedAt: text,
  ashRegistrationNumber: text,
  ashRecordId: text,
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CremationData = z.infer<typeof cremationDataSchema>;

/** One row of GET /api/cremations. */
export const cremationListItemSchema = z.object({
  id: z.string(),
  number: z.string(),
  status: z.enum(CREMATION_STATUSES),
  deceasedName: z.string(),
  funeralCompanyName: z.string(),
  plannedAt: text,
  oven: z.object({ id: z.string(), name: z.string() }).nullable(),
  /** Every approval condition holds. */
  ready: z.boolean(),
  missing: z.array(z.string()),
  performedAt: text,
});
export type CremationListItem = z.infer<typeof cremationListItemSchema>;

/** The `data` of the 409 of POST /api/cremations/{id}/approve: what is missing. */
export const approvalRefusalSchema = z.object({ missing: z.array(approvalConditionSchema) });

/** One thing the other side did lately, for the dashboard (GET /api/crematorium-requests/updates). */
export const requestUpdateEventSchema = z.object({
  id: z.string(),
  requestId: z.string(),
  deceasedName: z.string(),
  action: z.enum(REQUEST_EVENT_ACTIONS),
  side: z.enum(['requester', 'provider']),
  /** The organisation that acted (the other side). */
  organizationName: z.string(),
  note: z.string().nullable(),
  createdAt: z.string(),
});
export type RequestUpdateEvent = z.infer<typeof requestUpdateEventSchema>;

/**
 * GET /api/crematorium-requests/updates: how many requests wait for the active organisation, and the other
 * side's events of the last 14 days (at most 10, newest first).
 */
export const requestUpdatesSchema = z.object({
  waiting: z.number().int(),
  events: z.array(requestUpdateEventSchema),
});
export type RequestUpdates = z.infer<typeof requestUpdatesSchema>;

/** GET /api/crematorium-requests/{id}/attachments/{attachmentId}: the request and one attached copy. */
export const requestAttachmentParamsSchema = z.object({ id: z.string(), attachmentId: z.string() });
