import { isApiError } from '../../../lib/api/errors.ts';
import type { Note } from '../api/notes-api.ts';

/** The note as the server has it now, when `error` is a 409 that carries it; otherwise null. */
export function conflictNote(error: unknown): Note | null {
  if (!isApiError(error) || error.status !== 409) return null;
  const data = error.data as Partial<Note> | undefined;
  return data && typeof data.version === 'number' && typeof data.body === 'string' ? (data as Note) : null;
}

/** A note that was changed after it was written (every save raises the version). */
export function wasEdited(note: Pick<Note, 'version'>): boolean {
  return note.version > 1;
}
