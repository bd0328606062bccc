import type { Insertable } from 'kysely';
import type { Db, DocumentsTable } from '../../db/types.ts';

const DOCUMENT_COLUMNS = [
  'doc.id as id',
  'doc.dossier_id as dossier_id',
  'doc.file_name as file_name',
  'doc.mime_type as mime_type',
  'doc.document_type as document_type',
  'doc.size as size',
  'doc.sha256 as sha256',
  'doc.storage_key as storage_key',
  'doc.uploaded_by as uploaded_by',
  'uploader.name as uploaded_by_name',
  'doc.created_at as created_at',
  'doc.generatable_key as generatable_key',
  'doc.generatable_id as generatable_id',
  'doc.data_fingerprint as data_fingerprint',
  'template.name as template_name',
] as const;

const documentsWithUploader = (db: Db, organizationId: string, dossierId: string) =>
  db
    .selectFrom('documents as doc')
    .leftJoin('users as uploader', 'uploader.id', 'doc.uploaded_by')
    // A generated document's template, for its name (a deleted template keeps its name for the documents).
    .leftJoin('document_templates as template', (join) =>
      join
        .onRef('template.id', '=', 'doc.generatable_id')
        .onRef('template.organization_id', '=', 'doc.organization_id'),
    )
    .select(DOCUMENT_COLUMNS)
    .where('doc.organization_id', '=', organizationId)
    .where('doc.dossier_id', '=', dossierId)
    .where('doc.deleted_at', 'is', null);

/** Queries for dossier documents; scoped to the organisation and the dossier, deleted ones never show. */
export const documentsRepository = {
  /** Newest first. */
  list: (db: Db, organizationId: string, dossierId: string) =>
    documentsWithUploader(db, organizationId, dossierId)
      .orderBy('doc.created_at', 'desc')
      .orderBy('doc.id', 'desc')
      .execute(),

  findById: (db: Db, organizationId: string, dossierId: string, id: string) =>
    documentsWithUploader(db, organizationId, dossierId).where('doc.id', '=', id).executeTakeFirst(),

  insert: (db: Db, values: Insertable<DocumentsTable>) => db.insertInto('documents').values(values).execute(),

  /** The dossier's generated documents (not deleted), newest first: the first of a key is its last one made. */
  generated: (db: Db, organizationId: string, dossierId: string) =>
    documentsWithUploader(db, organizationId, dossierId)
      .where('doc.generatable_key', 'is not', null)
      .orderBy('doc.created_at', 'desc')
      .orderBy('doc.id', 'desc')
      .execute(),

  /** The types of the dossier's documents that are not deleted, each once (for the legal checklist). */
  async typesOfDossier(db: Db, organizationId: string, dossierId: string): Promise<string[]> {
    const rows = await db
      .selectFrom('documents')
      .select('document_type')
      .distinct()
      .where('organization_id', '=', organizationId)
      .where('dossier_id', '=', dossierId)
      .where('deleted_at', 'is', null)
      .execute();
    return rows.map((row) => row.document_type);
  },

  /** Sets another type; false when the document is gone (deleted in between). */
  async updateType(db: Db, id: string, documentType: string, updatedAt: string) {
    const result = await db
      .updateTable('documents')
      .set({ document_type: documentType, updated_at: updatedAt })
      .where('id', '=', id)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },

  /** Marks the document deleted; its file stays for the audit trail. */
  async softDelete(db: Db, id: string, deletedBy: string, deletedAt: string) {
    const result = await db
      .updateTable('documents')
      .set({ deleted_at: deletedAt, deleted_by: deletedBy, updated_at: deletedAt })
      .where('id', '=', id)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },
};

export type DocumentRow = NonNullable<Awaited<ReturnType<typeof documentsRepository.findById>>>;
