import { useMemo, type ReactNode } from 'react';
import { Button, DatePicker, Group, I18nProvider, Label } from 'react-aria-components';
import { CalendarIcon } from './calendar-icon.tsx';
import { CalendarPopover } from './calendar-popover.tsx';
import { SegmentedInput } from './date-input.tsx';
import { groupClass, labelClass } from './date-field-styles.ts';
import { WIDGET_LOCALE } from './locale.ts';
import { calendarDateOf } from './date-values.ts';
import { FieldDescription, FieldError } from './field-message.tsx';
import { type FieldValueProps } from './use-field-value.ts';
import { useSegmentedField } from './use-segmented-field.ts';

export interface DateFieldProps extends FieldValueProps {
  label: string;
  error?: string;
  description?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  /** The earliest and latest date that can be picked ('YYYY-MM-DD'; a number, as register's type allows, is ignored). */
  min?: string | number;
  max?: string | number;
  className?: string;
}

/**
 * A calendar date, typed as dd-mm-jjjj or picked from a calendar that starts on Monday; Dutch whatever the
 * browser's language. The value is text ('2026-11-21', '' when empty), so forms and schemas keep their
 * strings; works with `register(…)`, a `Controller`, or `value` + `onChange` (see use-field-value.ts).
 */
export function DateField({
  label,
  error,
  description,
  required,
  disabled,
  min,
  max,
  className,
  ...valueProps
}: DateFieldProps) {
  const { ids, field, rootProps } = useSegmentedField(valueProps, { error, description, required, disabled });
  const date = useMemo(() => calendarDateOf(field.value), [field.value]);
  const minValue = useMemo(() => calendarDateOf(typeof min === 'string' ? min : null), [min]);
  const maxValue = useMemo(() => calendarDateOf(typeof max === 'string' ? max : null), [max]);

  return (
    <I18nProvider locale={WIDGET_LOCALE}>
      <DatePicker
        {...rootProps}
        className={className}
        value={date}
        onChange={(next) => field.change(next ? next.toString() : '')}
        minValue={minValue}
        maxValue={maxValue}
        firstDayOfWeek="mon"
      >
        <Label className={labelClass}>{label}</Label>
        <Group className={groupClass(Boolean(error))}>
          <SegmentedInput />
          <Button className="flex w-11 shrink-0 items-center justify-center rounded-r-md border-l border-stone-300 text-stone-700 hover:bg-stone-100 data-[disabled]:text-stone-400">
            <CalendarIcon />
          </Button>
        </Group>
        <FieldDescription id={ids.description}>{description}</FieldDescription>
        <FieldError id={ids.error}>{error}</FieldError>
        <CalendarPopover />
      </DatePicker>
    </I18nProvider>
  );
}
