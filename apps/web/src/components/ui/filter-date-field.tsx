import { lazy, Suspense } from 'react';
import { CalendarIcon } from './calendar-icon.tsx';
import { groupClass, labelClass } from './date-field-styles.ts';
import type { DateFieldProps } from './date-field.tsx';

const DateField = lazy(async () => ({ default: (await import('./date-field.tsx')).DateField }));

/** '2026-11-21' → '21-11-2026', as the segments show it; '' → the segments' placeholder. */
function shown(value: string | null | undefined): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value ?? '');
  return match ? `${match[3]}-${match[2]}-${match[1]}` : 'dd-mm-jjjj';
}

/** The still look-alike of a date field that stands in while its code loads (see `FilterDateField`). */
export function DateFieldStandIn({
  label,
  value,
  className,
}: Pick<DateFieldProps, 'label' | 'value' | 'className'>) {
  return (
    <div className={className} aria-hidden="true" data-testid="date-field-placeholder">
      <span className={labelClass}>{label}</span>
      <div className={groupClass(false)}>
        <span className="flex min-w-0 flex-1 items-center px-3 py-2 text-stone-500 tabular-nums">
          {shown(value)}
        </span>
        <span className="flex w-11 shrink-0 items-center justify-center rounded-r-md border-l border-stone-300 text-stone-700">
          <CalendarIcon />
        </span>
      </div>
    </div>
  );
}

/**
 * A list filter's date field (issue 17): the list shows at once and the field's code (React Aria's date picker and
 * calendar, about 60 KB) follows. Until then a still look-alike of the field stands in its place, the same size, so
 * nothing moves when the field arrives; it is hidden from assistive technology, which gets the real field.
 */
export function FilterDateField(props: DateFieldProps) {
  return (
    <Suspense
      fallback={<DateFieldStandIn label={props.label} value={props.value} className={props.className} />}
    >
      <DateField {...props} />
    </Suspense>
  );
}
