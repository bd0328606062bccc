/**
 * Ashes (Wet op de lijkbezorging, art. 59 lid 1): the crematorium keeps the urn "gedurende minimaal een maand"
 * after the cremation, so the ashes may leave from the day after that full month. A future revision may shorten
 * the period: it is a parameter.
 */
import { toWallClock, type DateInput } from '../format/wall-clock.ts';
import { addDays } from './holidays.ts';
import { foldedWords } from '../format/fold.ts';

export const ASH_WAITING_MONTHS = 1;

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/**
 * The first day the ashes may be released (`YYYY-MM-DD`), art. 59 lid 1 Wlb: the day after `months` full
 * calendar months from the cremation date (a calendar date or an instant, read in Amsterdam). A month ends on
 * the same day number of the next month, or on its last day when it lacks that day: cremated 7 January → from
 * 8 February; 28–31 January 2026 → the month ends on 28 February → from 1 March; 31 December → from 1 February.
 * With 0 months there is no waiting: the cremation date itself. Null for an empty or invalid date.
 */
export function ashReleaseDate(cremationDate: DateInput, months: number = ASH_WAITING_MONTHS): string | null {
  const clock = toWallClock(cremationDate);
  if (!clock) return null;
  const cremated = `${pad(clock.year, 4)}-${pad(clock.month)}-${pad(clock.day)}`;
  if (months <= 0) return cremated;
  const monthIndex = clock.year * 12 + (clock.month - 1) + months;
  const year = Math.floor(monthIndex / 12);
  const month = (monthIndex % 12) + 1;
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const periodEnds = `${pad(year, 4)}-${pad(month)}-${pad(Math.min(clock.day, lastDay))}`;
  return addDays(periodEnds, 1);
}

/** The destination kinds of an ash record (the client's choice), by wire code. */
export const ASH_DESTINATION_KINDS = [
  'niche',
  'urn_wall',
  'urn_grave',
  'urn_garden',
  'existing_grave',
  'scattering_field',
  'scatter_elsewhere',
  'sea',
  'hand_over',
  'abroad',
] as const;
export type AshDestinationKind = (typeof ASH_DESTINATION_KINDS)[number];

/** The four outcomes of art. 59 lid 2 Wlb. */
export const ASH_OUTCOMES = ['placed', 'scattered', 'handed_over', 'abroad'] as const;
export type AshOutcome = (typeof ASH_OUTCOMES)[number];

/** Each destination kind comes down to one of the four outcomes of art. 59 lid 2 Wlb. */
export const ASH_KIND_OUTCOMES: Record<AshDestinationKind, AshOutcome> = {
  niche: 'placed',
  urn_wall: 'placed',
  urn_grave: 'placed',
  urn_garden: 'placed',
  existing_grave: 'placed',
  scattering_field: 'scattered',
  scatter_elsewhere: 'scattered',
  sea: 'scattered',
  hand_over: 'handed_over',
  abroad: 'abroad',
};

/** The outcomes a block of the officier van justitie forbids (art. 76 lid 4 Wlb): scattering, hand-over, abroad. */
export const BLOCKED_OUTCOMES: readonly AshOutcome[] = ['scattered', 'handed_over', 'abroad'];

/** True when a block forbids approving this kind. */
export const kindIsBlockable = (kind: AshDestinationKind): boolean =>
  BLOCKED_OUTCOMES.includes(ASH_KIND_OUTCOMES[kind]);

/**
 * How the crematorium executes a kind: it places an urn (its own ash place, or a place elsewhere it hands the
 * urn to), scatters itself (only on a permanent scattering field or at sea, art. 66a/66b Wlb), or hands the urn
 * over (to the client, who scatters elsewhere or takes it home or abroad).
 */
export const ASH_KIND_EXECUTION: Record<AshDestinationKind, 'placement' | 'scattering' | 'hand_over'> = {
  niche: 'placement',
  urn_wall: 'placement',
  urn_grave: 'placement',
  urn_garden: 'placement',
  existing_grave: 'placement',
  scattering_field: 'scattering',
  scatter_elsewhere: 'hand_over',
  sea: 'scattering',
  hand_over: 'hand_over',
  abroad: 'hand_over',
};

/** The kinds of the crematorium's own ash places. */
export const ASH_PLACE_KINDS = ['niche', 'urn_wall', 'urn_grave', 'urn_garden', 'scattering_field', 'other'] as const;
export type AshPlaceKind = (typeof ASH_PLACE_KINDS)[number];

/** Which ash places a destination kind may use ('other' fits every kind that uses a place). */
export const ASH_PLACE_KINDS_FOR: Partial<Record<AshDestinationKind, readonly AshPlaceKind[]>> = {
  niche: ['niche', 'urn_wall', 'other'],
  urn_wall: ['urn_wall', 'niche', 'other'],
  urn_grave: ['urn_grave', 'other'],
  urn_garden: ['urn_garden', 'other'],
  scattering_field: ['scattering_field', 'other'],
};

