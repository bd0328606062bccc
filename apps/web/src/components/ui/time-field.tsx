import { useMemo, type ReactNode } from 'react';
import { I18nProvider, Label, TimeField as AriaTimeField } from 'react-aria-components';
import { SegmentedInput } from './date-input.tsx';
import { groupClass, labelClass } from './date-field-styles.ts';
import { WIDGET_LOCALE } from './locale.ts';
import { timeOf, timeText } from './date-values.ts';
import { FieldDescription, FieldError } from './field-message.tsx';
import { type FieldValueProps } from './use-field-value.ts';
import { useSegmentedField } from './use-segmented-field.ts';

export interface TimeFieldProps extends FieldValueProps {
  label: string;
  error?: string;
  description?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  className?: string;
}

/**
 * A time of day on a 24-hour clock (uu:mm), whatever the browser's language. The value is text ('14:30',
 * '' when empty); works with `register(…)`, a `Controller`, or `value` + `onChange` (see use-field-value.ts).
 */
export function TimeField({
  label,
  error,
  description,
  required,
  disabled,
  className,
  ...valueProps
}: TimeFieldProps) {
  const { ids, field, rootProps } = useSegmentedField(valueProps, { error, description, required, disabled });
  const time = useMemo(() => timeOf(field.value), [field.value]);

  return (
    <I18nProvider locale={WIDGET_LOCALE}>
      <AriaTimeField
        {...rootProps}
        className={className}
        value={time}
        onChange={(next) => field.change(next ? timeText(next) : '')}
        hourCycle={24}
        granularity="minute"
      >
        <Label className={labelClass}>{label}</Label>
        {/* DateInput is the group itself here (a DatePicker wraps it in a Group with its button). */}
        <SegmentedInput className={groupClass(Boolean(error))} />
        <FieldDescription id={ids.description}>{description}</FieldDescription>
        <FieldError id={ids.error}>{error}</FieldError>
      </AriaTimeField>
    </I18nProvider>
  );
}
