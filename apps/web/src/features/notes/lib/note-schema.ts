/** The note form's schema (the shared one); loaded on demand through note-resolver.ts. */
import { noteSchema } from '@afscheid/shared';

export const noteSchemas = { note: noteSchema };
