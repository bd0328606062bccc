import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { amsterdamToday, dashboardSchema, dataOf } from '@afscheid/shared';
import { actorOf, contextFor } from '../../lib/context.ts';
import { cachedAnswer, storeCachedAnswer } from '../../lib/response-cache.ts';
import { activeOrganization } from '../dossiers/index.ts';
import { dashboard, dashboardCacheKey, dashboardScopes } from './service.ts';

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
      onSend: storeCachedAnswer,
    },
    async (request, reply) => {
      const access = await activeOrganization(request);
      const ctx = contextFor(request, actorOf(access));
      const { organization } = access;
      // One instant for the key's date and the answer's (decision 044): the same bytes as a fresh build while
      // the rows behind the member's parts are unchanged, the date is the same and no shown event or pending
      // invoice has aged past its window meanwhile (`changesAt`).
      const now = ctx.clock.now();
      return cachedAnswer(
        request,
        reply,
        {
          key: dashboardCacheKey(ctx, organization, amsterdamToday(now)),
          scopes: dashboardScopes(ctx, organization),
        },
        async (kept) => {
          const { data, changesAt } = await dashboard(ctx, organization, now);
          kept.until(changesAt);
          return { data };
        },
      );
    },
  );
}
