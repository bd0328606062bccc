import {
  messages,
  passwordErrors,
  type changePasswordSchema,
  type PendingEmailChange,
  type updateProfileSchema,
} from '@afscheid/shared';
import type { z } from 'zod';
import type { User } from '../../db/types.ts';
import { diffFields } from '../../lib/audit.ts';
import { iso } from '../../lib/clock.ts';
import type { ServiceContext } from '../../lib/context.ts';
import { hashPassword, verifyPassword } from '../../lib/crypto.ts';
import { ValidationError } from '../../lib/errors.ts';
import { authRepository } from '../auth/index.ts';
import { usersRepository, type MailContext } from '../users/index.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { pendingEmailChange, requestEmailChange } from './email-change.ts';

/**
 * The user's own name, and a request to change the login e-mail address. A new name is stored at once; a new
 * address needs the current password and only becomes the login when the link mailed to it is used
 * (`email-change.ts`), so the answer is the same whether or not that address has an account. Wrong or missing
 * password: a 422 and nothing changes. Answers the user as now stored and the pending change, if any.
 */
export async function updateProfile(
  ctx: MailContext,
  user: User,
  input: z.output<typeof updateProfileSchema>,
): Promise<{ user: User; emailChange: PendingEmailChange | null }> {
  const newEmail = input.email !== user.email ? input.email : null;
  if (newEmail) {
    if (!input.currentPassword) {
      throw new ValidationError({ currentPassword: [messages.profile.emailChange.currentPasswordRequired] });
    }
    if (!user.password_hash || !(await verifyPassword(input.currentPassword, user.password_hash))) {
      throw new ValidationError({ currentPassword: [messages.auth.currentPasswordWrong] });
    }
  }
  const changes = diffFields(user, { name: input.name });
  const values = { name: input.name, updated_at: iso(ctx.clock.now()) };
  const requested = await inTransaction(ctx.db, async (trx) => {
    if (Object.keys(changes).length > 0) {
      await usersRepository.update(trx, user.id, values);
      await ctx.audit(trx, { entity: 'user', entityId: user.id, action: 'profile_updated', changes });
    }
    return newEmail ? requestEmailChange(trx, ctx, { ...user, name: input.name }, newEmail) : null;
  });
  const updated = Object.keys(changes).length > 0 ? { ...user, ...values } : user;
  return { user: updated, emailChange: requested ?? (await pendingEmailChange(ctx, user.id)) };
}

/**
 * A new password, given the current one; every other session of the user ends (someone who learnt the old
 * password is logged out everywhere else), the one in `keepSessionId` stays.
 */
export async function changePassword(
  ctx: ServiceContext,
  user: User,
  keepSessionId: string,
  input: z.output<typeof changePasswordSchema>,
): Promise<void> {
  const policy = passwordErrors(input.password, user.email);
  if (policy.length > 0) throw new ValidationError({ password: policy });
  if (!user.password_hash || !(await verifyPassword(input.currentPassword, user.password_hash))) {
    throw new ValidationError({ currentPassword: [messages.auth.currentPasswordWrong] });
  }
  const passwordHash = await hashPassword(input.password, ctx.config.passwordHashCost);
  await inTransaction(ctx.db, async (trx) => {
    await usersRepository.update(trx, user.id, {
      password_hash: passwordHash,
      updated_at: iso(ctx.clock.now()),
    });
    await authRepository.deleteSessionsOfUser(trx, user.id, keepSessionId);
    await ctx.audit(trx, { entity: 'user', entityId: user.id, action: 'password_changed' });
  });
}
