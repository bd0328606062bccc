import type { Task, TaskPriority } from '@afscheid/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router';
import { ConflictDialog } from '../../../components/conflict-dialog.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { PageTitle } from '../../../components/ui/page-title.tsx';
import { isApiError } from '../../../lib/api/errors.ts';
import { submitErrorMessage } from '../../../lib/api/form-errors.ts';
import { useGate } from '../../../lib/gate/gate-components.tsx';
import { work } from '../../../lib/i18n/nl-NL.work.ts';
import { dossierDetailKey, taskKeys } from '../api/query-keys.ts';
import { getTask, updateTask } from '../api/tasks-api.ts';
import { useAssigneeOptions } from '../api/use-task-options.ts';
import { TaskFields } from '../components/task-fields.tsx';
import { LeaveGuard } from '../../../components/leave-guard.tsx';
import { dossierLabel } from '../lib/task-display.ts';
import {
  conflictTask,
  describeTaskConflict,
  TASK_EDIT_FIELDS,
  taskChanges,
  toTaskValues,
  type TaskConflictReport,
  type TaskCreateValues,
  type TaskEditValues,
} from '../lib/task-form.ts';
import { lazyTaskResolver, preloadTaskSchemas } from '../lib/task-resolvers.ts';

/** The edit form's values after validation (trimmed; empty optional fields are null). */
interface TaskEditOutput {
  title: string;
  description?: string | null;
  assigneeId?: string | null;
  dueDate?: string | null;
  priority: TaskPriority;
}

const resolver = lazyTaskResolver<TaskCreateValues, TaskEditOutput>('editTask');

const linkButton =
  'inline-flex min-h-11 items-center rounded-md border border-stone-300 bg-white px-4 py-2 font-medium text-stone-900 no-underline hover:bg-stone-100';

function formValues(task: Task): TaskCreateValues {
  return { ...toTaskValues(task), dossierId: task.dossier?.id ?? '' };
}

function editValues(output: TaskEditOutput): TaskEditValues {
  return {
    title: output.title,
    description: output.description ?? '',
    assigneeId: output.assigneeId ?? '',
    dueDate: output.dueDate ?? '',
    priority: output.priority,
  };
}

/** `/tasks/{task}/edit`: loads the task, then the form. */
export function TaskEditPage() {
  const { task: id = '' } = useParams();
  const canUpdate = useGate().can('tasks.update');
  const {
    data: task,
    isPending,
    isError,
    error,
  } = useQuery({ queryKey: taskKeys.detail(id), queryFn: () => getTask(id) });
  if (isPending) return <p className="text-stone-700">{work.common.loading}</p>;
  if (isError || !task) {
    return (
      <div>
        <PageTitle>{work.taskForm.editHeading}</PageTitle>
        <Alert tone="error" className="mt-4">
          {isApiError(error) ? error.message : work.task.loadFailed}
        </Alert>
        <p className="mt-4">
          <Link to="/tasks">{work.task.backToList}</Link>
        </p>
      </div>
    );
  }
  if (!canUpdate) {
    return (
      <div>
        <PageTitle>{work.taskForm.editHeading}</PageTitle>
        <Alert tone="error" className="mt-4">
          {work.taskForm.forbidden}
        </Alert>
        <p className="mt-4">
          <Link to={`/tasks/${task.id}`}>{task.title}</Link>
        </p>
      </div>
    );
  }
  return <TaskEditForm key={task.id} initial={task} />;
}

