import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  forgotPasswordSchema,
  interpolate,
  loginSchema,
  messages,
  resetPasswordSchema,
} from '@afscheid/shared';
import { addSeconds, iso } from '../../lib/clock.ts';
import { hashPassword, randomToken, safeEqual, sha256, verifyAgainstDummy, verifyPassword } from '../../lib/crypto.ts';
import { recordAudit } from '../../lib/audit.ts';
import { HttpError, ValidationError } from '../../lib/errors.ts';
import { createRateLimiter } from '../../lib/rate-limit.ts';
import { parseInput } from '../../lib/validate.ts';
import { issueGuestToken, startSession } from '../../plugins/session.ts';
import { sendResetMail } from './reset-mail.ts';
import { authRepository } from './repository.ts';

export const LOGIN_MAX_FAILURES = 5;
export const LOGIN_WINDOW_SECONDS = 60;
export const RESET_TOKEN_MINUTES = 60;
/** A new reset mail for the same address is sent at most once a minute. */
const RESET_RESEND_SECONDS = 60;

export async function login(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const { db, clock, config } = request.server.deps;
  const input = parseInput(loginSchema, request.body);
  const limiter = createRateLimiter(db, clock, { maxHits: LOGIN_MAX_FAILURES, windowSeconds: LOGIN_WINDOW_SECONDS });
  const key = `login:${input.email}|${request.ip}`;
  const wait = await limiter.retryAfter(key);
  if (wait > 0) throw throttled(wait);

  const user = await authRepository.findUserByEmail(db, input.email);
  const valid = user?.password_hash
    ? await verifyPassword(input.password, user.password_hash)
    : await verifyAgainstDummy(input.password, config.passwordHashCost);
  if (!user || !valid) {
    await limiter.hit(key);
    await recordAudit(db, request, { entity: 'user', entityId: user?.id, action: 'login_failed', userId: user?.id });
    throw new ValidationError({ email: [messages.auth.failed] }, messages.auth.failed);
  }
  if (user.disabled_at) throw new ValidationError({ email: [messages.auth.accountDisabled] }, messages.auth.accountDisabled);

  await limiter.clear(key);
  const memberships = await authRepository.activeMemberships(db, user.id);
  const session = await startSession(request, reply, user, {
    remember: input.remember ?? false,
    activeOrganizationId: memberships[0]?.id ?? null,
  });
  await db.updateTable('users').set({ last_login_at: session.created_at }).where('id', '=', user.id).execute();
  await recordAudit(db, request, { entity: 'user', entityId: user.id, action: 'login', userId: user.id });
}

function throttled(seconds: number) {
  const message = interpolate(messages.auth.throttled, { seconds });
  return new HttpError(429, message, { headers: { 'retry-after': String(seconds) }, errors: { email: [message] } });
}

export async function logout(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const { db } = request.server.deps;
  const { session, user } = request.auth;
  if (session) {
    await authRepository.deleteSession(db, session.id);
    await recordAudit(db, request, { entity: 'user', entityId: user?.id, action: 'logout' });
  }
  issueGuestToken(request, reply);
}

export async function forgotPassword(request: FastifyRequest): Promise<{ message: string }> {
  const { db, clock, config, mailer } = request.server.deps;
  const { email } = parseInput(forgotPasswordSchema, request.body);
  const user = await authRepository.findUserByEmail(db, email);
  if (user && !user.disabled_at) {
    const now = clock.now();
    const existing = await authRepository.findResetToken(db, user.email);
    const recentlySent = existing && addSeconds(new Date(existing.created_at), RESET_RESEND_SECONDS) > now;
    if (!recentlySent) {
      const token = randomToken();
      await authRepository.saveResetToken(db, user.email, sha256(token), iso(now));
      sendResetMail(mailer, config.appUrl, user, token, RESET_TOKEN_MINUTES);
      await recordAudit(db, request, { entity: 'user', entityId: user.id, action: 'password_reset_requested' });
    }
  }
  return { message: messages.auth.resetLinkSent };
}

export async function resetPassword(request: FastifyRequest): Promise<{ message: string }> {
  const { db, clock, config } = request.server.deps;
  const input = parseInput(resetPasswordSchema, request.body);
  const invalid = () => new ValidationError({ email: [messages.auth.resetInvalid] }, messages.auth.resetInvalid);
  const row = await authRepository.findResetToken(db, input.email);
  if (!row || !safeEqual(row.token_hash, sha256(input.token))) throw invalid();
  if (addSeconds(new Date(row.created_at), RESET_TOKEN_MINUTES * 60) <= clock.now()) {
    await authRepository.deleteResetToken(db, input.email);
    throw invalid();
  }
  const user = await authRepository.findUserByEmail(db, input.email);
  if (!user || user.disabled_at) throw invalid();

  const passwordHash = await hashPassword(input.password, config.passwordHashCost);
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('users')
      .set({ password_hash: passwordHash, updated_at: iso(clock.now()) })
      .where('id', '=', user.id)
      .execute();
    // Consume the token only if it is still the one checked above: of two simultaneous resets with one link,
    // the second finds nothing to delete and rolls back.
    if (!(await authRepository.consumeResetToken(trx, user.email, row.token_hash))) throw invalid();
    await authRepository.deleteSessionsOfUser(trx, user.id, request.auth.session?.id);
    await recordAudit(trx, request, { entity: 'user', entityId: user.id, action: 'password_reset', userId: user.id });
  });
  return { message: messages.auth.passwordReset };
}
