import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireUser, issueGuestToken, setSessionCookies } from '../../plugins/session.ts';
import { presentAuthUser } from './presenter.ts';
import { forgotPassword, login, logout, resetPassword } from './service.ts';

/** The Sanctum SPA session protocol (API.md). */
export async function authRoutes(app: FastifyInstance): Promise<void> {
  app.get('/sanctum/csrf-cookie', async (request, reply) => {
    if (request.auth.token) setSessionCookies(request, reply, request.auth.token, rememberMaxAge(request));
    else issueGuestToken(request, reply);
    return reply.status(204).send();
  });

  app.post('/login', async (request, reply) => {
    await login(request, reply);
    return reply.status(204).send();
  });

  app.post('/logout', async (request, reply) => {
    await logout(request, reply);
    return reply.status(204).send();
  });

  app.post('/forgot-password', async (request) => forgotPassword(request));
  app.post('/reset-password', async (request) => resetPassword(request));

  app.get('/api/auth/user', async (request) => {
    const { user, session } = requireUser(request);
    return { data: await presentAuthUser(app.deps.db, user, session) };
  });
}

function rememberMaxAge(request: FastifyRequest): number | undefined {
  const session = request.auth.session;
  if (!session?.remember) return undefined;
  return Math.max(
    0,
    Math.floor((Date.parse(session.expires_at) - request.server.deps.clock.now().getTime()) / 1000),
  );
}
