import { useQuery } from '@tanstack/react-query';
import { listCategories, listSupplierOptions } from './articles-api.ts';
import { articleKeys } from './query-keys.ts';

export interface OptionsState {
  options: { value: string; label: string }[];
  loading: boolean;
  failed: boolean;
}

/** The organisation's categories as choices, in its order. */
export function useCategoryOptions(): OptionsState {
  const query = useQuery({ queryKey: articleKeys.categories, queryFn: listCategories });
  return {
    options: (query.data ?? []).map((category) => ({ value: category.id, label: category.name })),
    loading: query.isPending,
    failed: query.isError,
  };
}

/** The organisation's suppliers as choices, by name. */
export function useSupplierOptions(enabled = true): OptionsState {
  const query = useQuery({ queryKey: articleKeys.supplierOptions, queryFn: listSupplierOptions, enabled });
  return {
    options: (query.data ?? []).map((supplier) => ({ value: supplier.id, label: supplier.name })),
    loading: enabled && query.isPending,
    failed: query.isError,
  };
}
