import { ASH_RECORD_STATUS_LABELS, formatTime, interpolate, type DashboardData } from '@afscheid/shared';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge.tsx';
import { CremationStatusBadge, readiness } from '../../cremations/index.ts';
import { ashStatus, countWord, cremationsStatus, notReady } from '../lib/display.ts';
import { dashboardLinks as links } from '../lib/links.ts';
import { dashboardTexts } from '../lib/texts.ts';
import { CountLink, CountList } from './count-link.tsx';
import { DashboardCard } from './dashboard-card.tsx';

type Part<K extends keyof DashboardData> = NonNullable<DashboardData[K]>;

/**
 * "Crematies vandaag" (a crematorium): today's cremations by time, each with its approval state and what still
 * stops it ("Verlof tot cremeren ontbreekt", "Nog binnen 36 uur na overlijden"); those not ready make it urgent.
 */
export function CremationsTodayCard({
  cremations,
  today,
}: {
  cremations: Part<'cremationsToday'>;
  today: string;
}) {
  const t = dashboardTexts.cremations;
  const blocked = notReady(cremations).length;
  const to = links.cremationsOn(today);
  return (
    <DashboardCard
      title={t.title}
      description={t.intro}
      status={cremationsStatus(cremations)}
      urgent={blocked > 0}
    >
      <CountList>
        <CountLink
          to={to}
          count={cremations.count}
          label={countWord(cremations.count, t.countOne, t.countMany)}
        />
        {blocked > 0 && (
          <CountLink
            to={to}
            count={blocked}
            label={countWord(blocked, t.notReadyOne, t.notReadyMany)}
            urgent
          />
        )}
      </CountList>
      {cremations.items.length > 0 && (
        <ul
          aria-label={t.caption}
          className="mt-3 divide-y divide-stone-200"
          data-testid="dashboard-cremations"
        >
          {cremations.items.map((item) => {
            const state = readiness(item);
            return (
              <li key={item.id} className="py-2">
                <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1">
                  <p className="min-w-0 flex-1 basis-48 break-words">
                    <span className="mr-2 text-sm text-stone-700 tabular-nums">
                      {item.plannedAt ? formatTime(item.plannedAt) : t.noTime}
                    </span>
                    <Link to={links.cremation(item.id)}>{item.deceasedName}</Link>
                    <span className="text-sm text-stone-700">
                      {' · '}
                      {item.number}
                      {item.ovenName && ` · ${item.ovenName}`}
                    </span>
                  </p>
                  {state ? (
                    <Badge tone={state.tone}>{state.text}</Badge>
                  ) : (
                    <CremationStatusBadge status={item.status} />
                  )}
                </div>
                {item.status === 'planned' && item.missing.length > 0 && (
                  <ul aria-label={`${t.missing}: ${item.deceasedName}`} className="mt-1 text-sm text-red-900">
                    {item.missing.map((reason) => (
                      <li key={reason}>{reason}</li>
                    ))}
                  </ul>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </DashboardCard>
  );
}

/**
 * "Asbeheer" (a crematorium): ashes that may be released this week, ashes in storage over the term, and ash
 * places whose term ends.
 */
export function AshCard({ ash, weekEnd }: { ash: Part<'ash'>; weekEnd: string }) {
  const t = dashboardTexts.ash;
  return (
    <DashboardCard title={t.title} description={t.intro} status={ashStatus(ash)}>
      <CountList>
        <CountLink
          to={links.ashOverTerm}
          count={ash.overTerm}
          label={interpolate(t.overTerm, { status: ASH_RECORD_STATUS_LABELS.in_storage.toLowerCase() })}
          urgent
        />
        <CountLink
          to={links.ashReleasableBy(weekEnd)}
          count={ash.releasableThisWeek}
          label={countWord(ash.releasableThisWeek, t.releasableOne, t.releasableMany)}
        />
        <CountLink
          to={links.ashPlacesTermsEnding}
          count={ash.placesTermsEnding}
          label={countWord(ash.placesTermsEnding, t.placesOne, t.placesMany)}
        />
      </CountList>
    </DashboardCard>
  );
}
