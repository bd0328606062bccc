import {
  interpolate,
  messages,
  type forgotPasswordSchema,
  type LoginData,
  type MessageResponse,
  type resetPasswordSchema,
} from '@afscheid/shared';
import type { z } from 'zod';
import type { Db, Session, User } from '../../db/types.ts';
import { addSeconds, iso } from '../../lib/clock.ts';
import {
  hashPassword,
  randomToken,
  safeEqual,
  sha256,
  verifyAgainstDummy,
  verifyPassword,
} from '../../lib/crypto.ts';
import { HttpError, ValidationError } from '../../lib/errors.ts';
import { createRateLimiter } from '../../lib/rate-limit.ts';
import { organizationForLogin } from '../account/index.ts';
import { usersRepository, type PublicContext, type PublicMailContext } from '../users/index.ts';
import { sendResetMail } from './reset-mail.ts';
import { authRepository } from './repository.ts';
import { inTransaction } from '../../lib/transaction.ts';

/** The window of both login limits; the numbers per window are configuration (`config.login`, decision 013). */
export const LOGIN_WINDOW_SECONDS = 60;
export const RESET_TOKEN_MINUTES = 60;
/** A new reset mail for the same address is sent at most once a minute. */
const RESET_RESEND_SECONDS = 60;

/** The HTTP side of logging someone in, given to a service: a new session (and its cookies) for the user. */
export type SessionStarter = (
  user: User,
  opts: { remember: boolean; activeOrganizationId: string | null; db?: Db },
) => Promise<Session>;

export type LoginClient = { ip: string; startSession: SessionStarter };

/** The two rate-limit keys of a login: every attempt from an IP, and the attempts on one address from it. */
export const loginLimitKeys = (email: string, ip: string) => ({
  ip: `login-ip:${ip}`,
  email: `login:${email}|${ip}`,
});

/**
 * Checks the address and password, then starts a session through `client` and records the login.
 *
 * Each attempt is counted *before* the password is hashed, atomically (decision 013): first against the IP
 * (`config.login.attemptsPerIp` a minute, every address, made-up ones too), then against the address from that IP
 * (`attemptsPerEmail`). An attempt over either limit is a 429 with `Retry-After` and costs no hash, so of any
 * number of simultaneous guesses at most the limit reach the hash. A failure keeps both counts; a success clears
 * the address's count and gives the IP its attempt back; an attempt that never reached a verdict (refused by the
 * full hash queue, an error) gives both back. The session, `last_login_at` and the audit row commit together.
 */
export async function login(ctx: PublicContext, input: LoginData, client: LoginClient): Promise<void> {
  const { db, clock, config } = ctx;
  const keys = loginLimitKeys(input.email, client.ip);
  const window = { windowSeconds: LOGIN_WINDOW_SECONDS };
  const perIp = createRateLimiter(db, clock, { maxHits: config.login.attemptsPerIp, ...window });
  const perEmail = createRateLimiter(db, clock, { maxHits: config.login.attemptsPerEmail, ...window });

  const ipSlot = await perIp.reserve(keys.ip);
  if (!ipSlot.allowed) throw throttled(ipSlot.retryAfter);
  const emailSlot = await perEmail.reserve(keys.email);
  if (!emailSlot.allowed) {
    // Refused without a hash: not an attempt on the other addresses of this IP.
    await perIp.release(ipSlot);
    throw throttled(emailSlot.retryAfter);
  }

  let user: User | undefined;
  let valid: boolean;
  try {
    user = await usersRepository.findByEmail(db, input.email);
    valid = user?.password_hash
      ? await verifyPassword(input.password, user.password_hash)
      : await verifyAgainstDummy(input.password, config.passwordHashCost);
  } catch (error) {
    // No verdict (the hash queue was full, or the database failed): the attempt does not count.
    await Promise.allSettled([perIp.release(ipSlot), perEmail.release(emailSlot)]);
    throw error;
  }
  if (!user || !valid) {
    await ctx.audit(db, { entity: 'user', entityId: user?.id, action: 'login_failed', userId: user?.id });
    throw new ValidationError({ email: [messages.auth.failed] }, messages.auth.failed);
  }
  if (user.disabled_at)
    throw new ValidationError({ email: [messages.auth.accountDisabled] }, messages.auth.accountDisabled);

  const known = user;
  await inTransaction(db, async (trx) => {
    // The organisation the user last worked in, while the membership there is still active (decision 009).
    const session = await client.startSession(known, {
      remember: input.remember ?? false,
      activeOrganizationId: await organizationForLogin(trx, known),
      db: trx,
    });
    await usersRepository.update(trx, known.id, { last_login_at: session.created_at });
    await ctx.audit(trx, { entity: 'user', entityId: known.id, action: 'login', userId: known.id });
  });
  await Promise.all([perEmail.clear(keys.email), perIp.release(ipSlot)]);
}

