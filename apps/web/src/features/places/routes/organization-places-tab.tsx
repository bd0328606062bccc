import { interpolate, type PlaceData } from '@afscheid/shared';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { linkButtonClass } from '../../../components/ui/link-button.ts';
import { NoticeRegion } from '../../../components/ui/notice.tsx';
import { errorText } from '../../../lib/api/error-text.ts';
import { IfCan } from '../../../lib/gate/gate-components.tsx';
import { useSession } from '../../auth/index.ts';
import { listAllPlaces } from '../api/places-api.ts';
import { placeKeys } from '../api/query-keys.ts';
import { Swatch } from '../components/swatch.tsx';
import { colorName, groupPlacesByLocation, placeKindLabel } from '../lib/labels.ts';
import { nlPlaces } from '../lib/texts.ts';

const texts = nlPlaces.tab;

/**
 * `/organizations/{id}/places`: the active organisation's places grouped by location, each with its kind,
 * capacity, colour, preparation and clean-up time and badges, linked to its page; "Plaats toevoegen". The places
 * API serves the active organisation only: for another organisation the tab says to switch, as the other
 * organisation tabs do.
 */
export function OrganizationPlacesTab() {
  const { id = '' } = useParams();
  const location = useLocation();
  const activeId = useSession().user?.activeOrganizationId ?? null;
  const isActive = activeId !== null && activeId === id;
  const notice = (location.state as { notice?: string } | null)?.notice ?? null;

  if (!isActive) {
    return <Alert tone="info">{activeId === null ? texts.noOrganization : texts.otherOrganization}</Alert>;
  }
  return <PlacesOfOrganization organizationId={id} notice={notice} />;
}

function PlacesOfOrganization({ organizationId, notice }: { organizationId: string; notice: string | null }) {
  const headingId = useId();
  const { data, isPending, isError, error } = useQuery({
    queryKey: placeKeys.list(organizationId),
    queryFn: listAllPlaces,
  });
  const groups = data ? groupPlacesByLocation(data) : [];

  return (
    <section aria-labelledby={headingId}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id={headingId} className="text-xl font-semibold text-stone-900">
            {texts.heading}
          </h2>
          <p className="mt-1 text-stone-700">{texts.intro}</p>
          {data && data.length > 0 && (
            <p className="mt-1 text-sm text-stone-700">
              {data.length === 1 ? texts.countOne : interpolate(texts.count, { count: data.length })}
            </p>
          )}
        </div>
        <IfCan permission="places.create">
          <Link to="/places/create" className={linkButtonClass}>
            {texts.add}
          </Link>
        </IfCan>
      </div>
      <NoticeRegion notice={notice ? { tone: 'success', text: notice } : null} className="mt-4" />
      {isPending && <p className="mt-4 text-stone-700">{nlPlaces.common.loading}</p>}
      {isError && (
        <Alert tone="error" className="mt-4">
          {texts.loadFailed} {errorText(error)}
        </Alert>
      )}
      {data && data.length === 0 && <p className="mt-4 text-stone-700">{texts.none}</p>}
      <div className="mt-2 space-y-8" data-testid="places-by-location">
        {groups.map((group) => (
          <LocationGroup key={group.location ?? ''} location={group.location} places={group.places} />
        ))}
      </div>
    </section>
  );
}

function LocationGroup({ location, places }: { location: string | null; places: PlaceData[] }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} className="text-lg font-semibold text-stone-900">
        {location ?? texts.noLocation}
      </h3>
      <ul className="mt-3 grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
        {places.map((place) => (
          <li
            key={place.id}
            className="rounded-lg border border-stone-200 bg-white p-4 shadow-sm"
            data-testid="place-card"
          >
            <div className="flex items-start gap-3">
              <Swatch color={place.color} />
              <div className="min-w-0 flex-1">
                <p className="font-semibold">
                  <Link to={`/places/${place.id}`} className="break-words">
                    {place.name}
                  </Link>
                </p>
                <p className="text-stone-700">{placeKindLabel(place.kind)}</p>
                <p className="sr-only">{interpolate(texts.color, { name: colorName(place.color) })}</p>
              </div>
            </div>
            <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
              <dt className="text-stone-700">{texts.capacity}</dt>
              <dd className="text-stone-900">
                {place.capacity === null
                  ? nlPlaces.common.none
                  : interpolate(texts.capacityValue, { count: place.capacity })}
              </dd>
              <dt className="text-stone-700">{texts.times}</dt>
              <dd className="text-stone-900 tabular-nums">
                {interpolate(texts.timesValue, {
                  preparation: place.preparationMinutes,
                  cleanup: place.cleanupMinutes,
                })}
              </dd>
            </dl>
            {(place.broadcasting || !place.active) && (
              <p className="mt-3 flex flex-wrap gap-2">
                {place.broadcasting && <Badge tone="info">{texts.broadcasting}</Badge>}
                {!place.active && <Badge tone="muted">{texts.inactive}</Badge>}
              </p>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
