import { toIsoDate, type Task } from '@afscheid/shared';
import type { Clock } from '../../lib/clock.ts';
import { dossierRef } from '../../lib/refs.ts';
import type { TaskRow } from './repository.ts';

/** Today as a calendar date in Europe/Amsterdam, by the app's clock. */
export const todayInAmsterdam = (clock: Clock): string => toIsoDate(clock.now())!;

const userRef = (id: string | null, name: string | null) => (id && name ? { id, name } : null);

/** A task as lists and the detail page show it; `isOverdue`: still open and due before `today`. */
export function presentTask(row: TaskRow, today: string): Task {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    assignee: userRef(row.assignee_id, row.assignee_name),
    dueDate: row.due_date,
    priority: row.priority,
    status: row.status,
    completedAt: row.completed_at,
    completedBy: userRef(row.completed_by, row.completed_by_name),
    dossier: dossierRef(row.dossier_id, row.dossier_number, [
      row.dossier_first_names,
      row.dossier_name_prefix,
      row.dossier_last_name,
    ]),
    isOverdue: row.status === 'open' && row.due_date !== null && row.due_date < today,
    version: row.version,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}
