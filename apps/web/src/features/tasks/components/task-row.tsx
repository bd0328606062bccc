import { formatDate, interpolate, type Task } from '@afscheid/shared';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge.tsx';
import { cx } from '../../../components/ui/class-names.ts';
import { work } from '../../../lib/i18n/nl-NL.work.ts';
import { describeDue, dossierLabel, PRIORITY_TONE, priorityLabel } from '../lib/task-display.ts';
import { TaskCheckbox, type TaskNotice } from './task-checkbox.tsx';

/**
 * One task in a list: the complete/reopen checkbox, the title (to the task's page), due date ("Te laat" when
 * overdue), priority, assignee and, with `showDossier`, the dossier it belongs to.
 */
export function TaskRow({
  task,
  today,
  showDossier,
  readOnly = false,
  onNotice,
}: {
  task: Task;
  today: string;
  showDossier: boolean;
  /** The task's dossier is archived or cancelled: the checkbox only shows the state. */
  readOnly?: boolean;
  onNotice?: (notice: TaskNotice) => void;
}) {
  const due = describeDue(task, today);
  const done = task.status === 'done';
  return (
    <li
      data-testid="task-row"
      data-task-id={task.id}
      data-status={task.status}
      data-overdue={due.overdue || undefined}
      className={cx('flex gap-3 px-4 py-3', due.overdue && 'bg-red-50/60')}
    >
      <TaskCheckbox task={task} readOnly={readOnly} onNotice={onNotice} />
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2">
          <Link to={`/tasks/${task.id}`} className={cx('font-medium', done && 'text-stone-600 line-through')}>
            {task.title}
          </Link>
          {done && <Badge tone="success">{work.tasks.done}</Badge>}
          {due.overdue && <Badge tone="danger">{work.tasks.overdue}</Badge>}
        </p>
        <dl className="mt-1 flex flex-wrap gap-x-5 gap-y-1 text-sm text-stone-700">
          <div className="flex gap-1">
            <dt className="sr-only">{work.tasks.due}</dt>
            <dd className={cx(due.overdue && 'font-semibold text-red-800')}>
              {task.dueDate ? (
                <time dateTime={task.dueDate}>{due.text}</time>
              ) : (
                <span className="text-stone-600">{due.text}</span>
              )}
            </dd>
          </div>
          <div className="flex gap-1">
            <dt className="sr-only">{work.tasks.priority}</dt>
            <dd>
              <Badge tone={PRIORITY_TONE[task.priority]}>{priorityLabel(task.priority)}</Badge>
            </dd>
          </div>
          <div className="flex gap-1">
            <dt>{work.tasks.assignee}:</dt>
            <dd>{task.assignee?.name ?? work.tasks.nobody}</dd>
          </div>
          {showDossier && task.dossier && (
            <div className="flex gap-1">
              <dt>{work.tasks.dossier}:</dt>
              <dd>
                <Link to={`/dossiers/${task.dossier.id}`}>{dossierLabel(task.dossier)}</Link>
              </dd>
            </div>
          )}
          {done && task.completedAt && (
            <div className="flex gap-1">
              <dt className="sr-only">{work.tasks.done}</dt>
              <dd>
                {task.completedBy
                  ? interpolate(work.tasks.completedBy, {
                      name: task.completedBy.name,
                      date: formatDate(task.completedAt),
                    })
                  : interpolate(work.tasks.completedOn, { date: formatDate(task.completedAt) })}
              </dd>
            </div>
          )}
        </dl>
      </div>
    </li>
  );
}
