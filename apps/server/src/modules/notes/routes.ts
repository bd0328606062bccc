import type { FastifyInstance } from 'fastify';
import { dossierAccess } from '../dossiers/access.ts';
import { createNote, deleteNote, listNotes, updateNote } from './service.ts';

/** Dossier notes (docs/api-dossiers.md); the dossier is loaded (404) before the body is read. */
export async function noteRoutes(app: FastifyInstance): Promise<void> {
  app.get('/dossiers/:id/notes', { config: { permission: 'notes.view' } }, async (request) => {
    const access = await dossierAccess(request);
    return { data: await listNotes(request, access) };
  });

  app.post('/dossiers/:id/notes', { config: { permission: 'notes.create' } }, async (request, reply) => {
    const access = await dossierAccess(request);
    return reply.status(201).send({ data: await createNote(request, access) });
  });

  app.put('/dossiers/:id/notes/:noteId', { config: { permission: 'notes.update' } }, async (request) => {
    const access = await dossierAccess(request);
    return { data: await updateNote(request, access) };
  });

  app.delete(
    '/dossiers/:id/notes/:noteId',
    { config: { permission: 'notes.delete' } },
    async (request, reply) => {
      const access = await dossierAccess(request);
      await deleteNote(request, access);
      return reply.status(204).send();
    },
  );
}
