/**
 * What the ash routes answer (issue 15). camelCase here; snake_case on the wire.
 */
import { z } from 'zod';
import {
  ASH_DESTINATION_KINDS,
  ASH_DESTINATION_STATUSES,
  ASH_OUTCOMES,
  ASH_PLACE_KINDS,
  ASH_RECORD_STATUSES,
} from '../rules/ash.ts';
import { userRefSchema } from './responses.ts';
import { ASH_DOCUMENT_KINDS, ASH_PLACE_STATES, ASH_RECORD_SOURCES } from './ash-values.ts';

const text = z.string().nullable();
const flag = z.boolean().nullable();

/** A document on a record: the exemption, the block, the signed forms, a captured signature. */
export const ashDocumentSchema = z.object({
  id: z.string(),
  kind: z.enum(ASH_DOCUMENT_KINDS),
  destinationId: text,
  fileName: z.string(),
  mimeType: z.string(),
  size: z.number().int(),
  uploadedBy: userRefSchema.nullable(),
  createdAt: z.string(),
});
export type AshDocumentData = z.infer<typeof ashDocumentSchema>;

/** The crematorium's ash place a destination uses. */
export const ashPlaceRefSchema = z.object({
  id: z.string(),
  code: z.string(),
  kind: z.enum(ASH_PLACE_KINDS),
  location: text,
});
export type AshPlaceRef = z.infer<typeof ashPlaceRefSchema>;

