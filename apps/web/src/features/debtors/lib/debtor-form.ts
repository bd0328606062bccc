import type { Debtor, DebtorKind, InvoiceMethod, UpdateDebtorInput } from '@afscheid/shared';

/** The fields of the debtor form, in the order the form shows them. */
export const DEBTOR_FORM_FIELDS = [
  'kind',
  'companyName',
  'initials',
  'firstName',
  'namePrefix',
  'surname',
  'kvkNumber',
  'vatNumber',
  'street',
  'houseNumber',
  'houseNumberAddition',
  'postcode',
  'city',
  'country',
  'email',
  'phone',
  'iban',
  'invoiceMethod',
  'notes',
] as const;
export type DebtorFormField = (typeof DEBTOR_FORM_FIELDS)[number];

/** The form's values: every field a string ('' for empty). */
export type DebtorFormValues = Record<DebtorFormField, string> & { kind: DebtorKind; invoiceMethod: InvoiceMethod };

/** Only a company has these; a person's form hides them and sends them empty. */
export const COMPANY_ONLY_FIELDS = ['companyName', 'kvkNumber', 'vatNumber'] as const satisfies readonly DebtorFormField[];

export function emptyDebtorValues(kind: DebtorKind = 'person'): DebtorFormValues {
  const values = Object.fromEntries(DEBTOR_FORM_FIELDS.map((field) => [field, ''])) as Record<DebtorFormField, string>;
  return { ...values, kind, country: 'NL', invoiceMethod: 'email' };
}

/** A debtor's fields as form values. */
export function toDebtorValues(debtor: Debtor): DebtorFormValues {
  const values = emptyDebtorValues(debtor.kind);
  for (const field of DEBTOR_FORM_FIELDS) {
    const value = debtor[field];
    values[field] = (typeof value === 'string' ? value : '') as never;
  }
  return values;
}

/** The values as the form sends them: the fields the chosen kind hides are emptied (a person has no company name). */
export function withoutHiddenFields<T extends Partial<Record<DebtorFormField, unknown>>>(values: T): T {
  if (values.kind !== 'person') return values;
  const result = { ...values };
  for (const field of COMPANY_ONLY_FIELDS) if (field in result) (result as Record<string, unknown>)[field] = '';
  return result;
}

const normalized = (value: string | null | undefined) => (value ?? '').trim();

/** The fields whose (trimmed) value differs. */
export function changedDebtorFields(before: DebtorFormValues, after: DebtorFormValues): DebtorFormField[] {
  const shown = withoutHiddenFields(after);
  return DEBTOR_FORM_FIELDS.filter((field) => normalized(before[field]) !== normalized(shown[field]));
}

/** Only the changed fields, ready for a PUT (an emptied optional field becomes null). */
export function debtorChanges(before: DebtorFormValues, after: DebtorFormValues): Omit<UpdateDebtorInput, 'version'> {
  const shown = withoutHiddenFields(after);
  const changes: Record<string, string | null> = {};
  for (const field of changedDebtorFields(before, after)) {
    const value = normalized(shown[field]);
    changes[field] = value === '' ? null : value;
  }
  return changes as Omit<UpdateDebtorInput, 'version'>;
}

/** The validated form (the shared schema's output) as form values again, to compare with the record. */
export function valuesOfOutput(output: Partial<Record<DebtorFormField, unknown>>): DebtorFormValues {
  const values = emptyDebtorValues();
  for (const field of DEBTOR_FORM_FIELDS) {
    const value = output[field];
    values[field] = (typeof value === 'string' ? value : '') as never;
  }
  return values;
}
