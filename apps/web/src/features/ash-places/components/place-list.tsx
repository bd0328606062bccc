import { interpolate, type AshPlaceData } from '@afscheid/shared';
import { Button } from '../../../components/ui/button.tsx';
import { placeKindLabel } from '../lib/display.ts';
import { nlAshPlaces } from '../lib/texts.ts';
import type { AshPlaceSort } from '../api/ash-places-api.ts';
import { Occupancy, Occupants, PlaceState, RightsHolder, Term } from './place-parts.tsx';

const texts = nlAshPlaces.list;

/** What the user may do with a place; a button is left out without the permission. */
export interface PlaceActions {
  onEdit?: (place: AshPlaceData) => void;
  onRemove?: (place: AshPlaceData) => void;
}

function ActionButtons({ place, onEdit, onRemove }: PlaceActions & { place: AshPlaceData }) {
  return (
    <div className="flex flex-wrap gap-2 lg:flex-col lg:items-stretch">
      {onEdit && (
        <Button
          variant="secondary"
          aria-label={interpolate(texts.editAria, { code: place.code })}
          onClick={() => onEdit(place)}
        >
          {texts.edit}
        </Button>
      )}
      {onRemove && (
        <Button
          variant="ghost"
          aria-label={interpolate(texts.removeAria, { code: place.code })}
          onClick={() => onRemove(place)}
        >
          {texts.remove}
        </Button>
      )}
    </div>
  );
}

const cell = 'px-3 py-3 align-top';

/** The places of one page in a table (from medium width). */
export function PlaceTable({
  items,
  today,
  sort,
  page,
  lastPage,
  actions,
}: {
  items: readonly AshPlaceData[];
  today: string;
  sort: AshPlaceSort;
  page: number;
  lastPage: number;
  actions: PlaceActions;
}) {
  const withActions = Boolean(actions.onEdit || actions.onRemove);
  const caption = interpolate(texts.caption, {
    sort: texts.sortOptions[sort].toLowerCase(),
    page,
    pages: lastPage,
  });
  const header = (label: string) => (
    <th scope="col" className="px-3 py-3 font-semibold">
      {label}
    </th>
  );
  return (
    <div className="overflow-x-auto rounded-lg border border-stone-200 bg-white shadow-sm">
      <table className="w-full text-left text-sm" data-testid="ash-place-table">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-stone-50 text-sm text-stone-700">
          <tr>
            {header(texts.place)}
            {header(texts.location)}
            {header(texts.occupancy)}
            {header(texts.stateColumn)}
            {header(texts.occupants)}
            {header(texts.term)}
            {header(texts.rightsHolder)}
            {withActions && header(texts.actions)}
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-200">
          {items.map((place) => (
            <tr key={place.id} className="hover:bg-stone-50">
              <th scope="row" className={cell}>
                <span className="block font-semibold">{place.code}</span>
                <span className="block font-normal text-stone-700">{placeKindLabel(place.kind)}</span>
              </th>
              <td className={cell}>
                {place.location ?? <span className="text-stone-600">{nlAshPlaces.common.none}</span>}
              </td>
              <td className={cell}>
                <Occupancy place={place} />
              </td>
              <td className={cell}>
                <PlaceState place={place} />
              </td>
              <td className={cell}>
                <Occupants place={place} />
              </td>
              <td className={cell}>
                <Term place={place} today={today} />
              </td>
              <td className={cell}>
                <RightsHolder place={place} />
              </td>
              {withActions && (
                <td className={cell}>
                  <ActionButtons place={place} {...actions} />
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The places of one page as cards, for a phone. */
export function PlaceCards({
  items,
  today,
  actions,
}: {
  items: readonly AshPlaceData[];
  today: string;
  actions: PlaceActions;
}) {
  return (
    <ul className="space-y-3" data-testid="ash-place-cards">
      {items.map((place) => (
        <li key={place.id} className="rounded-lg border border-stone-200 bg-white p-4 shadow-sm">
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0">
              <p className="text-lg font-semibold break-words">{place.code}</p>
              <p className="text-sm text-stone-700">
                {placeKindLabel(place.kind)}
                {place.location ? ` · ${place.location}` : ''}
              </p>
            </div>
            <PlaceState place={place} />
          </div>
          <dl className="mt-3 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-2 text-sm">
            <dt className="text-stone-600">{texts.occupancy}</dt>
            <dd>
              <Occupancy place={place} />
            </dd>
            <dt className="text-stone-600">{texts.occupants}</dt>
            <dd>
              <Occupants place={place} />
            </dd>
            <dt className="text-stone-600">{texts.term}</dt>
            <dd>
              <Term place={place} today={today} />
            </dd>
            <dt className="text-stone-600">{texts.rightsHolder}</dt>
            <dd>
              <RightsHolder place={place} />
            </dd>
          </dl>
          {(actions.onEdit || actions.onRemove) && (
            <div className="mt-3">
              <ActionButtons place={place} {...actions} />
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}
