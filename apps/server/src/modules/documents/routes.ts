import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import { DOCUMENT_MAX_BYTES } from '@afscheid/shared';
import { dossierAccess } from '../dossiers/access.ts';
import { attachmentDisposition } from './file-name.ts';
import { deleteDocument, listDocuments, openDocument, uploadDocument } from './service.ts';

/** Dossier documents (docs/api-dossiers.md); multipart is parsed only in this scope. */
export async function documentRoutes(app: FastifyInstance): Promise<void> {
  await app.register(multipart, {
    limits: { fileSize: DOCUMENT_MAX_BYTES, files: 1, fields: 5, parts: 6 },
  });

  app.get('/dossiers/:id/documents', { config: { permission: 'documents.view' } }, async (request) => {
    const access = await dossierAccess(request);
    return { data: await listDocuments(request, access) };
  });

  app.post(
    '/dossiers/:id/documents',
    { config: { permission: 'documents.create' } },
    async (request, reply) => {
      const access = await dossierAccess(request);
      return reply.status(201).send({ data: await uploadDocument(request, access) });
    },
  );

  app.get(
    '/dossiers/:id/documents/:documentId/download',
    {
      config: { permission: 'documents.view' },
      // Runs after the API-wide `no-store`: private to the browser, never stored, never sniffed.
      onSend: async (_request, reply) => {
        if (reply.statusCode === 200) reply.header('cache-control', 'private, no-store');
      },
    },
    async (request, reply) => {
      const access = await dossierAccess(request);
      const { document, stream, size } = await openDocument(request, access);
      return reply
        .type(document.mime_type)
        .header('content-length', size)
        .header('content-disposition', attachmentDisposition(document.file_name))
        .header('x-content-type-options', 'nosniff')
        .send(stream);
    },
  );

  app.delete(
    '/dossiers/:id/documents/:documentId',
    { config: { permission: 'documents.delete' } },
    async (request, reply) => {
      const access = await dossierAccess(request);
      await deleteDocument(request, access);
      return reply.status(204).send();
    },
  );
}
