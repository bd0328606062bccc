import { formatDateTime, interpolate, messages } from '@afscheid/shared';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { errorText } from '../../../lib/api/error-text.ts';
import { nl } from '../../../lib/i18n/nl-NL.ts';
import { getRequestUpdates, type RequestUpdateEvent } from '../api/dashboard-api.ts';
import { DashboardCard } from './dashboard-card.tsx';

const texts = nl.cremations.dashboard;
const eventLabels = messages.crematoriumRequests.events;

/** The event's label ("Ander tijdstip voorgesteld", "Gewijzigde gegevens verstuurd (versie 3)"). */
export function eventLabel(event: Pick<RequestUpdateEvent, 'action' | 'note'>): string {
  return interpolate(eventLabels[event.action], { revision: event.note ?? '' });
}

export const waitingText = (count: number): string =>
  count === 0
    ? texts.waitingNone
    : count === 1
      ? texts.waitingOne
      : interpolate(texts.waitingMany, { count });

/**
 * "Crematieaanvragen", for either side: how many requests wait for this organisation, and what the other side
 * did lately (each linking to the request), with a link to the list.
 */
export function CrematoriumRequestsCard() {
  const { data, isPending, isError, error } = useQuery({
    queryKey: ['crematorium-requests', 'updates', 'dashboard'],
    queryFn: getRequestUpdates,
  });
  return (
    <DashboardCard title={texts.requestsTitle} description={texts.requestsIntro}>
      {isPending && <p className="text-stone-700">{texts.loading}</p>}
      {isError && <p className="text-red-800">{`${texts.loadFailed} ${errorText(error)}`}</p>}
      {data && (
        <>
          <p className="font-medium text-stone-900" data-testid="requests-waiting">
            {waitingText(data.waiting)}
          </p>
          {data.events.length === 0 ? (
            <p className="mt-3 text-stone-700">{texts.eventsNone}</p>
          ) : (
            <ul className="mt-3 divide-y divide-stone-200" aria-label={texts.events}>
              {data.events.map((event) => (
                <li key={event.id} className="py-2">
                  <p>
                    <Link to={`/crematorium-requests/${event.requestId}`}>{event.deceasedName}</Link>
                    {': '}
                    {eventLabel(event)}
                  </p>
                  <p className="text-sm text-stone-700">
                    {event.organizationName} · {formatDateTime(event.createdAt)}
                  </p>
                  {event.note && event.action !== 'revised' && (
                    <p className="text-sm break-words text-stone-700">{event.note}</p>
                  )}
                </li>
              ))}
            </ul>
          )}
        </>
      )}
      <p className="mt-3">
        <Link to="/crematorium-requests">{texts.requestsAll}</Link>
      </p>
    </DashboardCard>
  );
}
