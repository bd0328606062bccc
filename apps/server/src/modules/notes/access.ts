import type { FastifyRequest } from 'fastify';
import { perRequest } from '../../http/access-hook.ts';
import { notFound } from '../../lib/errors.ts';
import { dossierAccess, type DossierAccess } from '../dossiers/index.ts';
import { notesRepository, type NoteRow } from './repository.ts';
import { assertNoteAuthor } from './rules.ts';

export type NoteAccess = DossierAccess & { note: NoteRow };

/**
 * Routes under `/api/dossiers/:id/notes/:noteId`: the dossier (see `dossierAccess`), the note `:noteId` of
 * that dossier (404 otherwise) and its author as the caller (403 otherwise), before the body is validated.
 */
export const noteAccess = perRequest(async (request: FastifyRequest): Promise<NoteAccess> => {
  const access = await dossierAccess(request);
  const { noteId } = request.params as { noteId?: string };
  const note = noteId
    ? await notesRepository.findById(
        request.server.deps.db,
        access.organization.id,
        access.dossier.id,
        noteId,
      )
    : undefined;
  if (!note) throw notFound();
  assertNoteAuthor(note, access.user.id);
  return { ...access, note };
});
