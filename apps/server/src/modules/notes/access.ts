import { recordAccess } from '../../http/access-hook.ts';
import { dossierAccess, type DossierAccess } from '../dossiers/index.ts';
import { notesRepository, type NoteRow } from './repository.ts';
import { assertNoteAuthor } from './rules.ts';

export type NoteAccess = DossierAccess & { note: NoteRow };

/**
 * Routes under `/api/dossiers/:id/notes/:noteId`: the dossier (see `dossierAccess`), the note `:noteId` of
 * that dossier (404 otherwise) and its author as the caller (403 otherwise), before the body is validated.
 */
export const noteAccess = recordAccess({
  parent: dossierAccess,
  param: 'noteId',
  key: 'note',
  find: (db, access, id) => notesRepository.findById(db, access.organization.id, access.dossier.id, id),
  check: (note, access) => assertNoteAuthor(note, access.user.id),
});
