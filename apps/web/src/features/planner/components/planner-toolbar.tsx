import { amsterdamToday, interpolate, type PlaceData } from '@afscheid/shared';
import { useId } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { cx } from '../../../components/ui/class-names.ts';
import { DateField } from '../../../components/ui/date-field.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { stepDate, type PlannerParams } from '../lib/url-state.ts';
import { nlPlanner } from '../lib/texts.ts';

const texts = nlPlanner.page;

/**
 * The planner's controls: today, previous and next (a day or a week), the date, the view (Dag/Week), the place
 * and location filters, and the buttons to add a reservation, print the planning and subscribe a calendar.
 */
export function PlannerToolbar({
  params,
  onChange,
  places,
  locations,
  canCreate,
  onAdd,
  onPrint,
  onFeed,
}: {
  params: PlannerParams;
  onChange(next: Partial<PlannerParams>): void;
  places: readonly PlaceData[];
  locations: readonly string[];
  canCreate: boolean;
  onAdd(): void;
  onPrint(): void;
  onFeed(): void;
}) {
  const week = params.view === 'week';
  return (
    <div className="space-y-3">
      <div role="toolbar" aria-label={texts.toolbar} className="flex flex-wrap items-end gap-2">
        <Button variant="secondary" onClick={() => onChange({ date: amsterdamToday() })}>
          {texts.today}
        </Button>
        <Button
          variant="secondary"
          aria-label={week ? texts.previousWeek : texts.previousDay}
          onClick={() => onChange({ date: stepDate(params, -1) })}
        >
          <span aria-hidden="true">‹</span> {texts.previous}
        </Button>
        <Button
          variant="secondary"
          aria-label={week ? texts.nextWeek : texts.nextDay}
          onClick={() => onChange({ date: stepDate(params, 1) })}
        >
          {texts.next} <span aria-hidden="true">›</span>
        </Button>
        <div role="group" aria-label={texts.view} className="inline-flex overflow-hidden rounded-md border border-stone-300">
          {(['day', 'week'] as const).map((view) => (
            <button
              key={view}
              type="button"
              aria-pressed={params.view === view}
              onClick={() => onChange({ view })}
              className={cx(
                'min-h-11 px-4 font-medium',
                params.view === view ? 'bg-brand-700 text-white' : 'bg-white text-stone-900 hover:bg-stone-100',
              )}
            >
              {view === 'day' ? texts.day : texts.week}
            </button>
          ))}
        </div>
      </div>
      <div className="flex flex-wrap items-end gap-x-4 gap-y-3">
        <DateField
          label={texts.date}
          className="w-52"
          value={params.date}
          onChange={(event) => {
            if (event.target.value) onChange({ date: event.target.value });
          }}
        />
        {locations.length > 0 && (
          <SelectField
            label={texts.location}
            className="w-56"
            options={[{ value: '', label: texts.allLocations }, ...locations.map((name) => ({ value: name, label: name }))]}
            value={params.location}
            onChange={(event) => onChange({ location: event.target.value })}
          />
        )}
        {places.length > 1 && (
          <PlaceFilter params={params} places={places} onChange={(ids) => onChange({ places: ids })} />
        )}
      </div>
      <div className="flex flex-wrap gap-2">
        {canCreate && <Button onClick={onAdd}>{nlPlanner.page.add}</Button>}
        <Button variant="secondary" onClick={onPrint}>
          {texts.print}
        </Button>
        <Button variant="secondary" onClick={onFeed}>
          {texts.feed}
        </Button>
      </div>
    </div>
  );
}

/** The place filter: a fold-out list of checkboxes (all ticked = no filter). */
function PlaceFilter({
  params,
  places,
  onChange,
}: {
  params: PlannerParams;
  places: readonly PlaceData[];
  onChange(ids: string[]): void;
}) {
  const id = useId();
  const ids = places.map((place) => place.id);
  const shown = params.places.length === 0 ? ids : ids.filter((item) => params.places.includes(item));
  const toggle = (placeId: string, on: boolean) => {
    const next = on ? ids.filter((item) => item === placeId || shown.includes(item)) : shown.filter((item) => item !== placeId);
    onChange(next.length === ids.length ? [] : next);
  };
  return (
    <details className="relative">
      <summary className="flex min-h-11 cursor-pointer items-center rounded-md border border-stone-400 bg-white px-3 font-medium text-stone-900">
        {params.places.length === 0
          ? texts.placesAll
          : interpolate(texts.placesSummary, { shown: shown.length, total: ids.length })}
      </summary>
      <fieldset className="absolute z-40 mt-1 max-h-80 w-72 overflow-auto rounded-md border border-stone-200 bg-white p-3 shadow-xl">
        <legend className="sr-only">{texts.places}</legend>
        <button
          type="button"
          className="mb-2 text-sm font-medium text-brand-700 underline underline-offset-2"
          onClick={() => onChange([])}
        >
          {texts.allPlaces}
        </button>
        <ul className="space-y-2">
          {places.map((place) => (
            <li key={place.id} className="flex items-center gap-3">
              <input
                id={`${id}-${place.id}`}
                type="checkbox"
                className="size-5 rounded border-stone-400 accent-brand-700"
                checked={shown.includes(place.id)}
                onChange={(event) => toggle(place.id, event.target.checked)}
              />
              <label htmlFor={`${id}-${place.id}`} className="text-stone-900">
                {place.name}
                {place.locationName && <span className="text-stone-600"> ({place.locationName})</span>}
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
    </details>
  );
}
