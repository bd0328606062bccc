import type { FastifyInstance } from 'fastify';
import { messages } from '@afscheid/shared';
import { checkDatabase } from '../../db/connection.ts';

export async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get('/health', async (request, reply) => {
    try {
      await checkDatabase(app.deps.db);
      return { status: 'ok', database: 'ok' };
    } catch (err) {
      request.log.error({ err }, 'health check: database unavailable');
      return reply
        .status(503)
        .send({ status: 'error', database: 'error', message: messages.errors.databaseUnavailable });
    }
  });
}
