/**
 * The inputs of the routes on a dossier's records (sections, notes, documents) and of the address book that
 * the client section feeds. Ids in paths are plain strings: an unknown one is a 404, never a 422.
 */
import { z } from 'zod';
import { messages } from '../nl/catalogue.ts';

const api = messages.dossierApi;

/** `/api/dossiers/:id/sections/:key`. */
export const sectionParamsSchema = z.object({ id: z.string(), key: z.string() });

/** `/api/dossiers/:id/notes/:noteId`. */
export const noteParamsSchema = z.object({ id: z.string(), noteId: z.string() });

/** `/api/dossiers/:id/documents/:documentId`. */
export const documentParamsSchema = z.object({ id: z.string(), documentId: z.string() });

/** PUT /api/dossiers/:id/sections/:key: the version read and the whole section's data. */
export const saveSectionSchema = z.object({
  version: z
    .number({ error: api.sectionVersion })
    .int({ error: api.sectionVersion })
    .min(1, { error: api.sectionVersion }),
  /** Checked against the section's own rules by the server (`validateSection`). */
  data: z.record(z.string(), z.unknown(), { error: api.sectionData }),
});
export type SaveSectionInput = z.input<typeof saveSectionSchema>;

/** GET /api/address-book. */
export const addressBookQuerySchema = z.object({
  search: z.string().trim().max(100, { error: messages.errors.validation }).optional(),
});
export type AddressBookQuery = z.output<typeof addressBookQuerySchema>;
