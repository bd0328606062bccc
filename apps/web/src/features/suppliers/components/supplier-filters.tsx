import { interpolate } from '@afscheid/shared';
import { useId } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { KIND_OPTIONS, STATUS_OPTIONS } from '../lib/labels.ts';
import { activeFilterCount, EMPTY_FILTERS, type SupplierFilters } from '../lib/list-params.ts';
import { nlSuppliers } from '../lib/texts.ts';

const texts = nlSuppliers.list;

/** The list's filters (kind and status); every change goes straight to the URL (and so to the list). */
export function SupplierFiltersPanel({
  filters,
  onChange,
}: {
  filters: SupplierFilters;
  onChange: (next: SupplierFilters) => void;
}) {
  const headingId = useId();
  const count = activeFilterCount(filters);
  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-stone-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="text-lg font-semibold text-stone-900">
          {count > 0 ? interpolate(texts.filtersActive, { count }) : texts.filters}
        </h2>
        {count > 0 && (
          <Button variant="ghost" onClick={() => onChange(EMPTY_FILTERS)}>
            {texts.clearFilters}
          </Button>
        )}
      </div>
      <div className="mt-3 grid gap-4 sm:grid-cols-2">
        <SelectField
          label={texts.kind}
          placeholder={texts.anyKind}
          options={KIND_OPTIONS}
          value={filters.kind}
          onChange={(event) => onChange({ ...filters, kind: event.target.value as SupplierFilters['kind'] })}
        />
        <SelectField
          label={texts.status}
          placeholder={texts.anyStatus}
          options={STATUS_OPTIONS}
          value={filters.status}
          onChange={(event) => onChange({ ...filters, status: event.target.value as SupplierFilters['status'] })}
        />
      </div>
    </section>
  );
}
