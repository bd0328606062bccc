import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  authUserSchema,
  dataOf,
  emptyBodySchema,
  forgotPasswordSchema,
  loginSchema,
  messageResponseSchema,
  noContentSchema,
  resetPasswordSchema,
} from '@afscheid/shared';
import { issueGuestToken, setSessionCookies, startSession } from '../../plugins/session.ts';
import { publicContextFor, signedIn } from '../users/index.ts';
import { authUserOf } from './current-user.ts';
import { forgotPassword, login, logout, resetPassword } from './service.ts';

const tags = ['Sessie'];
const noContent = { 204: noContentSchema };

/** The Sanctum SPA session protocol (API.md): public, except the current user. */
export async function authRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/sanctum/csrf-cookie',
    { schema: { tags, summary: 'Sessie- en XSRF-cookie ophalen', response: noContent } },
    async (request, reply) => {
      if (request.auth.token) setSessionCookies(request, reply, request.auth.token, rememberMaxAge(request));
      else issueGuestToken(request, reply);
      return reply.status(204).send(null);
    },
  );

  api.post(
    '/login',
    { schema: { tags, summary: 'Inloggen', body: loginSchema, response: noContent } },
    async (request, reply) => {
      await login(publicContextFor(request), request.body, {
        ip: request.ip,
        startSession: (user, opts) => startSession(request, reply, user, opts),
      });
      return reply.status(204).send(null);
    },
  );

  api.post(
    '/logout',
    { schema: { tags, summary: 'Uitloggen', body: emptyBodySchema, response: noContent } },
    async (request, reply) => {
      await logout(publicContextFor(request), request.auth.session, request.auth.user);
      issueGuestToken(request, reply);
      return reply.status(204).send(null);
    },
  );

  api.post(
    '/forgot-password',
    {
      schema: {
        tags,
        summary: 'Wachtwoord vergeten',
        body: forgotPasswordSchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => forgotPassword(publicContextFor(request), request.body),
  );

  api.post(
    '/reset-password',
    {
      schema: {
        tags,
        summary: 'Nieuw wachtwoord met de link',
        body: resetPasswordSchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => resetPassword(publicContextFor(request), request.body, request.auth.session?.id),
  );

  api.get(
    '/api/auth/user',
    {
      schema: { tags, summary: 'Ingelogde gebruiker', response: { 200: dataOf(authUserSchema) } },
      config: { access: signedIn },
    },
    async (request) => {
      const { user, session } = await signedIn(request);
      return { data: await authUserOf(app.deps.db, user, session) };
    },
  );
}

/** A remembered session's cookies keep their remaining lifetime when they are handed out again. */
function rememberMaxAge(request: FastifyRequest): number | undefined {
  const session = request.auth.session;
  if (!session?.remember) return undefined;
  return Math.max(
    0,
    Math.floor((Date.parse(session.expires_at) - request.server.deps.clock.now().getTime()) / 1000),
  );
}
