import { isVersioned, type ConflictFields } from '../../../lib/forms/conflict.ts';
import { work } from '../../../lib/i18n/nl-NL.work.ts';
import type { Note } from '../api/notes-api.ts';

/** A note record (what a 409 carries). */
export function isNote(data: unknown): data is Note {
  return isVersioned(data) && typeof (data as { body?: unknown }).body === 'string';
}

/** A note in the conflict dialog: one field, its text. */
export const noteConflictFields: ConflictFields = {
  label: () => work.noteConflict.body,
  display: (_path, value) => (typeof value === 'string' ? value.trim() : ''),
};

/** A note that was changed after it was written (every save raises the version). */
export function wasEdited(note: Pick<Note, 'version'>): boolean {
  return note.version > 1;
}
