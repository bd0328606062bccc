/**
 * What a dossier document is (issue 11, item 10): the legal documents of a cremation or burial and "overig".
 * The type of an upload decides which line of the legal checklist it ticks off (`sections/document-checklist.ts`).
 * Not to be confused with `DOCUMENT_TYPES` (`task-values.ts`): the kinds of file (PDF, image, Office) a dossier
 * accepts. The types themselves are in `document-values.ts`; this module holds their Zod schemas.
 */
import { z } from 'zod';
import { messages } from '../nl/catalogue.ts';
import { DEFAULT_DOSSIER_DOCUMENT_TYPE, DOSSIER_DOCUMENT_TYPES } from './document-values.ts';

const blankToUndefined = (value: unknown) =>
  value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value;

export const dossierDocumentTypeSchema = z.enum(DOSSIER_DOCUMENT_TYPES, {
  error: messages.documentChecklist.typeInvalid,
});

/** POST /api/dossiers/:id/documents?document_type=…: the type of the uploaded file ("overig" when left out). */
export const uploadDocumentQuerySchema = z.object({
  documentType: z.preprocess(
    blankToUndefined,
    dossierDocumentTypeSchema.default(DEFAULT_DOSSIER_DOCUMENT_TYPE),
  ),
});
export type UploadDocumentQuery = z.output<typeof uploadDocumentQuerySchema>;

/** PATCH /api/dossiers/:id/documents/:documentId: another document type. */
export const updateDocumentSchema = z.object({
  documentType: dossierDocumentTypeSchema,
});
export type UpdateDocumentInput = z.input<typeof updateDocumentSchema>;
