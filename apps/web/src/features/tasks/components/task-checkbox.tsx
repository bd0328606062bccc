import { interpolate, type Task } from '@afscheid/shared';
import { isApiError } from '../../../lib/api/errors.ts';
import { useGate } from '../../../lib/gate/gate-components.tsx';
import { nl } from '../../../lib/i18n/nl-NL.ts';
import { work } from '../../../lib/i18n/nl-NL.work.ts';
import { useToggleTask } from '../api/use-toggle-task.ts';

export type TaskNotice = { tone: 'success' | 'error'; text: string };

/**
 * The checkbox that completes or reopens a task right in a list: the list shows the change at once and puts it
 * back when the server refuses. Read-only (disabled) without `tasks.update` or in an archived dossier.
 */
export function TaskCheckbox({
  task,
  readOnly = false,
  onNotice,
}: {
  task: Task;
  readOnly?: boolean;
  onNotice?: (notice: TaskNotice) => void;
}) {
  const canUpdate = useGate().can('tasks.update');
  const toggle = useToggleTask({
    onDone: (saved) =>
      onNotice?.({
        tone: 'success',
        text: interpolate(saved.status === 'done' ? work.tasks.completed : work.tasks.reopened, {
          title: saved.title,
        }),
      }),
    onFailed: (failed, error) =>
      onNotice?.({
        tone: 'error',
        text: interpolate(work.tasks.toggleFailed, {
          title: failed.title,
          message: isApiError(error) ? error.message : nl.errors.serverNoReference,
        }),
      }),
  });
  const done = task.status === 'done';
  return (
    <input
      type="checkbox"
      checked={done}
      disabled={!canUpdate || readOnly}
      aria-busy={toggle.isPending || undefined}
      aria-label={interpolate(work.tasks.checkboxLabel, { title: task.title })}
      onChange={(event) => {
        // One change at a time (not disabled meanwhile: that would take the keyboard focus away).
        if (toggle.isPending) return;
        toggle.mutate({ task, status: event.target.checked ? 'done' : 'open' });
      }}
      className="mt-0.5 size-6 shrink-0 rounded border-stone-400 accent-brand-700 disabled:cursor-not-allowed"
    />
  );
}
