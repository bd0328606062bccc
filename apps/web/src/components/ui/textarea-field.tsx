import { useId, type ComponentProps, type ReactNode } from 'react';
import { cx } from './class-names.ts';
import { describedBy, fieldIds } from './field-ids.ts';
import { FieldDescription, FieldError } from './field-message.tsx';
import { inputClass } from './text-field.tsx';

export interface TextareaFieldProps extends Omit<ComponentProps<'textarea'>, 'children'> {
  label: string;
  error?: string;
  description?: ReactNode;
  /** The label is read by screen readers only. */
  hideLabel?: boolean;
}

/** A labelled multi-line text input; its error and description are tied to it with aria-describedby. */
export function TextareaField({
  label,
  error,
  description,
  hideLabel = false,
  id,
  className,
  required,
  rows = 4,
  ...props
}: TextareaFieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const ids = fieldIds(inputId);
  return (
    <div className={className}>
      <label
        htmlFor={inputId}
        className={hideLabel ? 'sr-only' : 'block text-base font-medium text-stone-900'}
      >
        {label}
      </label>
      <textarea
        id={inputId}
        rows={rows}
        required={required}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(error ? ids.error : null, description ? ids.description : null)}
        className={cx(
          inputClass,
          hideLabel ? undefined : 'mt-1',
          error ? 'border-red-700' : 'border-stone-400',
        )}
        {...props}
      />
      <FieldDescription id={ids.description}>{description}</FieldDescription>
      <FieldError id={ids.error}>{error}</FieldError>
    </div>
  );
}
