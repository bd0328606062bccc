import { useId, type ComponentProps, type ReactNode } from 'react';
import { nl } from '../../lib/i18n/nl-NL.ts';
import { cx } from './class-names.ts';
import { describedBy, fieldIds } from './field-ids.ts';
import { FieldDescription, FieldError } from './field-message.tsx';

export interface RadioOption {
  value: string;
  label: string;
}

export interface RadioGroupFieldProps extends Omit<ComponentProps<'input'>, 'type' | 'children' | 'value'> {
  /** The question, as the group's legend. */
  label: string;
  options: readonly RadioOption[];
  error?: string;
  description?: ReactNode;
  /** Options side by side instead of one per line. */
  inline?: boolean;
  /** Controlled use (without react-hook-form's register): the chosen value. */
  value?: string | null;
}

/**
 * A group of radio buttons in a fieldset with a legend. The input props (react-hook-form's `register` result, or
 * `onChange`) go on every radio; arrow keys move between the options, as browsers do for one `name`.
 */
export function RadioGroupField({
  label,
  options,
  error,
  description,
  inline = false,
  className,
  required,
  id,
  value,
  ...inputProps
}: RadioGroupFieldProps) {
  const generated = useId();
  const groupId = id ?? generated;
  const ids = fieldIds(groupId);
  const describedById = describedBy(error ? ids.error : null, description ? ids.description : null);
  return (
    <fieldset className={className} aria-describedby={describedById} aria-invalid={error ? true : undefined}>
      <legend className="text-base font-medium text-stone-900">
        {label}
        {required && <span className="sr-only"> {nl.form.required}</span>}
      </legend>
      <div className={cx('mt-1', inline ? 'flex flex-wrap gap-x-6 gap-y-2' : 'space-y-2')}>
        {options.map((option, index) => {
          const optionId = `${groupId}-${index}`;
          return (
            <div key={option.value} className="flex items-center gap-3">
              <input
                id={optionId}
                type="radio"
                value={option.value}
                required={required}
                {...(value !== undefined ? { checked: value === option.value } : {})}
                className="size-5 border-stone-400 accent-brand-700"
                {...inputProps}
              />
              <label htmlFor={optionId} className="text-base text-stone-900">
                {option.label}
              </label>
            </div>
          );
        })}
      </div>
      <FieldDescription id={ids.description}>{description}</FieldDescription>
      <FieldError id={ids.error}>{error}</FieldError>
    </fieldset>
  );
}
