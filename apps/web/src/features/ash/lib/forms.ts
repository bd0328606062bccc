import {
  amsterdamToday,
  ASH_KIND_EXECUTION,
  ASH_KIND_OUTCOMES,
  ASH_PLACE_KINDS_FOR,
  type AshDestinationData,
  type AshDestinationKind,
  type AshRecordData,
} from '@afscheid/shared';

/**
 * The values of the ash dialogs' forms (text for every input, '' when empty) and how they become the API's
 * input. The Zod schemas (ash-schemas.ts) run these conversions first, then the shared schemas, so the messages
 * per field are the server's own.
 */

type Values = Record<string, unknown>;

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** '' → left out; digits → a number; anything else stays for the schema to refuse ("Vul een aantal urnen …"). */
export function urnsInput(value: unknown): unknown {
  if (typeof value === 'number') return value;
  const trimmed = text(value).trim();
  if (trimmed === '') return undefined;
  return /^\d+$/.test(trimmed) ? Number(trimmed) : trimmed;
}

/** A yes/no radio ('yes', 'no', '') as true, false or null. */
export function yesNoInput(value: unknown): boolean | null {
  if (value === true || value === 'yes') return true;
  if (value === false || value === 'no') return false;
  return null;
}

export const yesNoValue = (value: boolean | null): '' | 'yes' | 'no' =>
  value === null ? '' : value ? 'yes' : 'no';

// --- Asregistratie toevoegen ---

export interface CreateRecordValues {
  deceasedName: string;
  firstNames: string;
  initials: string;
  registrationNumber: string;
  crematedOn: string;
  urns: string;
  source: 'received' | 'external';
  receivedFrom: string;
  storageLocation: string;
  notes: string;
}

export const emptyCreateRecord = (): CreateRecordValues => ({
  deceasedName: '',
  firstNames: '',
  initials: '',
  registrationNumber: '',
  crematedOn: '',
  urns: '1',
  source: 'received',
  receivedFrom: '',
  storageLocation: '',
  notes: '',
});

/** The POST body before the schema: the number of urns as a number, "received from" only for received ashes. */
export function createRecordInput(values: Values): Values {
  return {
    ...values,
    urns: urnsInput(values['urns']),
    receivedFrom: values['source'] === 'received' ? values['receivedFrom'] : '',
  };
}

// --- Gegevens wijzigen ---

export interface RecordEditValues {
  deceasedName: string;
  firstNames: string;
  initials: string;
  urns: string;
  storageLocation: string;
  notes: string;
}

export const RECORD_EDIT_FIELDS = [
  'deceasedName',
  'firstNames',
  'initials',
  'urns',
  'storageLocation',
  'notes',
] as const satisfies readonly (keyof RecordEditValues)[];

export const recordEditValues = (record: AshRecordData): RecordEditValues => ({
  deceasedName: record.deceasedName,
  firstNames: record.deceasedFirstNames ?? '',
  initials: record.deceasedInitials ?? '',
  urns: String(record.urnCount),
  storageLocation: record.storageLocation ?? '',
  notes: record.notes ?? '',
});

export const recordEditInput = (values: Values): Values => ({ ...values, urns: urnsInput(values['urns']) });

// --- Ontheffing en verbod ---

export interface ExemptionValues {
  exemptionReference: string;
  exemptionGrantedOn: string;
  exemptionReleaseOn: string;
}

export const exemptionValues = (record: AshRecordData): ExemptionValues => ({
  exemptionReference: record.exemption?.reference ?? '',
  exemptionGrantedOn: record.exemption?.grantedOn ?? '',
  exemptionReleaseOn: record.exemption?.releaseOn ?? '',
});

export interface BlockValues {
  blockReference: string;
  blockedOn: string;
  blockNote: string;
}

export const blockValues = (record: AshRecordData): BlockValues => ({
  blockReference: record.block?.reference ?? '',
  blockedOn: record.block?.blockedOn ?? '',
  blockNote: record.block?.note ?? '',
});

