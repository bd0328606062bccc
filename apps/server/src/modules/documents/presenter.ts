import type { DocumentData } from '@afscheid/shared';
import type { DocumentRow } from './repository.ts';

export const downloadUrl = (dossierId: string, documentId: string) =>
  `/api/dossiers/${dossierId}/documents/${documentId}/download`;

export function presentDocument(row: DocumentRow): DocumentData {
  return {
    id: row.id,
    fileName: row.file_name,
    mimeType: row.mime_type,
    size: Number(row.size),
    uploadedBy:
      row.uploaded_by && row.uploaded_by_name ? { id: row.uploaded_by, name: row.uploaded_by_name } : null,
    createdAt: row.created_at,
    downloadUrl: downloadUrl(row.dossier_id, row.id),
  };
}
