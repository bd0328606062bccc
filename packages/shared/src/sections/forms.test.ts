import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { addressFields, personFields } from './common.ts';
import type { FieldDescriptor } from './form-types.ts';
import { SECTION_KEYS, SECTION_LABELS, sectionsForType } from './keys.ts';
import { SECTION_FORMS, emptySection, sectionSchemas } from './registry.ts';

interface ZodDef {
  type: string;
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  out?: z.ZodType;
  element?: z.ZodType;
}

const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: ZodDef } })._zod.def;

/** The schema without its optional/nullable/preprocess wrappers. */
function unwrap(schema: z.ZodType): z.ZodType {
  const def = defOf(schema);
  if (def.type === 'optional' || def.type === 'nullable' || def.type === 'default')
    return unwrap(def.innerType!);
  if (def.type === 'pipe' && def.out && defOf(def.out).type !== 'transform') return unwrap(def.out);
  return schema;
}

/** Every field path of a schema: `person.address.city`, `contacts[].person.phone`. */
function schemaPaths(schema: z.ZodType, prefix = ''): string[] {
  const def = defOf(unwrap(schema));
  if (def.type === 'object') {
    return Object.entries(def.shape!).flatMap(([name, child]) => {
      const path = prefix + name;
      return [path, ...schemaPaths(child, `${path}.`)];
    });
  }
  if (def.type === 'array') return schemaPaths(def.element!, `${prefix.slice(0, -1)}[].`);
  return [];
}

function formPaths(fields: readonly FieldDescriptor[], prefix = ''): string[] {
  return fields.flatMap((field) => {
    const path = prefix + field.name;
    if (field.kind === 'object') return [path, ...formPaths(field.fields ?? [], `${path}.`)];
    if (field.kind === 'list') return [path, ...formPaths(field.fields ?? [], `${path}[].`)];
    return [path];
  });
}

function walk(
  fields: readonly FieldDescriptor[],
  visit: (field: FieldDescriptor, siblings: readonly FieldDescriptor[]) => void,
) {
  for (const field of fields) {
    visit(field, fields);
    if (field.fields) walk(field.fields, visit);
  }
}

const formFields = (key: (typeof SECTION_KEYS)[number]) =>
  SECTION_FORMS[key].groups.flatMap((group) => group.fields);

describe('section keys', () => {
  it('has the 18 sections in dossier order with Dutch labels', () => {
    expect(SECTION_KEYS).toHaveLength(18);
    expect(SECTION_KEYS[0]).toBe('deceased');
    expect(SECTION_KEYS[17]).toBe('funeral');
    expect(SECTION_LABELS['ash-destination']).toBe('Asbestemming');
  });

  it('hides cremation and ashes for a burial, and the burial for a cremation', () => {
    expect(sectionsForType('burial')).not.toContain('cremation');
    expect(sectionsForType('burial')).not.toContain('ash-destination');
    expect(sectionsForType('burial')).toContain('funeral');
    expect(sectionsForType('cremation')).not.toContain('funeral');
    expect(sectionsForType('cremation')).toHaveLength(17);
    expect(sectionsForType('burial')).toHaveLength(16);
  });
});

describe('the schema walker', () => {
  it('reaches into objects and list items', () => {
    expect(schemaPaths(sectionSchemas.deceased)).toEqual(
      expect.arrayContaining(['person.address.postcode', 'person.bsn', 'legalException.reference', 'diedOn']),
    );
    expect(schemaPaths(sectionSchemas.client)).toEqual(
      expect.arrayContaining(['contacts', 'contacts[].person.phone', 'secondClient.person.address.city']),
    );
    expect(schemaPaths(sectionSchemas.ads)).toContain('ads[].publicationDates[].date');
  });
});

describe.each(SECTION_KEYS)('form layout of %s', (key) => {
  const form = SECTION_FORMS[key];

  it('describes every schema field, and only schema fields', () => {
    const fromSchema = schemaPaths(sectionSchemas[key]).sort();
    const fromForm = formPaths(formFields(key)).sort();
    expect(fromForm).toEqual(fromSchema);
    expect(new Set(fromForm).size).toBe(fromForm.length);
  });

  it('has a Dutch title, titled groups and a label and valid options for every field', () => {
    expect(form.key).toBe(key);
    expect(form.title).toBe(SECTION_LABELS[key]);
    expect(form.groups.length).toBeGreaterThan(0);
    for (const group of form.groups) {
      expect(group.title).not.toBe('');
      expect(group.fields.length).toBeGreaterThan(0);
    }
    walk(formFields(key), (field, siblings) => {
      expect(field.label.trim(), field.name).not.toBe('');
      if (field.kind === 'select' || field.kind === 'radio') {
        expect(field.options?.length, field.name).toBeGreaterThan(1);
      }
      if (field.kind === 'object' || field.kind === 'list')
        expect(field.fields?.length, field.name).toBeGreaterThan(0);
      if (field.kind === 'list') expect(field.itemLabel, field.name).toBeTruthy();
      if (field.showIf) {
        const sibling = siblings.find((candidate) => candidate.name === field.showIf?.field);
        expect(sibling, `${field.name} shows after ${field.showIf.field}`).toBeDefined();
        if (sibling?.kind === 'boolean') expect(typeof field.showIf.equals).toBe('boolean');
        if (sibling?.options) {
          expect(sibling.options.map((option) => option.value)).toContain(field.showIf.equals);
        }
      }
    });
  });

  it('starts empty: every field null, every list empty, and that passes the schema', () => {
    const empty = emptySection(key);
    expect(Object.keys(empty).sort()).toEqual(
      formFields(key)
        .map((field) => field.name)
        .sort(),
    );
    expect(sectionSchemas[key].safeParse(empty).success).toBe(true);
    expect(sectionSchemas[key].safeParse({}).success).toBe(true);
  });
});

describe('person and address blocks', () => {
  it('are the same block everywhere', () => {
    expect(personFields.map((field) => field.name)).toEqual([
      'salutation',
      'firstNames',
      'initials',
      'callName',
      'namePrefix',
      'lastName',
      'address',
      'phone',
      'email',
    ]);
    expect(addressFields.map((field) => field.name)).toEqual([
      'street',
      'houseNumber',
      'houseNumberAddition',
      'postcode',
      'city',
      'municipality',
      'country',
    ]);
    const addressBlocks: string[] = [];
    for (const key of SECTION_KEYS) {
      walk(formFields(key), (field) => {
        if (field.kind === 'object' && field.fields?.some((child) => child.name === 'postcode')) {
          expect(field.fields).toEqual(addressFields);
          addressBlocks.push(`${key}.${field.name}`);
        }
      });
    }
    expect(addressBlocks.length).toBeGreaterThan(10);
  });

  it('offers the address book on the people of the client, the contacts, the rights holder and the urn receiver', () => {
    const withAddressBook: string[] = [];
    for (const key of SECTION_KEYS) {
      walk(formFields(key), (field) => {
        if (field.addressBook) {
          expect(field.kind).toBe('object');
          expect(field.fields?.slice(0, personFields.length)).toEqual(personFields);
          withAddressBook.push(`${key}.${field.label}`);
        }
      });
    }
    expect(withAddressBook).toEqual([
      'client.Opdrachtgever',
      'client.Factuur aan',
      'client.Persoon',
      'client.Persoon',
      'ash-destination.Ontvanger van de urn',
      'funeral.Rechthebbende',
    ]);
  });
});
