import type { DossierSectionData, FieldDescriptor, SectionForm } from '@afscheid/shared';
import { isPlainObject, type ConflictFields } from '../../../lib/forms/conflict.ts';
import { displayValue } from './display-value.ts';
import { fieldAt, formFields, joinPath, pathLabel } from './section-fields.ts';

/** The paths of the lists in the layout (outside other lists): each is compared as one unit. */
function listPaths(fields: readonly FieldDescriptor[], parent = ''): string[] {
  return fields.flatMap((field) => {
    const path = joinPath(parent, field.name);
    if (field.kind === 'list') return [path];
    if (field.kind === 'object') return listPaths(field.fields ?? [], path);
    return [];
  });
}

/**
 * How the conflict dialog names and shows a section's fields: "Persoon › Achternaam", "€ 75,00", "Ja"; a list
 * is one unit (items shift when someone adds or removes one, so merging item by item would mix two lists).
 */
export function sectionConflictFields(form: SectionForm): ConflictFields {
  return {
    label: (path) => pathLabel(form, path),
    display: (path, value) => displayValue(fieldAt(form, path), value),
    units: listPaths(formFields(form)),
  };
}

/** A section as a 409 carries it (the version saved meanwhile). */
export function isSectionRecord(data: unknown): data is DossierSectionData {
  return isPlainObject(data) && typeof data['version'] === 'number' && data['data'] !== undefined;
}
