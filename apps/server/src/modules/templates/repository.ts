import type { Insertable } from 'kysely';
import type { Db, DocumentTemplatesTable } from '../../db/types.ts';

const TEMPLATE_COLUMNS = [
  't.id as id',
  't.organization_id as organization_id',
  't.name as name',
  't.file_name as file_name',
  't.size as size',
  't.sha256 as sha256',
  't.storage_key as storage_key',
  't.fields as fields',
  't.created_by as created_by',
  'creator.name as created_by_name',
  't.created_at as created_at',
] as const;

const templatesOf = (db: Db, organizationId: string) =>
  db
    .selectFrom('document_templates as t')
    .leftJoin('users as creator', 'creator.id', 't.created_by')
    .select(TEMPLATE_COLUMNS)
    .where('t.organization_id', '=', organizationId)
    .where('t.deleted_at', 'is', null);

/** Queries for the organisation's Word templates; always scoped to the organisation, deleted ones never show. */
export const templatesRepository = {
  /** By name, then oldest first. */
  list: (db: Db, organizationId: string) =>
    templatesOf(db, organizationId).orderBy('t.name').orderBy('t.created_at').orderBy('t.id').execute(),

  findById: (db: Db, organizationId: string, id: string) =>
    templatesOf(db, organizationId).where('t.id', '=', id).executeTakeFirst(),

  insert: (db: Db, values: Insertable<DocumentTemplatesTable>) =>
    db.insertInto('document_templates').values(values).execute(),

  /** Marks the template deleted (documents made from it keep pointing at it); false when it already was. */
  async softDelete(db: Db, id: string, deletedBy: string, deletedAt: string) {
    const result = await db
      .updateTable('document_templates')
      .set({ deleted_at: deletedAt, deleted_by: deletedBy, updated_at: deletedAt })
      .where('id', '=', id)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },
};

export type TemplateRow = NonNullable<Awaited<ReturnType<typeof templatesRepository.findById>>>;
