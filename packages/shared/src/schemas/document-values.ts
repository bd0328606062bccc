import { messages } from '../nl/catalogue.ts';

/**
 * The dossier document types and their labels apart from their Zod schemas (`documents.ts`): a page that shows or
 * picks a document's type needs these and not Zod (decision 029's rule, as `reservation-values.ts`).
 */

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
