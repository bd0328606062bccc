import type { FastifyRequest } from 'fastify';
import { messages, noteSchema, updateNoteSchema, type Note } from '@afscheid/shared';
import { recordAudit } from '../../lib/audit.ts';
import { iso } from '../../lib/clock.ts';
import { HttpError, notFound } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import { parseInput } from '../../lib/validate.ts';
import { assertDossierWritable, type DossierAccess } from '../dossiers/access.ts';
import { presentNote } from './presenter.ts';
import { notesRepository, type NoteRow } from './repository.ts';

const audit = (access: DossierAccess, noteId: string) => ({
  organizationId: access.organization.id,
  entity: 'note',
  entityId: noteId,
});

export async function listNotes(request: FastifyRequest, access: DossierAccess): Promise<Note[]> {
  const rows = await notesRepository.list(request.server.deps.db, access.organization.id, access.dossier.id);
  return rows.map((row) => presentNote(row, access));
}

export async function createNote(request: FastifyRequest, access: DossierAccess): Promise<Note> {
  const { db, clock } = request.server.deps;
  assertDossierWritable(access.dossier);
  const { body } = parseInput(noteSchema, request.body);
  const now = clock.now();
  const id = newId(now.getTime());
  await db.transaction().execute(async (trx) => {
    await notesRepository.insert(trx, {
      id,
      organization_id: access.organization.id,
      dossier_id: access.dossier.id,
      author_id: access.user.id,
      body,
      version: 1,
      created_at: iso(now),
      updated_at: iso(now),
    });
    await recordAudit(trx, request, {
      ...audit(access, id),
      action: 'created',
      changes: { dossier_id: access.dossier.id, body },
    });
  });
  return presentNote(
    (await notesRepository.findById(db, access.organization.id, access.dossier.id, id))!,
    access,
  );
}

/** Only the author edits; a stale version is a 409 that carries the current note. */
export async function updateNote(request: FastifyRequest, access: DossierAccess): Promise<Note> {
  const { db, clock } = request.server.deps;
  const note = await findOwnNote(request, access);
  assertDossierWritable(access.dossier);
  const { body, version } = parseInput(updateNoteSchema, request.body);
  const conflict = async () => {
    const latest = await notesRepository.findById(db, access.organization.id, access.dossier.id, note.id);
    if (!latest) return notFound();
    return new HttpError(409, messages.work.notes.conflict, { data: presentNote(latest, access) });
  };
  if (version !== note.version) throw await conflict();
  if (body === note.body) return presentNote(note, access);
  const updated = await db.transaction().execute(async (trx) => {
    if (!(await notesRepository.updateVersioned(trx, note.id, version, body, iso(clock.now())))) return false;
    await recordAudit(trx, request, {
      ...audit(access, note.id),
      action: 'updated',
      changes: { body: { from: note.body, to: body } },
    });
    return true;
  });
  if (!updated) throw await conflict();
  return presentNote(
    (await notesRepository.findById(db, access.organization.id, access.dossier.id, note.id))!,
    access,
  );
}

/** Soft delete by the author; the text stays in the database and the audit trail. */
export async function deleteNote(request: FastifyRequest, access: DossierAccess): Promise<void> {
  const { db, clock } = request.server.deps;
  const note = await findOwnNote(request, access);
  assertDossierWritable(access.dossier);
  await db.transaction().execute(async (trx) => {
    if (!(await notesRepository.softDelete(trx, note.id, iso(clock.now())))) return;
    await recordAudit(trx, request, {
      ...audit(access, note.id),
      action: 'deleted',
      changes: { body: note.body },
    });
  });
}

/** The note `:noteId` of this dossier (404 otherwise), written by the caller (403 otherwise). */
async function findOwnNote(request: FastifyRequest, access: DossierAccess): Promise<NoteRow> {
  const { noteId } = request.params as { noteId: string };
  const note = await notesRepository.findById(
    request.server.deps.db,
    access.organization.id,
    access.dossier.id,
    noteId,
  );
  if (!note) throw notFound();
  if (note.author_id !== access.user.id) throw new HttpError(403, messages.work.notes.authorOnly);
  return note;
}
