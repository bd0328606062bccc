/**
 * One definition per field gives both its Zod schema and its form descriptor, so a section's schema and form
 * layout cannot drift apart. Every field is optional and nullable: sections fill up over days.
 * The sections import this module whole, as `f` (`f.text(…)`, `f.group(…)`), the way Zod is used as `z`.
 */
import { z } from 'zod';
import { isCountryCode } from '../countries.ts';
import { messages } from '../nl/catalogue.ts';
import { interpolate } from '../nl/interpolate.ts';
import { isValidBsn, normalizeBsn } from '../rules/bsn.ts';
import { isValidIban, normalizeIban } from '../rules/iban.ts';
import { isValidPhone, normalizePhone } from '../rules/phone.ts';
import { optionalIsoDate } from '../schemas/dossier.ts';
import { optionalEmail, optionalFormatted, optionalText } from '../schemas/fields.ts';
import type { FieldDescriptor, FieldKind, SectionGroup } from './form-types.ts';

const { validation, identifiers, dossiers } = messages;
const errors = dossiers.sectionErrors;

export interface FieldSpec<S extends z.ZodType = z.ZodType> {
  readonly schema: S;
  readonly descriptor: Omit<FieldDescriptor, 'name'>;
}

export type FieldSpecs = Record<string, FieldSpec>;

export type SpecShape<F extends FieldSpecs> = { -readonly [K in keyof F]: F[K]['schema'] };

/** What a field's descriptor may add: a hint, the width, a condition. */
export type FieldExtras = Pick<FieldDescriptor, 'help' | 'width' | 'showIf'>;

const blankToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);

function spec<S extends z.ZodType>(
  schema: S,
  kind: FieldKind,
  label: string,
  extras?: FieldExtras,
): FieldSpec<S> {
  return { schema, descriptor: { label, kind, ...extras } };
}

/** The Zod shape of a set of fields. */
export function shapeOf<F extends FieldSpecs>(fields: F): SpecShape<F> {
  return Object.fromEntries(
    Object.entries(fields).map(([name, field]) => [name, field.schema]),
  ) as SpecShape<F>;
}

/** The descriptors of a set of fields (all of them in their order, or the named ones in the given order). */
export function describe(
  fields: FieldSpecs,
  names: readonly string[] = Object.keys(fields),
): FieldDescriptor[] {
  return names.map((name) => {
    const field = fields[name];
    if (!field) throw new Error(`Unknown field ${name}`);
    return { name, ...field.descriptor };
  });
}

/** A group of the form: the named fields of the section, in this order. */
export function group<F extends FieldSpecs>(
  title: string,
  fields: F,
  names: readonly (keyof F & string)[],
  description?: string,
): SectionGroup {
  return description === undefined
    ? { title, fields: describe(fields, names) }
    : { title, description, fields: describe(fields, names) };
}

/**
 * The same fields, each shown only when the sibling `field` has the value `equals`. A field that already has
 * a condition keeps it (it names a sibling that is itself shown under this condition).
 */
export function when<F extends FieldSpecs>(field: string, equals: unknown, fields: F): F {
  return Object.fromEntries(
    Object.entries(fields).map(([name, item]) => [
      name,
      item.descriptor.showIf
        ? item
        : { ...item, descriptor: { ...item.descriptor, showIf: { field, equals } } },
    ]),
  ) as F;
}

export const text = (label: string, extras?: FieldExtras & { max?: number }) =>
  spec(optionalText(label, extras?.max ?? 200), 'text', label, withoutMax(extras));

export const textarea = (label: string, extras?: FieldExtras & { max?: number }) =>
  spec(optionalText(label, extras?.max ?? 5000), 'textarea', label, { width: 'full', ...withoutMax(extras) });

function withoutMax(extras?: FieldExtras & { max?: number }): FieldExtras | undefined {
  if (!extras) return undefined;
  const { max: _max, ...rest } = extras;
  return rest;
}

export const email = (label: string = messages.fields.email, extras?: FieldExtras) =>
  spec(optionalEmail(label), 'email', label, extras);

export const phone = (label: string = messages.fields.phone, extras?: FieldExtras) =>
  spec(optionalFormatted(label, identifiers.phone, isValidPhone, normalizePhone), 'phone', label, extras);

export const bsn = (label: string, extras?: FieldExtras) =>
  spec(optionalFormatted(label, errors.bsn, isValidBsn, normalizeBsn), 'bsn', label, extras);

export const iban = (label: string = messages.fields.iban, extras?: FieldExtras) =>
  spec(optionalFormatted(label, identifiers.iban, isValidIban, normalizeIban), 'iban', label, extras);

export const date = (label: string, extras?: FieldExtras) =>
  spec(optionalIsoDate(label), 'date', label, extras);

const TIME = /^([01]?\d|2[0-3]):([0-5]\d)(?::[0-5]\d)?$/;

/** A time of day `HH:mm` (also read from `H:mm` and `HH:mm:ss`). */
export const timeSchema = (label: string) =>
  z.preprocess(
    blankToNull,
    z
      .string({ error: interpolate(dossiers.errors.time, { field: label }) })
      .trim()
      .regex(TIME, { error: interpolate(dossiers.errors.time, { field: label }) })
      .transform((value) => {
        const [hour = '', minute = ''] = value.split(':');
        return `${hour.padStart(2, '0')}:${minute}`;
      })
      .nullable()
      .optional(),
  );

export const time = (label: string, extras?: FieldExtras) => spec(timeSchema(label), 'time', label, extras);

