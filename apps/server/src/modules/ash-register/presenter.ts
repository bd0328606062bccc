import type {
  AshDestinationKind,
  AshDestinationStatus,
  AshOutcome,
  AshRegisterEntry,
} from '@afscheid/shared';
import type { RegisterLineRow } from './repository.ts';

/**
 * The register's "naam" and "voornamen": the record holds the whole name ("Johannes Petrus de Vries") and, when
 * known, the first names ("Johannes Petrus"); when the name starts with them they are split off, otherwise the
 * name stays whole (it was written some other way, e.g. with a call name).
 */
export function splitName(
  name: string,
  firstNames: string | null,
): { lastName: string; firstNames: string | null } {
  const first = firstNames?.trim() ?? '';
  if (first === '') return { lastName: name, firstNames: null };
  const rest = name.trim();
  if (rest.toLowerCase().startsWith(`${first.toLowerCase()} `)) {
    const lastName = rest.slice(first.length).trim();
    if (lastName !== '') return { lastName, firstNames: first };
  }
  return { lastName: name, firstNames: first };
}

const PLACED_OR_DONE: readonly string[] = ['executed', 'closed'];

/** The crematorium's ash place as the register names it: "C-12, Columbarium west". */
const placeLabel = (row: RegisterLineRow) =>
  row.place_code ? [row.place_code, row.place_location].filter(Boolean).join(', ') : null;

/**
 * One line of the register: a destination entry, or the record without destination (`in_storage`). The place
 * of destination is the one the client named, else the crematorium's ash place; "overgedragen aan of geplaatst
 * in" is known once the destination was executed: the person who received the urn, else the ash place or the
 * place where it was put or scattered. `correctedAt`: when a correction replaced this entry. One object literal
 * of one shape per line, in the schema's key order (a year holds thousands of lines).
 */
export function presentRegisterLine(row: RegisterLineRow, correctedAt: string | null): AshRegisterEntry {
  const { lastName, firstNames } = splitName(row.deceased_name, row.deceased_first_names);
  if (!row.destination_id) {
    return {
      recordId: row.record_id,
      destinationId: null,
      registrationNumber: row.registration_number,
      lastName,
      firstNames,
      crematedOn: row.cremated_on,
      kind: null,
      outcome: null,
      decidedByName: null,
      decidedByAddress: null,
      destinationPlace: null,
      handedToOrPlaced: null,
      executedOn: null,
      status: 'in_storage',
      closedAt: null,
      correctsId: null,
      correctionReason: null,
      correctedAt: null,
    };
  }
  const place = placeLabel(row);
  const done = PLACED_OR_DONE.includes(row.status ?? '');
  return {
    recordId: row.record_id,
    destinationId: row.destination_id,
    registrationNumber: row.registration_number,
    lastName,
    firstNames,
    crematedOn: row.cremated_on,
    kind: row.kind as AshDestinationKind,
    outcome: row.outcome as AshOutcome,
    decidedByName: row.decided_by_name,
    decidedByAddress: row.decided_by_address,
    destinationPlace: row.destination_place ?? place,
    handedToOrPlaced: done ? (row.handed_to_name ?? place ?? row.executed_place) : null,
    executedOn: row.executed_on,
    status: row.status as AshDestinationStatus,
    closedAt: row.closed_at,
    correctsId: row.corrects_id,
    correctionReason: row.correction_reason,
    correctedAt,
  };
}
