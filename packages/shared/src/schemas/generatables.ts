import { z } from 'zod';

/**
 * Generated documents (issue 16; decision 019). A generatable is a document the organisation can make from a
 * dossier: one of the built-in PDFs, or a Word template of its own (`template-<id>`).
 */
export const GENERATABLE_KEYS = [
  'order-confirmation',
  'budget',
  'cremation-request',
  'ash-destination-form',
  'day-planning',
  'condolence-addresses',
] as const;
export type BuiltInGeneratableKey = (typeof GENERATABLE_KEYS)[number];

/** The key of a generatable made from the organisation's template `id`. */
export const templateGeneratableKey = (templateId: string) => `template-${templateId}`;

/** The template id in a `template-<id>` key, or null for any other key. */
export function templateIdOfKey(key: string): string | null {
  return key.startsWith('template-') && key.length > 'template-'.length ? key.slice('template-'.length) : null;
}

export const isBuiltInGeneratableKey = (key: string): key is BuiltInGeneratableKey =>
  (GENERATABLE_KEYS as readonly string[]).includes(key);

export const GENERATABLE_FORMATS = ['pdf', 'docx'] as const;

/** One entry of GET /api/generatables: the built-in documents first, then the organisation's templates. */
export const generatableSchema = z.object({
  /** `order-confirmation`, … or `template-<id>`. */
  key: z.string(),
  kind: z.enum(['builtin', 'template']),
  /** "Opdrachtbevestiging" */
  name: z.string(),
  description: z.string(),
  format: z.enum(GENERATABLE_FORMATS),
  templateId: z.string().nullable(),
});
export type Generatable = z.infer<typeof generatableSchema>;

/** Something the dossier lacks for a generatable: it can still be made, the place stays empty. */
export const generatableMissingSchema = z.object({
  /** Where it is recorded: a section key (`client`, `deceased`, …), `budget`, `planning` or `organization`. */
  source: z.string(),
  /** "Het adres van de opdrachtgever ontbreekt." */
  message: z.string(),
});
export type GeneratableMissing = z.infer<typeof generatableMissingSchema>;

/**
 * One entry of GET /api/dossiers/{id}/generatables: the generatable with what this dossier lacks for it, whether
 * it applies at all (a crematieaanvraag for a burial does not: 409 when asked), and the newest document made from
 * it with whether the dossier's data changed since.
 */
export const dossierGeneratableSchema = generatableSchema.extend({
  applicable: z.boolean(),
  notApplicableReason: z.string().nullable(),
  missing: z.array(generatableMissingSchema),
  lastGenerated: z
    .object({
      documentId: z.string(),
      fileName: z.string(),
      createdAt: z.string(),
      /** False when the dossier's data changed after the document was made. */
      upToDate: z.boolean(),
    })
    .nullable(),
});
export type DossierGeneratable = z.infer<typeof dossierGeneratableSchema>;

/** POST /api/dossiers/{id}/generatables/{key} (no body; any JSON object is accepted and ignored). */
export const generatableParamsSchema = z.object({ id: z.string(), key: z.string() });

/** What a generated document remembers, on each document of the documentation tab (null for uploads). */
export const documentGeneratableSchema = z.object({
  key: z.string(),
  /** The generatable's name ("Opdrachtbevestiging", or the template's name). */
  name: z.string(),
  /** SHA-256 of the dossier data it was made from. */
  dataFingerprint: z.string(),
});
export type DocumentGeneratable = z.infer<typeof documentGeneratableSchema>;
