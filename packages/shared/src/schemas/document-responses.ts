import { z } from 'zod';
import { dossierDocumentTypeSchema } from './documents.ts';
import { documentGeneratableSchema } from './generatables.ts';
import { userRefSchema } from './responses.ts';

/** One document of GET /api/dossiers/:id/documents (and the answer of an upload). */
export const documentDataSchema = z.object({
  id: z.string(),
  fileName: z.string(),
  mimeType: z.string(),
  /** What the document is: the legal checklist ticks off by this type. */
  documentType: dossierDocumentTypeSchema,
  /** In bytes. */
  size: z.number().int(),
  uploadedBy: userRefSchema.nullable(),
  createdAt: z.string(),
  downloadUrl: z.string(),
  /** The generatable a generated document was made from; null for an uploaded file (issue 16). */
  generatable: documentGeneratableSchema.nullable(),
});
export type DocumentData = z.infer<typeof documentDataSchema>;

/** GET …/documents/:documentId/download: the stored bytes with their own content type. */
export const documentFileSchema = z.any().describe('Het bestand, met zijn eigen inhoudstype');
