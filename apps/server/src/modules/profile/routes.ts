import type { FastifyInstance } from 'fastify';
import { changePasswordSchema, messages, passwordErrors, updateProfileSchema } from '@afscheid/shared';
import { diffFields, recordAudit } from '../../lib/audit.ts';
import { iso } from '../../lib/clock.ts';
import { hashPassword, verifyPassword } from '../../lib/crypto.ts';
import { ValidationError } from '../../lib/errors.ts';
import { parseInput } from '../../lib/validate.ts';
import { requireUser } from '../../plugins/session.ts';
import { presentAuthUser } from '../auth/presenter.ts';
import { authRepository } from '../auth/repository.ts';

export async function profileRoutes(app: FastifyInstance): Promise<void> {
  const { db, clock, config } = app.deps;

  app.put('/profile', async (request) => {
    const { user, session } = requireUser(request);
    const input = parseInput(updateProfileSchema, request.body);
    const other = await authRepository.findUserByEmail(db, input.email);
    if (other && other.id !== user.id) throw new ValidationError({ email: [messages.auth.emailTaken] });
    const changes = diffFields(user, { name: input.name, email: input.email });
    if (Object.keys(changes).length > 0) {
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('users')
          .set({ name: input.name, email: input.email, updated_at: iso(clock.now()) })
          .where('id', '=', user.id)
          .execute();
        await recordAudit(trx, request, {
          entity: 'user',
          entityId: user.id,
          action: 'profile_updated',
          changes,
        });
      });
    }
    const updated = { ...user, name: input.name, email: input.email };
    return { data: await presentAuthUser(db, updated, session) };
  });

  app.put('/profile/password', async (request, reply) => {
    const { user, session } = requireUser(request);
    const input = parseInput(changePasswordSchema, request.body);
    const policy = passwordErrors(input.password, user.email);
    if (policy.length > 0) throw new ValidationError({ password: policy });
    if (!user.password_hash || !(await verifyPassword(input.currentPassword, user.password_hash))) {
      throw new ValidationError({ currentPassword: [messages.auth.currentPasswordWrong] });
    }
    const passwordHash = await hashPassword(input.password, config.passwordHashCost);
    await db.transaction().execute(async (trx) => {
      await trx
        .updateTable('users')
        .set({ password_hash: passwordHash, updated_at: iso(clock.now()) })
        .where('id', '=', user.id)
        .execute();
      // Someone who learnt the old password is logged out everywhere else.
      await authRepository.deleteSessionsOfUser(trx, user.id, session.id);
      await recordAudit(trx, request, { entity: 'user', entityId: user.id, action: 'password_changed' });
    });
    return reply.status(204).send();
  });
}
