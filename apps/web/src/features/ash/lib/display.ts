import {
  ASH_DESTINATION_KINDS,
  ASH_KIND_OUTCOMES,
  formatDate,
  formatDateTime,
  interpolate,
  messages,
  type AshDestinationData,
  type AshDestinationKind,
  type AshDestinationStatus,
  type AshPlaceData,
  type AshRecordListItem,
  type AshRecordStatus,
  type UserRef,
} from '@afscheid/shared';
import type { BadgeTone } from '../../../components/ui/badge.tsx';
import { ashTexts } from './texts.ts';

const a = messages.ash;

/** The term a record without its own says (the organisation's default, six months). */
export const DEFAULT_STORAGE_TERM_MONTHS = 6;

export const RECORD_STATUS_TONES: Record<AshRecordStatus, BadgeTone> = {
  in_storage: 'neutral',
  destination_requested: 'warning',
  approved: 'info',
  executed: 'success',
  closed: 'muted',
};

export const DESTINATION_STATUS_TONES: Record<AshDestinationStatus, BadgeTone> = {
  requested: 'warning',
  approved: 'info',
  executed: 'success',
  closed: 'muted',
  withdrawn: 'muted',
};

export const recordStatusLabel = (status: AshRecordStatus): string => a.statuses[status];
export const destinationStatusLabel = (status: AshDestinationStatus): string => a.destinationStatuses[status];
export const kindLabel = (kind: AshDestinationKind): string => a.kinds[kind];
export const outcomeLabel = (kind: AshDestinationKind): string => a.outcomes[ASH_KIND_OUTCOMES[kind]];

/** The ten kinds as choices, each with its outcome of art. 59 lid 2: "Verstrooiing op zee of binnenwater (Verstrooien)". */
export const KIND_OPTIONS = ASH_DESTINATION_KINDS.map((kind) => ({
  value: kind,
  label: interpolate(ashTexts.destinationForm.kindOption, {
    kind: kindLabel(kind),
    outcome: outcomeLabel(kind),
  }),
}));

/**
 * The release as the list and the header say it: "Vrij te geven" once the day has come, otherwise "Vrij te
 * geven over 12 dagen" with the date.
 */
export function releaseText(record: Pick<AshRecordListItem, 'daysUntilRelease' | 'releaseOn'>): {
  text: string;
  date: string | null;
  releasable: boolean;
} {
  const days = record.daysUntilRelease;
  if (days <= 0) return { text: a.list.releasable, date: null, releasable: true };
  return {
    text: days === 1 ? a.list.releaseTomorrow : interpolate(a.list.releaseIn, { days }),
    date: interpolate(ashTexts.list.releaseFrom, { date: formatDate(record.releaseOn) }),
    releasable: false,
  };
}

/** The warnings of a record: over the storage term, blocked, an exemption. */
export function recordFlags(
  record: Pick<AshRecordListItem, 'overTerm' | 'blocked' | 'exempted'>,
  storageTermMonths: number,
): { key: 'overTerm' | 'blocked' | 'exempted'; text: string; tone: BadgeTone }[] {
  const flags: { key: 'overTerm' | 'blocked' | 'exempted'; text: string; tone: BadgeTone }[] = [];
  if (record.overTerm)
    flags.push({
      key: 'overTerm',
      text: interpolate(a.list.overTerm, { months: storageTermMonths }),
      tone: 'warning',
    });
  if (record.blocked) flags.push({ key: 'blocked', text: a.list.blocked, tone: 'danger' });
  if (record.exempted) flags.push({ key: 'exempted', text: a.list.exemption, tone: 'info' });
  return flags;
}

/** "Bakker, J.M." style: the name with the initials when known. */
export function nameWithInitials(record: { deceasedName: string; deceasedInitials: string | null }): string {
  return record.deceasedInitials
    ? `${record.deceasedName} (${record.deceasedInitials})`
    : record.deceasedName;
}

/** The kinds of a record's destinations, each once, as text. */
export function destinationKindsText(kinds: readonly AshDestinationKind[]): string | null {
  const unique = [...new Set(kinds)];
  return unique.length > 0 ? unique.map(kindLabel).join(', ') : null;
}

/** "1 van 2 bezet", "onbeperkt" (no capacity), counting the urns placed. */
export function occupationText(place: Pick<AshPlaceData, 'occupied' | 'capacity'>): string {
  if (place.capacity === null) return ashTexts.place.unlimited;
  return interpolate(ashTexts.place.occupation, { occupied: place.occupied, capacity: place.capacity });
}

/** A place is full when its placed urns fill its capacity (places without capacity never are). */
export const placeIsFull = (place: Pick<AshPlaceData, 'occupied' | 'capacity'>): boolean =>
  place.capacity !== null && place.occupied >= place.capacity;

/** A place as a choice: "C-03 (Columbarium oost) — Nis in columbarium, 1 van 2 bezet". */
export function placeOptionLabel(place: AshPlaceData): string {
  const values = {
    code: place.code,
    location: place.location ?? '',
    kind: a.placeKinds[place.kind],
    occupation: occupationText(place),
  };
  return place.location
    ? interpolate(ashTexts.place.optionLocation, values)
    : interpolate(ashTexts.place.option, values);
}

/** "Ans de Groot op 21 november 2026 10:30" or only the moment. */
export function byWhen(user: UserRef | null, at: string | null): string | null {
  if (!at) return null;
  const when = formatDateTime(at);
  return user ? interpolate(ashTexts.common.by, { name: user.name, when }) : when;
}

/** Where the urn went, as the register says it: the person it was handed to, the ash place, or the place. */
export function handedToOrPlaced(
  destination: Pick<AshDestinationData, 'handedToName' | 'ashPlace' | 'executedPlace' | 'destinationPlace'>,
): string | null {
  if (destination.handedToName) return destination.handedToName;
  if (destination.ashPlace) {
    const place = destination.ashPlace;
    return place.location ? `${place.code} (${place.location})` : place.code;
  }
  return destination.executedPlace ?? null;
}

/** A yes/no/unknown answer as text. */
export const yesNo = (value: boolean | null): string =>
  value === null ? ashTexts.common.unknown : value ? ashTexts.common.yes : ashTexts.common.no;

/** The destinations that still take urns (not withdrawn, not replaced by a correction). */
export const isRunning = (destination: Pick<AshDestinationData, 'status' | 'correctedById'>): boolean =>
  destination.status !== 'withdrawn' && !destination.correctedById;
