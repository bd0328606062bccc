import {
  ASH_DESTINATION_KIND_LABELS,
  ASH_DESTINATION_STATUS_LABELS,
  ASH_OUTCOME_LABELS,
  formatDate,
  formatDateShort,
  interpolate,
  messages,
  type AshRegisterEntry,
} from '@afscheid/shared';

const texts = messages.ash.register;

/** The register's columns, in their order in the CSV (the PDF joins the decider's name and address). */
export const REGISTER_COLUMNS = [
  'registrationNumber',
  'lastName',
  'firstNames',
  'crematedOn',
  'destination',
  'outcome',
  'decidedByName',
  'decidedByAddress',
  'destinationPlace',
  'handedToOrPlaced',
  'executedOn',
  'status',
  'closedAt',
  'remark',
] as const satisfies readonly (keyof typeof texts.columns)[];

export type RegisterColumn = (typeof REGISTER_COLUMNS)[number];
export type RegisterText = Record<RegisterColumn, string>;

/**
 * What a reader of the exported register sees on a line, every cell as text: labels instead of codes, dates as
 * `21-11-2026` (see `csv.ts` for why), and the remark that ties a correction to the entry it corrects ("Correctie
 * van de regel van 21 november 2026: …") and marks the corrected entry ("Gecorrigeerd op …").
 */
export function registerTexts(entries: readonly AshRegisterEntry[]): RegisterText[] {
  const byDestination = new Map(entries.map((entry) => [entry.destinationId, entry]));
  return entries.map((entry) => {
    const remarks: string[] = [];
    if (entry.correctsId) {
      const corrected = byDestination.get(entry.correctsId);
      remarks.push(
        interpolate(texts.correctionOf, {
          date: formatDate(corrected?.closedAt ?? ''),
          reason: entry.correctionReason ?? '',
        }),
      );
    }
    if (entry.correctedAt)
      remarks.push(interpolate(texts.correctedBy, { date: formatDate(entry.correctedAt) }));
    return {
      registrationNumber: entry.registrationNumber,
      lastName: entry.lastName,
      firstNames: entry.firstNames ?? '',
      crematedOn: formatDateShort(entry.crematedOn),
      destination: entry.kind ? ASH_DESTINATION_KIND_LABELS[entry.kind] : '',
      outcome: entry.outcome ? ASH_OUTCOME_LABELS[entry.outcome] : '',
      decidedByName: entry.decidedByName ?? '',
      decidedByAddress: entry.decidedByAddress ?? '',
      destinationPlace: entry.destinationPlace ?? '',
      handedToOrPlaced: entry.handedToOrPlaced ?? '',
      executedOn: entry.executedOn ? formatDateShort(entry.executedOn) : '',
      status:
        entry.status === 'in_storage'
          ? texts.inStorage
          : ASH_DESTINATION_STATUS_LABELS[entry.status as keyof typeof ASH_DESTINATION_STATUS_LABELS],
      closedAt: entry.closedAt ? formatDateShort(entry.closedAt) : '',
      remark: remarks.join(' '),
    };
  });
}
