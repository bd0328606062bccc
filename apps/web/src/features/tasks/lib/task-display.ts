import {
  formatDate,
  TASK_PRIORITIES,
  TASK_PRIORITY_LABELS,
  toIsoDate,
  type Task,
  type TaskPriority,
} from '@afscheid/shared';
import type { BadgeTone } from '../../../components/ui/badge.tsx';
import { work } from '../../../lib/i18n/nl-NL.work.ts';

/** Today's calendar date in Amsterdam, `YYYY-MM-DD` (what due dates are compared with). */
export function todayIso(now: Date = new Date()): string {
  return toIsoDate(now) ?? now.toISOString().slice(0, 10);
}

/** The calendar date `days` after `date` (`YYYY-MM-DD`; negative goes back). */
export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number);
  const moved = new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, (day ?? 1) + days));
  return moved.toISOString().slice(0, 10);
}

/** An open task whose due date lies before today: shown first and marked "Te laat". */
export function isOverdue(task: Pick<Task, 'status' | 'dueDate'>, today: string): boolean {
  return task.status === 'open' && task.dueDate !== null && task.dueDate < today;
}

export interface DueDisplay {
  /** "21 november 2026 (morgen)", or "Geen deadline". */
  text: string;
  overdue: boolean;
}

/** The due date in Dutch, with "vandaag", "morgen" or "gisteren" when it is that close. */
export function describeDue(task: Pick<Task, 'status' | 'dueDate'>, today: string): DueDisplay {
  if (!task.dueDate) return { text: work.tasks.noDue, overdue: false };
  const date = formatDate(task.dueDate);
  const relative =
    task.dueDate === today
      ? work.tasks.today
      : task.dueDate === addDays(today, 1)
        ? work.tasks.tomorrow
        : task.dueDate === addDays(today, -1)
          ? work.tasks.yesterday
          : null;
  return { text: relative ? `${date} (${relative})` : date, overdue: isOverdue(task, today) };
}

export function priorityLabel(priority: TaskPriority | string): string {
  return Object.prototype.hasOwnProperty.call(TASK_PRIORITY_LABELS, priority)
    ? TASK_PRIORITY_LABELS[priority as TaskPriority]
    : priority;
}

/** The badge tone per priority (the label itself always says it in words). */
export const PRIORITY_TONE: Record<TaskPriority, BadgeTone> = {
  urgent: 'danger',
  high: 'warning',
  normal: 'neutral',
  low: 'muted',
};

export const PRIORITY_OPTIONS = TASK_PRIORITIES.map((priority) => ({
  value: priority,
  label: TASK_PRIORITY_LABELS[priority],
}));

/** "2026-0042 · Jan de Vries". */
export function dossierLabel(dossier: { number: string; deceasedName: string }): string {
  return [dossier.number, dossier.deceasedName].filter((part) => part !== '').join(' · ');
}
