import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import multipart from '@fastify/multipart';
import {
  dataOf,
  DOCUMENT_MAX_BYTES,
  documentDataSchema,
  documentFileSchema,
  documentParamsSchema,
  idParamsSchema,
  listOf,
  noContentSchema,
  updateDocumentSchema,
  uploadDocumentQuerySchema,
} from '@afscheid/shared';
import { actorOf, contextFor } from '../../lib/context.ts';
import { notFound } from '../../lib/errors.ts';
import { dossierAccess } from '../dossiers/index.ts';
import { documentAccess } from './access.ts';
import { privateDownload, sendStoredFile } from './download.ts';
import {
  changeDocumentType,
  deleteDocument,
  listDocuments,
  openDocument,
  uploadDocument,
} from './service.ts';
import { filePartOf } from './upload-part.ts';

const tags = ['Documenten'];

/** Dossier documents (docs/api-dossiers.md); multipart is parsed only in this scope. */
export async function documentRoutes(app: FastifyInstance): Promise<void> {
  await app.register(multipart, {
    limits: { fileSize: DOCUMENT_MAX_BYTES, files: 1, fields: 5, parts: 6 },
  });
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/dossiers/:id/documents',
    {
      schema: {
        tags,
        summary: 'Documenten van een dossier',
        params: idParamsSchema,
        response: { 200: listOf(documentDataSchema) },
      },
      config: { permission: 'documents.view', access: dossierAccess },
    },
    async (request) => {
      const access = await dossierAccess(request);
      return { data: await listDocuments(contextFor(request, actorOf(access)), access.dossier) };
    },
  );

  api.post(
    '/dossiers/:id/documents',
    {
      schema: {
        tags,
        summary:
          'Document uploaden (multipart, één bestand in het veld `file`; de soort document in `document_type`)',
        params: idParamsSchema,
        querystring: uploadDocumentQuerySchema,
        response: { 201: dataOf(documentDataSchema) },
      },
      config: { permission: 'documents.create', access: dossierAccess, multipart: { field: 'file' } },
    },
    async (request, reply) => {
      const access = await dossierAccess(request);
      const ctx = contextFor(request, actorOf(access));
      const data = await uploadDocument(ctx, access.dossier, request.query.documentType, () =>
        filePartOf(request),
      );
      return reply.status(201).send({ data });
    },
  );

  api.get(
    '/dossiers/:id/documents/:documentId/download',
    {
      schema: {
        tags,
        summary: 'Document downloaden',
        params: documentParamsSchema,
        response: { 200: documentFileSchema },
      },
      config: { permission: 'documents.view', access: documentAccess },
      ...privateDownload,
    },
    async (request, reply) => {
      const { document, ...access } = await documentAccess(request);
      const ctx = contextFor(request, actorOf(access));
      // A HEAD request (which Fastify answers with this handler) reads no content: not a download.
      const stored = await openDocument(ctx, access.dossier, document, {
        audited: request.method !== 'HEAD',
      });
      if (!stored) {
        request.log.error({ documentId: document.id }, 'document file missing');
        throw notFound();
      }
      return sendStoredFile(reply, stored, { mimeType: document.mime_type, fileName: document.file_name });
    },
  );

  api.patch(
    '/dossiers/:id/documents/:documentId',
    {
      schema: {
        tags,
        summary: 'Soort document wijzigen',
        params: documentParamsSchema,
        body: updateDocumentSchema,
        response: { 200: dataOf(documentDataSchema) },
      },
      config: { permission: 'documents.update', access: documentAccess },
    },
    async (request) => {
      const { document, ...access } = await documentAccess(request);
      const ctx = contextFor(request, actorOf(access));
      return { data: await changeDocumentType(ctx, access.dossier, document, request.body.documentType) };
    },
  );

  api.delete(
    '/dossiers/:id/documents/:documentId',
    {
      schema: {
        tags,
        summary: 'Document verwijderen',
        params: documentParamsSchema,
        response: { 204: noContentSchema },
      },
      config: { permission: 'documents.delete', access: documentAccess },
    },
    async (request, reply) => {
      const access = await documentAccess(request);
      await deleteDocument(contextFor(request, actorOf(access)), access.dossier, access.document);
      return reply.status(204).send(null);
    },
  );
}
