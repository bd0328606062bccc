import { formatDate, interpolate } from '@afscheid/shared';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge.tsx';
import { nlDossiers as nld } from '../../../lib/i18n/nl-NL.dossiers.ts';
import { listMyOpenTasks } from '../api/dashboard-api.ts';
import { DashboardCard } from './dashboard-card.tsx';

const texts = nld.dashboard;

/** "Mijn taken": the user's open tasks (overdue first), each with its dossier and deadline. */
export function MyTasksCard() {
  const { data, isPending, isError, error } = useQuery({
    queryKey: ['tasks', 'list', 'dashboard-mine'],
    queryFn: listMyOpenTasks,
  });
  const shown = data?.data.length ?? 0;
  const total = data?.meta.total ?? 0;
  return (
    <DashboardCard title={texts.tasksTitle} description={texts.tasksIntro}>
      {isPending && <p className="text-stone-700">{texts.loading}</p>}
      {isError && <p className="text-red-800">{`${texts.loadFailed} ${error.message}`}</p>}
      {data && shown === 0 && <p className="text-stone-700">{texts.tasksNone}</p>}
      {data && shown > 0 && (
        <ul className="divide-y divide-stone-200" aria-label={texts.tasksTitle} data-testid="dashboard-tasks">
          {data.data.map((task) => (
            <li key={task.id} className="py-2">
              <p className="flex flex-wrap items-center gap-2">
                <Link to={`/tasks/${task.id}`}>{task.title}</Link>
                {task.isOverdue && <Badge tone="danger">{texts.overdue}</Badge>}
              </p>
              <p className="text-sm text-stone-700">
                {task.dueDate ? interpolate(texts.due, { date: formatDate(task.dueDate) }) : texts.noDue}
                {task.dossier && (
                  <>
                    {' · '}
                    <Link to={`/dossiers/${task.dossier.id}`}>
                      {task.dossier.number} {task.dossier.deceasedName}
                    </Link>
                  </>
                )}
              </p>
            </li>
          ))}
        </ul>
      )}
      <p className="mt-3">
        <Link to="/tasks">
          {total > shown ? interpolate(texts.tasksAllCount, { count: total }) : texts.tasksAll}
        </Link>
      </p>
    </DashboardCard>
  );
}
