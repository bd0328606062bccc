import { amsterdamToday, formatTime } from '@afscheid/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge.tsx';
import { errorText } from '../../../lib/api/error-text.ts';
import { nl } from '../../../lib/i18n/nl-NL.ts';
import { CremationStatusBadge, cremationKeys, readiness } from '../../cremations/index.ts';
import { listCremationsOn } from '../api/dashboard-api.ts';
import { DashboardCard } from './dashboard-card.tsx';

const texts = nl.cremations.dashboard;

/** "Crematies vandaag" (a crematorium): today's cremations by time, each with its state or what it still lacks. */
export function CremationsTodayCard() {
  const [today] = useState(() => amsterdamToday());
  const { data, isPending, isError, error } = useQuery({
    queryKey: [...cremationKeys.lists, 'dashboard-today', today],
    queryFn: () => listCremationsOn(today),
  });
  return (
    <DashboardCard title={texts.todayTitle} description={texts.todayIntro}>
      {isPending && <p className="text-stone-700">{texts.loading}</p>}
      {isError && <p className="text-red-800">{`${texts.loadFailed} ${errorText(error)}`}</p>}
      {data && data.data.length === 0 && <p className="text-stone-700">{texts.todayNone}</p>}
      {data && data.data.length > 0 && (
        <ul
          className="divide-y divide-stone-200"
          aria-label={texts.todayTitle}
          data-testid="dashboard-cremations"
        >
          {data.data.map((item) => {
            const state = readiness(item);
            return (
              <li
                key={item.id}
                className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-2"
              >
                <p className="min-w-0">
                  <span className="mr-2 text-sm text-stone-700 tabular-nums">
                    {item.plannedAt ? formatTime(item.plannedAt) : nl.cremations.common.none}
                  </span>
                  <Link to={`/cremations/${item.id}`}>{item.deceasedName}</Link>
                  {item.oven && <span className="text-sm text-stone-700"> · {item.oven.name}</span>}
                </p>
                {state ? (
                  <Badge tone={state.tone}>{state.text}</Badge>
                ) : (
                  <CremationStatusBadge status={item.status} />
                )}
              </li>
            );
          })}
        </ul>
      )}
      <p className="mt-3">
        <Link to="/cremations">{texts.todayAll}</Link>
      </p>
    </DashboardCard>
  );
}
