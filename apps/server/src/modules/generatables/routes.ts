import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  dataOf,
  documentDataSchema,
  dossierGeneratableSchema,
  emptyBodySchema,
  generatableParamsSchema,
  generatableSchema,
  idParamsSchema,
  listOf,
} from '@afscheid/shared';
import { actorOf, contextFor } from '../../lib/context.ts';
import { activeOrganization, dossierAccess } from '../dossiers/index.ts';
import { dossierGeneratables, generateDocument, listGeneratables } from './service.ts';

const tags = ['Documenten'];

/** Generated documents (issue 16): GET /api/generatables, GET/POST /api/dossiers/{id}/generatables[/{key}]. */
export async function generatableRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/generatables',
    {
      schema: {
        tags,
        summary: 'Documenten die de organisatie kan genereren (de vaste documenten, dan de eigen sjablonen)',
        response: { 200: listOf(generatableSchema) },
      },
      config: { permission: 'documents.view', access: activeOrganization },
    },
    async (request) => {
      const access = await activeOrganization(request);
      return { data: await listGeneratables(contextFor(request, actorOf(access)), access.organization.id) };
    },
  );

  api.get(
    '/dossiers/:id/generatables',
    {
      schema: {
        tags,
        summary:
          'Te genereren documenten van een dossier: of ze van toepassing zijn, wat ontbreekt, het laatste',
        params: idParamsSchema,
        response: { 200: listOf(dossierGeneratableSchema) },
      },
      config: { permission: 'documents.view', access: dossierAccess },
    },
    async (request) => {
      const { dossier, ...access } = await dossierAccess(request);
      return { data: await dossierGeneratables(contextFor(request, actorOf(access)), dossier) };
    },
  );

  api.post(
    '/dossiers/:id/generatables/:key',
    {
      schema: {
        tags,
        summary: 'Document genereren uit de huidige gegevens van het dossier (naar de documentatie)',
        params: generatableParamsSchema,
        body: emptyBodySchema,
        response: { 201: dataOf(documentDataSchema) },
      },
      config: { permission: 'documents.create', access: dossierAccess },
    },
    async (request, reply) => {
      const { dossier, ...access } = await dossierAccess(request);
      const data = await generateDocument(contextFor(request, actorOf(access)), dossier, request.params.key);
      return reply.status(201).send({ data });
    },
  );
}
