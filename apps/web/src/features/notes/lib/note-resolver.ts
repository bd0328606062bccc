import type { Resolver } from 'react-hook-form';
import { schemaLoader } from '../../../lib/forms/lazy-resolver.ts';

export interface NoteValues {
  body: string;
}

/** The note schema (note-schema.ts), loaded on first use. */
export const noteSchemas = schemaLoader(() => import('./note-schema.ts').then((module) => module.noteSchemas));

/** The note form's resolver. */
export const noteResolver: Resolver<NoteValues, unknown, NoteValues> = noteSchemas.resolver<NoteValues>('note');
