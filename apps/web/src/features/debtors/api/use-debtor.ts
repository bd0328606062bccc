import { useQuery } from '@tanstack/react-query';
import { getDebtor } from './debtors-api.ts';
import { debtorKeys } from './query-keys.ts';

/** One debtor (a 404 is not retried: the page says it does not exist). */
export function useDebtor(id: string) {
  return useQuery({
    queryKey: debtorKeys.detail(id),
    queryFn: () => getDebtor(id),
    retry: (count, error) => (error as { status?: number }).status !== 404 && count < 2,
  });
}
