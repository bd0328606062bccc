/** The blocks several sections reuse: the one person and address block (`SECTIONS.md`), a time slot, a permit. */
import { messages } from '../nl/catalogue.ts';
import { isValidPostcode, normalizePostcode } from '../rules/postcode.ts';
import {
  boolean,
  country,
  date,
  describe,
  email,
  object,
  phone,
  select,
  text,
  time,
  type FieldSpecs,
} from './builder.ts';
import type { FieldDescriptor } from './form-types.ts';

const { fields: labels, identifiers } = messages;

const HOUSE_NUMBER = /^[1-9]\d{0,4}$/;

/** An address is Dutch when its country is empty or NL (read before and after normalisation). */
const isDutch = (countryCode: unknown) =>
  countryCode === null ||
  countryCode === undefined ||
  (typeof countryCode === 'string' && ['', 'NL'].includes(countryCode.trim().toUpperCase()));

export const addressSpecs = {
  street: text(labels.street, { max: 150, width: 'half' }),
  houseNumber: text(labels.houseNumber, { max: 10, width: 'third' }),
  houseNumberAddition: text(labels.houseNumberAddition, { max: 10, width: 'third' }),
  postcode: {
    ...text(labels.postcode, { max: 12, width: 'third' }),
    descriptor: { label: labels.postcode, kind: 'postcode', width: 'third' },
  },
  city: text(labels.city, { max: 100, width: 'half' }),
  municipality: text('Gemeente', { max: 100, width: 'half' }),
  country: country('Land', { width: 'half', help: 'Leeg betekent Nederland.' }),
} satisfies FieldSpecs;

/** An address; a Dutch one (country empty or NL) has a Dutch postcode (stored as `1234 AB`) and house number. */
export const address = (label: string, extras?: Parameters<typeof object>[2]) =>
  object(label, addressSpecs, {
    ...extras,
    prepare: (value) => {
      const postcode = value['postcode'];
      if (isDutch(value['country']) && typeof postcode === 'string' && isValidPostcode(postcode)) {
        return { ...value, postcode: normalizePostcode(postcode) };
      }
      return value;
    },
    refine: (value, ctx) => {
      if (!isDutch(value.country)) return;
      if (value.postcode && !isValidPostcode(value.postcode)) {
        ctx.addIssue({ code: 'custom', path: ['postcode'], message: identifiers.postcode });
      }
      if (value.houseNumber && !HOUSE_NUMBER.test(value.houseNumber)) {
        ctx.addIssue({ code: 'custom', path: ['houseNumber'], message: identifiers.houseNumber });
      }
    },
  });

export const SALUTATIONS = {
  mr: 'De heer',
  mrs: 'Mevrouw',
  family: 'Familie',
  none: 'Geen aanhef',
} as const;

export const personSpecs = {
  salutation: select('Aanhef', SALUTATIONS, { width: 'third' }),
  firstNames: text('Voornamen', { width: 'half' }),
  initials: text('Voorletters', {
    max: 20,
    width: 'third',
    help: 'Bijvoorbeeld J.M.; voor het urnlabel, brieven en advertenties.',
  }),
  callName: text('Roepnaam', { max: 100, width: 'third' }),
  namePrefix: text('Tussenvoegsel', { max: 20, width: 'third' }),
  lastName: text('Achternaam', { width: 'half' }),
  address: address('Adres'),
  phone: phone(labels.phone, { width: 'half' }),
  email: email(labels.email, { width: 'half' }),
} satisfies FieldSpecs;

/** A person block (the label names the role: "Opdrachtgever", "Rechthebbende"). */
export const person = (label: string, extras?: Parameters<typeof object>[2]) =>
  object(label, personSpecs, extras);

export const addressSchema = address('Adres').schema;
export const personSchema = person('Persoon').schema;

/** The day and hours of a gathering (ceremony, church service, condolence); `checkTimeSlot` checks them. */
export const timeSlot = () =>
  ({
    date: date('Datum', { width: 'third' }),
    startTime: time('Begintijd', { width: 'third' }),
    endTime: time('Eindtijd', { width: 'third' }),
  }) satisfies FieldSpecs;

/** The municipality's permit ("Verlof tot cremeren", "Verlof tot begraven"). */
export const permit = (label: string) =>
  object(label, {
    received: boolean('Verlof ontvangen'),
    number: text('Nummer', { max: 50, width: 'third' }),
    municipality: text('Gemeente', { max: 100, width: 'third' }),
    issuedOn: date('Datum', { width: 'third' }),
  });

/** The descriptors of the one address block and the one person block. */
export const addressFields: readonly FieldDescriptor[] = describe(addressSpecs);
export const personFields: readonly FieldDescriptor[] = describe(personSpecs);

/** "Jan de Vries": call name or first names, prefix and last name of a person block (empty parts left out). */
export function personName(value: unknown): string {
  if (value === null || typeof value !== 'object') return '';
  const data = value as Record<string, unknown>;
  const part = (key: string) => (typeof data[key] === 'string' ? (data[key] as string).trim() : '');
  const given = part('callName') || part('firstNames');
  return [given, part('namePrefix'), part('lastName')].filter((item) => item !== '').join(' ');
}
