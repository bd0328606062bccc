import { formatDate, formatDateTime, messages, type AuditEntry } from '@afscheid/shared';
import { ashTexts } from './texts.ts';

const a = messages.ash;
const f = a.fields;

/** Dutch labels of the audited columns of records, destinations and documents. */
const FIELD_LABELS: Record<string, string> = {
  status: ashTexts.history.status,
  registration_number: f.registrationNumber,
  deceased_name: f.deceasedName,
  deceased_first_names: f.firstNames,
  deceased_initials: f.initials,
  urn_count: f.urns,
  urns: f.urns,
  storage_location: f.storageLocation,
  cremated_on: f.crematedOn,
  earliest_release_on: f.earliestReleaseOn,
  received_from: f.receivedFrom,
  source: f.source,
  exemption_reference: f.exemptionReference,
  exemption_granted_on: f.exemptionGrantedOn,
  exemption_release_on: f.exemptionReleaseOn,
  block_reference: f.blockReference,
  blocked_on: f.blockedOn,
  block_note: f.blockNote,
  notes: f.notes,
  kind: f.kind,
  decided_by_name: f.decidedByName,
  decided_by_address: f.decidedByAddress,
  details: f.details,
  destination_place: f.destinationPlace,
  consent: f.consent,
  planned_on: f.plannedOn,
  executed_on: f.executedOn,
  handed_to_name: f.handedToName,
  identity_checked: f.identityChecked,
  identity_document: f.identityDocument,
  executed_place: f.executedPlace,
  relatives_present: f.relativesPresent,
  execution_note: f.executionNote,
  withdrawn_reason: f.withdrawnReason,
  correction_reason: f.correctionReason,
  file_name: f.file,
  document_kind: f.documentKind,
  outcome: ashTexts.history.outcome,
  approved_by_name: ashTexts.history.approvedBy,
  approved_at: ashTexts.history.approvedAt,
  closed_by_name: ashTexts.history.closedBy,
  closed_at: ashTexts.history.closedAt,
};

const VALUE_LABELS: Record<string, Record<string, string>> = {
  status: { ...a.statuses, ...a.destinationStatuses },
  kind: { ...a.kinds, ...a.documentKinds },
  document_kind: a.documentKinds,
  source: { ...a.sources, ...a.destinationSources },
  outcome: a.outcomes,
};

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T/;

/** A stored value as a person reads it: labels for codes, Dutch dates, yes/no, "—" for nothing. */
export function historyValue(field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return ashTexts.common.none;
  if (
    typeof value === 'boolean' ||
    ((field.endsWith('_checked') || field === 'consent' || field === 'relatives_present') &&
      (value === 0 || value === 1))
  ) {
    return value === true || value === 1 ? ashTexts.common.yes : ashTexts.common.no;
  }
  if (typeof value === 'string') {
    const label = VALUE_LABELS[field]?.[value];
    if (label) return label;
    if (ISO_DATE.test(value)) return formatDate(value);
    if (ISO_INSTANT.test(value)) return formatDateTime(value);
    return value;
  }
  if (typeof value === 'number') return String(value);
  return JSON.stringify(value);
}

export type HistoryView = {
  id: string;
  title: string;
  byline: string;
  created: boolean;
  changes: { field: string; label: string; from: string; to: string }[];
};

/** One audit event as the record's history shows it. */
export function describeHistoryEntry(entry: AuditEntry): HistoryView {
  const action = (a.actions as Record<string, string>)[entry.action] ?? entry.action;
  const when = formatDateTime(entry.at);
  return {
    id: entry.id,
    title: action,
    byline: entry.user ? `${entry.user.name}, ${when}` : when,
    created: entry.changes.every((change) => change.from === null || change.from === undefined),
    // Only what a person recognises: ids, versions, checksums and the like stay in the stored trail.
    changes: entry.changes
      .filter((change) => change.field in FIELD_LABELS)
      .map((change) => ({
        field: change.field,
        label:
          entry.entity === 'ash_document' && change.field === 'kind'
            ? f.documentKind
            : FIELD_LABELS[change.field]!,
        from: historyValue(change.field, change.from),
        to: historyValue(change.field, change.to),
      })),
  };
}