function TaskEditForm({ initial }: { initial: Task }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const assignees = useAssigneeOptions();
  /** The record the form started from: its version goes with the save, and it tells your changes apart. */
  const [base, setBase] = useState<Task>(initial);
  const [formError, setFormError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [conflict, setConflict] = useState<{
    report: TaskConflictReport;
    theirs: Task;
    message: string;
  } | null>(null);
  const [overwriting, setOverwriting] = useState(false);
  useEffect(() => {
    void preloadTaskSchemas();
  }, []);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<TaskCreateValues, unknown, TaskEditOutput>({ resolver, defaultValues: formValues(initial) });

  // The leave guard reads these at navigation time.
  const dirty = useRef(false);
  const leaving = useRef(false);
  useEffect(() => {
    dirty.current = isDirty;
  }, [isDirty]);
  const shouldBlock = useCallback(() => dirty.current && !leaving.current, []);

  const names = new Map(assignees.options.map((option) => [option.value, option.label]));
  const taskPath = `/tasks/${initial.id}`;

  const finish = async (saved: Task, notice: string | null) => {
    queryClient.setQueryData(taskKeys.detail(saved.id), saved);
    void queryClient.invalidateQueries({ queryKey: taskKeys.all });
    if (saved.dossier) void queryClient.invalidateQueries({ queryKey: dossierDetailKey(saved.dossier.id) });
    leaving.current = true;
    await navigate(taskPath, { state: notice ? { notice } : null });
  };

  /** Sends your changes (against `origin`) on top of `record` (its version); a 409 opens the conflict dialog. */
  const save = async (record: Task, yours: TaskEditValues, origin: Task) => {
    const changes = taskChanges(toTaskValues(origin), yours);
    if (Object.keys(changes).length === 0 && record.version === origin.version) {
      await finish(record, null);
      return;
    }
    try {
      await finish(await updateTask(initial.id, { version: record.version, ...changes }), work.task.saved);
    } catch (error) {
      const theirs = conflictTask(error);
      if (theirs) {
        setConflict({
          report: describeTaskConflict(toTaskValues(origin), yours, theirs, names),
          theirs,
          message: isApiError(error) ? error.message : work.taskConflict.intro,
        });
        return;
      }
      setFormError(submitErrorMessage(error, setError, [...TASK_EDIT_FIELDS]));
    }
  };

  // Built at submit time (an event handler), not during render: saving touches the leave guard's refs.
  const onSubmit = (event: FormEvent<HTMLFormElement>) =>
    handleSubmit(async (values) => {
      setFormError(null);
      setNotice(null);
      await save(base, editValues(values), base);
    })(event);

  const keepTheirs = () => {
    if (!conflict) return;
    const { theirs } = conflict;
    setBase(theirs);
    reset(formValues(theirs));
    queryClient.setQueryData(taskKeys.detail(theirs.id), theirs);
    setConflict(null);
    setNotice(work.taskConflict.reloaded);
  };

  const overwrite = async () => {
    if (!conflict) return;
    const { theirs, report } = conflict;
    setOverwriting(true);
    setConflict(null);
    // Your changes (against the task you started from) on top of their version.
    const yours: TaskEditValues = { ...toTaskValues(theirs) };
    for (const [field, value] of Object.entries(report.overwrite) as [
      keyof TaskEditValues,
      string | null,
    ][]) {
      yours[field] = value ?? '';
    }
    setBase(theirs);
    try {
      await save(theirs, yours, theirs);
    } finally {
      setOverwriting(false);
    }
  };

  return (
    <div className="max-w-3xl">
      <p>
        <Link to={taskPath}>{initial.title}</Link>
      </p>
      <PageTitle className="mt-2">{work.taskForm.editHeading}</PageTitle>
      <p className="mt-2 text-stone-700">{work.taskForm.editIntro}</p>
      {notice && (
        <Alert tone="info" className="mt-4">
          {notice}
        </Alert>
      )}
      {formError && (
        <Alert tone="error" className="mt-4">
          {formError}
        </Alert>
      )}
      <form noValidate onSubmit={onSubmit} className="mt-6 space-y-6">
        <TaskFields
          register={register}
          errors={errors}
          assignees={assignees}
          currentAssignee={base.assignee ? { value: base.assignee.id, label: base.assignee.name } : null}
          dossier={base.dossier ? { mode: 'fixed', label: dossierLabel(base.dossier) } : { mode: 'none' }}
        />
        <div className="flex flex-wrap gap-3">
          <Button type="submit" busy={isSubmitting || overwriting} busyLabel={work.taskForm.saving}>
            {work.taskForm.save}
          </Button>
          <Link to={taskPath} className={linkButton}>
            {work.taskForm.cancel}
          </Link>
        </div>
      </form>
      <ConflictDialog
        report={conflict?.report ?? null}
        texts={work.taskConflict}
        message={conflict?.message ?? null}
        busy={overwriting}
        onKeepTheirs={keepTheirs}
        onOverwrite={() => void overwrite()}
        onClose={() => setConflict(null)}
      />
      <LeaveGuard texts={work.leaveGuard} when={shouldBlock} />
    </div>
  );
}
