import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ashRegisterQuerySchema, ashRegisterSchema, dataOf } from '@afscheid/shared';
import { actorOf, contextFor } from '../../lib/context.ts';
import { activeOrganization } from '../dossiers/index.ts';
import { ashRegisterFile, ashRegisterJson } from './service.ts';

const tags = ['Asregister'];

/**
 * The register of art. 50 Wet op de lijkbezorging: read only. There is no route that changes or removes a line
 * (a `PUT` or `DELETE` on it is a 404): a closed entry is final and a correction is a new entry of the ash module.
 */
export async function ashRegisterRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/ash-register',
    {
      schema: {
        tags,
        summary: 'Register van asbestemmingen (art. 50 Wlb) van een jaar',
        description:
          'format=json (standaard): de regels als JSON. format=csv: text/csv; charset=utf-8, UTF-8 met BOM, ' +
          'puntkomma als scheidingsteken, als bijlage asregister-JJJJ.csv. format=pdf: application/pdf (A4 ' +
          'liggend), als bijlage asregister-JJJJ.pdf.',
        querystring: ashRegisterQuerySchema,
        response: { 200: dataOf(ashRegisterSchema) },
      },
      config: { permission: 'ash.view', access: activeOrganization },
    },
    async (request, reply) => {
      const access = await activeOrganization(request);
      const ctx = contextFor(request, actorOf(access));
      if (request.query.format === 'json') {
        // Serialised by the service in one pass (the answer the schema describes): a string is sent as it is.
        return (reply as FastifyReply)
          .type('application/json; charset=utf-8')
          .send(await ashRegisterJson(ctx, request.query));
      }
      const file = await ashRegisterFile(ctx, access.organization, request.query);
      // A file is sent as bytes, which Fastify never serialises: the JSON schema above does not apply to it.
      return (reply as FastifyReply)
        .type(file.contentType)
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('content-length', file.content.length)
        .header('x-content-type-options', 'nosniff')
        .send(file.content);
    },
  );
}
