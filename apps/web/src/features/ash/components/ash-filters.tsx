import { ASH_RECORD_STATUSES, formatDate, interpolate, type AshRecordStatus } from '@afscheid/shared';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { CheckboxField } from '../../../components/ui/checkbox-field.tsx';
import { FilterDateField } from '../../../components/ui/filter-date-field.tsx';
import { recordStatusLabel } from '../lib/display.ts';
import { activeFilterCount, DEFAULT_FILTERS, type AshFilters } from '../lib/list-params.ts';
import { ashTexts } from '../lib/texts.ts';

const texts = ashTexts.list;

/** The list's filters (statuses, releasable, over the term, blocked, cremated from/to); every change goes to the URL. */
export function AshFiltersPanel({
  filters,
  onChange,
}: {
  filters: AshFilters;
  onChange: (next: AshFilters) => void;
}) {
  const hintId = useId();
  // The day of `?releasable_by=` (the dashboard's link) stays on offer after it is unticked, so it can be ticked again.
  const [releasableBy, setReleasableBy] = useState(filters.releasableBy);
  if (filters.releasableBy && filters.releasableBy !== releasableBy) setReleasableBy(filters.releasableBy);
  const toggleStatus = (status: AshRecordStatus, on: boolean) => {
    const chosen = new Set(filters.status);
    if (on) chosen.add(status);
    else chosen.delete(status);
    onChange({ ...filters, status: ASH_RECORD_STATUSES.filter((value) => chosen.has(value)) });
  };
  return (
    <fieldset className="rounded-lg border border-stone-200 bg-white p-4 shadow-sm">
      <legend className="px-1 text-lg font-semibold text-stone-900">{texts.filters}</legend>
      <div className="grid gap-6 md:grid-cols-3">
        <fieldset aria-describedby={hintId}>
          <legend className="text-base font-medium text-stone-900">{texts.status}</legend>
          <div className="mt-2 space-y-2">
            {ASH_RECORD_STATUSES.map((status) => (
              <CheckboxField
                key={status}
                label={recordStatusLabel(status)}
                checked={filters.status.includes(status)}
                onChange={(event) => toggleStatus(status, event.target.checked)}
              />
            ))}
          </div>
          <p id={hintId} className="mt-2 text-sm text-stone-700">
            {texts.statusHint}
          </p>
        </fieldset>
        <div className="space-y-3">
          <CheckboxField
            label={texts.releasable}
            checked={filters.releasable}
            onChange={(event) => onChange({ ...filters, releasable: event.target.checked })}
          />
          {releasableBy && (
            <CheckboxField
              label={interpolate(texts.releasableBy, { date: formatDate(releasableBy) })}
              checked={filters.releasableBy !== ''}
              onChange={(event) =>
                onChange({ ...filters, releasableBy: event.target.checked ? releasableBy : '' })
              }
            />
          )}
          <CheckboxField
            label={texts.overTerm}
            checked={filters.overTerm}
            onChange={(event) => onChange({ ...filters, overTerm: event.target.checked })}
          />
          <CheckboxField
            label={texts.blocked}
            checked={filters.blocked}
            onChange={(event) => onChange({ ...filters, blocked: event.target.checked })}
          />
        </div>
        <div className="grid content-start gap-4 sm:grid-cols-2 md:grid-cols-1">
          <FilterDateField
            label={texts.from}
            value={filters.from}
            max={filters.to || undefined}
            onChange={(event) => onChange({ ...filters, from: event.target.value })}
          />
          <FilterDateField
            label={texts.to}
            value={filters.to}
            min={filters.from || undefined}
            onChange={(event) => onChange({ ...filters, to: event.target.value })}
          />
        </div>
      </div>
      {activeFilterCount(filters) > 0 && (
        <Button variant="secondary" className="mt-4" onClick={() => onChange(DEFAULT_FILTERS)}>
          {texts.clearFilters}
        </Button>
      )}
    </fieldset>
  );
}
