import { CREMATION_STATUSES } from '@afscheid/shared';
import { Button } from '../../../components/ui/button.tsx';
import { FilterDateField } from '../../../components/ui/filter-date-field.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { nlPages } from '../../../lib/i18n/nl-NL.pages.ts';
import { statusLabel } from '../lib/display.ts';
import { activeFilterCount, defaultFilters, type CremationFilters } from '../lib/list-params.ts';

const texts = nlPages.cremations.list;
const STATUS_OPTIONS = CREMATION_STATUSES.map((status) => ({ value: status, label: statusLabel(status) }));

/** The list's filters (state, planned from and to); every change goes straight to the URL. */
export function CremationFiltersPanel({
  filters,
  today,
  onChange,
}: {
  filters: CremationFilters;
  today: string;
  onChange: (next: CremationFilters) => void;
}) {
  const set = (name: keyof CremationFilters) => (event: { target: { value: string } }) =>
    onChange({ ...filters, [name]: event.target.value });
  return (
    <fieldset className="rounded-lg border border-stone-200 bg-white p-4 shadow-sm">
      <legend className="px-1 text-lg font-semibold text-stone-900">{texts.filters}</legend>
      <div className="grid gap-4 sm:grid-cols-3">
        <SelectField
          label={texts.status}
          placeholder={texts.allStatuses}
          options={STATUS_OPTIONS}
          value={filters.status}
          onChange={set('status')}
        />
        <FilterDateField
          label={texts.from}
          description={texts.fromHint}
          value={filters.from}
          max={filters.to || undefined}
          onChange={set('from')}
        />
        <FilterDateField label={texts.to} value={filters.to} min={filters.from || undefined} onChange={set('to')} />
      </div>
      {activeFilterCount(filters, today) > 0 && (
        <Button variant="secondary" className="mt-4" onClick={() => onChange(defaultFilters(today))}>
          {texts.clearFilters}
        </Button>
      )}
    </fieldset>
  );
}
