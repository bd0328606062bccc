import type { FastifyRequest } from 'fastify';
import { messages } from '@afscheid/shared';
import type { User } from '../../db/types.ts';
import { perRequest } from '../../http/access-hook.ts';
import { iso } from '../../lib/clock.ts';
import { sha256 } from '../../lib/crypto.ts';
import { HttpError } from '../../lib/errors.ts';
import { usersRepository } from '../users/index.ts';
import { accountRepository } from './repository.ts';

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
export const invalidLink = () => new HttpError(404, messages.account.setPasswordInvalid);

/** A set-password link that can still be used, and the account it is for. */
export type SetPasswordLink = { tokenId: string; user: User };

/**
 * `/api/set-password/:token`: the token is the credential; unknown, used or expired tokens and disabled
 * accounts get the same Dutch 404, before the body is looked at.
 */
export const setPasswordLink = perRequest(async (request: FastifyRequest): Promise<SetPasswordLink> => {
  const { db, clock } = request.server.deps;
  const { token } = request.params as { token?: string };
  if (!token || !TOKEN_PATTERN.test(token)) throw invalidLink();
  const row = await accountRepository.findToken(db, 'set_password', sha256(token));
  if (!row || row.used_at || row.expires_at <= iso(clock.now())) throw invalidLink();
  const user = await usersRepository.findById(db, row.user_id);
  if (!user || user.disabled_at) throw invalidLink();
  return { tokenId: row.id, user };
});
