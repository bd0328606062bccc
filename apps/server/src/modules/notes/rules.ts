import { messages } from '@afscheid/shared';
import { HttpError } from '../../lib/errors.ts';
import type { NoteRow } from './repository.ts';

/** Only the author changes or removes a note: 403 with a Dutch message for anyone else. */
export function assertNoteAuthor(note: Pick<NoteRow, 'author_id'>, userId: string): void {
  if (note.author_id !== userId) throw new HttpError(403, messages.work.notes.authorOnly);
}
