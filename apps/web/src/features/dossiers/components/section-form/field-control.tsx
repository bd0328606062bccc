import { COUNTRIES, type FieldDescriptor } from '@afscheid/shared';
import type { ReactNode } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { CheckboxField } from '../../../../components/ui/checkbox-field.tsx';
import { DateField } from '../../../../components/ui/date-field.tsx';
import { FieldDescription, FieldError } from '../../../../components/ui/field-message.tsx';
import { fieldIds } from '../../../../components/ui/field-ids.ts';
import { MoneyField } from '../../../../components/ui/money-field.tsx';
import { RadioGroupField } from '../../../../components/ui/radio-group-field.tsx';
import { SelectField } from '../../../../components/ui/select-field.tsx';
import { TextareaField } from '../../../../components/ui/textarea-field.tsx';
import { TextField } from '../../../../components/ui/text-field.tsx';
import { TimeField } from '../../../../components/ui/time-field.tsx';
import { nlDossiers as nld } from '../../../../lib/i18n/nl-NL.dossiers.ts';
import { useLockedHint } from './locked-fields.ts';
import { useFieldError } from './use-field-error.ts';
import { emptyToNull, parseNumberInput } from './value-parsers.ts';

const texts = nld.section;

/** Nederland first, then every other country by its Dutch name. */
export const COUNTRY_OPTIONS = [
  ...COUNTRIES.filter((country) => country.code === 'NL'),
  ...COUNTRIES.filter((country) => country.code !== 'NL'),
].map((country) => ({ value: country.code, label: country.name }));

/** Input attributes per kind of text: the right keyboard on phones, no browser autofill of someone else's data. */
const TEXT_INPUTS: Partial<
  Record<
    FieldDescriptor['kind'],
    { type: string; inputMode?: 'email' | 'tel' | 'numeric' | 'decimal' | 'text' }
  >
> = {
  text: { type: 'text' },
  email: { type: 'email', inputMode: 'email' },
  phone: { type: 'tel', inputMode: 'tel' },
  postcode: { type: 'text' },
  bsn: { type: 'text', inputMode: 'numeric' },
  iban: { type: 'text' },
  number: { type: 'text', inputMode: 'decimal' },
};

/** A form value as a date or time field's text ('' for an empty or non-text value). */
function textValue(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** One field of a section form (not an object or list: those have their own components). */
export function FieldControl({
  field,
  path,
  className,
}: {
  field: FieldDescriptor;
  path: string;
  className?: string;
}) {
  const { register, control, getValues } = useFormContext();
  const error = useFieldError(path);
  const lockedHint = useLockedHint(path);
  const common = { label: field.label, description: field.help, error, className };
  // A fixed date or time keeps its value in the form (it is saved as it is) but cannot be changed.
  const locked = lockedHint ? { disabled: true, description: lockedHint } : {};

  switch (field.kind) {
    case 'textarea':
      return <TextareaField {...common} rows={3} {...register(path, { setValueAs: emptyToNull })} />;
    // The form's value as the field's first one: `register` then writes the same value through the ref as the
    // field mounts, and React Aria's field is not rendered a second time, synchronously, to show it (decision 045).
    case 'date':
    case 'time': {
      const Segmented = field.kind === 'date' ? DateField : TimeField;
      return (
        <Segmented
          {...common}
          {...locked}
          defaultValue={textValue(getValues(path))}
          {...register(path, { setValueAs: emptyToNull })}
        />
      );
    }
    case 'money':
      return (
        <Controller
          control={control}
          name={path}
          render={({ field: { value, onChange, onBlur, ref, name } }) => (
            <MoneyField
              {...common}
              ref={ref}
              name={name}
              value={typeof value === 'number' ? value : null}
              invalidMessage={texts.moneyInvalid}
              onChange={onChange}
              onBlur={onBlur}
            />
          )}
        />
      );
    case 'boolean':
      return (
        <Controller
          control={control}
          name={path}
          render={({ field: { value, onChange, onBlur, ref, name } }) => (
            <BooleanControl field={field} path={path} className={className} error={error}>
              <CheckboxField
                ref={ref}
                name={name}
                label={field.label}
                checked={value === true}
                aria-invalid={error ? true : undefined}
                aria-describedby={describedByFor(path, field, error)}
                onChange={(event) => onChange(event.target.checked)}
                onBlur={onBlur}
              />
            </BooleanControl>
          )}
        />
      );
    case 'select':
      return (
        <SelectField
          {...common}
          placeholder={texts.choose}
          options={field.options ?? []}
          {...register(path, { setValueAs: emptyToNull })}
        />
      );
    case 'country':
      return (
        <SelectField
          {...common}
          placeholder={texts.choose}
          options={COUNTRY_OPTIONS}
          staticOptions
          {...register(path, { setValueAs: emptyToNull })}
        />
      );
    case 'radio':
      return <RadioGroupField {...common} inline options={field.options ?? []} {...register(path)} />;
    case 'number':
      return (
        <TextField
          {...common}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          {...register(path, { setValueAs: parseNumberInput })}
        />
      );
    default: {
      const input = TEXT_INPUTS[field.kind] ?? TEXT_INPUTS.text;
      return (
        <TextField
          {...common}
          type={input?.type}
          inputMode={input?.inputMode}
          autoComplete="off"
          spellCheck={field.kind === 'text' ? undefined : false}
          {...register(path, { setValueAs: emptyToNull })}
        />
      );
    }
  }
}

/** Stable ids for a checkbox's hint and error (CheckboxField has no slots for them). */
function idsFor(path: string) {
  return fieldIds(`section-field-${path.replace(/[^A-Za-z0-9_-]/g, '-')}`);
}

function describedByFor(path: string, field: FieldDescriptor, error: string | undefined): string | undefined {
  const ids = idsFor(path);
  const list = [error ? ids.error : null, field.help ? ids.description : null].filter(Boolean);
  return list.length > 0 ? list.join(' ') : undefined;
}

function BooleanControl({
  field,
  path,
  className,
  error,
  children,
}: {
  field: FieldDescriptor;
  path: string;
  className?: string;
  error?: string;
  children: ReactNode;
}) {
  const ids = idsFor(path);
  return (
    <div className={className}>
      <div className="flex min-h-11 items-center">{children}</div>
      <FieldDescription id={ids.description}>{field.help}</FieldDescription>
      <FieldError id={ids.error}>{error}</FieldError>
    </div>
  );
}
