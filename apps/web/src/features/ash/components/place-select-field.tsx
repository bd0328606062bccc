import { useId, type ComponentProps, type ReactNode } from 'react';
import { cx } from '../../../components/ui/class-names.ts';
import { describedBy, fieldIds } from '../../../components/ui/field-ids.ts';
import { FieldDescription, FieldError } from '../../../components/ui/field-message.tsx';
import { inputClass } from '../../../components/ui/text-field.tsx';

export interface PlaceOption {
  value: string;
  label: string;
  /** A full place: shown, but it cannot be chosen. */
  disabled?: boolean;
}

/** A labelled select of ash places, with options that can be disabled (a full place). */
export function PlaceSelectField({
  label,
  options,
  placeholder,
  error,
  description,
  className,
  id,
  ...props
}: Omit<ComponentProps<'select'>, 'children'> & {
  label: string;
  options: readonly PlaceOption[];
  placeholder: string;
  error?: string;
  description?: ReactNode;
}) {
  const generated = useId();
  const selectId = id ?? generated;
  const ids = fieldIds(selectId);
  return (
    <div className={className}>
      <label htmlFor={selectId} className="block text-base font-medium text-stone-900">
        {label}
      </label>
      <select
        id={selectId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(error ? ids.error : null, description ? ids.description : null)}
        className={cx(inputClass, 'mt-1', error ? 'border-red-700' : 'border-stone-400')}
        {...props}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldDescription id={ids.description}>{description}</FieldDescription>
      <FieldError id={ids.error}>{error}</FieldError>
    </div>
  );
}
