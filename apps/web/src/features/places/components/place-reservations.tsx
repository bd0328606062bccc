import {
  addPlannerDays,
  amsterdamToday,
  formatDate,
  formatDateTime,
  formatTime,
  interpolate,
  RESERVATION_KIND_LABELS,
  RESERVATION_STATUS_LABELS,
  toIsoDate,
  type PlaceData,
  type ReservationData,
  type ReservationStatus,
} from '@afscheid/shared';
import { useQuery } from '@tanstack/react-query';
import { useId, useMemo } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Badge, type BadgeTone } from '../../../components/ui/badge.tsx';
import { ListTable } from '../../../components/ui/list-table.tsx';
import { errorText } from '../../../lib/api/error-text.ts';
import { COMING_DAYS, listPlaceReservations } from '../api/places-api.ts';
import { placeKeys } from '../api/query-keys.ts';
import { nlPlaces } from '../lib/texts.ts';

const texts = nlPlaces.reservations;

const STATUS_TONES: Record<ReservationStatus, BadgeTone> = {
  option: 'warning',
  confirmed: 'success',
  cancelled: 'muted',
};

/** "10:00–11:30"; an end on a later day with its date ("22:00–25 oktober 2026 02:00"). */
export function reservationTimes(reservation: Pick<ReservationData, 'startsAt' | 'endsAt'>): string {
  const sameDay = toIsoDate(reservation.startsAt) === toIsoDate(reservation.endsAt);
  return interpolate(texts.timeRange, {
    start: formatTime(reservation.startsAt),
    end: sameDay ? formatTime(reservation.endsAt) : formatDateTime(reservation.endsAt),
  });
}

/**
 * The place's reservations from today for the coming six weeks (date, time, title, kind, dossier, status); for a
 * ceremony on a place that broadcasts, a link to plan its broadcast (prefilled from the reservation).
 */
export function PlaceReservations({
  place,
  broadcastPath,
}: {
  place: Pick<PlaceData, 'id' | 'name'>;
  /** The create page of a broadcast prefilled from a reservation; absent: no such links. */
  broadcastPath?: (reservationId: string) => string;
}) {
  const headingId = useId();
  const today = useMemo(() => amsterdamToday(), []);
  const { data, isPending, isError, error } = useQuery({
    queryKey: placeKeys.reservations(place.id, today),
    queryFn: () => listPlaceReservations(place.id, today),
  });
  const until = formatDate(addPlannerDays(today, COMING_DAYS - 1));
  const offerBroadcast = (reservation: ReservationData) =>
    broadcastPath !== undefined && reservation.kind === 'ceremony' && reservation.status !== 'cancelled';
  const withActions = broadcastPath !== undefined && (data ?? []).some(offerBroadcast);

  return (
    <section
      aria-labelledby={headingId}
      className="mt-6 rounded-lg border border-stone-200 bg-white p-5 shadow-sm"
    >
      <h2 id={headingId} className="text-lg font-semibold text-stone-900">
        {texts.heading}
      </h2>
      <p className="mt-1 text-sm text-stone-700">{interpolate(texts.intro, { until })}</p>
      {isPending && <p className="mt-3 text-stone-700">{nlPlaces.common.loading}</p>}
      {isError && (
        <Alert tone="error" className="mt-3">
          {texts.loadFailed} {errorText(error)}
        </Alert>
      )}
      {data && data.length === 0 && <p className="mt-3 text-stone-700">{texts.none}</p>}
      {data && data.length > 0 && (
        // On a phone a list of small cards; from a tablet on the table (one of the two is shown, and read).
        <ul
          className="mt-3 divide-y divide-stone-200 sm:hidden"
          aria-label={interpolate(texts.caption, { name: place.name })}
        >
          {data.map((reservation) => (
            <li key={reservation.id} className="py-3">
              <p className="text-sm text-stone-700 tabular-nums">
                {formatDate(reservation.startsAt)}, {reservationTimes(reservation)}
              </p>
              <p className="font-medium text-stone-900">{reservation.title}</p>
              <p className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-stone-700">
                <span>{RESERVATION_KIND_LABELS[reservation.kind]}</span>
                {reservation.dossier && (
                  <Link to={`/dossiers/${reservation.dossier.id}`}>{reservation.dossier.number}</Link>
                )}
                <Badge tone={STATUS_TONES[reservation.status]}>
                  {RESERVATION_STATUS_LABELS[reservation.status]}
                </Badge>
              </p>
              {offerBroadcast(reservation) && broadcastPath && (
                <p className="mt-1">
                  <Link
                    to={broadcastPath(reservation.id)}
                    aria-label={interpolate(texts.broadcastFor, { title: reservation.title })}
                  >
                    {texts.broadcast}
                  </Link>
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
      {data && data.length > 0 && (
        <div className="hidden sm:block">
          <ListTable
            caption={interpolate(texts.caption, { name: place.name })}
            columns={[texts.date, texts.time, texts.title, texts.kind, texts.dossier, texts.status]}
            actions={withActions ? texts.actions : undefined}
            testId="place-reservations"
          >
            {data.map((reservation) => (
              <tr key={reservation.id} className="align-top">
                <td className="py-2 pr-4 whitespace-nowrap">{formatDate(reservation.startsAt)}</td>
                <td className="py-2 pr-4 whitespace-nowrap tabular-nums">{reservationTimes(reservation)}</td>
                <td className="py-2 pr-4 font-medium text-stone-900">{reservation.title}</td>
                <td className="py-2 pr-4">{RESERVATION_KIND_LABELS[reservation.kind]}</td>
                <td className="py-2 pr-4 whitespace-nowrap">
                  {reservation.dossier ? (
                    <Link to={`/dossiers/${reservation.dossier.id}`}>{reservation.dossier.number}</Link>
                  ) : (
                    texts.noDossier
                  )}
                </td>
                <td className="py-2 pr-4">
                  <Badge tone={STATUS_TONES[reservation.status]}>
                    {RESERVATION_STATUS_LABELS[reservation.status]}
                  </Badge>
                </td>
                {withActions && (
                  <td className="py-2">
                    {offerBroadcast(reservation) && broadcastPath && (
                      <Link
                        to={broadcastPath(reservation.id)}
                        aria-label={interpolate(texts.broadcastFor, { title: reservation.title })}
                        className="whitespace-nowrap"
                      >
                        {texts.broadcast}
                      </Link>
                    )}
                  </td>
                )}
              </tr>
            ))}
          </ListTable>
        </div>
      )}
    </section>
  );
}
