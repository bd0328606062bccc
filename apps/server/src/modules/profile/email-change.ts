import { interpolate, messages, type PendingEmailChange } from '@afscheid/shared';
import type { Db, EmailChange, User } from '../../db/types.ts';
import { addSeconds, iso } from '../../lib/clock.ts';
import type { ServiceContext } from '../../lib/context.ts';
import { randomToken, sha256 } from '../../lib/crypto.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { ValidationError } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { authRepository } from '../auth/index.ts';
import { usersRepository, type MailContext, type PublicContext } from '../users/index.ts';
import { sendEmailChangeMails } from './mail.ts';
import { emailChangesRepository } from './repository.ts';

/** How long the confirmation link works. */
export const EMAIL_CHANGE_HOURS = 24;

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
const t = messages.profile.emailChange;
const invalidLink = () => new ValidationError({ token: [t.invalid] }, t.invalid);
const addressTaken = () => new ValidationError({ token: [t.taken] }, t.taken);

const present = (row: EmailChange): PendingEmailChange => ({ email: row.email, expiresAt: row.expires_at });

/** The user's change waiting for its link, while the link still works. */
export async function pendingEmailChange(
  ctx: Pick<ServiceContext, 'db' | 'clock'>,
  userId: string,
): Promise<PendingEmailChange | null> {
  const row = await emailChangesRepository.findByUser(ctx.db, userId);
  return row && row.expires_at > iso(ctx.clock.now()) ? present(row) : null;
}

/**
 * Stores a pending change to `email` (replacing an earlier one) and queues the link to the new address and
 * the notice to the current one, all with `db`: pass the transaction. Nothing here looks at whether the new
 * address has an account, so the answer cannot tell (no enumeration); the link checks that when it is used.
 */
export async function requestEmailChange(
  db: Db,
  ctx: Pick<MailContext, 'clock' | 'audit' | 'mailer' | 'config'>,
  user: Pick<User, 'id' | 'name' | 'email'>,
  email: string,
): Promise<PendingEmailChange> {
  const now = ctx.clock.now();
  const token = randomToken();
  const row: EmailChange = {
    id: newId(now.getTime()),
    user_id: user.id,
    email,
    token_hash: sha256(token),
    expires_at: iso(addSeconds(now, EMAIL_CHANGE_HOURS * 3600)),
    created_at: iso(now),
  };
  await emailChangesRepository.save(db, row);
  await ctx.audit(db, {
    entity: 'user',
    entityId: user.id,
    action: 'email_change_requested',
    changes: { email: { from: user.email, to: email } },
  });
  await sendEmailChangeMails(db, ctx.mailer, ctx.config.appUrl, {
    name: user.name,
    currentEmail: user.email,
    newEmail: email,
    token,
    hours: EMAIL_CHANGE_HOURS,
  });
  return present(row);
}

/** Withdraws the user's pending change (its link stops working); nothing happens when there is none. */
export async function cancelEmailChange(ctx: ServiceContext, user: Pick<User, 'id'>): Promise<void> {
  await inTransaction(ctx.db, async (trx) => {
    const row = await emailChangesRepository.findByUser(trx, user.id);
    if (!row || !(await emailChangesRepository.deleteOfUser(trx, user.id))) return;
    await ctx.audit(trx, {
      entity: 'user',
      entityId: user.id,
      action: 'email_change_cancelled',
      changes: { email: row.email },
    });
  });
}

/**
 * Uses a mailed link: in one transaction the user's login address becomes the new one (checked to be free
 * again; a unique violation from a simultaneous change gives the same answer), the link is spent, the
 * password-reset link of the old address is dropped, and every session of the user ends except
 * `keepSessionId` (the confirming browser's own session of this user, if it is one). Answers the Dutch
 * confirmation.
 */
export async function confirmEmailChange(
  ctx: PublicContext,
  token: string,
  keepSession: { id: string; userId: string } | null,
): Promise<{ message: string }> {
  const { db, clock } = ctx;
  if (!TOKEN_PATTERN.test(token)) throw invalidLink();
  const now = iso(clock.now());
  const row = await emailChangesRepository.findByTokenHash(db, sha256(token));
  if (!row || row.expires_at <= now) throw invalidLink();
  const user = await usersRepository.findById(db, row.user_id);
  if (!user || user.disabled_at) throw invalidLink();
  try {
    await inTransaction(db, async (trx) => {
      if (!(await emailChangesRepository.consume(trx, row.id, row.token_hash))) throw invalidLink();
      const other = await usersRepository.findByEmail(trx, row.email);
      if (other && other.id !== user.id) throw addressTaken();
      await usersRepository.update(trx, user.id, { email: row.email, updated_at: now });
      await authRepository.deleteResetToken(trx, user.email);
      const keep = keepSession?.userId === user.id ? keepSession.id : undefined;
      await authRepository.deleteSessionsOfUser(trx, user.id, keep);
      await ctx.audit(trx, {
        userId: user.id,
        entity: 'user',
        entityId: user.id,
        action: 'email_changed',
        changes: { email: { from: user.email, to: row.email } },
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw addressTaken();
    throw error;
  }
  return { message: interpolate(t.confirmed, { email: row.email }) };
}