/** A record's state, from its destinations: in_storage → destination_requested → approved → executed → closed. */
export const ASH_RECORD_STATUSES = [
  'in_storage',
  'destination_requested',
  'approved',
  'executed',
  'closed',
] as const;
export type AshRecordStatus = (typeof ASH_RECORD_STATUSES)[number];

/** A destination's state: requested → approved → executed → closed, or withdrawn before it was executed. */
export const ASH_DESTINATION_STATUSES = ['requested', 'approved', 'executed', 'closed', 'withdrawn'] as const;
export type AshDestinationStatus = (typeof ASH_DESTINATION_STATUSES)[number];

const RECORD_STATUS_OF: Record<Exclude<AshDestinationStatus, 'withdrawn'>, AshRecordStatus> = {
  requested: 'destination_requested',
  approved: 'approved',
  executed: 'executed',
  closed: 'closed',
};

/**
 * The record's state from its destinations (withdrawn ones and corrected entries left out by the caller): in
 * storage without any; otherwise the least advanced destination's state. While some urns have no destination
 * yet the record is never closed (at most executed: an urn is still in storage).
 */
export function ashRecordStatus(
  urnCount: number,
  destinations: readonly { status: AshDestinationStatus; urns: number }[],
): AshRecordStatus {
  const active = destinations.filter((destination) => destination.status !== 'withdrawn');
  if (active.length === 0) return 'in_storage';
  const rank = (status: AshRecordStatus) => ASH_RECORD_STATUSES.indexOf(status);
  let least: AshRecordStatus = 'closed';
  for (const destination of active) {
    const status = RECORD_STATUS_OF[destination.status as Exclude<AshDestinationStatus, 'withdrawn'>];
    if (rank(status) < rank(least)) least = status;
  }
  const assigned = active.reduce((sum, destination) => sum + destination.urns, 0);
  if (assigned < urnCount && least === 'closed') return 'executed';
  return least;
}

/**
 * The first day the ashes may leave: the legal release date, or the exemption's date when the officier van
 * justitie granted one (only an earlier date counts).
 */
export function effectiveReleaseDate(record: {
  earliest_release_on?: string;
  earliestReleaseOn?: string;
  exemption_release_on?: string | null;
  exemptionReleaseOn?: string | null;
}): string {
  const legal = (record.earliest_release_on ?? record.earliestReleaseOn)!;
  const exemption = record.exemption_release_on ?? record.exemptionReleaseOn ?? null;
  return exemption && exemption < legal ? exemption : legal;
}

/** Whole days from `today` until `releaseOn` (both `YYYY-MM-DD`); 0 or less: the ashes may be released. */
export function daysUntilRelease(releaseOn: string, today: string): number {
  const day = (value: string) => Date.UTC(+value.slice(0, 4), +value.slice(5, 7) - 1, +value.slice(8, 10));
  return Math.round((day(releaseOn) - day(today)) / 86_400_000);
}

/**
 * The last cremation date that is over the storage term on `today`: a record cremated on or before it has been
 * in storage longer than `months` calendar months (the organisation's term, default six).
 */
export function storageTermCutoff(today: string, months: number): string {
  const year = +today.slice(0, 4);
  const month = +today.slice(5, 7);
  const dayNumber = +today.slice(8, 10);
  const index = year * 12 + (month - 1) - months;
  const cutoffYear = Math.floor(index / 12);
  const cutoffMonth = (index % 12) + 1;
  const lastDay = new Date(Date.UTC(cutoffYear, cutoffMonth, 0)).getUTCDate();
  const cutoff = `${pad(cutoffYear, 4)}-${pad(cutoffMonth)}-${pad(Math.min(dayNumber, lastDay))}`;
  return addDays(cutoff, -1);
}

/** The folded search text of a record: its name, first names and registration number. */
export function ashSearchText(record: {
  deceased_name: string;
  deceased_first_names?: string | null;
  registration_number: string;
}): string {
  return foldedWords(
    [record.deceased_name, record.deceased_first_names ?? '', record.registration_number].join(' '),
  ).join(' ');
}

/**
 * The dossier section's destination (`ash-destination`, the funeral company's words) as the crematorium's
 * kind; null when the section has none.
 */
export function ashKindFromSection(destination: string | null | undefined): AshDestinationKind | null {
  switch (destination) {
    case 'columbarium':
      return 'niche';
    case 'urn_grave':
    case 'urn_garden':
    case 'existing_grave':
    case 'scatter_elsewhere':
    case 'abroad':
      return destination;
    case 'scatter_field':
      return 'scattering_field';
    case 'scatter_water':
      return 'sea';
    case 'handover':
    case 'jewellery':
      return 'hand_over';
    default:
      return null;
  }
}