const integer = (label: string, min: number, max: number) =>
  z.preprocess(
    blankToNull,
    z
      .number({ error: interpolate(validation.integer, { field: label }) })
      .int({ error: interpolate(validation.integer, { field: label }) })
      .min(min, { error: interpolate(validation.min_value, { field: label, min }) })
      .max(max, { error: interpolate(validation.max_value, { field: label, max }) })
      .nullable()
      .optional(),
  );

/** A whole number (a count, a length in cm). */
export const number = (label: string, extras?: FieldExtras & { min?: number; max?: number }) => {
  const { min = 0, max = 100_000, ...rest } = extras ?? {};
  return spec(integer(label, min, max), 'number', label, rest);
};

/** Integer cents, at most € 1.000.000,00. */
export const money = (label: string, extras?: FieldExtras) =>
  spec(
    z.preprocess(
      blankToNull,
      z
        .number({ error: interpolate(errors.money, { field: label }) })
        .int({ error: interpolate(errors.money, { field: label }) })
        .min(0, { error: interpolate(errors.moneyNegative, { field: label }) })
        .max(100_000_000, { error: interpolate(errors.moneyTooLarge, { field: label }) })
        .nullable()
        .optional(),
    ),
    'money',
    label,
    extras,
  );

/** A checkbox; the radio-style strings 'true'/'false' are read as booleans. */
export const boolean = (label: string, extras?: FieldExtras) =>
  spec(
    z.preprocess(
      (value) => (value === 'true' ? true : value === 'false' ? false : value === '' ? null : value),
      z
        .boolean({ error: interpolate(errors.boolean, { field: label }) })
        .nullable()
        .optional(),
    ),
    'boolean',
    label,
    extras,
  );

type EnumValues<O extends Record<string, string>> = [keyof O & string, ...(keyof O & string)[]];

function choice<O extends Record<string, string>>(
  kind: 'select' | 'radio',
  label: string,
  options: O,
  extras?: FieldExtras,
) {
  const values = Object.keys(options) as EnumValues<O>;
  return {
    schema: z.preprocess(
      blankToNull,
      z
        .enum(values, { error: interpolate(validation.oneOf, { field: label }) })
        .nullable()
        .optional(),
    ),
    descriptor: {
      label,
      kind,
      options: Object.entries(options).map(([value, optionLabel]) => ({ value, label: optionLabel })),
      ...extras,
    },
  } satisfies FieldSpec;
}

/** A choice from a list: code values with Dutch labels (`{ home: 'Thuis', … }`). */
export const select = <O extends Record<string, string>>(label: string, options: O, extras?: FieldExtras) =>
  choice('select', label, options, extras);

export const radio = <O extends Record<string, string>>(label: string, options: O, extras?: FieldExtras) =>
  choice('radio', label, options, extras);

/**
 * The same field, also reading the old values of options that were merged into another (`{ sums: 'capital' }`):
 * stored data from before the change, or a page that was open during it, ends up under the value that replaced it.
 */
export function withAliases<S extends FieldSpec>(field: S, aliases: Readonly<Record<string, string>>): S {
  const read = (value: unknown) =>
    typeof value === 'string' && Object.hasOwn(aliases, value) ? aliases[value] : value;
  return { ...field, schema: z.preprocess(read, field.schema) } as S;
}

/** An ISO 3166-1 alpha-2 code (`NL`). */
export const country = (label: string, extras?: FieldExtras) =>
  spec(
    z.preprocess(
      (value) =>
        typeof value === 'string' ? (value.trim() === '' ? null : value.trim().toUpperCase()) : value,
      z
        .string({ error: interpolate(errors.country, { field: label }) })
        .refine(isCountryCode, { error: interpolate(errors.country, { field: label }) })
        .nullable()
        .optional(),
    ),
    'country',
    label,
    extras,
  );

/** A fieldset of fields; `refine` adds checks across its fields (paths relative to the object). */
export function object<F extends FieldSpecs>(
  label: string,
  fields: F,
  extras?: FieldExtras & {
    addressBook?: boolean;
    prepare?: (value: Record<string, unknown>) => Record<string, unknown>;
    refine?: (value: z.output<z.ZodObject<SpecShape<F>>>, ctx: z.RefinementCtx) => void;
  },
) {
  const { addressBook, prepare, refine, ...rest } = extras ?? {};
  let inner = z.object(shapeOf(fields));
  if (refine) inner = inner.superRefine(refine);
  const schema = z.preprocess(
    (value) =>
      prepare && value !== null && typeof value === 'object' && !Array.isArray(value)
        ? prepare({ ...value })
        : value,
    inner.nullable().optional(),
  );
  return {
    schema,
    descriptor: {
      label,
      kind: 'object' as const,
      fields: describe(fields),
      ...(addressBook ? { addressBook: true } : {}),
      ...rest,
    },
    fields,
  };
}

/** Repeatable fields (an array of objects); `itemLabel` names one item ("Bloemstuk" → "Bloemstuk 2"). */
export function list<F extends FieldSpecs>(
  label: string,
  itemLabel: string,
  fields: F,
  extras?: FieldExtras & { max?: number; addressBook?: boolean },
) {
  const { max = 100, addressBook, ...rest } = extras ?? {};
  const schema = z
    .array(z.object(shapeOf(fields)), { error: interpolate(errors.list, { field: label }) })
    .max(max, { error: interpolate(errors.listTooLong, { field: label, max }) })
    .nullable()
    .optional();
  return {
    schema,
    descriptor: {
      label,
      kind: 'list' as const,
      itemLabel,
      fields: describe(fields),
      ...(addressBook ? { addressBook: true } : {}),
      ...rest,
    },
    fields,
  };
}
