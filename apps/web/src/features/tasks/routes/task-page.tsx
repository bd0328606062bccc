import { formatDate, formatDateTime, interpolate, TASK_STATUS_LABELS, type Task } from '@afscheid/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type ReactNode } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { PageTitle } from '../../../components/ui/page-title.tsx';
import { isApiError } from '../../../lib/api/errors.ts';
import { IfCan } from '../../../lib/gate/gate-components.tsx';
import { work } from '../../../lib/i18n/nl-NL.work.ts';
import { dossierDetailKey, taskKeys } from '../api/query-keys.ts';
import { removeCachedTask } from '../api/task-cache.ts';
import { deleteTask } from '../api/tasks-api.ts';
import { useTask } from '../api/use-task.ts';
import { useToggleTask } from '../api/use-toggle-task.ts';
import type { TaskNotice } from '../components/task-checkbox.tsx';
import { describeDue, dossierLabel, PRIORITY_TONE, priorityLabel, todayIso } from '../lib/task-display.ts';
import { errorText } from '../../../lib/api/error-text.ts';
import { NoticeRegion } from '../../../components/ui/notice.tsx';
import { PageProblem } from '../../../components/ui/page-problem.tsx';
import { linkButtonClass } from '../../../components/ui/link-button.ts';

/** `/tasks/{id}`: every field of a task, its dossier, and complete/reopen, edit and delete. */
export function TaskPage() {
  const { id = '' } = useParams();
  const location = useLocation();
  const { data: task, isPending, isError, error } = useTask(id);

  if (isPending) return <p className="text-stone-700">{work.common.loading}</p>;
  if (isError || !task) {
    return (
      <PageProblem title={work.tasks.title} back={{ to: '/tasks', label: work.task.backToList }}>
        {isApiError(error) && (error.status === 404 || error.status === 403)
          ? error.message
          : `${work.task.loadFailed} ${errorText(error)}`}
      </PageProblem>
    );
  }
  const initialNotice = (location.state as { notice?: string } | null)?.notice ?? null;
  return <TaskDetails key={task.id} task={task} initialNotice={initialNotice} />;
}

