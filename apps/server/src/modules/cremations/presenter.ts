import {
  cremationApprovalChecklist,
  type CremationApprovalInput,
  type CremationData,
  type CremationListItem,
  type RequestSnapshot,
} from '@afscheid/shared';
import type { Cremation } from '../../db/types.ts';
import type { CremationRow } from './repository.ts';

const userRef = (id: string | null, name: string | null) => (id && name ? { id, name } : null);
const ovenRef = (id: string | null, name: string | null) => (id && name ? { id, name } : null);

/** The record's own copy of the shared fields (stored as JSON at acceptance). */
export const snapshotOf = (row: Pick<Cremation, 'snapshot'>): RequestSnapshot =>
  JSON.parse(row.snapshot) as RequestSnapshot;

/** What the approval checklist reads of a record (the death's date and time from its snapshot). */
export function approvalInput(
  row: Pick<
    Cremation,
    | 'planned_at'
    | 'permit_received'
    | 'permit_compared'
    | 'request_form_received'
    | 'implants_removed'
    | 'coffin_registration_number'
    | 'identified_by'
    | 'unnatural_death'
    | 'no_objection_received'
    | 'legal_delay_reference'
    | 'legal_delay_until'
  >,
  snapshot: RequestSnapshot,
): CremationApprovalInput {
  return {
    plannedAt: row.planned_at,
    diedOn: snapshot.deceased.diedOn,
    diedAtTime: snapshot.deceased.diedAtTime,
    permitReceived: row.permit_received === 1,
    permitCompared: row.permit_compared === 1,
    requestFormReceived: row.request_form_received === 1,
    implantsRemoved: row.implants_removed === 1,
    coffinRegistrationNumber: row.coffin_registration_number,
    identifiedBy: row.identified_by,
    unnaturalDeath: row.unnatural_death === 1,
    noObjectionReceived: row.no_objection_received === 1,
    legalDelayReference: row.legal_delay_reference,
    legalDelayUntil: row.legal_delay_until,
  };
}

/** GET /api/cremations/{id}: the record with its approval checklist. */
export function presentCremation(row: CremationRow): CremationData {
  const snapshot = snapshotOf(row);
  return {
    id: row.id,
    number: row.number,
    status: row.status,
    requestId: row.request_id,
    deceasedName: row.deceased_name,
    snapshot,
    funeralCompanyName: row.funeral_company_name,
    plannedAt: row.planned_at,
    oven: ovenRef(row.oven_place_id, row.oven_name),
    identifiedBy: row.identified_by,
    coffinRegistrationNumber: row.coffin_registration_number,
    permitReceived: row.permit_received === 1,
    permitCompared: row.permit_compared === 1,
    permitNumber: row.permit_number,
    permitMunicipality: row.permit_municipality,
    requestFormReceived: row.request_form_received === 1,
    implantsRemoved: row.implants_removed === 1,
    unnaturalDeath: row.unnatural_death === 1,
    noObjectionReceived: row.no_objection_received === 1,
    noObjectionReference: row.no_objection_reference,
    legalDelayReference: row.legal_delay_reference,
    legalDelayUntil: row.legal_delay_until,
    notes: row.notes,
    checklist: cremationApprovalChecklist(approvalInput(row, snapshot)),
    approvedBy: userRef(row.approved_by, row.approved_by_name),
    approvedAt: row.approved_at,
    performedAt: row.performed_at,
    endedAt: row.ended_at,
    ashRegistrationNumber: row.ash_registration_number,
    ashRecordId: row.ash_record_id,
    version: row.version,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** One row of GET /api/cremations: whether every approval condition holds, else what is missing. */
export function presentCremationListItem(row: Cremation & { oven_name: string | null }): CremationListItem {
  const missing = cremationApprovalChecklist(approvalInput(row, snapshotOf(row)))
    .filter((condition) => !condition.ok)
    .map((condition) => condition.detail ?? condition.label);
  return {
    id: row.id,
    number: row.number,
    status: row.status,
    deceasedName: row.deceased_name,
    funeralCompanyName: row.funeral_company_name,
    plannedAt: row.planned_at,
    oven: ovenRef(row.oven_place_id, row.oven_name),
    ready: missing.length === 0,
    missing,
    performedAt: row.performed_at,
  };
}
