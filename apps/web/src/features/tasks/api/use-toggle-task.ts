import type { Task, TaskStatus } from '@afscheid/shared';
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useSession } from '../../auth/index.ts';
import { dossierDetailKey, taskKeys } from './query-keys.ts';
import { patchCachedTasks } from './task-cache.ts';
import { updateTask } from './tasks-api.ts';

interface ToggleContext {
  snapshot: [QueryKey, unknown][];
}

/**
 * Completes or reopens a task, optimistically: every cached copy (the task lists, the dossier's list, the task
 * page) shows the new state at once; a failure puts the copies back as they were. Afterwards the lists and the
 * dossier header (its open task count) are fetched again.
 */
export function useToggleTask(
  options: { onDone?: (task: Task) => void; onFailed?: (task: Task, error: unknown) => void } = {},
) {
  const queryClient = useQueryClient();
  const { user } = useSession();

  return useMutation<Task, unknown, { task: Task; status: TaskStatus }, ToggleContext>({
    mutationFn: ({ task, status }) => updateTask(task.id, { version: task.version, status }),
    onMutate: async ({ task, status }) => {
      // A fetch still under way would overwrite the optimistic state with the old one.
      await queryClient.cancelQueries({ queryKey: taskKeys.all });
      const snapshot = queryClient.getQueriesData<unknown>({ queryKey: taskKeys.all });
      const done = status === 'done';
      const optimistic = (current: Task): Task => ({
        ...current,
        status,
        completedAt: done ? new Date().toISOString() : null,
        completedBy: done && user ? { id: user.id, name: user.name } : null,
      });
      queryClient.setQueriesData<unknown>({ queryKey: taskKeys.all }, (cached: unknown) =>
        patchCachedTasks(cached, task.id, optimistic),
      );
      return { snapshot };
    },
    onSuccess: (saved) => {
      // The new version matters: the next change is based on it.
      queryClient.setQueriesData<unknown>({ queryKey: taskKeys.all }, (cached: unknown) =>
        patchCachedTasks(cached, saved.id, (current) => ({ ...saved, isOverdue: current.isOverdue })),
      );
      queryClient.setQueryData(taskKeys.detail(saved.id), saved);
      options.onDone?.(saved);
    },
    onError: (error, { task }, context) => {
      for (const [key, data] of context?.snapshot ?? []) queryClient.setQueryData(key, data);
      options.onFailed?.(task, error);
    },
    onSettled: (_saved, _error, { task }) => {
      void queryClient.invalidateQueries({ queryKey: taskKeys.all });
      if (task.dossier) void queryClient.invalidateQueries({ queryKey: dossierDetailKey(task.dossier.id) });
    },
  });
}
