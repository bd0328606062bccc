import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { COUNTRIES, countrySchema, listOf } from '@afscheid/shared';
import { perRequest } from '../../http/access-hook.ts';
import { requireUser } from '../../plugins/session.ts';

/** Anyone with a session (401 otherwise): the list is the same for every organisation. */
const signedIn = perRequest(async (request) => requireUser(request));

/** Countries with Dutch names (docs/api-dossiers.md): the same for everyone who is logged in. */
export async function countryRoutes(app: FastifyInstance): Promise<void> {
  const data = COUNTRIES.map(({ code, name }) => ({ code, name }));
  app.withTypeProvider<ZodTypeProvider>().get(
    '/countries',
    {
      schema: {
        tags: ['Landen'],
        summary: 'Landen met Nederlandse namen',
        response: { 200: listOf(countrySchema) },
      },
      config: { access: signedIn },
    },
    async () => ({ data }),
  );
}
