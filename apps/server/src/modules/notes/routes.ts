import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  dataOf,
  idParamsSchema,
  listOf,
  noContentSchema,
  noteDataSchema,
  noteParamsSchema,
  noteSchema,
  updateNoteSchema,
} from '@afscheid/shared';
import { actorOf, contextFor } from '../../lib/context.ts';
import { dossierAccess } from '../dossiers/index.ts';
import { noteAccess } from './access.ts';
import { createNote, deleteNote, listNotes, updateNote } from './service.ts';

const tags = ['Notities'];

/** Dossier notes (docs/api-dossiers.md); the dossier and the note are resolved (404/403) before the body. */
export async function noteRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/dossiers/:id/notes',
    {
      schema: {
        tags,
        summary: 'Notities van een dossier',
        params: idParamsSchema,
        response: { 200: listOf(noteDataSchema) },
      },
      config: { permission: 'notes.view', access: dossierAccess },
    },
    async (request) => {
      const access = await dossierAccess(request);
      return { data: await listNotes(contextFor(request, actorOf(access)), access.dossier) };
    },
  );

  api.post(
    '/dossiers/:id/notes',
    {
      schema: {
        tags,
        summary: 'Notitie schrijven',
        params: idParamsSchema,
        body: noteSchema,
        response: { 201: dataOf(noteDataSchema) },
      },
      config: { permission: 'notes.create', access: dossierAccess },
    },
    async (request, reply) => {
      const access = await dossierAccess(request);
      const data = await createNote(contextFor(request, actorOf(access)), access.dossier, request.body);
      return reply.status(201).send({ data });
    },
  );

  api.put(
    '/dossiers/:id/notes/:noteId',
    {
      schema: {
        tags,
        summary: 'Notitie wijzigen',
        params: noteParamsSchema,
        body: updateNoteSchema,
        response: { 200: dataOf(noteDataSchema) },
      },
      config: { permission: 'notes.update', access: noteAccess },
    },
    async (request) => {
      const access = await noteAccess(request);
      const ctx = contextFor(request, actorOf(access));
      return { data: await updateNote(ctx, access.dossier, access.note, request.body) };
    },
  );

  api.delete(
    '/dossiers/:id/notes/:noteId',
    {
      schema: {
        tags,
        summary: 'Notitie verwijderen',
        params: noteParamsSchema,
        response: { 204: noContentSchema },
      },
      config: { permission: 'notes.delete', access: noteAccess },
    },
    async (request, reply) => {
      const access = await noteAccess(request);
      await deleteNote(contextFor(request, actorOf(access)), access.dossier, access.note);
      return reply.status(204).send(null);
    },
  );
}
