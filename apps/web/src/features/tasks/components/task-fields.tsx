import { messages } from '@afscheid/shared';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert.tsx';
import { DateField } from '../../../components/ui/date-field.tsx';
import { SelectField, type SelectOption } from '../../../components/ui/select-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { work } from '../../../lib/i18n/nl-NL.work.ts';
import { TextareaField } from '../../../components/ui/textarea-field.tsx';
import type { OptionsState } from '../api/use-task-options.ts';
import { PRIORITY_OPTIONS } from '../lib/task-display.ts';
import type { TaskCreateValues } from '../lib/task-form.ts';

const labels = messages.dossiers.fields;

/** An option for a current value the list does not offer (a colleague who left): it stays selectable. */
function withCurrent(options: SelectOption[], current: SelectOption | null): SelectOption[] {
  if (!current || current.value === '' || options.some((option) => option.value === current.value))
    return options;
  return [...options, current];
}

/**
 * The fields of a task: title, description, assignee, due date and priority; the dossier as a choice
 * (`dossier.mode = 'select'`), as a fixed line (`'fixed'`) or not at all (`'none'`).
 */
export function TaskFields({
  register,
  errors,
  assignees,
  currentAssignee = null,
  dossier,
}: {
  register: UseFormRegister<TaskCreateValues>;
  errors: FieldErrors<TaskCreateValues>;
  assignees: OptionsState;
  currentAssignee?: SelectOption | null;
  dossier: { mode: 'select'; choices: OptionsState } | { mode: 'fixed'; label: string } | { mode: 'none' };
}) {
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <TextField
        label={labels.title}
        className="sm:col-span-2"
        required
        maxLength={200}
        autoComplete="off"
        error={errors.title?.message}
        {...register('title')}
      />
      <TextareaField
        label={`${labels.description} ${work.common.optional}`}
        className="sm:col-span-2"
        rows={3}
        maxLength={5000}
        error={errors.description?.message}
        {...register('description')}
      />
      <div>
        <SelectField
          label={labels.assigneeId}
          placeholder={work.taskForm.chooseAssignee}
          options={withCurrent(assignees.options, currentAssignee)}
          disabled={assignees.loading}
          description={assignees.loading ? work.taskForm.membersLoading : undefined}
          error={errors.assigneeId?.message}
          {...register('assigneeId')}
        />
        {assignees.failed && (
          <Alert tone="warning" className="mt-2">
            {work.taskForm.membersFailed}
          </Alert>
        )}
      </div>
      <DateField
        label={labels.dueDate}
        description={work.taskForm.dueHint}
        error={errors.dueDate?.message}
        {...register('dueDate')}
      />
      <SelectField
        label={labels.priority}
        required
        options={PRIORITY_OPTIONS}
        error={errors.priority?.message}
        {...register('priority')}
      />
      {dossier.mode === 'select' && (
        <div>
          <SelectField
            label={`${labels.dossierId} ${work.common.optional}`}
            placeholder={work.taskForm.chooseDossier}
            options={dossier.choices.options}
            disabled={dossier.choices.loading}
            description={work.taskForm.dossierHint}
            error={errors.dossierId?.message}
            {...register('dossierId')}
          />
          {dossier.choices.failed && (
            <Alert tone="warning" className="mt-2">
              {work.taskForm.dossiersFailed}
            </Alert>
          )}
        </div>
      )}
      {dossier.mode === 'fixed' && (
        <div>
          <p className="font-medium text-stone-900">{labels.dossierId}</p>
          <p className="mt-1 text-stone-800">{dossier.label}</p>
        </div>
      )}
    </div>
  );
}