// --- Asbestemming toevoegen en wijzigen ---

export interface DestinationValues {
  kind: AshDestinationKind | '';
  urns: string;
  decidedByName: string;
  decidedByAddress: string;
  destinationPlace: string;
  consent: boolean;
  relativesPresent: '' | 'yes' | 'no';
  plannedOn: string;
  ashPlaceId: string;
  details: string;
}

export const DESTINATION_FIELDS = [
  'kind',
  'urns',
  'decidedByName',
  'decidedByAddress',
  'destinationPlace',
  'consent',
  'relativesPresent',
  'plannedOn',
  'ashPlaceId',
  'details',
] as const satisfies readonly (keyof DestinationValues)[];

/** The kinds that ask for the consent of the grave's rights holder or the land's owner. */
export const CONSENT_KINDS: readonly AshDestinationKind[] = ['existing_grave', 'scatter_elsewhere'];
export const asksConsent = (kind: string): boolean => (CONSENT_KINDS as readonly string[]).includes(kind);
/** Scattering kinds: whether relatives are present is recorded. */
export const asksRelatives = (kind: string): boolean =>
  kind !== '' && ASH_KIND_OUTCOMES[kind as AshDestinationKind] === 'scattered';
/** The ash place kinds a destination kind may use (none: no place choice). */
export const placeKindsFor = (kind: string) => ASH_PLACE_KINDS_FOR[kind as AshDestinationKind] ?? [];

export const emptyDestination = (urns: number): DestinationValues => ({
  kind: '',
  urns: urns > 0 ? String(urns) : '',
  decidedByName: '',
  decidedByAddress: '',
  destinationPlace: '',
  consent: false,
  relativesPresent: '',
  plannedOn: '',
  ashPlaceId: '',
  details: '',
});

export const destinationValues = (destination: AshDestinationData): DestinationValues => ({
  kind: destination.kind,
  urns: String(destination.urns),
  decidedByName: destination.decidedByName,
  decidedByAddress: destination.decidedByAddress ?? '',
  destinationPlace: destination.destinationPlace ?? '',
  consent: destination.consent ?? false,
  relativesPresent: yesNoValue(destination.relativesPresent),
  plannedOn: destination.plannedOn ?? '',
  ashPlaceId: destination.ashPlace?.id ?? '',
  details: destination.details ?? '',
});

/** The body before the schema: consent, relatives and place only where the kind asks for them. */
export function destinationInput(values: Values): Values {
  const kind = text(values['kind']);
  return {
    ...values,
    kind: kind === '' ? undefined : kind,
    urns: urnsInput(values['urns']),
    consent: asksConsent(kind) ? values['consent'] === true : null,
    relativesPresent: asksRelatives(kind) ? yesNoInput(values['relativesPresent']) : null,
    ashPlaceId: placeKindsFor(kind).length > 0 ? values['ashPlaceId'] : null,
  };
}

// --- Uitvoering vastleggen ---

export type ExecutionMode = 'hand_over' | 'placement' | 'scattering';
export const executionMode = (kind: AshDestinationKind): ExecutionMode => ASH_KIND_EXECUTION[kind];
/** The name of a kind's execution schema in ash-schemas.ts. */
export const executeSchemaName = (kind: AshDestinationKind) => `execute_${kind}` as const;

export interface ExecuteValues {
  executedOn: string;
  handedToName: string;
  identityChecked: boolean;
  identityDocument: string;
  ashPlaceId: string;
  executedPlace: string;
  relativesPresent: '' | 'yes' | 'no';
  executionNote: string;
  /** A captured signature (PNG data URL) or ''. */
  signature: string;
}

