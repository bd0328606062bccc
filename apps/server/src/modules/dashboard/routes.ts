import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dashboardSchema, dataOf } from '@afscheid/shared';
import { actorOf, contextFor } from '../../lib/context.ts';
import { activeOrganization } from '../dossiers/index.ts';
import { dashboard } from './service.ts';

const tags = ['Dashboard'];

/**
 * The start page's counts (issue 16): GET /api/dashboard for every active member of the active organisation
 * (no permission of its own: each part is null unless the member may see the list behind it).
 */
export async function dashboardRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/dashboard',
    {
      schema: {
        tags,
        summary: 'Wat nu aandacht vraagt (de startpagina)',
        response: { 200: dataOf(dashboardSchema) },
      },
      config: { access: activeOrganization },
    },
    async (request) => {
      const access = await activeOrganization(request);
      return { data: await dashboard(contextFor(request, actorOf(access)), access.organization) };
    },
  );
}
