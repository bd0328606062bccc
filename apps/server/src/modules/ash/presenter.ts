import {
  daysUntilRelease,
  effectiveReleaseDate,
  storageTermCutoff,
  type AshDestinationData,
  type AshDestinationKind,
  type AshDocumentData,
  type AshDocumentKind,
  type AshOutcome,
  type AshPlaceKind,
  type AshRecordData,
  type AshRecordListItem,
  type AshRecordSource,
  type AshRecordStatus,
  type AshDestinationStatus,
  type DossierAshStatus,
} from '@afscheid/shared';
import type { AshRecord } from '../../db/types.ts';
import {
  DONE_STATUSES,
  WAITING_STATUSES,
  type AshDestinationRow,
  type AshDocumentRow,
  type AshRecordRow,
} from './repository.ts';

/** What a document list row carries (the uploader's name joined). */
type DocumentLike = Omit<AshDocumentRow, never>;

const userRef = (id: string | null, name: string | null | undefined) => (id && name ? { id, name } : null);
const flag = (value: number | null) => (value === null ? null : value === 1);

/** Urns the counting destinations take (not withdrawn, not replaced by a correction). */
export const assignedUrns = (destinations: readonly { urns: number }[]): number =>
  destinations.reduce((sum, destination) => sum + destination.urns, 0);

/** A destination counts for the record unless it was withdrawn or a correction replaced it. */
export const counts = (destination: Pick<AshDestinationRow, 'status' | 'corrected_by_id'>): boolean =>
  destination.status !== 'withdrawn' && !destination.corrected_by_id;

export const isBlocked = (record: Pick<AshRecord, 'block_reference' | 'blocked_on'>): boolean =>
  Boolean(record.block_reference || record.blocked_on);

/** The decision is the client's: sent by the funeral company, or the signed form is on the record. */
export function isFromClient(
  destination: Pick<AshDestinationRow, 'id' | 'source'>,
  documents: readonly Pick<DocumentLike, 'kind' | 'destination_id'>[],
): boolean {
  if (destination.source === 'funeral_company') return true;
  return documents.some(
    (document) =>
      document.kind === 'decision_form' &&
      (document.destination_id === null || document.destination_id === destination.id),
  );
}

export function presentAshDocument(row: DocumentLike): AshDocumentData {
  return {
    id: row.id,
    kind: row.kind as AshDocumentKind,
    destinationId: row.destination_id,
    fileName: row.file_name,
    mimeType: row.mime_type,
    size: row.size,
    uploadedBy: userRef(row.uploaded_by, row.uploaded_by_name),
    createdAt: row.created_at,
  };
}

