import type { Insertable } from 'kysely';
import type { Db, DossierNotesTable } from '../../db/types.ts';

const NOTE_COLUMNS = [
  'n.id as id',
  'n.dossier_id as dossier_id',
  'n.author_id as author_id',
  'author.name as author_name',
  'n.body as body',
  'n.version as version',
  'n.created_at as created_at',
  'n.updated_at as updated_at',
] as const;

const notesWithAuthor = (db: Db) =>
  db.selectFrom('dossier_notes as n').leftJoin('users as author', 'author.id', 'n.author_id');

/** Queries for dossier notes; every lookup is scoped to the organisation and the dossier, deleted ones never show. */
export const notesRepository = {
  /** The dossier's timeline, newest first. */
  list: (db: Db, organizationId: string, dossierId: string) =>
    notesWithAuthor(db)
      .select(NOTE_COLUMNS)
      .where('n.organization_id', '=', organizationId)
      .where('n.dossier_id', '=', dossierId)
      .where('n.deleted_at', 'is', null)
      .orderBy('n.created_at', 'desc')
      .orderBy('n.id', 'desc')
      .execute(),

  findById: (db: Db, organizationId: string, dossierId: string, id: string) =>
    notesWithAuthor(db)
      .select(NOTE_COLUMNS)
      .where('n.organization_id', '=', organizationId)
      .where('n.dossier_id', '=', dossierId)
      .where('n.id', '=', id)
      .where('n.deleted_at', 'is', null)
      .executeTakeFirst(),

  insert: (db: Db, values: Insertable<DossierNotesTable>) =>
    db.insertInto('dossier_notes').values(values).execute(),

  async softDelete(db: Db, id: string, deletedAt: string) {
    const result = await db
      .updateTable('dossier_notes')
      .set({ deleted_at: deletedAt, updated_at: deletedAt })
      .where('id', '=', id)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },
};

export type NoteRow = NonNullable<Awaited<ReturnType<typeof notesRepository.findById>>>;
