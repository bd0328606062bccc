import { messages, type Note, type noteSchema, type updateNoteSchema } from '@afscheid/shared';
import type { z } from 'zod';
import type { Dossier } from '../../db/types.ts';
import { iso } from '../../lib/clock.ts';
import type { ServiceContext } from '../../lib/context.ts';
import { notFound } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import { updateWhereVersion, versionedEdit } from '../../lib/versioned.ts';
import { assertDossierWritable } from '../dossiers/index.ts';
import { presentNote } from './presenter.ts';
import { notesRepository, type NoteRow } from './repository.ts';
import { assertNoteAuthor } from './rules.ts';
import { inTransaction } from '../../lib/transaction.ts';

const audit = (dossier: Dossier, noteId: string) => ({
  organizationId: dossier.organization_id,
  entity: 'note',
  entityId: noteId,
});

/** The note as it is now, or 404 when it was deleted in between. */
async function currentNote(ctx: ServiceContext, dossier: Dossier, noteId: string): Promise<Note> {
  const latest = await notesRepository.findById(ctx.db, dossier.organization_id, dossier.id, noteId);
  if (!latest) throw notFound();
  return presentNote(latest, ctx.actor);
}

/** The dossier's timeline, newest first. */
export async function listNotes(ctx: ServiceContext, dossier: Dossier): Promise<Note[]> {
  const rows = await notesRepository.list(ctx.db, dossier.organization_id, dossier.id);
  return rows.map((row) => presentNote(row, ctx.actor));
}

export async function createNote(
  ctx: ServiceContext,
  dossier: Dossier,
  input: z.output<typeof noteSchema>,
): Promise<Note> {
  assertDossierWritable(dossier);
  const now = ctx.clock.now();
  const id = newId(now.getTime());
  await inTransaction(ctx.db, async (trx) => {
    await notesRepository.insert(trx, {
      id,
      organization_id: dossier.organization_id,
      dossier_id: dossier.id,
      author_id: ctx.actor.userId,
      body: input.body,
      version: 1,
      created_at: iso(now),
      updated_at: iso(now),
    });
    await ctx.audit(trx, {
      ...audit(dossier, id),
      action: 'created',
      changes: { dossier_id: dossier.id, body: input.body },
    });
  });
  return currentNote(ctx, dossier, id);
}

/** Only the author edits; a stale version is a 409 that carries the current note. */
export async function updateNote(
  ctx: ServiceContext,
  dossier: Dossier,
  note: NoteRow,
  input: z.output<typeof updateNoteSchema>,
): Promise<Note> {
  assertNoteAuthor(note, ctx.actor.userId);
  assertDossierWritable(dossier);
  const current = () => currentNote(ctx, dossier, note.id);
  const edit = { given: input.version, stored: note.version, current, message: messages.work.notes.conflict };
  // An unchanged body is no edit (and no new version), unless the version read is stale.
  if (input.body === note.body && input.version === note.version) return presentNote(note, ctx.actor);
  await versionedEdit(ctx.db, edit, async (trx) => {
    const where = { id: note.id, version: note.version, notDeleted: true };
    if (
      !(await updateWhereVersion(trx, 'dossier_notes', where, {
        body: input.body,
        updated_at: iso(ctx.clock.now()),
      }))
    ) {
      return false;
    }
    await ctx.audit(trx, {
      ...audit(dossier, note.id),
      action: 'updated',
      changes: { body: { from: note.body, to: input.body } },
    });
    return true;
  });
  return current();
}

/** Soft delete by the author; the text stays in the database and the audit trail. */
export async function deleteNote(ctx: ServiceContext, dossier: Dossier, note: NoteRow): Promise<void> {
  assertNoteAuthor(note, ctx.actor.userId);
  assertDossierWritable(dossier);
  await inTransaction(ctx.db, async (trx) => {
    if (!(await notesRepository.softDelete(trx, note.id, iso(ctx.clock.now())))) return;
    await ctx.audit(trx, {
      ...audit(dossier, note.id),
      action: 'deleted',
      changes: { body: note.body },
    });
  });
}
