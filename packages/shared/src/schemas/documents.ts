/**
 * What a dossier document is (issue 11, item 10): the legal documents of a cremation or burial and "overig".
 * The type of an upload decides which line of the legal checklist it ticks off (`sections/document-checklist.ts`).
 * Not to be confused with `DOCUMENT_TYPES` (`tasks.ts`): the kinds of file (PDF, image, Office) a dossier accepts.
 */
import { z } from 'zod';
import { messages } from '../nl/catalogue.ts';

export const DOSSIER_DOCUMENT_TYPES = [
  'death_statement',
  'permit',
  'request_form',
  'implants_statement',
  'no_objection',
  'death_certificate',
  'other',
] as const;

export type DossierDocumentType = (typeof DOSSIER_DOCUMENT_TYPES)[number];

/** The Dutch name of each document type, in the order of the list. */
export const DOSSIER_DOCUMENT_TYPE_LABELS: Readonly<Record<DossierDocumentType, string>> =
  messages.documentChecklist.types;

/** Uploads without a type, and documents stored before types existed, are "overig". */
export const DEFAULT_DOSSIER_DOCUMENT_TYPE: DossierDocumentType = 'other';

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
