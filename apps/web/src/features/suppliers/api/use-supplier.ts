import { useQuery } from '@tanstack/react-query';
import { supplierKeys } from './query-keys.ts';
import { getSupplier } from './suppliers-api.ts';

/** One supplier, cached under its detail key (the supplier page and its edit page share it). */
export function useSupplier(id: string) {
  return useQuery({ queryKey: supplierKeys.detail(id), queryFn: () => getSupplier(id) });
}
