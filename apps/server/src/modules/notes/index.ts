/** The notes module's public face: other modules import from here, not from its files. */
export { notesRepository, type NoteRow } from './repository.ts';
export { noteAccess, type NoteAccess } from './access.ts';
export { listNotes, createNote, updateNote, deleteNote } from './service.ts';
