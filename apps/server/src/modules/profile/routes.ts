import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  changePasswordSchema,
  confirmEmailChangeSchema,
  dataOf,
  messageResponseSchema,
  noContentSchema,
  pendingEmailChangeSchema,
  profileAnswerSchema,
  updateProfileSchema,
} from '@afscheid/shared';
import { contextFor } from '../../lib/context.ts';
import { authUserOf } from '../auth/index.ts';
import { mailContextFor, publicContextFor, signedIn, userActor } from '../users/index.ts';
import { cancelEmailChange, confirmEmailChange, pendingEmailChange } from './email-change.ts';
import { changePassword, updateProfile } from './service.ts';

const tags = ['Profiel'];

/** The logged-in user's own name, e-mail address (changed through a mailed link) and password. */
export async function profileRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.put(
    '/profile',
    {
      schema: {
        tags,
        summary: 'Profiel wijzigen (een nieuw e-mailadres geldt pas na de bevestigingslink)',
        body: updateProfileSchema,
        response: { 200: profileAnswerSchema },
      },
      config: { access: signedIn },
    },
    async (request) => {
      const { user, session } = await signedIn(request);
      const result = await updateProfile(mailContextFor(request, userActor(user)), user, request.body);
      return {
        data: await authUserOf(app.deps.db, result.user, session),
        meta: { emailChange: result.emailChange },
      };
    },
  );

  api.get(
    '/profile/email-change',
    {
      schema: {
        tags,
        summary: 'Wijziging van het e-mailadres die op bevestiging wacht',
        response: { 200: dataOf(pendingEmailChangeSchema.nullable()) },
      },
      config: { access: signedIn },
    },
    async (request) => {
      const { user } = await signedIn(request);
      return { data: await pendingEmailChange(app.deps, user.id) };
    },
  );

  api.delete(
    '/profile/email-change',
    {
      schema: { tags, summary: 'Wijziging van het e-mailadres annuleren', response: { 204: noContentSchema } },
      config: { access: signedIn },
    },
    async (request, reply) => {
      const { user } = await signedIn(request);
      await cancelEmailChange(contextFor(request, userActor(user)), user);
      return reply.status(204).send(null);
    },
  );

  // Public: the token from the mailed link is the credential (the link may be opened in any browser).
  api.post(
    '/email-change/confirm',
    {
      schema: {
        tags,
        summary: 'Nieuw e-mailadres bevestigen met de link',
        body: confirmEmailChangeSchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      const { session } = request.auth;
      const keep = session ? { id: session.id, userId: session.user_id } : null;
      return confirmEmailChange(publicContextFor(request), request.body.token, keep);
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
