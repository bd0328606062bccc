import { interpolate } from '@afscheid/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { lazyDialog } from '../../../components/ui/lazy-dialog.tsx';
import { cx } from '../../../components/ui/class-names.ts';
import { PageTitle } from '../../../components/ui/page-title.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { isApiError } from '../../../lib/api/errors.ts';
import { IfCan, useGate } from '../../../lib/gate/gate-components.tsx';
import { nl } from '../../../lib/i18n/nl-NL.ts';
import { work } from '../../../lib/i18n/nl-NL.work.ts';
import { taskKeys } from '../api/query-keys.ts';
import { listTasks, type TaskListQuery } from '../api/tasks-api.ts';
import type { TaskNotice } from '../components/task-checkbox.tsx';
import { TaskRow } from '../components/task-row.tsx';
import { todayIso } from '../lib/task-display.ts';
import {
  readTaskFilters,
  scopeOf,
  taskFiltersSearch,
  type TaskFilters,
  type TaskStatusFilter,
  type TaskView,
} from '../lib/task-filters.ts';

// Loaded when used (decision 029's addendum): the new-task form with its date field and the standard task lists'
// editor are not needed to show the tasks.
const TaskCreateDialog = lazyDialog(
  async () => (await import('../components/task-create-dialog.tsx')).TaskCreateDialog,
);
const TaskTemplatesEditor = lazy(async () => ({
  default: (await import('../components/task-templates-editor.tsx')).TaskTemplatesEditor,
}));

const PER_PAGE = 25;

const switchClass = (current: boolean) =>
  cx(
    'inline-flex min-h-11 items-center rounded-md border px-4 py-2 font-medium no-underline',
    current
      ? 'border-brand-700 bg-brand-700 text-white hover:text-white'
      : 'border-stone-300 bg-white text-stone-900 hover:bg-stone-100',
  );

const VIEW_LABELS: Record<TaskView, string> = {
  mine: work.tasks.mine,
  all: work.tasks.all,
  templates: work.tasks.templates,
};
const STATUS_LABELS: Record<TaskStatusFilter, string> = {
  open: work.tasks.statusOpen,
  done: work.tasks.statusDone,
  all: work.tasks.statusAll,
};

/** The status switches: open, only the overdue ones ("Te laat", the dashboard's link), done, all. */
const STATUS_CHOICES: { key: string; label: string; filters: Pick<TaskFilters, 'status' | 'overdue'> }[] = [
  { key: 'open', label: work.tasks.statusOpen, filters: { status: 'open', overdue: false } },
  { key: 'overdue', label: work.tasks.overdue, filters: { status: 'open', overdue: true } },
  { key: 'done', label: work.tasks.statusDone, filters: { status: 'done', overdue: false } },
  { key: 'all', label: work.tasks.statusAll, filters: { status: 'all', overdue: false } },
];

/**
 * `/tasks`: "Mijn taken" or "Alle taken", open, done or all (in the URL), overdue tasks first and marked, with a
 * checkbox per task; "Nieuwe taak"; for administrators the standard task lists (`?weergave=standaardtaken`).
 */