function throttled(seconds: number) {
  const message = interpolate(messages.auth.throttled, { seconds });
  return new HttpError(429, message, {
    headers: { 'retry-after': String(seconds) },
    errors: { email: [message] },
  });
}

/** Ends the stored session, if any; the route then hands out a fresh guest token. */
export async function logout(ctx: PublicContext, session: Session | null, user: User | null): Promise<void> {
  if (!session) return;
  await authRepository.deleteSession(ctx.db, session.id);
  await ctx.audit(ctx.db, { entity: 'user', entityId: user?.id, action: 'logout' });
}

/** Mails a reset link to a known, enabled address (at most once a minute); the answer never tells which. */
export async function forgotPassword(
  ctx: PublicMailContext,
  input: z.output<typeof forgotPasswordSchema>,
): Promise<MessageResponse> {
  const { db, clock, config, mailer } = ctx;
  const user = await usersRepository.findByEmail(db, input.email);
  if (user && !user.disabled_at) {
    const now = clock.now();
    const existing = await authRepository.findResetToken(db, user.email);
    const recentlySent = existing && addSeconds(new Date(existing.created_at), RESET_RESEND_SECONDS) > now;
    if (!recentlySent) {
      const token = randomToken();
      // The token and its e-mail commit together: no mail for a token that was not stored, and no lost mail.
      await inTransaction(db, async (trx) => {
        await authRepository.saveResetToken(trx, user.email, sha256(token), iso(now));
        await sendResetMail(trx, mailer, config.appUrl, user, token, RESET_TOKEN_MINUTES);
      });
      await ctx.audit(db, { entity: 'user', entityId: user.id, action: 'password_reset_requested' });
    }
  }
  return { message: messages.auth.resetLinkSent };
}

/** A new password with a mailed token; every session of the user ends except `keepSessionId` (the caller's). */
export async function resetPassword(
  ctx: PublicContext,
  input: z.output<typeof resetPasswordSchema>,
  keepSessionId: string | undefined,
): Promise<MessageResponse> {
  const { db, clock, config } = ctx;
  const invalid = () =>
    new ValidationError({ email: [messages.auth.resetInvalid] }, messages.auth.resetInvalid);
  const row = await authRepository.findResetToken(db, input.email);
  if (!row || !safeEqual(row.token_hash, sha256(input.token))) throw invalid();
  if (addSeconds(new Date(row.created_at), RESET_TOKEN_MINUTES * 60) <= clock.now()) {
    await authRepository.deleteResetToken(db, input.email);
    throw invalid();
  }
  const user = await usersRepository.findByEmail(db, input.email);
  if (!user || user.disabled_at) throw invalid();

  const passwordHash = await hashPassword(input.password, config.passwordHashCost);
  await inTransaction(db, async (trx) => {
    await usersRepository.update(trx, user.id, { password_hash: passwordHash, updated_at: iso(clock.now()) });
    // Consume the token only if it is still the one checked above: of two simultaneous resets with one link,
    // the second finds nothing to delete and rolls back.
    if (!(await authRepository.consumeResetToken(trx, user.email, row.token_hash))) throw invalid();
    await authRepository.deleteSessionsOfUser(trx, user.id, keepSessionId);
    await ctx.audit(trx, { entity: 'user', entityId: user.id, action: 'password_reset', userId: user.id });
  });
  return { message: messages.auth.passwordReset };
}
