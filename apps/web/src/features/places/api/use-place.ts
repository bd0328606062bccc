import { useQuery } from '@tanstack/react-query';
import { getPlace } from './places-api.ts';
import { placeKeys } from './query-keys.ts';

/** One place, cached under its detail key (the place page, its edit page and the broadcast pages share it). */
export function usePlace(id: string) {
  return useQuery({ queryKey: placeKeys.detail(id), queryFn: () => getPlace(id) });
}
