import { useId } from 'react';
import type { FieldError as FormFieldError, UseFormRegisterReturn } from 'react-hook-form';
import { cx } from '../../../components/ui/class-names.ts';
import { FieldDescription } from '../../../components/ui/field-message.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { isColorCode, PLACE_COLOR_OPTIONS } from '../lib/labels.ts';
import { nlPlaces } from '../lib/texts.ts';

/**
 * The colour of a place: the palette as a group of radio buttons shown as swatches (each named: "Groen", …; arrow
 * keys move between them), and a text field for any other colour as `#rrggbb`. Both edit the one form value
 * `color`: the text field is registered, the swatches set it.
 */
export function ColorField({
  label,
  value,
  onChoose,
  registration,
  error,
}: {
  label: string;
  /** The form's current value. */
  value: string;
  /** A swatch was chosen. */
  onChoose: (color: string) => void;
  /** `register('color')`: the text field. */
  registration: UseFormRegisterReturn;
  error?: FormFieldError;
}) {
  const id = useId();
  const current = value.trim().toLowerCase();
  const preview = isColorCode(current) ? current : null;
  return (
    <fieldset className="min-w-0 sm:col-span-2" aria-describedby={`${id}-description`}>
      <legend className="text-base font-medium text-stone-900">{label}</legend>
      <FieldDescription id={`${id}-description`}>{nlPlaces.form.colorHint}</FieldDescription>
      <div className="mt-2 flex flex-wrap gap-3">
        {PLACE_COLOR_OPTIONS.map((option) => {
          const checked = current === option.value;
          return (
            <label key={option.value} className="relative inline-flex cursor-pointer items-center">
              <input
                type="radio"
                name={`${id}-swatch`}
                value={option.value}
                checked={checked}
                onChange={() => onChoose(option.value)}
                aria-label={option.label}
                className="peer sr-only"
              />
              <span
                aria-hidden="true"
                title={option.label}
                style={{ backgroundColor: option.value }}
                className={cx(
                  'block size-11 rounded-full border-2 ring-offset-2 peer-focus-visible:ring-2 peer-focus-visible:ring-brand-700',
                  checked
                    ? 'border-stone-900 ring-2 ring-stone-900'
                    : 'border-white shadow-[0_0_0_1px_rgb(120_113_108)]',
                )}
              >
                {checked && (
                  <svg
                    viewBox="0 0 20 20"
                    className="m-auto mt-2.5 size-5 text-white"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="2.5"
                  >
                    <path d="M4.5 10.5l3.5 3.5 7.5-8" strokeLinecap="round" strokeLinejoin="round" />
                  </svg>
                )}
              </span>
            </label>
          );
        })}
      </div>
      <div className="mt-3 flex items-start gap-3">
        <TextField
          label={nlPlaces.form.colorCode}
          autoComplete="off"
          spellCheck={false}
          maxLength={7}
          className="w-44"
          error={error?.message}
          {...registration}
        />
        <span
          role="img"
          aria-label={nlPlaces.form.colorPreview}
          className="mt-8 block size-10 shrink-0 rounded-md border border-stone-400"
          style={preview ? { backgroundColor: preview } : undefined}
        />
      </div>
    </fieldset>
  );
}
