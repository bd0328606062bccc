import { messages } from '@afscheid/shared';
import type { ReactNode } from 'react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { EmailField } from '../../../components/ui/email-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { nlOrganizations as nlo } from '../../../lib/i18n/nl-NL.organizations.ts';
import type { OrganizationFormValues } from '../lib/organization-form.ts';

const { fields } = messages;

function Fieldset({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="rounded-lg border border-stone-200 bg-white p-5 shadow-sm">
      <legend className="px-1 text-lg font-semibold text-stone-900">{legend}</legend>
      <div className="mt-2 grid gap-5 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}

/**
 * The organisation's own fields, shared by the create and edit pages. `general` renders above the
 * registration block (the name, and on the create page the type); `after`, when given, is a last block of its
 * own (the edit page of a crematorium: whether it takes crematorium requests, its storage term for ashes),
 * headed `afterLegend` ("Crematieaanvragen" by default).
 */
export function OrganizationFields<T extends OrganizationFormValues>({
  register,
  errors,
  general,
  after,
  afterLegend = nlo.organizationForm.requests,
}: {
  register: UseFormRegister<T>;
  errors: FieldErrors<T>;
  general?: ReactNode;
  after?: ReactNode;
  afterLegend?: string;
}) {
  // The form values extend OrganizationFormValues, so these names exist on every form using this component.
  const reg = register as unknown as UseFormRegister<OrganizationFormValues>;
  const err = errors as FieldErrors<OrganizationFormValues>;
  return (
    <div className="space-y-6">
      <Fieldset legend={nlo.organizationForm.general}>
        <TextField
          label={fields.name}
          required
          autoComplete="organization"
          className="sm:col-span-2"
          error={err.name?.message}
          {...reg('name')}
        />
        {general}
      </Fieldset>
      <Fieldset legend={nlo.organizationForm.identifiers}>
        <TextField
          label={fields.kvkNumber}
          inputMode="numeric"
          description={nlo.organizationForm.kvkHint}
          error={err.kvkNumber?.message}
          {...reg('kvkNumber')}
        />
        <TextField
          label={fields.vatNumber}
          description={nlo.organizationForm.vatHint}
          error={err.vatNumber?.message}
          {...reg('vatNumber')}
        />
        <TextField
          label={fields.iban}
          className="sm:col-span-2"
          description={nlo.organizationForm.ibanHint}
          error={err.iban?.message}
          {...reg('iban')}
        />
      </Fieldset>
      <Fieldset legend={nlo.organizationForm.addressSection}>
        <TextField
          label={fields.street}
          autoComplete="address-line1"
          className="sm:col-span-2"
          error={err.street?.message}
          {...reg('street')}
        />
        <TextField label={fields.houseNumber} inputMode="numeric" error={err.houseNumber?.message} {...reg('houseNumber')} />
        <TextField label={fields.houseNumberAddition} error={err.houseNumberAddition?.message} {...reg('houseNumberAddition')} />
        <TextField
          label={fields.postcode}
          autoComplete="postal-code"
          description={nlo.organizationForm.postcodeHint}
          error={err.postcode?.message}
          {...reg('postcode')}
        />
        <TextField label={fields.city} autoComplete="address-level2" error={err.city?.message} {...reg('city')} />
      </Fieldset>
      <Fieldset legend={nlo.organizationForm.contact}>
        <TextField label={fields.phone} type="tel" autoComplete="tel" error={err.phone?.message} {...reg('phone')} />
        <EmailField
          label={fields.email}
          autoComplete="email"
          error={err.email?.message}
          {...reg('email')}
        />
      </Fieldset>
      {after && <Fieldset legend={afterLegend}>{after}</Fieldset>}
    </div>
  );
}
