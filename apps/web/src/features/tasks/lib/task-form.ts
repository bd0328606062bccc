import { formatDate, messages, type Task, type TaskPriority } from '@afscheid/shared';
import { isApiError } from '../../../lib/api/errors.ts';
import type { TaskUpdate } from '../api/tasks-api.ts';
import { priorityLabel } from './task-display.ts';

/** The fields of the edit form (the dossier of a task is fixed once it is created). */
export const TASK_EDIT_FIELDS = ['title', 'description', 'assigneeId', 'dueDate', 'priority'] as const;
export type TaskEditField = (typeof TASK_EDIT_FIELDS)[number];

/** The form's values: every field a string ('' for empty). */
export type TaskEditValues = Record<TaskEditField, string>;

export interface TaskCreateValues extends TaskEditValues {
  dossierId: string;
}

export const TASK_CREATE_FIELDS = [...TASK_EDIT_FIELDS, 'dossierId'] as const;

export function emptyTaskValues(dossierId = ''): TaskCreateValues {
  return { title: '', description: '', assigneeId: '', dueDate: '', priority: 'normal', dossierId };
}

/** A task's editable fields as form values. */
export function toTaskValues(task: Task): TaskEditValues {
  return {
    title: task.title,
    description: task.description ?? '',
    assigneeId: task.assignee?.id ?? '',
    dueDate: task.dueDate ?? '',
    priority: task.priority,
  };
}

const normalized = (value: string | null | undefined) => (value ?? '').trim();

/** The fields whose (trimmed) value differs. */
export function changedTaskFields(before: TaskEditValues, after: TaskEditValues): TaskEditField[] {
  return TASK_EDIT_FIELDS.filter((field) => normalized(before[field]) !== normalized(after[field]));
}

/** Only the changed fields, ready for a PUT (an emptied optional field becomes null). */
export function taskChanges(before: TaskEditValues, after: TaskEditValues): Omit<TaskUpdate, 'version'> {
  const changes: Omit<TaskUpdate, 'version'> = {};
  for (const field of changedTaskFields(before, after)) {
    const value = normalized(after[field]);
    if (field === 'title') changes.title = value;
    else if (field === 'priority') changes.priority = value as TaskPriority;
    else changes[field] = value === '' ? null : value;
  }
  return changes;
}

export interface TaskFieldDifference {
  field: TaskEditField;
  label: string;
  yours: string;
  theirs: string;
}

export interface TaskConflictReport {
  /** Fields both of you changed, to different values. */
  conflicts: TaskFieldDifference[];
  /** Fields only the other person changed: kept whichever version wins. */
  theirChanges: { field: TaskEditField; label: string; theirs: string }[];
  /** What "save mine" sends on top of their version: your changes. */
  overwrite: Omit<TaskUpdate, 'version'>;
}

export function taskFieldLabel(field: TaskEditField): string {
  return messages.dossiers.fields[field];
}

/** A value as the page shows it: a member's name, a Dutch date, a priority label. */
export function displayTaskValue(
  field: TaskEditField,
  value: string,
  names: ReadonlyMap<string, string>,
): string {
  const text = normalized(value);
  if (text === '') return '';
  if (field === 'assigneeId') return names.get(text) ?? text;
  if (field === 'dueDate') return formatDate(text) || text;
  if (field === 'priority') return priorityLabel(text);
  return text;
}

/**
 * A 409 on save: `base` is what the form started from, `yours` what you submitted, `theirs` the task as the
 * server has it now. Your changes are where yours differs from base; those the other person also changed, to
 * another value, are the conflicts to show.
 */
export function describeTaskConflict(
  base: TaskEditValues,
  yours: TaskEditValues,
  theirs: Task,
  names: ReadonlyMap<string, string> = new Map(),
): TaskConflictReport {
  const theirValues = toTaskValues(theirs);
  // Their assignee's name is known from their record even when the member list is not.
  const known = new Map(names);
  if (theirs.assignee) known.set(theirs.assignee.id, theirs.assignee.name);
  const mine = changedTaskFields(base, yours);
  const theirsChanged = changedTaskFields(base, theirValues);
  const conflicts = mine
    .filter(
      (field) => theirsChanged.includes(field) && normalized(yours[field]) !== normalized(theirValues[field]),
    )
    .map((field) => ({
      field,
      label: taskFieldLabel(field),
      yours: displayTaskValue(field, yours[field], known),
      theirs: displayTaskValue(field, theirValues[field], known),
    }));
  const theirChanges = theirsChanged
    .filter((field) => !mine.includes(field))
    .map((field) => ({
      field,
      label: taskFieldLabel(field),
      theirs: displayTaskValue(field, theirValues[field], known),
    }));
  return { conflicts, theirChanges, overwrite: taskChanges(base, yours) };
}

/** The task the server answered a 409 with, if that is what `error` is. */
export function conflictTask(error: unknown): Task | null {
  if (!isApiError(error) || error.status !== 409) return null;
  const data = error.data as Partial<Task> | undefined;
  return data && typeof data.version === 'number' && typeof data.id === 'string' ? (data as Task) : null;
}
