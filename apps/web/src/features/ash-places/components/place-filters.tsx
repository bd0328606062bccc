import { ASH_PLACE_KINDS, ASH_PLACE_STATES } from '@afscheid/shared';
import { Button } from '../../../components/ui/button.tsx';
import { CheckboxField } from '../../../components/ui/checkbox-field.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { placeKindLabel, placeStateLabel } from '../lib/display.ts';
import { activeFilterCount, DEFAULT_FILTERS, type AshPlaceFilters } from '../lib/list-params.ts';
import { nlAshPlaces } from '../lib/texts.ts';

const texts = nlAshPlaces.list;
const KIND_OPTIONS = ASH_PLACE_KINDS.map((kind) => ({ value: kind, label: placeKindLabel(kind) }));
const STATE_OPTIONS = ASH_PLACE_STATES.map((state) => ({ value: state, label: placeStateLabel(state) }));
const ACTIVE_OPTIONS = [
  { value: 'true', label: texts.activeYes },
  { value: 'false', label: texts.activeNo },
];

/** The list's filters (kind, state, in use); every change goes straight to the URL. */
export function PlaceFiltersPanel({
  filters,
  onChange,
}: {
  filters: AshPlaceFilters;
  onChange: (next: AshPlaceFilters) => void;
}) {
  const set = (name: keyof AshPlaceFilters) => (event: { target: { value: string } }) =>
    onChange({ ...filters, [name]: event.target.value });
  return (
    <fieldset className="rounded-lg border border-stone-200 bg-white p-4 shadow-sm">
      <legend className="px-1 text-lg font-semibold text-stone-900">{texts.filters}</legend>
      <div className="grid gap-4 sm:grid-cols-3">
        <SelectField
          label={texts.kind}
          placeholder={texts.allKinds}
          options={KIND_OPTIONS}
          value={filters.kind}
          onChange={set('kind')}
        />
        <SelectField
          label={texts.state}
          placeholder={texts.allStates}
          options={STATE_OPTIONS}
          value={filters.state}
          onChange={set('state')}
        />
        <SelectField
          label={texts.active}
          placeholder={texts.activeAll}
          options={ACTIVE_OPTIONS}
          value={filters.active}
          onChange={set('active')}
        />
        {/* The dashboard's "asplaatsen met aflopende termijn" links here with `?terms_ending=true`. */}
        <CheckboxField
          className="sm:col-span-3"
          label={texts.termsEnding}
          checked={filters.termsEnding}
          onChange={(event) => onChange({ ...filters, termsEnding: event.target.checked })}
        />
      </div>
      {activeFilterCount(filters) > 0 && (
        <Button variant="secondary" className="mt-4" onClick={() => onChange(DEFAULT_FILTERS)}>
          {texts.clearFilters}
        </Button>
      )}
    </fieldset>
  );
}
