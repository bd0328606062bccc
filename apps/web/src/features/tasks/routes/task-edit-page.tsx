import type { Task, TaskPriority } from '@afscheid/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { PageProblem } from '../../../components/ui/page-problem.tsx';
import { useVersionedForm, VersionedEditPage } from '../../../components/versioned-form/index.ts';
import { isApiError } from '../../../lib/api/errors.ts';
import { usePreloadSchemas } from '../../../lib/forms/lazy-resolver.ts';
import { useGate } from '../../../lib/gate/gate-components.tsx';
import { work } from '../../../lib/i18n/nl-NL.work.ts';
import { dossierDetailKey, taskKeys } from '../api/query-keys.ts';
import { updateTask } from '../api/tasks-api.ts';
import { useTask } from '../api/use-task.ts';
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

const editTexts = {
  heading: work.taskForm.editHeading,
  intro: work.taskForm.editIntro,
  save: work.taskForm.save,
  saving: work.taskForm.saving,
  cancel: work.taskForm.cancel,
};

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
  const { data: task, isPending, isError, error } = useTask(id);
  if (isPending) return <p className="text-stone-700">{work.common.loading}</p>;
  if (isError || !task) {
    return (
      <PageProblem title={work.taskForm.editHeading} back={{ to: '/tasks', label: work.task.backToList }}>
        {isApiError(error) ? error.message : work.task.loadFailed}
      </PageProblem>
    );
  }
  if (!canUpdate) {
    return (
      <PageProblem title={work.taskForm.editHeading} back={{ to: `/tasks/${task.id}`, label: task.title }}>
        {work.taskForm.forbidden}
      </PageProblem>
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
    <VersionedEditPage
      versioned={versioned}
      back={{ to: taskPath, label: initial.title }}
      texts={editTexts}
      fields={
        <TaskFields
          register={register}
          errors={errors}
          assignees={assignees}
          currentAssignee={base.assignee ? { value: base.assignee.id, label: base.assignee.name } : null}
          dossier={base.dossier ? { mode: 'fixed', label: dossierLabel(base.dossier) } : { mode: 'none' }}
        />
      }
    />
  );
}
