import type { FieldDescriptor } from '@afscheid/shared';
import { isPlainObject, withDefaults } from './section-fields.ts';

/**
 * The values a person from the address book puts into a person block: every field of the block the person has
 * a value for (a nested address as a whole). Fields the person leaves empty keep what the form had.
 */
export function fillFromPerson(
  fields: readonly FieldDescriptor[],
  current: unknown,
  person: Record<string, unknown>,
): Record<string, unknown> {
  const existing = isPlainObject(current) ? current : {};
  const result: Record<string, unknown> = {};
  for (const field of fields) {
    const value = person[field.name];
    if (value === undefined || value === null || value === '') continue;
    if (field.kind === 'object') {
      result[field.name] = {
        ...withDefaults(field.fields ?? [], existing[field.name]),
        ...withDefaults(field.fields ?? [], value),
      };
    } else if (field.kind !== 'list') {
      result[field.name] = value;
    }
  }
  return result;
}