function TaskDetails({ task, initialNotice }: { task: Task; initialNotice: string | null }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [notice, setNotice] = useState<TaskNotice | null>(
    initialNotice ? { tone: 'success', text: initialNotice } : null,
  );
  const detailsId = useId();
  const [confirming, setConfirming] = useState(false);
  const [removeError, setRemoveError] = useState<string | null>(null);
  const today = todayIso();
  const due = describeDue(task, today);
  const done = task.status === 'done';

  const toggle = useToggleTask({
    onDone: (saved) =>
      setNotice({
        tone: 'success',
        text: interpolate(saved.status === 'done' ? work.tasks.completed : work.tasks.reopened, {
          title: saved.title,
        }),
      }),
    onFailed: (failed, failure) =>
      setNotice({
        tone: 'error',
        text: interpolate(work.tasks.toggleFailed, { title: failed.title, message: errorText(failure) }),
      }),
  });

  const remove = useMutation({
    mutationFn: () => deleteTask(task.id),
    onSuccess: async () => {
      setConfirming(false);
      queryClient.setQueriesData<unknown>({ queryKey: taskKeys.all }, (cached: unknown) =>
        removeCachedTask(cached, task.id),
      );
      queryClient.removeQueries({ queryKey: taskKeys.detail(task.id) });
      void queryClient.invalidateQueries({ queryKey: taskKeys.all });
      if (task.dossier) void queryClient.invalidateQueries({ queryKey: dossierDetailKey(task.dossier.id) });
      await navigate('/tasks', { state: { notice: interpolate(work.task.removed, { title: task.title }) } });
    },
    onError: (failure) => setRemoveError(errorText(failure)),
  });

  return (
    <div className="max-w-3xl">
      <p>
        <Link to="/tasks">{work.task.backToList}</Link>
      </p>
      <header className="mt-3 flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <PageTitle className={done ? 'text-stone-700' : undefined}>{task.title}</PageTitle>
          <p className="mt-2 flex flex-wrap gap-2">
            {done ? (
              <Badge tone="success">{work.tasks.done}</Badge>
            ) : (
              <Badge tone="info">{TASK_STATUS_LABELS.open}</Badge>
            )}
            {due.overdue && <Badge tone="danger">{work.tasks.overdue}</Badge>}
            <Badge tone={PRIORITY_TONE[task.priority]}>{priorityLabel(task.priority)}</Badge>
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <IfCan permission="tasks.update">
            <Button
              variant={done ? 'secondary' : 'primary'}
              busy={toggle.isPending}
              busyLabel={done ? work.task.reopening : work.task.completing}
              onClick={() => {
                setNotice(null);
                toggle.mutate({ task, status: done ? 'open' : 'done' });
              }}
            >
              {done ? work.task.reopen : work.task.complete}
            </Button>
            <Link to={`/tasks/${task.id}/edit`} className={linkButtonClass}>
              {work.task.edit}
            </Link>
          </IfCan>
          <IfCan permission="tasks.delete">
            <Button
              variant="ghost"
              onClick={() => {
                setRemoveError(null);
                setConfirming(true);
              }}
            >
              {work.task.remove}
            </Button>
          </IfCan>
        </div>
      </header>

      <NoticeRegion notice={notice} className="mt-4" />

      <section
        aria-labelledby={detailsId}
        className="mt-6 rounded-lg border border-stone-200 bg-white p-5 shadow-sm"
      >
        <h2 id={detailsId} className="text-lg font-semibold text-stone-900">
          {work.task.details}
        </h2>
        <dl className="mt-3 grid gap-x-6 gap-y-4 sm:grid-cols-2">
          <Detail label={work.task.description} wide>
            {task.description ? (
              <span className="whitespace-pre-wrap">{task.description}</span>
            ) : (
              <span className="text-stone-600">{work.task.noDescription}</span>
            )}
          </Detail>
          <Detail label={work.task.status}>
            {TASK_STATUS_LABELS[task.status]}
            {done && task.completedAt && (
              <span className="block text-sm text-stone-700">
                {task.completedBy
                  ? interpolate(work.tasks.completedBy, {
                      name: task.completedBy.name,
                      date: formatDateTime(task.completedAt),
                    })
                  : interpolate(work.tasks.completedOn, { date: formatDateTime(task.completedAt) })}
              </span>
            )}
          </Detail>
          <Detail label={work.tasks.due}>
            {task.dueDate ? (
              <time
                dateTime={task.dueDate}
                className={due.overdue ? 'font-semibold text-red-800' : undefined}
              >
                {due.text}
              </time>
            ) : (
              due.text
            )}
            {due.overdue && <span className="sr-only"> ({work.tasks.overdue})</span>}
          </Detail>
          <Detail label={work.tasks.priority}>{priorityLabel(task.priority)}</Detail>
          <Detail label={work.tasks.assignee}>{task.assignee?.name ?? work.tasks.nobody}</Detail>
          <Detail label={work.tasks.dossier}>
            {task.dossier ? (
              <Link to={`/dossiers/${task.dossier.id}`}>{dossierLabel(task.dossier)}</Link>
            ) : (
              work.tasks.noDossier
            )}
          </Detail>
          <Detail label={work.task.createdAt}>{formatDate(task.createdAt)}</Detail>
          <Detail label={work.task.updatedAt}>{formatDateTime(task.updatedAt)}</Detail>
        </dl>
      </section>

      <ConfirmDialog
        open={confirming}
        title={work.task.removeTitle}
        confirmLabel={work.task.remove}
        busyLabel={work.common.deleting}
        busy={remove.isPending}
        error={removeError}
        onCancel={() => setConfirming(false)}
        onConfirm={() => remove.mutate()}
      >
        <p>{interpolate(work.task.removeBody, { title: task.title })}</p>
      </ConfirmDialog>
    </div>
  );
}

function Detail({ label, wide = false, children }: { label: string; wide?: boolean; children: ReactNode }) {
  return (
    <div className={wide ? 'sm:col-span-2' : undefined}>
      <dt className="text-sm font-medium text-stone-700">{label}</dt>
      <dd className="mt-1 text-stone-900">{children}</dd>
    </div>
  );
}
