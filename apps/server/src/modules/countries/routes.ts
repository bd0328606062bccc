import type { FastifyInstance } from 'fastify';
import { COUNTRIES } from '@afscheid/shared';
import { requireUser } from '../../plugins/session.ts';

/** Countries with Dutch names (docs/api-dossiers.md): the same for everyone who is logged in. */
export async function countryRoutes(app: FastifyInstance): Promise<void> {
  const data = COUNTRIES.map(({ code, name }) => ({ code, name }));
  app.get('/countries', async (request) => {
    requireUser(request);
    return { data };
  });
}
