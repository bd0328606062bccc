import { messages } from '@afscheid/shared';
import type { ReactNode } from 'react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { EmailField } from '../../../components/ui/email-field.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { TextareaField } from '../../../components/ui/textarea-field.tsx';
import { COUNTRY_OPTIONS, KIND_OPTIONS, STATUS_OPTIONS } from '../lib/labels.ts';
import type { SupplierFormValues } from '../lib/supplier-form.ts';
import { nlSuppliers } from '../lib/texts.ts';

const { fields } = messages;
const labels = messages.suppliers.fields;
const texts = nlSuppliers.form;
const optional = (label: string) => `${label} ${nlSuppliers.common.optional}`;

function Fieldset({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="rounded-lg border border-stone-200 bg-white p-5 shadow-sm">
      <legend className="px-1 text-lg font-semibold text-stone-900">{legend}</legend>
      <div className="mt-2 grid gap-5 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}

/**
 * The fields of a supplier, shared by the create page, the create dialog and the edit page: name, kind and status;
 * address (country first: a Dutch address has a Dutch postcode); contact; KvK and IBAN; notes. `compact` leaves
 * out the status (a new supplier in the dialog is active).
 */
export function SupplierFields({
  register,
  errors,
  compact = false,
}: {
  register: UseFormRegister<SupplierFormValues>;
  errors: FieldErrors<SupplierFormValues>;
  compact?: boolean;
}) {
  return (
    <div className="space-y-6">
      <Fieldset legend={texts.general}>
        <TextField
          label={labels.name}
          required
          maxLength={150}
          autoComplete="off"
          className="sm:col-span-2"
          error={errors.name?.message}
          {...register('name')}
        />
        <SelectField
          label={labels.kind}
          required
          placeholder={texts.chooseKind}
          options={KIND_OPTIONS}
          error={errors.kind?.message}
          {...register('kind')}
        />
        {!compact && (
          <SelectField
            label={labels.status}
            required
            options={STATUS_OPTIONS}
            description={texts.statusHint}
            error={errors.status?.message}
            {...register('status')}
          />
        )}
        <TextField
          label={optional(labels.contactPerson)}
          maxLength={150}
          autoComplete="off"
          className={compact ? undefined : 'sm:col-span-2'}
          error={errors.contactPerson?.message}
          {...register('contactPerson')}
        />
      </Fieldset>
      <Fieldset legend={texts.address}>
        <TextField
          label={optional(fields.street)}
          maxLength={150}
          autoComplete="off"
          className="sm:col-span-2"
          error={errors.street?.message}
          {...register('street')}
        />
        <TextField
          label={optional(fields.houseNumber)}
          maxLength={10}
          autoComplete="off"
          error={errors.houseNumber?.message}
          {...register('houseNumber')}
        />
        <TextField
          label={optional(fields.houseNumberAddition)}
          maxLength={10}
          autoComplete="off"
          error={errors.houseNumberAddition?.message}
          {...register('houseNumberAddition')}
        />
        <TextField
          label={optional(fields.postcode)}
          maxLength={12}
          autoComplete="off"
          description={texts.postcodeHint}
          error={errors.postcode?.message}
          {...register('postcode')}
        />
        <TextField
          label={optional(fields.city)}
          maxLength={100}
          autoComplete="off"
          error={errors.city?.message}
          {...register('city')}
        />
        <SelectField
          label={labels.country}
          options={COUNTRY_OPTIONS}
          description={texts.countryHint}
          className="sm:col-span-2"
          error={errors.country?.message}
          {...register('country')}
        />
      </Fieldset>
      <Fieldset legend={texts.contact}>
        <TextField
          label={optional(fields.phone)}
          type="tel"
          autoComplete="off"
          error={errors.phone?.message}
          {...register('phone')}
        />
        <EmailField
          label={optional(fields.email)}
          autoComplete="off"
          error={errors.email?.message}
          {...register('email')}
        />
      </Fieldset>
      <Fieldset legend={texts.identifiers}>
        <TextField
          label={optional(fields.kvkNumber)}
          inputMode="numeric"
          autoComplete="off"
          description={texts.kvkHint}
          error={errors.kvkNumber?.message}
          {...register('kvkNumber')}
        />
        <TextField
          label={optional(fields.iban)}
          autoComplete="off"
          description={texts.ibanHint}
          error={errors.iban?.message}
          {...register('iban')}
        />
      </Fieldset>
      <Fieldset legend={texts.other}>
        <TextareaField
          label={optional(labels.notes)}
          rows={3}
          maxLength={5000}
          className="sm:col-span-2"
          error={errors.notes?.message}
          {...register('notes')}
        />
      </Fieldset>
    </div>
  );
}
