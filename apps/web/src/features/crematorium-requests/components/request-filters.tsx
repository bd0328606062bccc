import { CREMATORIUM_REQUEST_STATUSES, interpolate } from '@afscheid/shared';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { CheckboxField } from '../../../components/ui/checkbox-field.tsx';
import { cx } from '../../../components/ui/class-names.ts';
import { FilterDateField } from '../../../components/ui/filter-date-field.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { statusLabel } from '../lib/labels.ts';
import { activeFilterCount, EMPTY_FILTERS, type RequestFilters } from '../lib/list-params.ts';
import { nlRequests } from '../lib/texts.ts';

const texts = nlRequests.list;

/**
 * The list's filters (status, date from and to on the planned moment); every change goes straight to the URL.
 * A crematorium never receives drafts, so it is not offered that status.
 */
export function RequestFiltersPanel({
  filters,
  provider,
  onChange,
}: {
  filters: RequestFilters;
  provider: boolean;
  onChange: (next: RequestFilters) => void;
}) {
  const headingId = useId();
  const fieldsId = useId();
  const ashHintId = useId();
  const count = activeFilterCount(filters);
  // Folded on a phone unless a filter is on (from md up the fields always show).
  const [open, setOpen] = useState(count > 0);
  const heading = count > 0 ? interpolate(texts.filtersActive, { count }) : texts.filters;
  const set = (name: keyof RequestFilters) => (event: { target: { value: string } }) =>
    onChange({ ...filters, [name]: event.target.value });
  const statuses = CREMATORIUM_REQUEST_STATUSES.filter((status) => !provider || status !== 'draft');

  return (
    <section
      aria-labelledby={headingId}
      className="rounded-lg border border-stone-200 bg-white p-4 shadow-sm"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="text-lg font-semibold text-stone-900">
          <button
            type="button"
            aria-expanded={open}
            aria-controls={fieldsId}
            onClick={() => setOpen((isOpen) => !isOpen)}
            className="flex min-h-11 items-center gap-2 md:hidden"
          >
            {heading}
            <span aria-hidden="true" className={cx('text-base transition-transform', open && 'rotate-180')}>
              ▾
            </span>
          </button>
          <span className="hidden md:inline">{heading}</span>
        </h2>
        {count > 0 && (
          <Button variant="ghost" onClick={() => onChange(EMPTY_FILTERS)}>
            {texts.clearFilters}
          </Button>
        )}
      </div>
      <div id={fieldsId} className={cx('mt-3 gap-4 md:grid md:grid-cols-3', open ? 'grid' : 'hidden')}>
        {/* The funeral company's ashes that wait for the client (the dashboard links here with `?ash=waiting`). */}
        {(!provider || filters.ash !== '') && (
          <div className="md:col-span-3">
            <CheckboxField
              label={texts.ashWaiting}
              checked={filters.ash === 'waiting'}
              aria-describedby={ashHintId}
              onChange={(event) => onChange({ ...filters, ash: event.target.checked ? 'waiting' : '' })}
            />
            <p id={ashHintId} className="mt-1 ml-8 text-sm text-stone-700">
              {texts.ashWaitingHint}
            </p>
          </div>
        )}
        <SelectField
          label={texts.status}
          placeholder={texts.anyStatus}
          options={statuses.map((status) => ({ value: status, label: statusLabel(status) }))}
          value={filters.status}
          onChange={set('status')}
        />
        <FilterDateField
          label={texts.from}
          value={filters.from}
          max={filters.to || undefined}
          onChange={set('from')}
        />
        <FilterDateField label={texts.to} value={filters.to} min={filters.from || undefined} onChange={set('to')} />
      </div>
    </section>
  );
}
