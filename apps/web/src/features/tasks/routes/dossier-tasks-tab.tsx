import { interpolate } from '@afscheid/shared';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useParams } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { lazyDialog } from '../../../components/ui/lazy-dialog.tsx';
import { isApiError } from '../../../lib/api/errors.ts';
import { IfCan } from '../../../lib/gate/gate-components.tsx';
import { nl } from '../../../lib/i18n/nl-NL.ts';
import { work } from '../../../lib/i18n/nl-NL.work.ts';
import { taskKeys } from '../api/query-keys.ts';
import { listDossierTasks } from '../api/tasks-api.ts';
import type { TaskNotice } from '../components/task-checkbox.tsx';
import { TaskRow } from '../components/task-row.tsx';
import { useDossierReadOnly } from '../lib/dossier-outlet.ts';
import { todayIso } from '../lib/task-display.ts';

// The new-task form with its date field loads on its first opening (decision 029's addendum).
const TaskCreateDialog = lazyDialog(
  async () => (await import('../components/task-create-dialog.tsx')).TaskCreateDialog,
);

/** `/dossiers/{id}/tasks`: the dossier's tasks in the order of its list, with checkboxes and "Taak toevoegen". */
export function DossierTasksTab() {
  const { id = '' } = useParams();
  const headingId = useId();
  const readOnly = useDossierReadOnly();
  const [creating, setCreating] = useState(false);
  const [notice, setNotice] = useState<TaskNotice | null>(null);
  const {
    data: tasks,
    isPending,
    isError,
    error,
    refetch,
  } = useQuery({
    queryKey: taskKeys.dossier(id),
    queryFn: () => listDossierTasks(id),
  });
  const today = todayIso();
  const done = tasks?.filter((task) => task.status === 'done').length ?? 0;

  return (
    <section aria-labelledby={headingId}>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h2 id={headingId} className="text-xl font-semibold text-stone-900">
            {work.dossierTasks.heading}
          </h2>
          <p className="mt-1 text-stone-700">{work.dossierTasks.intro}</p>
        </div>
        {!readOnly && (
          <IfCan permission="tasks.create">
            <Button
              variant="secondary"
              onClick={() => {
                setNotice(null);
                setCreating(true);
              }}
            >
              {work.dossierTasks.add}
            </Button>
          </IfCan>
        )}
      </div>

      <div aria-live="polite" className="mt-4">
        {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
      </div>

      {isPending && <p className="mt-4 text-stone-700">{work.common.loading}</p>}
      {isError && (
        <Alert tone="error" className="mt-4">
          {work.tasks.loadFailed} {isApiError(error) ? error.message : nl.errors.serverNoReference}{' '}
          <button type="button" className="underline" onClick={() => void refetch()}>
            {work.common.retry}
          </button>
        </Alert>
      )}
      {tasks && tasks.length === 0 && <p className="mt-4 text-stone-700">{work.dossierTasks.none}</p>}
      {tasks && tasks.length > 0 && (
        <>
          <p className="mt-4 text-sm text-stone-700" data-testid="dossier-task-progress">
            {interpolate(work.dossierTasks.progress, { done, total: tasks.length })}
          </p>
          <ol
            aria-label={work.dossierTasks.list}
            className="mt-2 divide-y divide-stone-200 rounded-lg border border-stone-200 bg-white shadow-sm"
          >
            {tasks.map((task) => (
              <TaskRow
                key={task.id}
                task={task}
                today={today}
                showDossier={false}
                readOnly={readOnly}
                onNotice={setNotice}
              />
            ))}
          </ol>
        </>
      )}

      <TaskCreateDialog
        open={creating}
        dossierId={id}
        onClose={() => setCreating(false)}
        onCreated={(task) =>
          setNotice({ tone: 'success', text: interpolate(work.tasks.created, { title: task.title }) })
        }
      />
    </section>
  );
}
