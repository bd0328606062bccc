import { formatDate, formatTime, interpolate, type PlaceData } from '@afscheid/shared';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { linkButtonClass } from '../../../components/ui/link-button.ts';
import { errorText } from '../../../lib/api/error-text.ts';
import { IfCan, useGate } from '../../../lib/gate/gate-components.tsx';
import { listBroadcasts } from '../api/broadcasts-api.ts';
import { broadcastKeys } from '../api/query-keys.ts';
import { broadcastPaths } from '../lib/paths.ts';
import { nlBroadcasts } from '../lib/texts.ts';
import { BroadcastStatusBadge } from './status-badge.tsx';

const texts = nlBroadcasts.list;

/**
 * The broadcasts of a place with broadcasting enabled (the place page): status, title, date and time, dossier, a
 * link to edit each one and to its public page; "Uitzending plannen" for who may.
 */
export function PlaceBroadcasts({ place }: { place: Pick<PlaceData, 'id' | 'name'> }) {
  const headingId = useId();
  const canUpdate = useGate().can('broadcasts.update');
  const { data, isPending, isError, error } = useQuery({
    queryKey: broadcastKeys.list(place.id),
    queryFn: () => listBroadcasts(place.id),
  });
  const paths = broadcastPaths(place.id);

  return (
    <section
      aria-labelledby={headingId}
      className="mt-6 rounded-lg border border-stone-200 bg-white p-5 shadow-sm"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id={headingId} className="text-lg font-semibold text-stone-900">
            {texts.heading}
          </h2>
          <p className="mt-1 text-sm text-stone-700">{texts.intro}</p>
        </div>
        <IfCan permission="broadcasts.create">
          <Link to={paths.create()} className={linkButtonClass}>
            {texts.plan}
          </Link>
        </IfCan>
      </div>
      {isPending && <p className="mt-3 text-stone-700">{nlBroadcasts.common.loading}</p>}
      {isError && (
        <Alert tone="error" className="mt-3">
          {texts.loadFailed} {errorText(error)}
        </Alert>
      )}
      {data && data.length === 0 && <p className="mt-3 text-stone-700">{texts.none}</p>}
      {data && data.length > 0 && (
        <ul className="mt-3 divide-y divide-stone-200" data-testid="place-broadcasts">
          {data.map((broadcast) => (
            <li key={broadcast.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
              <div className="min-w-0">
                <p className="flex flex-wrap items-center gap-2">
                  <span className="font-medium text-stone-900">{broadcast.title}</span>
                  <BroadcastStatusBadge status={broadcast.status} />
                </p>
                <p className="mt-0.5 text-sm text-stone-700">
                  {interpolate(texts.when, {
                    date: formatDate(broadcast.startsAt),
                    start: formatTime(broadcast.startsAt),
                    end: formatTime(broadcast.endsAt),
                  })}
                  {broadcast.dossier && (
                    <>
                      {' · '}
                      <Link to={`/dossiers/${broadcast.dossier.id}`}>
                        {interpolate(texts.dossier, { number: broadcast.dossier.number })}
                      </Link>
                    </>
                  )}
                </p>
              </div>
              <div className="flex flex-wrap gap-2">
                <a
                  href={broadcast.publicUrl}
                  target="_blank"
                  rel="noreferrer noopener"
                  aria-label={interpolate(texts.publicLinkLabel, { title: broadcast.title })}
                  className="inline-flex min-h-11 items-center px-2"
                >
                  {texts.publicLink}
                </a>
                {canUpdate && (
                  <Link
                    to={paths.edit(broadcast.id)}
                    aria-label={interpolate(texts.editLabel, { title: broadcast.title })}
                    className={linkButtonClass}
                  >
                    {texts.edit}
                  </Link>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
