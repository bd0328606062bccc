import {
  DOSSIER_DOCUMENT_TYPES,
  isBuiltInGeneratableKey,
  messages,
  type DocumentData,
  type DocumentGeneratable,
  type DossierDocumentType,
} from '@afscheid/shared';
import type { DocumentRow } from './repository.ts';

export const downloadUrl = (dossierId: string, documentId: string) =>
  `/api/dossiers/${dossierId}/documents/${documentId}/download`;

/** The stored type; anything the list does not know (never written by this code) shows as "other". */
const documentTypeOf = (value: string): DossierDocumentType =>
  (DOSSIER_DOCUMENT_TYPES as readonly string[]).includes(value) ? (value as DossierDocumentType) : 'other';

export function presentDocument(row: DocumentRow): DocumentData {
  return {
    id: row.id,
    fileName: row.file_name,
    mimeType: row.mime_type,
    documentType: documentTypeOf(row.document_type),
    size: Number(row.size),
    uploadedBy:
      row.uploaded_by && row.uploaded_by_name ? { id: row.uploaded_by, name: row.uploaded_by_name } : null,
    createdAt: row.created_at,
    downloadUrl: downloadUrl(row.dossier_id, row.id),
    generatable: generatableOf(row),
  };
}

/**
 * What a generated document was made from: the built-in's Dutch name, or the template's name (also when the
 * template was deleted since); null for an uploaded file.
 */
function generatableOf(row: DocumentRow): DocumentGeneratable | null {
  const key = row.generatable_key;
  if (!key) return null;
  const name = isBuiltInGeneratableKey(key)
    ? messages.generatables.builtIns[key].name
    : (row.template_name ?? messages.generatables.deletedTemplate);
  return { key, name, dataFingerprint: row.data_fingerprint ?? '' };
}
