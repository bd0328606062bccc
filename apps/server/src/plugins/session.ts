import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { messages } from '@afscheid/shared';
import type { Db, Session, User } from '../db/types.ts';
import { addSeconds, iso } from '../lib/clock.ts';
import { hmac, randomToken, safeEqual, sha256 } from '../lib/crypto.ts';
import { HttpError, unauthenticated } from '../lib/errors.ts';
import { authRepository } from '../modules/auth/index.ts';

export const SESSION_COOKIE = 'afscheid_session';
export const XSRF_COOKIE = 'XSRF-TOKEN';
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
/** Methods that change nothing, so need no CSRF token. */
const SAFE_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Activity is written at most this often: the idle rule stays exact to within these seconds, reads stay cheap. */
const TOUCH_INTERVAL_SECONDS = 15;

export type AuthState = {
  /** The session cookie's value: a guest token, or the token of a stored (logged-in) session. */
  token: string | null;
  session: Session | null;
  user: User | null;
};

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthState;
  }
}

/** Sanctum-style session handling: cookie → stored session, sliding idle expiry, CSRF bound to the session. */
export const sessionPlugin = fp(async (app: FastifyInstance) => {
  const { db, clock, config, appKey } = app.deps;

  app.decorateRequest('auth', null as unknown as AuthState);

  app.addHook('onRequest', async (request) => {
    const raw = request.cookies[SESSION_COOKIE];
    const token = raw && TOKEN_PATTERN.test(raw) ? raw : null;
    request.auth = { token, session: null, user: null };
    if (!token) return;
    const found = await authRepository.findSessionWithUser(db, sha256(token));
    if (!found) return;
    const now = clock.now();
    const idleSince = (now.getTime() - Date.parse(found.session.last_activity_at)) / 1000;
    const expired = idleSince > config.session.idleSeconds || now.toISOString() >= found.session.expires_at;
    if (expired || found.user.disabled_at) {
      await authRepository.deleteSession(db, found.session.id);
      return;
    }
    if (idleSince >= TOUCH_INTERVAL_SECONDS) await authRepository.touchSession(db, found.session.id, iso(now));
    request.auth = { token, session: found.session, user: found.user };
  });

  // preValidation, not preHandler: a request without the CSRF token is refused before its body is validated.
  // A callback, not async: most requests are reads, and they need no promise to pass.
  app.addHook('preValidation', (request, _reply, done) => {
    if (SAFE_METHODS.has(request.method)) return done();
    const header = request.headers['x-xsrf-token'];
    const given = typeof header === 'string' ? safeDecode(header) : '';
    if (!request.auth.token || !given || !safeEqual(given, csrfTokenFor(appKey, request.auth.token))) {
      return done(new HttpError(419, messages.errors.csrfMismatch));
    }
    return done();
  });
});

export const csrfTokenFor = (appKey: Buffer, sessionToken: string) => hmac(appKey, `csrf:${sessionToken}`);

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return '';
  }
}

/** Sets the session and XSRF-TOKEN cookies; a remembered session's cookies outlive the browser. */
export function setSessionCookies(
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
  maxAgeSeconds?: number,
): void {
  // An https APP_URL means the browser always talks https to us (through a proxy), whatever this hop says.
  const secure = request.protocol === 'https' || request.server.deps.config.appUrl.startsWith('https:');
  const common = { path: '/', sameSite: 'lax' as const, secure, ...(maxAgeSeconds ? { maxAge: maxAgeSeconds } : {}) };
  reply.setCookie(SESSION_COOKIE, token, { ...common, httpOnly: true });
  reply.setCookie(XSRF_COOKIE, csrfTokenFor(request.server.deps.appKey, token), { ...common, httpOnly: false });
}

/** A fresh guest token (after logout, or when none was sent). */
export function issueGuestToken(request: FastifyRequest, reply: FastifyReply): string {
  const token = randomToken();
  request.auth = { token, session: null, user: null };
  setSessionCookies(request, reply, token);
  return token;
}

/** Stores a new session for the user under a new token: the id always changes at login. */
export async function startSession(
  request: FastifyRequest,
  reply: FastifyReply,
  // A user made in the same request (registration) need not carry the column of migration 0005 yet.
  user: Omit<User, 'last_organization_id'> & { last_organization_id?: string | null },
  // `db`: the caller's transaction, so the session commits together with what the caller writes (login).
  opts: { remember: boolean; activeOrganizationId: string | null; db?: Db },
): Promise<Session> {
  const { clock, config } = request.server.deps;
  const db = opts.db ?? request.server.deps.db;
  if (request.auth.session) await authRepository.deleteSession(db, request.auth.session.id);
  const token = randomToken();
  const now = clock.now();
  const lifetimeSeconds = opts.remember ? config.session.rememberDays * 86_400 : config.session.maxHours * 3_600;
  const session: Session = {
    id: sha256(token),
    user_id: user.id,
    active_organization_id: opts.activeOrganizationId,
    remember: opts.remember ? 1 : 0,
    ip: request.ip,
    user_agent: request.headers['user-agent']?.slice(0, 500) ?? null,
    created_at: iso(now),
    last_activity_at: iso(now),
    expires_at: iso(addSeconds(now, lifetimeSeconds)),
  };
  await authRepository.insertSession(db, session);
  request.auth = { token, session, user: { last_organization_id: null, ...user } };
  setSessionCookies(request, reply, token, opts.remember ? lifetimeSeconds : undefined);
  return session;
}

export function requireUser(request: FastifyRequest): { user: User; session: Session } {
  const { user, session } = request.auth;
  if (!user || !session) throw unauthenticated();
  return { user, session };
}
