import type { Resolver } from 'react-hook-form';

export interface NoteValues {
  body: string;
}

type NoteResolver = Resolver<NoteValues, unknown, NoteValues>;

let loading: Promise<NoteResolver> | null = null;

/** Starts loading the validation code (Zod and the shared schema); a failed load may be retried. */
export function preloadNoteResolver(): Promise<NoteResolver> {
  loading ??= import('./note-schema.ts').then((module) => module.noteResolver as unknown as NoteResolver);
  loading.catch(() => {
    loading = null;
  });
  return loading;
}

/** The note form's resolver: loads the validation code on first use. */
export const noteResolver: NoteResolver = async (values, context, options) =>
  (await preloadNoteResolver())(values, context, options);
