import { interpolate } from '@afscheid/shared';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { CheckboxField } from '../../../components/ui/checkbox-field.tsx';
import { cx } from '../../../components/ui/class-names.ts';
import { FilterDateField } from '../../../components/ui/filter-date-field.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { nlDossiers as nld } from '../../../lib/i18n/nl-NL.dossiers.ts';
import { useWideScreen } from '../../../lib/layout/use-wide-screen.ts';
import { useAssignableMembers } from '../api/use-dossier.ts';
import { activeFilterCount, EMPTY_FILTERS, type DossierFilters } from '../lib/list-params.ts';
import { statusOptions, typeOptions } from '../lib/labels.ts';

const texts = nld.list;

/** Sets one filter from a field's change event. */
type SetFilter = (name: keyof DossierFilters) => (event: { target: { value: string } }) => void;

/** The list's filters; every change goes straight to the URL (and so to the list). */
export function DossierFiltersPanel({
  filters,
  onChange,
}: {
  filters: DossierFilters;
  onChange: (next: DossierFilters) => void;
}) {
  const headingId = useId();
  const fieldsId = useId();
  const deadlineHintId = useId();
  // Only members who may change dossiers can lead one (never a read-only member).
  const { assignable: members, available } = useAssignableMembers();
  const count = activeFilterCount(filters);
  // Folded on a phone unless a filter is on (from md up the fields always show).
  const [open, setOpen] = useState(count > 0);
  // Folded on a phone, the fields are not rendered at all: four date pickers and three selects that the phone does
  // not show were a large part of the list's first render (decision 034's addendum). Where the width is unknown they
  // render, hidden by CSS as before.
  const wide = useWideScreen();
  const rendered = open || wide !== false;
  const heading = count > 0 ? interpolate(texts.filtersActive, { count }) : texts.filters;
  const set: SetFilter = (name) => (event) => onChange({ ...filters, [name]: event.target.value });
  // A responsible person in the URL who is not (or no longer) a member still shows as a choice.
  const memberOptions = members.map((member) => ({ value: member.userId, label: member.name }));
  if (filters.responsible && !memberOptions.some((option) => option.value === filters.responsible)) {
    memberOptions.push({ value: filters.responsible, label: filters.responsible });
  }

  return (
    <section
      aria-labelledby={headingId}
      className="rounded-lg border border-stone-200 bg-white p-4 shadow-sm"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="text-lg font-semibold text-stone-900">
          {/* On a phone the filters fold away behind their heading, so the list starts near the top. */}
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
      {/*
        No holes at any width, with or without the responsible filter (issue 11): the choices fill their row
        (the third spans the row of two on a small screen), each date range keeps its from and to side by side.
      */}
      <div id={fieldsId} className={cx('mt-3 space-y-4 md:block', open ? 'block' : 'hidden')}>
        {rendered && (
          <FilterFields {...{ filters, onChange, set, available, memberOptions, deadlineHintId }} />
        )}
      </div>
    </section>
  );
}

/** The filters' fields (rendered only where they show). */
function FilterFields({
  filters,
  onChange,
  set,
  available,
  memberOptions,
  deadlineHintId,
}: {
  filters: DossierFilters;
  onChange: (next: DossierFilters) => void;
  set: SetFilter;
  available: boolean;
  memberOptions: { value: string; label: string }[];
  deadlineHintId: string;
}) {
  return (
    <>
      {/* The dashboard's legal deadlines card links here with `?deadline=soon`. */}
      <div>
        <CheckboxField
          label={texts.deadlineSoon}
          checked={filters.deadline === 'soon'}
          aria-describedby={deadlineHintId}
          onChange={(event) => onChange({ ...filters, deadline: event.target.checked ? 'soon' : '' })}
        />
        <p id={deadlineHintId} className="mt-1 ml-8 text-sm text-stone-700">
          {texts.deadlineSoonHint}
        </p>
      </div>
      <div
        className={cx('grid gap-4 sm:grid-cols-2', available && 'lg:grid-cols-3')}
        data-testid="filter-choices"
      >
        <SelectField
          label={texts.status}
          placeholder={texts.anyStatus}
          options={statusOptions}
          value={filters.status}
          onChange={set('status')}
        />
        <SelectField
          label={texts.type}
          placeholder={texts.anyType}
          options={typeOptions}
          value={filters.type}
          onChange={set('type')}
        />
        {available && (
          <SelectField
            className="sm:col-span-2 lg:col-span-1"
            label={texts.responsible}
            placeholder={texts.anyResponsible}
            options={memberOptions}
            value={filters.responsible}
            onChange={set('responsible')}
          />
        )}
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <DateRangeFields filters={filters} set={set} from="diedFrom" to="diedTo" />
        <DateRangeFields filters={filters} set={set} from="funeralFrom" to="funeralTo" />
      </div>
    </>
  );
}

type DateKey = 'diedFrom' | 'diedTo' | 'funeralFrom' | 'funeralTo';

/** A from/to pair of date filters; each bounds the other so the range cannot turn round. */
function DateRangeFields({
  filters,
  set,
  from,
  to,
}: {
  filters: DossierFilters;
  set: SetFilter;
  from: DateKey;
  to: DateKey;
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FilterDateField
        label={texts[from]}
        value={filters[from]}
        max={filters[to] || undefined}
        onChange={set(from)}
      />
      <FilterDateField
        label={texts[to]}
        value={filters[to]}
        min={filters[from] || undefined}
        onChange={set(to)}
      />
    </div>
  );
}
