import { useId, type ComponentProps, type ReactNode } from 'react';
import { cx } from './class-names.ts';
import { describedBy, fieldIds } from './field-ids.ts';
import { FieldDescription, FieldError } from './field-message.tsx';
import { inputClass } from './text-field.tsx';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps extends Omit<
  ComponentProps<'select'>,
  'children' | 'dangerouslySetInnerHTML'
> {
  label: string;
  options: readonly SelectOption[];
  /**
   * A long, fixed list (the 250 countries): its options are written once as HTML and the browser builds them, rather
   * than React creating an element per option for every such field on the page (decision 034). Pass the same array
   * each time (a module constant): the HTML is built once per array.
   */
  staticOptions?: boolean;
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
  staticOptions = false,
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
        {...(staticOptions ? { dangerouslySetInnerHTML: { __html: optionsHtml(options, placeholder) } } : {})}
      >
        {staticOptions ? undefined : (
          <>
            {placeholder !== undefined && <option value="">{placeholder}</option>}
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </>
        )}
      </select>
      <FieldDescription id={ids.description}>{description}</FieldDescription>
      <FieldError id={ids.error}>{error}</FieldError>
    </div>
  );
}

const htmlCache = new WeakMap<readonly SelectOption[], Map<string | undefined, string>>();

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The options as HTML (escaped), built once per options array and placeholder. */
function optionsHtml(options: readonly SelectOption[], placeholder: string | undefined): string {
  let byPlaceholder = htmlCache.get(options);
  if (!byPlaceholder) {
    byPlaceholder = new Map();
    htmlCache.set(options, byPlaceholder);
  }
  let html = byPlaceholder.get(placeholder);
  if (html === undefined) {
    const list = placeholder === undefined ? options : [{ value: '', label: placeholder }, ...options];
    html = list
      .map((option) => `<option value="${escapeHtml(option.value)}">${escapeHtml(option.label)}</option>`)
      .join('');
    byPlaceholder.set(placeholder, html);
  }
  return html;
}