export function TasksPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const gate = useGate();
  const filters = readTaskFilters(params);
  const mayEditTemplates = gate.can('organizations.update');
  const view: TaskView = filters.view === 'templates' && !mayEditTemplates ? 'mine' : filters.view;
  const [creating, setCreating] = useState(false);
  const location = useLocation();
  // A notice handed over by the page we came from ("De taak … is verwijderd.").
  const [notice, setNotice] = useState<TaskNotice | null>(() => {
    const text = (location.state as { notice?: string } | null)?.notice;
    return text ? { tone: 'success', text } : null;
  });

  const go = (next: Partial<TaskFilters>) => {
    void navigate({ search: taskFiltersSearch({ ...filters, view, page: 1, ...next }) });
  };
  const hrefFor = (next: Partial<TaskFilters>) =>
    `/tasks${taskFiltersSearch({ ...filters, view, page: 1, ...next })}`;

  const views: TaskView[] = mayEditTemplates ? ['mine', 'all', 'templates'] : ['mine', 'all'];

  return (
    <div>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <PageTitle>{work.tasks.heading}</PageTitle>
          <p className="mt-2 text-stone-700">{work.tasks.intro}</p>
        </div>
        {view !== 'templates' && (
          <IfCan permission="tasks.create">
            <Button
              onClick={() => {
                setNotice(null);
                setCreating(true);
              }}
            >
              {work.tasks.create}
            </Button>
          </IfCan>
        )}
      </div>

      <nav aria-label={work.tasks.viewLabel} className="mt-6">
        <ul className="flex flex-wrap gap-2">
          {views.map((option) => (
            <li key={option}>
              <Link
                to={hrefFor({ view: option })}
                aria-current={view === option ? 'page' : undefined}
                className={switchClass(view === option)}
              >
                {VIEW_LABELS[option]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      {view === 'templates' ? (
        <div className="mt-6">
          <Suspense fallback={<p className="mt-4 text-stone-700">{work.common.loading}</p>}>
            <TaskTemplatesEditor />
          </Suspense>
        </div>
      ) : (
        <TaskListSection
          filters={{ ...filters, view }}
          hrefFor={hrefFor}
          onPage={(page) => go({ page })}
          notice={notice}
          onNotice={setNotice}
        />
      )}

      <TaskCreateDialog
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={(task) =>
          setNotice({ tone: 'success', text: interpolate(work.tasks.created, { title: task.title }) })
        }
      />
    </div>
  );
}

function TaskListSection({
  filters,
  hrefFor,
  onPage,
  notice,
  onNotice,
}: {
  filters: TaskFilters;
  hrefFor: (next: Partial<TaskFilters>) => string;
  onPage: (page: number) => void;
  notice: TaskNotice | null;
  onNotice: (notice: TaskNotice) => void;
}) {
  const query: TaskListQuery = {
    scope: scopeOf(filters.view),
    status: filters.status,
    ...(filters.overdue ? { overdue: true } : {}),
    page: filters.page,
    perPage: PER_PAGE,
  };
  const { data, isPending, isError, error, refetch, isFetching } = useQuery({
    queryKey: taskKeys.list(query),
    queryFn: () => listTasks(query),
    placeholderData: keepPreviousData,
  });
  const today = todayIso();
  // The server orders the list (open: overdue first, then by due date; finished: most recent first).
  const tasks = data?.data ?? [];
  const meta = data?.meta;
  const lastPage = Math.max(1, meta?.lastPage ?? 1);
  const page = meta?.currentPage ?? filters.page;

  return (
    <>
      <div
        role="group"
        aria-label={work.tasks.statusLabel}
        className="mt-4 flex flex-wrap items-center gap-2"
      >
        <span aria-hidden="true" className="mr-1 font-medium text-stone-800">
          {work.tasks.statusLabel}:
        </span>
        {STATUS_CHOICES.map((choice) => {
          const current =
            filters.status === choice.filters.status && filters.overdue === choice.filters.overdue;
          return (
            <Link
              key={choice.key}
              to={hrefFor(choice.filters)}
              aria-current={current ? 'true' : undefined}
              className={cx(switchClass(current), 'min-h-9 px-3 py-1 text-sm')}
            >
              {choice.label}
            </Link>
          );
        })}
      </div>

      <div aria-live="polite" className="mt-4">
        {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
      </div>

      {isError && (
        <Alert tone="error" className="mt-4">
          {work.tasks.loadFailed} {isApiError(error) ? error.message : nl.errors.serverNoReference}{' '}
          <button type="button" className="underline" onClick={() => void refetch()}>
            {work.common.retry}
          </button>
        </Alert>
      )}
      {isPending && <p className="mt-4 text-stone-700">{work.common.loading}</p>}

      {data && (
        <div className="mt-4" aria-busy={isFetching || undefined}>
          {tasks.length === 0 ? (
            <p className="text-stone-700">
              {filters.view === 'mine' && filters.status === 'open' && !filters.overdue
                ? work.tasks.noneMineOpen
                : work.tasks.none}
            </p>
          ) : (
            <ul
              aria-label={interpolate(work.tasks.caption, {
                view: VIEW_LABELS[filters.view],
                status: (filters.overdue ? work.tasks.overdue : STATUS_LABELS[filters.status]).toLowerCase(),
                page,
                pages: lastPage,
              })}
              data-testid="task-list"
              className="divide-y divide-stone-200 rounded-lg border border-stone-200 bg-white shadow-sm"
            >
              {tasks.map((task) => (
                <TaskRow key={task.id} task={task} today={today} showDossier onNotice={onNotice} />
              ))}
            </ul>
          )}
          <p className="mt-3 text-sm text-stone-700">
            {meta &&
              (meta.total === 1 ? work.tasks.totalOne : interpolate(work.tasks.total, { total: meta.total }))}
          </p>
          <Pagination
            className="mt-4"
            page={page}
            lastPage={lastPage}
            onPage={onPage}
            texts={{
              label: work.tasks.pagination,
              previous: work.tasks.previous,
              next: work.tasks.next,
              pageOf: interpolate(work.tasks.pageOf, { page, pages: lastPage }),
            }}
          />
        </div>
      )}
    </>
  );
}
