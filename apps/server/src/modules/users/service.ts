import { messages, passwordErrors } from '@afscheid/shared';
import type { User } from '../../db/types.ts';
import { iso } from '../../lib/clock.ts';
import type { ServiceContext } from '../../lib/context.ts';
import { hashPassword } from '../../lib/crypto.ts';
import { ValidationError } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import { usersRepository } from './repository.ts';
import { inTransaction } from '../../lib/transaction.ts';

export type NewUserInput = { name: string; email: string; password: string; isSuper?: boolean };

/**
 * An account with a password, made by the platform's operator (the CLI's `user:create`, the demo seed): the
 * e-mail address is unique, the password meets the policy, and the audit trail records who made it.
 */
export async function createUser(
  ctx: Pick<ServiceContext, 'db' | 'clock' | 'audit' | 'config'>,
  input: NewUserInput,
  opts: { passwordHash?: string } = {},
): Promise<User> {
  const email = input.email.trim().toLowerCase();
  if (await usersRepository.findByEmail(ctx.db, email)) {
    throw new ValidationError({ email: [messages.members.accountExists] }, messages.members.accountExists);
  }
  const problems = passwordErrors(input.password, email);
  if (problems.length) throw new ValidationError({ password: problems }, problems[0]);
  const now = iso(ctx.clock.now());
  const user = {
    id: newId(),
    name: input.name.trim(),
    email,
    // The seed hashes its one demo password once for all its users (scrypt is slow on purpose).
    password_hash: opts.passwordHash ?? (await hashPassword(input.password, ctx.config.passwordHashCost)),
    phone: null,
    is_super: input.isSuper ? 1 : 0,
    disabled_at: null,
    last_login_at: null,
    last_organization_id: null,
    created_at: now,
    updated_at: now,
  } satisfies User;
  await inTransaction(ctx.db, async (trx) => {
    await usersRepository.insert(trx, user);
    await ctx.audit(trx, {
      entity: 'user',
      entityId: user.id,
      userId: null,
      action: 'user_created',
      changes: { email, name: user.name, is_super: user.is_super },
    });
  });
  return user;
}
