import { useId, type ComponentProps, type ReactNode } from 'react';
import { cx } from './class-names.ts';
import { describedBy, fieldIds } from './field-ids.ts';
import { FieldDescription, FieldError } from './field-message.tsx';

export const inputClass = cx(
  'block w-full rounded-md border bg-white px-3 py-2 text-base text-stone-900 shadow-sm',
  'placeholder:text-stone-500 disabled:bg-stone-100 disabled:text-stone-600',
);

export interface TextFieldProps extends Omit<ComponentProps<'input'>, 'children'> {
  label: string;
  error?: string;
  description?: ReactNode;
  /** Extra ids for aria-describedby (a requirements list, for example). */
  describedById?: string;
  /** Rendered after the input inside the same row (a show/hide button). */
  addon?: ReactNode;
}

/** A labelled input; its error and description are tied to it with aria-describedby. */
export function TextField({ label, error, description, describedById, addon, id, className, required, ...props }: TextFieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const ids = fieldIds(inputId);
  return (
    <div className={className}>
      <label htmlFor={inputId} className="block text-base font-medium text-stone-900">
        {label}
      </label>
      <div className={cx('mt-1', addon ? 'flex items-stretch gap-2' : undefined)}>
        <input
          id={inputId}
          required={required}
          aria-required={required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(error ? ids.error : null, description ? ids.description : null, describedById)}
          className={cx(inputClass, error ? 'border-red-700' : 'border-stone-400')}
          {...props}
        />
        {addon}
      </div>
      <FieldDescription id={ids.description}>{description}</FieldDescription>
      <FieldError id={ids.error}>{error}</FieldError>
    </div>
  );
}
