import { DEBTOR_KINDS, INVOICE_METHODS, messages, type DebtorKind } from '@afscheid/shared';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { EmailField } from '../../../components/ui/email-field.tsx';
import { RadioGroupField } from '../../../components/ui/radio-group-field.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { TextareaField } from '../../../components/ui/textarea-field.tsx';
import { nlDebtors as texts } from '../../../lib/i18n/nl-NL.debtors.ts';
import type { DebtorFormValues } from '../lib/debtor-form.ts';

const { fields } = messages;
const labels = messages.debtors.fields;

const KIND_OPTIONS = DEBTOR_KINDS.map((kind) => ({ value: kind, label: messages.debtors.kinds[kind] }));
const METHOD_OPTIONS = INVOICE_METHODS.map((method) => ({
  value: method,
  label: messages.debtors.invoiceMethods[method],
}));

function Group({ legend, children }: { legend: string; children: React.ReactNode }) {
  return (
    <fieldset className="sm:col-span-2">
      <legend className="text-lg font-semibold text-stone-900">{legend}</legend>
      <div className="mt-3 grid gap-5 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}

/**
 * The fields of a debtor. The kind (person or company) decides which name fields show: a person's initials,
 * first name, prefix and surname; a company's name, KvK and VAT number, with an optional contact person.
 */
export function DebtorFields({
  register,
  errors,
  kind,
}: {
  register: UseFormRegister<DebtorFormValues>;
  errors: FieldErrors<DebtorFormValues>;
  kind: DebtorKind;
}) {
  const company = kind === 'company';
  const name = (label: string, contactLabel: string) => (company ? contactLabel : label);
  return (
    <div className="grid gap-6 sm:grid-cols-2">
      <RadioGroupField
        label={labels.kind}
        className="sm:col-span-2"
        inline
        required
        options={KIND_OPTIONS}
        error={errors.kind?.message}
        {...register('kind')}
      />
      {company && (
        <Group legend={texts.form.nameGroup}>
          <TextField
            label={labels.companyName}
            className="sm:col-span-2"
            required
            maxLength={150}
            autoComplete="organization"
            error={errors.companyName?.message}
            {...register('companyName')}
          />
          <TextField
            label={fields.kvkNumber}
            inputMode="numeric"
            maxLength={20}
            error={errors.kvkNumber?.message}
            {...register('kvkNumber')}
          />
          <TextField
            label={fields.vatNumber}
            maxLength={20}
            error={errors.vatNumber?.message}
            {...register('vatNumber')}
          />
        </Group>
      )}
      <Group legend={company ? texts.form.contactGroup : texts.form.nameGroup}>
        <TextField
          label={name(labels.initials, labels.contactInitials)}
          maxLength={20}
          description={texts.form.initialsHint}
          error={errors.initials?.message}
          {...register('initials')}
        />
        <TextField
          label={name(labels.firstName, labels.contactFirstName)}
          maxLength={100}
          autoComplete="given-name"
          error={errors.firstName?.message}
          {...register('firstName')}
        />
        <TextField
          label={name(labels.namePrefix, labels.contactNamePrefix)}
          maxLength={20}
          error={errors.namePrefix?.message}
          {...register('namePrefix')}
        />
        <TextField
          label={name(labels.surname, labels.contactSurname)}
          required={!company}
          maxLength={150}
          autoComplete="family-name"
          error={errors.surname?.message}
          {...register('surname')}
        />
      </Group>
      <Group legend={texts.form.addressGroup}>
        <TextField
          label={fields.street}
          className="sm:col-span-2"
          maxLength={150}
          autoComplete="address-line1"
          error={errors.street?.message}
          {...register('street')}
        />
        <TextField
          label={fields.houseNumber}
          maxLength={10}
          error={errors.houseNumber?.message}
          {...register('houseNumber')}
        />
        <TextField
          label={fields.houseNumberAddition}
          maxLength={10}
          error={errors.houseNumberAddition?.message}
          {...register('houseNumberAddition')}
        />
        <TextField
          label={fields.postcode}
          maxLength={12}
          autoComplete="postal-code"
          error={errors.postcode?.message}
          {...register('postcode')}
        />
        <TextField
          label={fields.city}
          maxLength={100}
          autoComplete="address-level2"
          error={errors.city?.message}
          {...register('city')}
        />
        <TextField
          label={labels.country}
          maxLength={2}
          autoComplete="country"
          description={texts.form.countryHint}
          error={errors.country?.message}
          {...register('country')}
        />
      </Group>
      <Group legend={texts.form.contactDetailsGroup}>
        <EmailField
          label={fields.email}
          maxLength={255}
          autoComplete="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <TextField
          label={fields.phone}
          type="tel"
          maxLength={30}
          autoComplete="tel"
          error={errors.phone?.message}
          {...register('phone')}
        />
        <TextField
          label={fields.iban}
          maxLength={40}
          error={errors.iban?.message}
          {...register('iban')}
        />
        <SelectField
          label={labels.invoiceMethod}
          required
          options={METHOD_OPTIONS}
          error={errors.invoiceMethod?.message}
          {...register('invoiceMethod')}
        />
      </Group>
      <TextareaField
        label={labels.notes}
        className="sm:col-span-2"
        rows={3}
        maxLength={5000}
        error={errors.notes?.message}
        {...register('notes')}
      />
    </div>
  );
}