export function presentAshDestination(
  row: AshDestinationRow,
  documents: readonly Pick<DocumentLike, 'kind' | 'destination_id'>[],
): AshDestinationData {
  return {
    id: row.id,
    ashRecordId: row.ash_record_id,
    kind: row.kind as AshDestinationKind,
    outcome: row.outcome as AshOutcome,
    urns: row.urns,
    source: row.source as AshDestinationData['source'],
    requestId: row.request_id,
    decidedByName: row.decided_by_name,
    decidedByAddress: row.decided_by_address,
    details: row.details,
    destinationPlace: row.destination_place,
    consent: flag(row.consent),
    relativesPresent: flag(row.relatives_present),
    plannedOn: row.planned_on,
    ashPlace:
      row.ash_place_id && row.place_code
        ? {
            id: row.ash_place_id,
            code: row.place_code,
            kind: row.place_kind as AshPlaceKind,
            location: row.place_location,
          }
        : null,
    status: row.status as AshDestinationStatus,
    requestedBy: userRef(row.requested_by, row.requested_by_name),
    requestedAt: row.requested_at,
    fromClient: isFromClient(row, documents),
    approvedBy: userRef(row.approved_by, row.approved_by_name),
    approvedAt: row.approved_at,
    executedOn: row.executed_on,
    executedBy: userRef(row.executed_by, row.executed_by_name),
    handedToName: row.handed_to_name,
    identityChecked: flag(row.identity_checked),
    identityDocument: row.identity_document,
    executedPlace: row.executed_place,
    executionNote: row.execution_note,
    signed: documents.some(
      (document) =>
        document.destination_id === row.id &&
        (document.kind === 'signature' || document.kind === 'handover_form'),
    ),
    closedBy: userRef(row.closed_by, row.closed_by_name),
    closedAt: row.closed_at,
    withdrawnReason: row.withdrawn_reason,
    correctsId: row.corrects_id,
    correctionReason: row.correction_reason,
    correctedById: row.corrected_by_id,
    version: row.version,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** The record's own fields and what today makes of them (release, storage term, block, exemption). */
function recordFields(row: AshRecord, today: string, termMonths: number) {
  const releaseOn = effectiveReleaseDate(row);
  const days = daysUntilRelease(releaseOn, today);
  const status = row.status as AshRecordStatus;
  return {
    id: row.id,
    registrationNumber: row.registration_number,
    deceasedName: row.deceased_name,
    deceasedInitials: row.deceased_initials,
    source: row.source as AshRecordSource,
    status,
    urnCount: row.urn_count,
    storageLocation: row.storage_location,
    crematedOn: row.cremated_on,
    earliestReleaseOn: row.earliest_release_on,
    releaseOn,
    daysUntilRelease: days,
    releasable: days <= 0 && (WAITING_STATUSES as readonly string[]).includes(status),
    overTerm:
      row.cremated_on <= storageTermCutoff(today, termMonths) &&
      !(DONE_STATUSES as readonly string[]).includes(status),
    blocked: isBlocked(row),
    exempted: row.exemption_release_on !== null,
    version: row.version,
  };
}

/** One row of GET /api/ash-records. */
export function presentAshRecordListItem(
  row: AshRecord,
  kinds: readonly string[],
  today: string,
  termMonths: number,
): AshRecordListItem {
  return {
    ...recordFields(row, today, termMonths),
    destinationKinds: kinds as AshDestinationKind[],
  };
}

/** GET /api/ash-records/{id}: the record with every destination (in request order) and its documents. */
export function presentAshRecord(
  row: AshRecordRow,
  destinations: readonly AshDestinationRow[],
  documents: readonly DocumentLike[],
  today: string,
  termMonths: number,
): AshRecordData {
  const exemptionSet = Boolean(
    row.exemption_reference || row.exemption_granted_on || row.exemption_release_on,
  );
  return {
    ...recordFields(row, today, termMonths),
    deceasedFirstNames: row.deceased_first_names,
    cremationId: row.cremation_id,
    cremationNumber: row.cremation_number,
    funeralCompanyName: row.cremation_id ? row.funeral_company_name : null,
    receivedFrom: row.received_from,
    exemption: exemptionSet
      ? {
          reference: row.exemption_reference,
          grantedOn: row.exemption_granted_on,
          releaseOn: row.exemption_release_on,
          hasDocument: documents.some((document) => document.kind === 'exemption'),
        }
      : null,
    block: isBlocked(row)
      ? { reference: row.block_reference, blockedOn: row.blocked_on, note: row.block_note }
      : null,
    notes: row.notes,
    unassignedUrns: Math.max(0, row.urn_count - assignedUrns(destinations.filter(counts))),
    storageTermMonths: termMonths,
    destinations: destinations.map((destination) => presentAshDestination(destination, documents)),
    documents: documents.map(presentAshDocument),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** GET /api/dossiers/{id}/ash-status: what the funeral company sees of the ashes of its dossier. */
export function presentDossierAshStatus(
  row: AshRecord & { request_id: string; crematorium_name: string },
  destinations: readonly AshDestinationRow[],
): DossierAshStatus {
  // A corrected entry is history: the funeral company sees the correction in its place.
  const shown = destinations.filter((destination) => !destination.corrected_by_id);
  const unassigned = row.urn_count - assignedUrns(destinations.filter(counts));
  return {
    requestId: row.request_id,
    crematoriumName: row.crematorium_name,
    registrationNumber: row.registration_number,
    status: row.status as AshRecordStatus,
    crematedOn: row.cremated_on,
    releaseOn: effectiveReleaseDate(row),
    urnCount: row.urn_count,
    blocked: isBlocked(row),
    canSend: unassigned > 0,
    destinations: shown.map((destination) => ({
      id: destination.id,
      kind: destination.kind as AshDestinationKind,
      urns: destination.urns,
      status: destination.status as AshDestinationStatus,
      decidedByName: destination.decided_by_name,
      approvedAt: destination.approved_at,
      executedOn: destination.executed_on,
      closedAt: destination.closed_at,
    })),
  };
}
