import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dataOf, taskTemplatesDataSchema, taskTemplatesSchema } from '@afscheid/shared';
import { actorOf, contextFor } from '../../lib/context.ts';
import { activeOrganization } from '../dossiers/index.ts';
import { replaceTemplates, showTemplates } from './service.ts';

const tags = ['Standaardtaken'];
const answer = { 200: dataOf(taskTemplatesDataSchema) };

/** The standard task lists per dossier type (docs/api-dossiers.md). */
export async function taskTemplateRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/task-templates',
    {
      schema: { tags, summary: 'Standaardtaken per soort dossier', response: answer },
      config: { permission: 'tasks.view', access: activeOrganization },
    },
    async (request) => {
      const access = await activeOrganization(request);
      return { data: await showTemplates(contextFor(request, actorOf(access))) };
    },
  );

  api.put(
    '/task-templates',
    {
      schema: {
        tags,
        summary: 'Standaardtaken van een soort dossier vervangen',
        body: taskTemplatesSchema,
        response: answer,
      },
      config: { permission: 'organizations.update', access: activeOrganization },
    },
    async (request) => {
      const access = await activeOrganization(request);
      return { data: await replaceTemplates(contextFor(request, actorOf(access)), request.body) };
    },
  );
}
