import {
  messages,
  passwordErrors,
  type changePasswordSchema,
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
import { usersRepository } from '../users/index.ts';
import { inTransaction } from '../../lib/transaction.ts';

/** The user's own name and e-mail address (unique); answers the user as now stored. */
export async function updateProfile(
  ctx: ServiceContext,
  user: User,
  input: z.output<typeof updateProfileSchema>,
): Promise<User> {
  const other = await usersRepository.findByEmail(ctx.db, input.email);
  if (other && other.id !== user.id) throw new ValidationError({ email: [messages.auth.emailTaken] });
  const changes = diffFields(user, { name: input.name, email: input.email });
  if (Object.keys(changes).length === 0) return user;
  const values = { name: input.name, email: input.email, updated_at: iso(ctx.clock.now()) };
  await inTransaction(ctx.db, async (trx) => {
    await usersRepository.update(trx, user.id, values);
    await ctx.audit(trx, { entity: 'user', entityId: user.id, action: 'profile_updated', changes });
  });
  return { ...user, ...values };
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
