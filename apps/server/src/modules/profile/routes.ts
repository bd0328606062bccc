import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  authUserSchema,
  changePasswordSchema,
  dataOf,
  noContentSchema,
  updateProfileSchema,
} from '@afscheid/shared';
import { contextFor } from '../../lib/context.ts';
import { authUserOf } from '../auth/index.ts';
import { signedIn, userActor } from '../users/index.ts';
import { changePassword, updateProfile } from './service.ts';

const tags = ['Profiel'];

/** The logged-in user's own name, e-mail address and password. */
export async function profileRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.put(
    '/profile',
    {
      schema: {
        tags,
        summary: 'Profiel wijzigen',
        body: updateProfileSchema,
        response: { 200: dataOf(authUserSchema) },
      },
      config: { access: signedIn },
    },
    async (request) => {
      const { user, session } = await signedIn(request);
      const updated = await updateProfile(contextFor(request, userActor(user)), user, request.body);
      return { data: await authUserOf(app.deps.db, updated, session) };
    },
  );

  api.put(
    '/profile/password',
    {
      schema: {
        tags,
        summary: 'Wachtwoord wijzigen',
        body: changePasswordSchema,
        response: { 204: noContentSchema },
      },
      config: { access: signedIn },
    },
    async (request, reply) => {
      const { user, session } = await signedIn(request);
      await changePassword(contextFor(request, userActor(user)), user, session.id, request.body);
      return reply.status(204).send(null);
    },
  );
}
