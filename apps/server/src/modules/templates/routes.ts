import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import multipart from '@fastify/multipart';
import {
  dataOf,
  documentFileSchema,
  idParamsSchema,
  listOf,
  noContentSchema,
  TEMPLATE_MAX_BYTES,
  templateDataSchema,
} from '@afscheid/shared';
import { actorOf, contextFor } from '../../lib/context.ts';
import { notFound } from '../../lib/errors.ts';
import { activeOrganization } from '../dossiers/index.ts';
import { filePartOf, privateDownload, sendStoredFile } from '../documents/index.ts';
import { templateAccess } from './access.ts';
import { deleteTemplate, listTemplates, openTemplate, uploadTemplate } from './service.ts';

const tags = ['Sjablonen'];
const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/**
 * The organisation's own Word templates (issue 16): /api/templates. Owners and admins manage them, funeral
 * directors and employees see them; a crematorium has none (403 on the list, 404 on one by id). Multipart is
 * parsed only in this scope, cut off at 5 MB.
 */
export async function templateRoutes(app: FastifyInstance): Promise<void> {
  await app.register(multipart, {
    limits: { fileSize: TEMPLATE_MAX_BYTES, files: 1, fields: 5, parts: 6 },
  });
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/templates',
    {
      schema: {
        tags,
        summary: 'Word-sjablonen van de organisatie',
        response: { 200: listOf(templateDataSchema) },
      },
      config: { permission: 'templates.view', access: activeOrganization },
    },
    async (request) => {
      const access = await activeOrganization(request);
      return { data: await listTemplates(contextFor(request, actorOf(access)), access.organization.id) };
    },
  );

  api.post(
    '/templates',
    {
      schema: {
        tags,
        summary:
          'Word-sjabloon uploaden (multipart: de naam in `name` vóór het bestand in `file`; .docx, hoogstens 5 MB, alleen samenvoegcodes uit de lijst)',
        response: { 201: dataOf(templateDataSchema) },
      },
      config: { permission: 'templates.create', access: activeOrganization, multipart: { field: 'file' } },
    },
    async (request, reply) => {
      const access = await activeOrganization(request);
      const ctx = contextFor(request, actorOf(access));
      const data = await uploadTemplate(ctx, access.organization.id, () => filePartOf(request));
      return reply.status(201).send({ data });
    },
  );

  api.get(
    '/templates/:id/download',
    {
      schema: {
        tags,
        summary: 'Word-sjabloon downloaden',
        params: idParamsSchema,
        response: { 200: documentFileSchema },
      },
      config: { permission: 'templates.view', access: templateAccess },
      ...privateDownload,
    },
    async (request, reply) => {
      const { template, ...access } = await templateAccess(request);
      const stored = await openTemplate(contextFor(request, actorOf(access)), template);
      if (!stored) {
        request.log.error({ templateId: template.id }, 'template file missing');
        throw notFound();
      }
      return sendStoredFile(reply, stored, { mimeType: DOCX_TYPE, fileName: template.file_name });
    },
  );

  api.delete(
    '/templates/:id',
    {
      schema: {
        tags,
        summary: 'Word-sjabloon verwijderen (documenten die ermee zijn gemaakt, blijven)',
        params: idParamsSchema,
        response: { 204: noContentSchema },
      },
      config: { permission: 'templates.delete', access: templateAccess },
    },
    async (request, reply) => {
      const { template, ...access } = await templateAccess(request);
      await deleteTemplate(contextFor(request, actorOf(access)), template);
      return reply.status(204).send(null);
    },
  );
}
