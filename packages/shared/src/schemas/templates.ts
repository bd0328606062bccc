import { z } from 'zod';
import { userRefSchema } from './responses.ts';

/** The largest template an organisation may upload: 5 MB (413 above it). */
export const TEMPLATE_MAX_BYTES = 5 * 1024 * 1024;

/**
 * One of the organisation's own Word templates (GET /api/templates, the answer of an upload). Upload: POST
 * /api/templates, multipart with the file in `file` and the name in `name` (optional: the file name without
 * `.docx`); a file that is not a DOCX by content is 422, over 5 MB 413, an unknown merge field or a broken tag 422
 * with a Dutch message naming the tag. DELETE /api/templates/{id} → 204 (documents made from it stay).
 * GET /api/templates/{id}/download → the DOCX.
 */
export const templateDataSchema = z.object({
  id: z.string(),
  name: z.string(),
  fileName: z.string(),
  size: z.number().int(),
  /** The merge tags the template uses, e.g. `overledene.voornamen`. */
  fields: z.array(z.string()),
  /** `template-<id>`: the key to generate it with. */
  generatableKey: z.string(),
  createdBy: userRefSchema.nullable(),
  createdAt: z.string(),
  downloadUrl: z.string(),
});
export type TemplateData = z.infer<typeof templateDataSchema>;

/** The multipart text field of an upload. */
export const uploadTemplateFieldsSchema = z.object({
  name: z.string().trim().max(200).optional(),
});
