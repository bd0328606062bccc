import { formatDateTime, interpolate, type PlaceData } from '@afscheid/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type ReactNode } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { linkButtonClass } from '../../../components/ui/link-button.ts';
import { NoticeRegion } from '../../../components/ui/notice.tsx';
import { PageProblem } from '../../../components/ui/page-problem.tsx';
import { PageTitle } from '../../../components/ui/page-title.tsx';
import { errorText } from '../../../lib/api/error-text.ts';
import { isApiError } from '../../../lib/api/errors.ts';
import { IfCan, useGate } from '../../../lib/gate/gate-components.tsx';
import { broadcastPaths, PlaceBroadcasts } from '../../broadcasts/index.ts';
import { deletePlace } from '../api/places-api.ts';
import { placeKeys } from '../api/query-keys.ts';
import { usePlace } from '../api/use-place.ts';
import { PlaceCalendarFeed } from '../components/place-calendar-feed.tsx';
import { PlaceReservations } from '../components/place-reservations.tsx';
import { Swatch } from '../components/swatch.tsx';
import { colorName, placeAddressLines, placeKindLabel } from '../lib/labels.ts';
import { usePlacesListPath } from '../lib/list-path.ts';
import { nlPlaces } from '../lib/texts.ts';

const texts = nlPlaces.detail;

/** `/places/{id}`: a place's details, its coming reservations, its broadcasts and its calendar feed; edit, delete. */
export function PlacePage() {
  const { id = '' } = useParams();
  const location = useLocation();
  const listPath = usePlacesListPath();
  const { data: place, isPending, isError, error } = usePlace(id);

  if (isPending) return <p className="text-stone-700">{nlPlaces.common.loading}</p>;
  if (isError || !place) {
    return (
      <PageProblem title={nlPlaces.tab.heading} back={{ to: listPath, label: texts.backToList }}>
        {isApiError(error) && (error.status === 404 || error.status === 403)
          ? error.message
          : `${texts.loadFailed} ${errorText(error)}`}
      </PageProblem>
    );
  }
  const initialNotice = (location.state as { notice?: string } | null)?.notice ?? null;
  return <PlaceDetails key={place.id} place={place} listPath={listPath} initialNotice={initialNotice} />;
}

function PlaceDetails({
  place,
  listPath,
  initialNotice,
}: {
  place: PlaceData;
  listPath: string;
  initialNotice: string | null;
}) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const gate = useGate();
  const detailsId = useId();
  const [confirming, setConfirming] = useState(false);
  const [removeError, setRemoveError] = useState<string | null>(null);
  const notice = initialNotice ? ({ tone: 'success', text: initialNotice } as const) : null;
  const address = placeAddressLines(place);
  const broadcasts = broadcastPaths(place.id);
  const canPlanBroadcast = place.broadcasting && place.active && gate.can('broadcasts.create');

  const remove = useMutation({
    mutationFn: () => deletePlace(place.id),
    onSuccess: async () => {
      setConfirming(false);
      queryClient.removeQueries({ queryKey: placeKeys.detail(place.id) });
      void queryClient.invalidateQueries({ queryKey: placeKeys.all });
      await navigate(listPath, { state: { notice: interpolate(texts.removed, { name: place.name }) } });
    },
    // A 409 says why (reservations are still on the place) and suggests "inactief".
    onError: (failure) => setRemoveError(errorText(failure)),
  });

  const minutes = (value: number) => interpolate(nlPlaces.common.minutes, { minutes: value });

  return (
    <div className="max-w-5xl">
      <p>
        <Link to={listPath}>{texts.backToList}</Link>
      </p>
      <header className="mt-3 flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <PageTitle className="flex items-center gap-3">
            <Swatch color={place.color} />
            <span className="min-w-0 break-words">{place.name}</span>
          </PageTitle>
          <p className="mt-2 flex flex-wrap items-center gap-2 text-stone-700">
            <span>{placeKindLabel(place.kind)}</span>
            {place.locationName && (
              <>
                <span aria-hidden="true">·</span>
                <span>{place.locationName}</span>
              </>
            )}
            {place.broadcasting && <Badge tone="info">{nlPlaces.tab.broadcasting}</Badge>}
            {!place.active && <Badge tone="muted">{nlPlaces.tab.inactive}</Badge>}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <IfCan permission="places.update">
            <Link to={`/places/${place.id}/edit`} className={linkButtonClass}>
              {texts.edit}
            </Link>
          </IfCan>
          <IfCan permission="places.delete">
            <Button
              variant="ghost"
              onClick={() => {
                setRemoveError(null);
                setConfirming(true);
              }}
            >
              {texts.remove}
            </Button>
          </IfCan>
        </div>
      </header>

      <NoticeRegion notice={notice} className="mt-4" />

      <section
        aria-labelledby={detailsId}
        className="mt-6 rounded-lg border border-stone-200 bg-white p-5 shadow-sm"
      >
        <h2 id={detailsId} className="text-lg font-semibold text-stone-900">
          {texts.details}
        </h2>
        <dl className="mt-3 grid gap-x-6 gap-y-4 sm:grid-cols-2 lg:grid-cols-3">
          <Detail label={texts.kind}>{placeKindLabel(place.kind)}</Detail>
          <Detail label={texts.location}>{place.locationName ?? nlPlaces.common.none}</Detail>
          <Detail label={texts.address}>
            {address.length === 0
              ? nlPlaces.common.none
              : address.map((line) => (
                  <span key={line} className="block">
                    {line}
                  </span>
                ))}
          </Detail>
          <Detail label={texts.capacity}>
            {place.capacity === null
              ? nlPlaces.common.none
              : interpolate(texts.capacityValue, { count: place.capacity })}
          </Detail>
          <Detail label={texts.preparation}>{minutes(place.preparationMinutes)}</Detail>
          <Detail label={texts.cleanup}>{minutes(place.cleanupMinutes)}</Detail>
          <Detail label={texts.color}>
            <span className="inline-flex items-center gap-2">
              <Swatch color={place.color} small />
              {colorName(place.color)}
            </span>
          </Detail>
          <Detail label={texts.broadcasting}>
            {place.broadcasting ? texts.broadcastingOn : texts.broadcastingOff}
          </Detail>
          <Detail label={texts.active}>{place.active ? texts.activeOn : texts.activeOff}</Detail>
          <Detail label={texts.updatedAt}>{formatDateTime(place.updatedAt)}</Detail>
        </dl>
      </section>

      {gate.can('planner.view') && (
        <PlaceReservations place={place} broadcastPath={canPlanBroadcast ? broadcasts.create : undefined} />
      )}
      {place.broadcasting && gate.can('broadcasts.view') && <PlaceBroadcasts place={place} />}
      {gate.can('planner.view') && <PlaceCalendarFeed placeId={place.id} />}

      <ConfirmDialog
        open={confirming}
        title={texts.removeTitle}
        confirmLabel={texts.remove}
        busyLabel={nlPlaces.common.deleting}
        busy={remove.isPending}
        error={removeError}
        onCancel={() => setConfirming(false)}
        onConfirm={() => remove.mutate()}
      >
        <p>{interpolate(texts.removeBody, { name: place.name })}</p>
      </ConfirmDialog>
    </div>
  );
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-sm font-medium text-stone-700">{label}</dt>
      <dd className="mt-1 text-stone-900">{children}</dd>
    </div>
  );
}
