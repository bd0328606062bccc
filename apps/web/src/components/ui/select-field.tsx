import { useId, type ComponentProps, type ReactNode } from 'react';
import { cx } from './class-names.ts';
import { describedBy, fieldIds } from './field-ids.ts';
import { FieldDescription, FieldError } from './field-message.tsx';
import { inputClass } from './text-field.tsx';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps extends Omit<ComponentProps<'select'>, 'children'> {
  label: string;
  options: readonly SelectOption[];
  /** A first, empty choice ("Kies een rol"). */
  placeholder?: string;
  error?: string;
  description?: ReactNode;
  /** The label is read by screen readers only (a select inside a table row). */
  hideLabel?: boolean;
}

/** A labelled select; its error and description are tied to it with aria-describedby. */
export function SelectField({
  label,
  options,
  placeholder,
  error,
  description,
  hideLabel = false,
  id,
  className,
  required,
  ...props
}: SelectFieldProps) {
  const generated = useId();
  const selectId = id ?? generated;
  const ids = fieldIds(selectId);
  return (
    <div className={className}>
      <label htmlFor={selectId} className={hideLabel ? 'sr-only' : 'block text-base font-medium text-stone-900'}>
        {label}
      </label>
      <select
        id={selectId}
        required={required}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(error ? ids.error : null, description ? ids.description : null)}
        className={cx(inputClass, hideLabel ? undefined : 'mt-1', error ? 'border-red-700' : 'border-stone-400')}
        {...props}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldDescription id={ids.description}>{description}</FieldDescription>
      <FieldError id={ids.error}>{error}</FieldError>
    </div>
  );
}
