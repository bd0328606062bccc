import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { healthSchema, messages } from '@afscheid/shared';
import { checkDatabase } from '../../db/connection.ts';

/** Public: whether the server and its database answer (for a load balancer or a monitor). */
export async function healthRoutes(app: FastifyInstance): Promise<void> {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/health',
      {
        schema: {
          tags: ['Systeem'],
          summary: 'Gezondheid',
          response: { 200: healthSchema, 503: healthSchema },
        },
      },
      async (request, reply) => {
        try {
          await checkDatabase(app.deps.db);
          return { status: 'ok' as const, database: 'ok' as const };
        } catch (err) {
          request.log.error({ err }, 'health check: database unavailable');
          return reply
            .status(503)
            .send({ status: 'error', database: 'error', message: messages.errors.databaseUnavailable });
        }
      },
    );
}
