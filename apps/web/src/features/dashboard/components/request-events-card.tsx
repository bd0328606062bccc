import { crematoriumRequestMessages, formatDateTime, interpolate, type RequestUpdateEvent } from '@afscheid/shared';
import { Link } from 'react-router';
import { nlPages } from '../../../lib/i18n/nl-NL.pages.ts';
import { DashboardCard } from './dashboard-card.tsx';

const texts = nlPages.cremations.dashboard;
const eventLabels = crematoriumRequestMessages.events;

/** The event's label ("Ander tijdstip voorgesteld", "Gewijzigde gegevens verstuurd (versie 3)"). */
export function eventLabel(event: Pick<RequestUpdateEvent, 'action' | 'note'>): string {
  return interpolate(eventLabels[event.action], { revision: event.note ?? '' });
}

/**
 * "Recente gebeurtenissen": what the other side of the organisation's crematorium requests did in the last two
 * weeks (accepted, proposed another moment, sent or approved an ash destination …), each linking to its request.
 */
export function RequestEventsCard({ events }: { events: readonly RequestUpdateEvent[] }) {
  return (
    <DashboardCard title={texts.events} description={texts.eventsIntro}>
      {events.length === 0 ? (
        <p className="text-stone-700">{texts.eventsNone}</p>
      ) : (
        <ul
          className="divide-y divide-stone-200"
          aria-label={texts.events}
          data-testid="dashboard-request-events"
        >
          {events.map((event) => (
            <li key={event.id} className="py-2">
              <p className="break-words">
                <Link to={`/crematorium-requests/${encodeURIComponent(event.requestId)}`}>
                  {event.deceasedName}
                </Link>
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
      <p className="mt-3">
        <Link to="/crematorium-requests">{texts.requestsAll}</Link>
      </p>
    </DashboardCard>
  );
}
