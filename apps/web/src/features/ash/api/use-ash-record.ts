import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { AshDestinationData, AshRecordData } from '@afscheid/shared';
import { isPlainObject, isVersioned } from '../../../lib/forms/conflict.ts';
import { getAshRecord, listActiveAshPlaces, type DestinationAnswer } from './ash-api.ts';
import { ashKeys } from './query-keys.ts';

/** One ash record with its destinations and documents, cached under its detail key. */
export function useAshRecord(id: string) {
  return useQuery({ queryKey: ashKeys.detail(id), queryFn: () => getAshRecord(id) });
}

/** The crematorium's active ash places with their occupation, for the place choices (only while `enabled`). */
export function useActiveAshPlaces(enabled = true) {
  return useQuery({ queryKey: ashKeys.places, queryFn: listActiveAshPlaces, staleTime: 30_000, enabled });
}

/** An answer that is the whole record (with its destinations and documents), not one destination. */
export function isAshRecord(value: unknown): value is AshRecordData {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { registrationNumber?: unknown }).registrationNumber === 'string' &&
    Array.isArray((value as { destinations?: unknown }).destinations) &&
    typeof (value as { version?: unknown }).version === 'number'
  );
}

/** A destination in an answer (a 409's too): the destination itself, or the record that holds it. */
export function destinationIn(data: unknown, id: string): AshDestinationData | null {
  if (isAshRecord(data)) return data.destinations.find((destination) => destination.id === id) ?? null;
  if (!isVersioned(data) || data.id !== id) return null;
  const fields = data as Record<string, unknown>;
  return isPlainObject(fields) && typeof fields['kind'] === 'string'
    ? (data as unknown as AshDestinationData)
    : null;
  return null;
}

/**
 * After any change on a record: a record answer goes straight into the cache, then the record, the lists and
 * every other ash screen (places, register: keys that start with "ash") are refreshed.
 */
export async function refreshAsh(
  queryClient: QueryClient,
  answer?: DestinationAnswer | AshRecordData | null,
): Promise<void> {
  if (answer && isAshRecord(answer)) queryClient.setQueryData(ashKeys.detail(answer.id), answer);
  await queryClient.invalidateQueries({
    predicate: (query) => typeof query.queryKey[0] === 'string' && query.queryKey[0].startsWith('ash'),
  });
}
