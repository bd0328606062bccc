import type { Note } from '@afscheid/shared';
import { api } from '../../../lib/api/client.ts';

export type { Note };

const base = (dossierId: string) => `/api/dossiers/${encodeURIComponent(dossierId)}/notes`;

/** TanStack Query keys of the notes: one list per dossier. */
export const noteKeys = {
  list: (dossierId: string) => ['notes', dossierId] as const,
};

/** Newest first. */
export async function listNotes(dossierId: string): Promise<Note[]> {
  return (await api.get<{ data: Note[] }>(base(dossierId))).data;
}

export async function createNote(dossierId: string, input: { body: string }): Promise<Note> {
  return (await api.post<{ data: Note }>(base(dossierId), input)).data;
}

/** 409 when `version` is stale: the error's `data` is the note as it is now. */
export async function updateNote(
  dossierId: string,
  noteId: string,
  input: { body: string; version: number },
): Promise<Note> {
  return (await api.put<{ data: Note }>(`${base(dossierId)}/${encodeURIComponent(noteId)}`, input)).data;
}

export async function deleteNote(dossierId: string, noteId: string): Promise<void> {
  await api.delete(`${base(dossierId)}/${encodeURIComponent(noteId)}`);
}
