import {
  countryName,
  debtorDisplayName,
  interpolate,
  messages,
  type Debtor,
  type DebtorKind,
  type InvoiceMethod,
} from '@afscheid/shared';
import { isVersioned, type ConflictFields } from '../../../lib/forms/conflict.ts';
import { nlDebtors as texts } from '../../../lib/i18n/nl-NL.debtors.ts';
import { DEBTOR_FORM_FIELDS, type DebtorFormField } from './debtor-form.ts';

export { debtorDisplayName };

export const kindLabel = (kind: string) => messages.debtors.kinds[kind as DebtorKind] ?? kind;
export const invoiceMethodLabel = (method: string) =>
  messages.debtors.invoiceMethods[method as InvoiceMethod] ?? method;

/** "In WeFact (DB10042)" or "Nog niet in WeFact". */
export const wefactLabel = (debtor: Pick<Debtor, 'wefactDebtorCode'>) =>
  debtor.wefactDebtorCode ? interpolate(texts.wefact.inWefact, { code: debtor.wefactDebtorCode }) : texts.wefact.notYet;

/** The address as lines: "Dorpsstraat 12 a", "3981 AB Bunnik", and the country when it is not the Netherlands. */
export function addressLines(
  debtor: Pick<Debtor, 'street' | 'houseNumber' | 'houseNumberAddition' | 'postcode' | 'city' | 'country'>,
): string[] {
  const street = [debtor.street, debtor.houseNumber, debtor.houseNumberAddition].filter(Boolean).join(' ');
  const place = [debtor.postcode, debtor.city].filter(Boolean).join(' ');
  const country = debtor.country && debtor.country !== 'NL' ? (countryName(debtor.country) ?? debtor.country) : '';
  return [street, place, country].filter((line) => line !== '');
}

/** The contact person of a company: "P. Jansen" (empty when none is given). */
export const contactName = (debtor: Debtor) =>
  debtor.kind === 'company'
    ? debtorDisplayName({ ...debtor, kind: 'person', companyName: null })
    : '';

const LABELS: Record<DebtorFormField, string> = {
  kind: messages.debtors.fields.kind,
  companyName: messages.debtors.fields.companyName,
  initials: messages.debtors.fields.initials,
  firstName: messages.debtors.fields.firstName,
  namePrefix: messages.debtors.fields.namePrefix,
  surname: messages.debtors.fields.surname,
  kvkNumber: messages.fields.kvkNumber,
  vatNumber: messages.fields.vatNumber,
  street: messages.fields.street,
  houseNumber: messages.fields.houseNumber,
  houseNumberAddition: messages.fields.houseNumberAddition,
  postcode: messages.fields.postcode,
  city: messages.fields.city,
  country: messages.debtors.fields.country,
  email: messages.fields.email,
  phone: messages.fields.phone,
  iban: messages.fields.iban,
  invoiceMethod: messages.debtors.fields.invoiceMethod,
  notes: messages.debtors.fields.notes,
};

const isField = (path: string): path is DebtorFormField => (DEBTOR_FORM_FIELDS as readonly string[]).includes(path);

export const debtorFieldLabel = (field: DebtorFormField) => LABELS[field];

/** How the conflict dialog names and shows a debtor's fields. */
export const debtorConflictFields: ConflictFields = {
  label: (path) => (isField(path) ? LABELS[path] : path),
  display: (path, value) => {
    const text = typeof value === 'string' ? value.trim() : '';
    if (path === 'kind') return text ? kindLabel(text) : '';
    if (path === 'invoiceMethod') return text ? invoiceMethodLabel(text) : '';
    return text;
  },
};

/** A debtor record (what a 409 carries). */
export const isDebtor = (data: unknown): data is Debtor => isVersioned(data);