export const EXECUTE_FIELDS = [
  'executedOn',
  'handedToName',
  'identityChecked',
  'identityDocument',
  'ashPlaceId',
  'executedPlace',
  'relativesPresent',
  'executionNote',
  'signature',
] as const satisfies readonly (keyof ExecuteValues)[];

/**
 * The first day an execution may carry: today, but never before the approval day or the release date (the
 * server's clock may run ahead of this browser's).
 */
export function earliestExecutionDay(
  destination: Pick<AshDestinationData, 'approvedAt'>,
  releaseOn: string,
  today = amsterdamToday(),
): string {
  const approvedOn = destination.approvedAt ? amsterdamToday(new Date(destination.approvedAt)) : '';
  return [today, approvedOn, releaseOn].reduce((latest, day) => (day > latest ? day : latest), '');
}

/** The first values: the day, the client as the receiver, the planned place, what was said about relatives. */
export function executeValues(destination: AshDestinationData, executedOn: string): ExecuteValues {
  const mode = executionMode(destination.kind);
  return {
    executedOn,
    handedToName: mode === 'hand_over' ? destination.decidedByName : '',
    identityChecked: false,
    identityDocument: '',
    ashPlaceId: destination.ashPlace?.id ?? '',
    executedPlace: mode === 'hand_over' ? '' : (destination.destinationPlace ?? ''),
    relativesPresent: yesNoValue(destination.relativesPresent),
    executionNote: '',
    signature: '',
  };
}

/** The body before the schema: only what the mode records. */
export function executeInput(mode: ExecutionMode, kind: AshDestinationKind, values: Values): Values {
  const base = {
    executedOn: values['executedOn'],
    executionNote: values['executionNote'],
  };
  if (mode === 'hand_over') {
    return {
      ...base,
      handedToName: values['handedToName'],
      identityChecked: values['identityChecked'] === true,
      identityDocument: values['identityDocument'],
      signature: values['signature'],
    };
  }
  const withPlace = placeKindsFor(kind).length > 0 ? { ashPlaceId: values['ashPlaceId'] } : {};
  if (mode === 'placement') return { ...base, ...withPlace, executedPlace: values['executedPlace'] };
  return {
    ...base,
    ...withPlace,
    executedPlace: values['executedPlace'],
    relativesPresent: yesNoInput(values['relativesPresent']),
  };
}

// --- Correctie vastleggen ---

export interface CorrectValues {
  reason: string;
  decidedByName: string;
  decidedByAddress: string;
  destinationPlace: string;
  handedToName: string;
  executedPlace: string;
  executedOn: string;
  details: string;
}

/** The register fields a correction may change (besides the reason). */
export const CORRECTABLE_FIELDS = [
  'decidedByName',
  'decidedByAddress',
  'destinationPlace',
  'handedToName',
  'executedPlace',
  'executedOn',
  'details',
] as const satisfies readonly (keyof CorrectValues)[];
export type CorrectableField = (typeof CORRECTABLE_FIELDS)[number];

export const correctValues = (destination: AshDestinationData): CorrectValues => ({
  reason: '',
  decidedByName: destination.decidedByName,
  decidedByAddress: destination.decidedByAddress ?? '',
  destinationPlace: destination.destinationPlace ?? '',
  handedToName: destination.handedToName ?? '',
  executedPlace: destination.executedPlace ?? '',
  executedOn: destination.executedOn ?? '',
  details: destination.details ?? '',
});

/** The fields whose checked value differs from the entry (empty and null are the same). */
export function changedCorrection(
  destination: AshDestinationData,
  checked: Partial<Record<CorrectableField, string | null | undefined>>,
): Partial<Record<CorrectableField, string | null>> {
  const changes: Partial<Record<CorrectableField, string | null>> = {};
  for (const field of CORRECTABLE_FIELDS) {
    const next = checked[field] ?? null;
    const before = destination[field] ?? null;
    if ((next === '' ? null : next) !== (before === '' ? null : before)) changes[field] = next;
  }
  return changes;
}
