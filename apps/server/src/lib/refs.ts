import { deceasedFullName } from '@afscheid/shared';

/**
 * The dossier a listed record belongs to, as lists show it (number and the deceased's full name); null when the
 * row has no dossier (its columns come from a left join).
 */
export function dossierRef(
  id: string | null,
  number: string | null,
  deceased: [firstNames: string | null, namePrefix: string | null, lastName: string | null],
): { id: string; number: string; deceasedName: string } | null {
  return id && number ? { id, number, deceasedName: deceasedFullName(...deceased) } : null;
}
