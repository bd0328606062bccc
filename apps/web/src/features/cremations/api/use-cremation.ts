import { useQuery } from '@tanstack/react-query';
import { getCremation, listOvens } from './cremations-api.ts';
import { cremationKeys } from './query-keys.ts';

/** One cremation record, cached under its detail key. */
export function useCremation(id: string) {
  return useQuery({ queryKey: cremationKeys.detail(id), queryFn: () => getCremation(id) });
}

/** The crematorium's active ovens, for the oven choices. */
export function useOvens() {
  return useQuery({ queryKey: cremationKeys.ovens, queryFn: listOvens, staleTime: 60_000 });
}
