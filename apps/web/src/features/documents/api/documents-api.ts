import type { DocumentData, DossierDocumentType } from '@afscheid/shared';
import { api } from '../../../lib/api/client.ts';

export type { DocumentData };

/** TanStack Query keys of the documents: one list per dossier. */
export const documentKeys = {
  list: (dossierId: string) => ['documents', dossierId] as const,
};

export const documentsPath = (dossierId: string) =>
  `/api/dossiers/${encodeURIComponent(dossierId)}/documents`;

/** Newest first. */
export async function listDocuments(dossierId: string): Promise<DocumentData[]> {
  return (await api.get<{ data: DocumentData[] }>(documentsPath(dossierId))).data;
}

export async function deleteDocument(dossierId: string, documentId: string): Promise<void> {
  await api.delete(`${documentsPath(dossierId)}/${encodeURIComponent(documentId)}`);
}

/** Another document type (`PATCH …/documents/{documentId}`): the changed document. */
export async function changeDocumentType(
  dossierId: string,
  documentId: string,
  documentType: DossierDocumentType,
): Promise<DocumentData> {
  const path = `${documentsPath(dossierId)}/${encodeURIComponent(documentId)}`;
  return (await api.patch<{ data: DocumentData }>(path, { document_type: documentType })).data;
}
