import type { CreateTaskInput, Task } from '@afscheid/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { isApiError } from '../../../lib/api/errors.ts';
import { submitErrorMessage } from '../../../lib/api/form-errors.ts';
import { usePreloadSchemas } from '../../../lib/forms/lazy-resolver.ts';
import { work } from '../../../lib/i18n/nl-NL.work.ts';
import { dossierDetailKey, taskKeys } from '../api/query-keys.ts';
import { createTask } from '../api/tasks-api.ts';
import { useAssigneeOptions, useDossierOptions } from '../api/use-task-options.ts';
import { emptyTaskValues, TASK_CREATE_FIELDS, type TaskCreateValues } from '../lib/task-form.ts';
import { taskSchemas } from '../lib/task-resolvers.ts';
import { TaskFields } from './task-fields.tsx';

const resolver = taskSchemas.resolver<TaskCreateValues, CreateTaskInput>('createTask');

export interface TaskCreateDialogProps {
  open: boolean;
  onClose(): void;
  /** The task belongs to this dossier (the dossier's tasks tab, the dossier header): not asked. */
  dossierId?: string;
  /** Called after the task is created (the dialog closes itself through `onClose`). */
  onCreated?(task: Task): void;
}

/** "Nieuwe taak": title, description, assignee, due date, priority and, unless preset, an open dossier. */
export function TaskCreateDialog({ open, onClose, dossierId, onCreated }: TaskCreateDialogProps) {
  if (!open) return null;
  // Mounted while open only: every opening starts with an empty form and fresh choices.
  return <TaskCreateForm onClose={onClose} dossierId={dossierId} onCreated={onCreated} />;
}

function TaskCreateForm({ onClose, dossierId, onCreated }: Omit<TaskCreateDialogProps, 'open'>) {
  const formId = useId();
  const queryClient = useQueryClient();
  const [formError, setFormError] = useState<string | null>(null);
  const assignees = useAssigneeOptions();
  const dossiers = useDossierOptions(!dossierId);
  usePreloadSchemas(taskSchemas);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<TaskCreateValues, unknown, CreateTaskInput>({
    resolver,
    defaultValues: emptyTaskValues(dossierId ?? ''),
  });

  const create = useMutation({
    mutationFn: createTask,
    onSuccess: (task) => {
      void queryClient.invalidateQueries({ queryKey: taskKeys.all });
      if (task.dossier) void queryClient.invalidateQueries({ queryKey: dossierDetailKey(task.dossier.id) });
      onCreated?.(task);
      onClose();
    },
    onError: (error) => {
      const message = submitErrorMessage(error, setError, [...TASK_CREATE_FIELDS]);
      // Field messages are on the fields already; the alert is for what belongs to no field.
      const onField =
        isApiError(error) &&
        Object.keys(error.errors).some((key) => (TASK_CREATE_FIELDS as readonly string[]).includes(key));
      if (!onField) setFormError(message);
    },
  });

  const onSubmit = handleSubmit((values) => {
    setFormError(null);
    create.mutate({ ...values, dossierId: dossierId ?? values.dossierId ?? null });
  });

  // A preset dossier: shown by its number and name once known (from the dossier header's cache).
  const presetLabel = dossierId
    ? presetDossierLabel(queryClient.getQueryData(dossierDetailKey(dossierId)))
    : null;

  return (
    <FormDialog
      wide
      title={work.taskForm.createTitle}
      description={work.taskForm.createIntro}
      onClose={onClose}
      formId={formId}
      busy={create.isPending}
      texts={{
        cancel: work.common.cancel,
        submit: work.taskForm.createSubmit,
        submitting: work.taskForm.creating,
      }}
      error={formError}
    >
      <form id={formId} noValidate onSubmit={onSubmit}>
        <TaskFields
          register={register}
          errors={errors}
          assignees={assignees}
          dossier={
            dossierId
              ? presetLabel
                ? { mode: 'fixed', label: presetLabel }
                : { mode: 'none' }
              : dossiers.failed || dossiers.loading || dossiers.options.length > 0
                ? { mode: 'select', choices: dossiers }
                : { mode: 'none' }
          }
        />
      </form>
    </FormDialog>
  );
}

function presetDossierLabel(data: unknown): string | null {
  if (!data || typeof data !== 'object') return null;
  const { number, deceasedName } = data as { number?: unknown; deceasedName?: unknown };
  return typeof number === 'string'
    ? [number, typeof deceasedName === 'string' ? deceasedName : ''].filter(Boolean).join(' · ')
    : null;
}
