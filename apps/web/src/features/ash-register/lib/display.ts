import { formatDate, interpolate, messages, type AshRegisterEntry } from '@afscheid/shared';
import { nlAshRegister } from './texts.ts';

const register = messages.ash.register;

/** The line's status label: "In bewaring" for a record without destination, else the destination's status. */
export function registerStatusLabel(status: AshRegisterEntry['status']): string {
  const destination = messages.ash.destinationStatuses as Record<string, string>;
  const record = messages.ash.statuses as Record<string, string>;
  return destination[status] ?? record[status] ?? status;
}

/**
 * The remark of a line: a correction names the line it corrects (its closing date) and why; a corrected line
 * says when it was corrected. Both for a correction that was corrected itself; '' for an ordinary line.
 */
export function registerRemark(entry: AshRegisterEntry, lines: readonly AshRegisterEntry[]): string {
  const parts: string[] = [];
  if (entry.correctsId) {
    const corrected = lines.find((line) => line.destinationId === entry.correctsId);
    const reason = entry.correctionReason ?? '';
    parts.push(
      corrected?.closedAt
        ? interpolate(register.correctionOf, { date: formatDate(corrected.closedAt), reason })
        : interpolate(nlAshRegister.line.correction, { reason }),
    );
  }
  if (entry.correctedAt)
    parts.push(interpolate(register.correctedBy, { date: formatDate(entry.correctedAt) }));
  return parts.join(' ');
}

/** The columns of the register, in the order of `messages.ash.register.columns` (the CSV and PDF use it too). */
export type RegisterColumn = keyof typeof register.columns;

export const REGISTER_COLUMNS = Object.keys(register.columns) as RegisterColumn[];

const dash = nlAshRegister.common.none;
const orDash = (value: string | null | undefined) => (value && value.trim() !== '' ? value : dash);
const dateOrDash = (value: string | null) => (value ? formatDate(value) : dash);

/** Every column's text of one line ('—' when empty). */
export function registerCells(
  entry: AshRegisterEntry,
  lines: readonly AshRegisterEntry[],
): Record<RegisterColumn, string> {
  return {
    registrationNumber: entry.registrationNumber,
    lastName: entry.lastName,
    firstNames: orDash(entry.firstNames),
    crematedOn: formatDate(entry.crematedOn),
    destination: entry.kind ? messages.ash.kinds[entry.kind] : dash,
    outcome: entry.outcome ? messages.ash.outcomes[entry.outcome] : dash,
    decidedByName: orDash(entry.decidedByName),
    decidedByAddress: orDash(entry.decidedByAddress),
    destinationPlace: orDash(entry.destinationPlace),
    handedToOrPlaced: orDash(entry.handedToOrPlaced),
    executedOn: dateOrDash(entry.executedOn),
    status: registerStatusLabel(entry.status),
    closedAt: dateOrDash(entry.closedAt),
    remark: orDash(registerRemark(entry, lines)),
  };
}

/** A stable key for a line: the destination, or the record for a line without destination. */
export const lineKey = (entry: AshRegisterEntry) => entry.destinationId ?? `record:${entry.recordId}`;

/**
 * A column's header with soft hyphens at the joins of its long compound words ("Registratie-nummer"), so that
 * fourteen columns fit a wide screen: the browser breaks a word there only when it must. Read aloud unchanged.
 */
const BREAKS: Record<string, string> = {
  Registratienummer: 'Registratie\u00ADnummer',
  Crematiedatum: 'Crematie\u00ADdatum',
  Asbestemming: 'As\u00ADbestemming',
  bestemming: 'be\u00ADstemming',
  Overgedragen: 'Over\u00ADgedragen',
  uitvoering: 'uit\u00ADvoering',
};
export const breakableHeader = (label: string): string =>
  label
    .split(' ')
    .map((word) => BREAKS[word] ?? word)
    .join(' ');
