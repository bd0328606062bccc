import type { FastifyInstance, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  dataOf,
  idParamsSchema,
  logoFileSchema,
  messages,
  noContentSchema,
  organizationDataSchema,
} from '@afscheid/shared';
import { actorOf, contextFor } from '../../lib/context.ts';
import { HttpError } from '../../lib/errors.ts';
import { organizationScope } from './access.ts';
import { LOGO_MAX_BYTES } from './logo.ts';
import { logoError, logoFile, removeLogo, uploadLogo } from './logo-service.ts';

const tags = ['Organisaties'];
const update = { permission: 'organizations.update', access: organizationScope };

/** Logo upload, download and removal; multipart is parsed only in this scope. */
export async function logoRoutes(app: FastifyInstance): Promise<void> {
  await app.register(multipart, { limits: { fileSize: LOGO_MAX_BYTES, files: 1, fields: 5, parts: 6 } });
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/organizations/:id/logo',
    {
      schema: {
        tags,
        summary: 'Logo uploaden (veld `logo`)',
        params: idParamsSchema,
        response: { 200: dataOf(organizationDataSchema) },
      },
      config: { ...update, multipart: { field: 'logo' } },
    },
    async (request) => {
      const access = await organizationScope(request);
      const content = await readUpload(request);
      return { data: await uploadLogo(contextFor(request, actorOf(access)), access.organization, content) };
    },
  );

  api.delete(
    '/organizations/:id/logo',
    {
      schema: {
        tags,
        summary: 'Logo verwijderen',
        params: idParamsSchema,
        response: { 204: noContentSchema },
      },
      config: update,
    },
    async (request, reply) => {
      const access = await organizationScope(request);
      await removeLogo(contextFor(request, actorOf(access)), access.organization);
      return reply.status(204).send(null);
    },
  );

  api.get(
    '/organizations/:id/logo',
    {
      schema: { tags, summary: 'Logo', params: idParamsSchema, response: { 200: logoFileSchema } },
      config: { permission: 'organizations.view', access: organizationScope },
      // Runs after the API-wide no-store header: the logo may stay in the browser's private cache.
      onSend: async (_request, reply) => {
        if (reply.statusCode === 200) reply.header('cache-control', 'private');
      },
    },
    async (request, reply) => {
      const access = await organizationScope(request);
      const { content, mime } = await logoFile(contextFor(request, actorOf(access)), access.organization);
      return reply.type(mime).send(content);
    },
  );
}

/** The single file of field `logo`; a larger file is a 413, no file a 422. */
async function readUpload(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw logoError(messages.organizations.logoRequired);
  let file;
  try {
    file = await request.file();
  } catch {
    throw logoError(messages.organizations.logoRequired);
  }
  if (!file || file.fieldname !== 'logo') throw logoError(messages.organizations.logoRequired);
  try {
    const content = await file.toBuffer();
    if (content.length === 0) throw logoError(messages.organizations.logoRequired);
    return content;
  } catch (err) {
    if (err instanceof HttpError) throw err;
    if ((err as { statusCode?: number }).statusCode === 413)
      throw new HttpError(413, messages.organizations.logoTooLarge);
    throw err;
  }
}
