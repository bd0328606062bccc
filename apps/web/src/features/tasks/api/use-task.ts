import { useQuery } from '@tanstack/react-query';
import { taskKeys } from './query-keys.ts';
import { getTask } from './tasks-api.ts';

/** One task, cached under its detail key (the task page and its edit page share it, and toggles patch it). */
export function useTask(id: string) {
  return useQuery({ queryKey: taskKeys.detail(id), queryFn: () => getTask(id) });
}