/** One destination of a record (several when the urns go to different places); a closed one is a register entry. */
export const ashDestinationSchema = z.object({
  id: z.string(),
  ashRecordId: z.string(),
  kind: z.enum(ASH_DESTINATION_KINDS),
  outcome: z.enum(ASH_OUTCOMES),
  urns: z.number().int(),
  /** funeral_company: sent through the crematorium request; crematorium: recorded with the signed form. */
  source: z.enum(['funeral_company', 'crematorium']),
  requestId: text,
  decidedByName: z.string(),
  decidedByAddress: text,
  details: text,
  destinationPlace: text,
  consent: flag,
  relativesPresent: flag,
  plannedOn: text,
  ashPlace: ashPlaceRefSchema.nullable(),
  status: z.enum(ASH_DESTINATION_STATUSES),
  requestedBy: userRefSchema.nullable(),
  requestedAt: z.string(),
  /** The decision comes from the client: sent by the funeral company, or the signed form is on the record. */
  fromClient: z.boolean(),
  approvedBy: userRefSchema.nullable(),
  approvedAt: text,
  executedOn: text,
  executedBy: userRefSchema.nullable(),
  handedToName: text,
  identityChecked: flag,
  identityDocument: text,
  executedPlace: text,
  executionNote: text,
  /** A signature was captured or a signed hand-over form uploaded. */
  signed: z.boolean(),
  closedBy: userRefSchema.nullable(),
  closedAt: text,
  withdrawnReason: text,
  /** The closed entry this one corrects, and why. */
  correctsId: text,
  correctionReason: text,
  /** The entry that corrects this one (this one is then history). */
  correctedById: text,
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AshDestinationData = z.infer<typeof ashDestinationSchema>;

/** The fields a list row and the full record share. */
const recordShape = {
  id: z.string(),
  registrationNumber: z.string(),
  deceasedName: z.string(),
  deceasedInitials: text,
  source: z.enum(ASH_RECORD_SOURCES),
  status: z.enum(ASH_RECORD_STATUSES),
  urnCount: z.number().int(),
  storageLocation: text,
  crematedOn: z.string(),
  /** The legal release date (art. 59 lid 1). */
  earliestReleaseOn: z.string(),
  /** The first day the ashes may leave: the legal date, or an exemption's earlier date. */
  releaseOn: z.string(),
  /** Days from today until `releaseOn`; 0 or less: "vrij te geven". */
  daysUntilRelease: z.number().int(),
  releasable: z.boolean(),
  /** Longer in storage than the organisation's term (and not executed). */
  overTerm: z.boolean(),
  blocked: z.boolean(),
  exempted: z.boolean(),
  version: z.number().int(),
};

/** One row of GET /api/ash-records. */
export const ashRecordListItemSchema = z.object({
  ...recordShape,
  /** The kinds of its running or finished destinations (not withdrawn or corrected). */
  destinationKinds: z.array(z.enum(ASH_DESTINATION_KINDS)),
});
export type AshRecordListItem = z.infer<typeof ashRecordListItemSchema>;

/** GET /api/ash-records/{id} and the answers of every record and destination action. */
export const ashRecordSchema = z.object({
  ...recordShape,
  deceasedFirstNames: text,
  cremationId: text,
  cremationNumber: text,
  funeralCompanyName: text,
  receivedFrom: text,
  exemption: z
    .object({ reference: text, grantedOn: text, releaseOn: text, hasDocument: z.boolean() })
    .nullable(),
  block: z.object({ reference: text, blockedOn: text, note: text }).nullable(),
  notes: text,
  /** Urns without a running destination. */
  unassignedUrns: z.number().int(),
  storageTermMonths: z.number().int(),
  destinations: z.array(ashDestinationSchema),
  documents: z.array(ashDocumentSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AshRecordData = z.infer<typeof ashRecordSchema>;

/** Who lies in an ash place (urns placed there), or is expected (approved destinations). */
export const ashPlaceOccupantSchema = z.object({
  recordId: z.string(),
  destinationId: z.string(),
  registrationNumber: z.string(),
  deceasedName: z.string(),
  urns: z.number().int(),
  /** true: placed (executed or closed); false: reserved by a destination not yet executed. */
  placed: z.boolean(),
});

/** GET /api/ash-places (+ /{id}). */
export const ashPlaceSchema = z.object({
  id: z.string(),
  kind: z.enum(ASH_PLACE_KINDS),
  code: z.string(),
  location: text,
  capacity: z.number().int().nullable(),
  /** Urns placed. */
  occupied: z.number().int(),
  /** Urns of destinations that will be placed here. */
  expected: z.number().int(),
  state: z.enum(ASH_PLACE_STATES),
  occupants: z.array(ashPlaceOccupantSchema),
  termStart: text,
  termEnd: text,
  /** The term ends within 90 days (or has ended). */
  termEndingSoon: z.boolean(),
  rightsHolderName: text,
  rightsHolderAddress: text,
  rightsHolderPhone: text,
  rightsHolderEmail: text,
  reserved: z.boolean(),
  reservedFor: text,
  notes: text,
  active: z.boolean(),
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AshPlaceData = z.infer<typeof ashPlaceSchema>;

/** One line of the register of art. 50 Wlb: a record without destination, or one destination entry. */
export const ashRegisterEntrySchema = z.object({
  recordId: z.string(),
  destinationId: text,
  registrationNumber: z.string(),
  /** "de Vries" or the full name when the parts are unknown */
  lastName: z.string(),
  firstNames: text,
  crematedOn: z.string(),
  kind: z.enum(ASH_DESTINATION_KINDS).nullable(),
  outcome: z.enum(ASH_OUTCOMES).nullable(),
  decidedByName: text,
  decidedByAddress: text,
  destinationPlace: text,
  /** To whom the urn was handed, or the ash place / place it was put. */
  handedToOrPlaced: text,
  executedOn: text,
  status: z.enum([...ASH_RECORD_STATUSES, ...ASH_DESTINATION_STATUSES]),
  closedAt: text,
  /** The corrected entry's closing moment and the reason (a correction), or when this one was corrected. */
  correctsId: text,
  correctionReason: text,
  correctedAt: text,
});
export type AshRegisterEntry = z.infer<typeof ashRegisterEntrySchema>;

/** GET /api/ash-register?year=YYYY (JSON). */
export const ashRegisterSchema = z.object({
  year: z.number().int(),
  /** The years that have cremations, newest first (the year picker). */
  years: z.array(z.number().int()),
  entries: z.array(ashRegisterEntrySchema),
});
export type AshRegister = z.infer<typeof ashRegisterSchema>;

/**
 * GET /api/dossiers/{id}/ash-status: what the funeral company sees of the ashes of its dossier (through its
 * accepted crematorium request); null while there is no ash record.
 */
export const dossierAshStatusSchema = z.object({
  requestId: z.string(),
  crematoriumName: z.string(),
  registrationNumber: z.string(),
  status: z.enum(ASH_RECORD_STATUSES),
  crematedOn: z.string(),
  releaseOn: z.string(),
  urnCount: z.number().int(),
  blocked: z.boolean(),
  /** The funeral company may pass a destination on (no running destination takes every urn yet). */
  canSend: z.boolean(),
  destinations: z.array(
    z.object({
      id: z.string(),
      kind: z.enum(ASH_DESTINATION_KINDS),
      urns: z.number().int(),
      status: z.enum(ASH_DESTINATION_STATUSES),
      decidedByName: z.string(),
      approvedAt: text,
      executedOn: text,
      closedAt: text,
    }),
  ),
});
export type DossierAshStatus = z.infer<typeof dossierAshStatusSchema>;
