import { formatDate, messages, type Task, type TaskPriority } from '@afscheid/shared';
import { isVersioned, type ConflictFields } from '../../../lib/forms/conflict.ts';
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

const isEditField = (path: string): path is TaskEditField => (TASK_EDIT_FIELDS as readonly string[]).includes(path);

/**
 * How the conflict dialog names and shows a task's fields. Their assignee's name is known from their record
 * even when the member list is not.
 */
export function taskConflictFields(names: ReadonlyMap<string, string>, theirs: Task): ConflictFields {
  const known = new Map(names);
  if (theirs.assignee) known.set(theirs.assignee.id, theirs.assignee.name);
  return {
    label: (path) => (isEditField(path) ? taskFieldLabel(path) : path),
    display: (path, value) =>
      isEditField(path) ? displayTaskValue(path, typeof value === 'string' ? value : '', known) : '',
  };
}

/** A task record (what a 409 carries). */
export const isTask = (data: unknown): data is Task => isVersioned(data);
