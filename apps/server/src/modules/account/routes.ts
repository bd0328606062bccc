import type { FastifyInstance } from 'fastify';
import { previewSetPassword, setPassword, switchActiveOrganization } from './service.ts';

/** Account flows outside the session protocol: the first password of a new account, the active organisation. */
export async function accountRoutes(app: FastifyInstance): Promise<void> {
  // Public: the token in the path is the credential.
  app.get('/set-password/:token', async (request) => ({ data: await previewSetPassword(request) }));

  app.post('/set-password/:token', async (request, reply) => {
    await setPassword(request, reply);
    return reply.status(204).send();
  });

  app.post('/auth/active-organization', async (request) => ({
    data: await switchActiveOrganization(request),
  }));
}
