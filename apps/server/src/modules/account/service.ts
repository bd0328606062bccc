import { passwordErrors, type SetPasswordPreview, type setPasswordSchema } from '@afscheid/shared';
import type { z } from 'zod';
import type { Db, Organization, Session } from '../../db/types.ts';
import { addSeconds, iso } from '../../lib/clock.ts';
import type { ServiceContext } from '../../lib/context.ts';
import { hashPassword, randomToken, sha256 } from '../../lib/crypto.ts';
import { ValidationError } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import { authRepository, type SessionStarter } from '../auth/index.ts';
import { usersRepository, type MailContext, type PublicContext } from '../users/index.ts';
import type { Role } from '@afscheid/shared';
import { sendSetPasswordMail } from './set-password-mail.ts';
import { invalidLink, type SetPasswordLink } from './access.ts';
import { activateOrganization, organizationForLogin } from './active-organization.ts';
import { accountRepository } from './repository.ts';
import { inTransaction } from '../../lib/transaction.ts';

export const SET_PASSWORD_DAYS = 7;

/** A single-use set-password token for a new account; only its hash is stored. */
export async function issueSetPasswordToken(db: Db, userId: string, now: Date): Promise<string> {
  const token = randomToken();
  await accountRepository.insertToken(db, {
    id: newId(now.getTime()),
    user_id: userId,
    purpose: 'set_password',
    token_hash: sha256(token),
    expires_at: iso(addSeconds(now, SET_PASSWORD_DAYS * 86_400)),
    used_at: null,
    created_at: iso(now),
  });
  return token;
}

/**
 * An account without a password for someone the platform operator seats in an organisation from the console
 * (`organization:create --owner` for an address without an account): the person chooses a password from the
 * e-mailed link. Not reachable over HTTP, where an organisation only ever invites (no account enumeration).
 * Runs in the caller's transaction, so the account, its link and the mail commit together.
 */
export async function createAccountWithSetPasswordLink(
  ctx: MailContext,
  input: { name: string; email: string; organizationName: string; inviterName: string; role: Role },
): Promise<{ userId: string }> {
  const { clock, mailer, config } = ctx;
  const now = clock.now();
  const userId = newId(now.getTime());
  await inTransaction(ctx.db, async (trx) => {
    await usersRepository.insert(trx, {
      id: userId,
      name: input.name,
      email: input.email,
      is_super: 0,
      created_at: iso(now),
      updated_at: iso(now),
    });
    await ctx.audit(trx, { entity: 'user', entityId: userId, action: 'user_created', changes: { email: input.email } });
    const token = await issueSetPasswordToken(trx, userId, now);
    await sendSetPasswordMail(trx, mailer, config.appUrl, { ...input, token, days: SET_PASSWORD_DAYS });
  });
  return { userId };
}

export const previewSetPassword = ({ user }: SetPasswordLink): SetPasswordPreview => ({
  email: user.email,
  name: user.name,
});

/** Sets the first password of an account made by an administrator, then logs the user in through `start`. */
export async function setPassword(
  ctx: PublicContext,
  { tokenId, user }: SetPasswordLink,
  input: z.output<typeof setPasswordSchema>,
  start: SessionStarter,
): Promise<void> {
  const { db, clock, config } = ctx;
  const policy = passwordErrors(input.password, user.email);
  if (policy.length > 0) throw new ValidationError({ password: policy });
  const passwordHash = await hashPassword(input.password, config.passwordHashCost);
  const now = iso(clock.now());
  await inTransaction(db, async (trx) => {
    if (!(await accountRepository.markUsed(trx, tokenId, now))) throw invalidLink();
    await usersRepository.update(trx, user.id, {
      password_hash: passwordHash,
      last_login_at: now,
      updated_at: now,
    });
    await authRepository.deleteSessionsOfUser(trx, user.id);
    await ctx.audit(trx, {
      entity: 'user',
      entityId: user.id,
      action: 'password_set',
      userId: user.id,
    });
  });
  await start(user, { remember: false, activeOrganizationId: await organizationForLogin(db, user) });
}

/**
 * Switches the session's active organisation (a member's own, or any for the super role; a disabled
 * membership is a 404) and remembers it for the next login. Not checked against `X-Organization-Id`: this
 * is the call that changes it.
 */
export async function switchActiveOrganization(
  ctx: ServiceContext,
  session: Session,
  organization: Organization,
): Promise<void> {
  await activateOrganization(ctx.db, session, organization.id);
}
