import type { Task, TaskPriority } from '@afscheid/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { PageTitle } from '../../../components/ui/page-title.tsx';
import { useVersionedForm, VersionedFormDialogs } from '../../../components/versioned-form/index.ts';
import { isApiError } from '../../../lib/api/errors.ts';
import { usePreloadSchemas } from '../../../lib/forms/lazy-resolver.ts';
import { useGate } from '../../../lib/gate/gate-components.tsx';
import { work } from '../../../lib/i18n/nl-NL.work.ts';
import { dossierDetailKey, taskKeys } from '../api/query-keys.ts';
import { getTask, updateTask } from '../api/tasks-api.ts';
import { useAssigneeOptions } from '../api/use-task-options.ts';
import { TaskFields } from '../components/task-fields.tsx';
import { dossierLabel } from '../lib/task-display.ts';
import {
  isTask,
  TASK_EDIT_FIELDS,
  taskChanges,
  taskConflictFields,
  toTaskValues,
  type TaskCreateValues,
  type TaskEditValues,
} from '../lib/task-form.ts';
import { taskSchemas } from '../lib/task-resolvers.ts';

/** The edit form's values after validation (trimmed; empty optional fields are null). */
interface TaskEditOutput {
  title: string;
  description?: string | null;
  assigneeId?: string | null;
  dueDate?: string | null;
  priority: TaskPriority;
}

const resolver = taskSchemas.resolver<TaskCreateValues, TaskEditOutput>('editTask');

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
  usePreloadSchemas(taskSchemas);
  const names = new Map(assignees.options.map((option) => [option.value, option.label]));
  const taskPath = `/tasks/${initial.id}`;

  const versioned = useVersionedForm<Task, TaskCreateValues, TaskEditOutput>({
    record: initial,
    toValues: formValues,
    resolver,
    save: async (values, base) => {
      // Only the changed fields go; nothing changed: nothing to send.
      const changes = taskChanges(toTaskValues(base), editValues(values));
      if (Object.keys(changes).length === 0) return base;
      return updateTask(base.id, { version: base.version, ...changes });
    },
    isRecord: isTask,
    conflictFields: (theirs) => taskConflictFields(names, theirs),
    conflictTexts: work.taskConflict,
    leaveTexts: work.leaveGuard,
    fieldNames: () => TASK_EDIT_FIELDS,
    onSaved: async (saved, base) => {
      queryClient.setQueryData(taskKeys.detail(saved.id), saved);
      void queryClient.invalidateQueries({ queryKey: taskKeys.all });
      if (saved.dossier) void queryClient.invalidateQueries({ queryKey: dossierDetailKey(saved.dossier.id) });
      await navigate(taskPath, { state: saved === base ? null : { notice: work.task.saved } });
    },
    onTheirs: (theirs) => queryClient.setQueryData(taskKeys.detail(theirs.id), theirs),
  });
  const { base } = versioned;
  const {
    register,
    formState: { errors },
  } = versioned.form;

  return (
    <div className="max-w-3xl">
      <p>
        <Link to={taskPath}>{initial.title}</Link>
      </p>
      <PageTitle className="mt-2">{work.taskForm.editHeading}</PageTitle>
      <p className="mt-2 text-stone-700">{work.taskForm.editIntro}</p>
      {versioned.notice && (
        <Alert tone="info" className="mt-4">
          {versioned.notice}
        </Alert>
      )}
      {versioned.error && (
        <Alert tone="error" className="mt-4">
          {versioned.error}
        </Alert>
      )}
      <form noValidate onSubmit={(event) => void versioned.submit(event)} className="mt-6 space-y-6">
        <TaskFields
          register={register}
          errors={errors}
          assignees={assignees}
          currentAssignee={base.assignee ? { value: base.assignee.id, label: base.assignee.name } : null}
          dossier={base.dossier ? { mode: 'fixed', label: dossierLabel(base.dossier) } : { mode: 'none' }}
        />
        <div className="flex flex-wrap gap-3">
          <Button type="submit" busy={versioned.saving} busyLabel={work.taskForm.saving}>
            {work.taskForm.save}
          </Button>
          <Link to={taskPath} className={linkButton}>
            {work.taskForm.cancel}
          </Link>
        </div>
      </form>
      <VersionedFormDialogs versioned={versioned} />
    </div>
  );
}
