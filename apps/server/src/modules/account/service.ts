import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  activeOrganizationSchema,
  messages,
  passwordErrors,
  setPasswordSchema,
  type AuthUser,
} from '@afscheid/shared';
import type { Db, User } from '../../db/types.ts';
import { recordAudit } from '../../lib/audit.ts';
import { addSeconds, iso } from '../../lib/clock.ts';
import { hashPassword, randomToken, sha256 } from '../../lib/crypto.ts';
import { HttpError, ValidationError } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import { parseInput } from '../../lib/validate.ts';
import { loadOrganizationAccess } from '../../plugins/authorize.ts';
import { requireUser, startSession } from '../../plugins/session.ts';
import { presentAuthUser } from '../auth/presenter.ts';
import { authRepository } from '../auth/repository.ts';
import { accountRepository } from './repository.ts';

export const SET_PASSWORD_DAYS = 7;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

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

const invalidLink = () => new HttpError(404, messages.account.setPasswordInvalid);

async function findUsableToken(request: FastifyRequest): Promise<{ tokenId: string; user: User }> {
  const { db, clock } = request.server.deps;
  const { token } = request.params as { token: string };
  if (!TOKEN_PATTERN.test(token)) throw invalidLink();
  const row = await accountRepository.findToken(db, 'set_password', sha256(token));
  if (!row || row.used_at || row.expires_at <= iso(clock.now())) throw invalidLink();
  const user = await authRepository.findUserById(db, row.user_id);
  if (!user || user.disabled_at) throw invalidLink();
  return { tokenId: row.id, user };
}

export async function previewSetPassword(request: FastifyRequest): Promise<{ email: string; name: string }> {
  const { user } = await findUsableToken(request);
  return { email: user.email, name: user.name };
}

/** Sets the first password of an account made by an administrator, then logs the user in. */
export async function setPassword(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const { db, clock, config } = request.server.deps;
  const { tokenId, user } = await findUsableToken(request);
  const input = parseInput(setPasswordSchema, request.body);
  const policy = passwordErrors(input.password, user.email);
  if (policy.length > 0) throw new ValidationError({ password: policy });
  const passwordHash = await hashPassword(input.password, config.passwordHashCost);
  const now = iso(clock.now());
  await db.transaction().execute(async (trx) => {
    if (!(await accountRepository.markUsed(trx, tokenId, now))) throw invalidLink();
    await accountRepository.setPassword(trx, user.id, passwordHash, now);
    await authRepository.deleteSessionsOfUser(trx, user.id);
    await recordAudit(trx, request, {
      entity: 'user',
      entityId: user.id,
      action: 'password_set',
      userId: user.id,
    });
  });
  const memberships = await authRepository.activeMemberships(db, user.id);
  await startSession(request, reply, user, {
    remember: false,
    activeOrganizationId: memberships[0]?.id ?? null,
  });
}

/** Switches the session's active organisation: a member's own, or any for the super role. */
export async function switchActiveOrganization(request: FastifyRequest): Promise<AuthUser> {
  const { db } = request.server.deps;
  const { user, session } = requireUser(request);
  const { organizationId } = parseInput(activeOrganizationSchema, request.body);
  const access = await loadOrganizationAccess(request, organizationId);
  await accountRepository.setActiveOrganization(db, session.id, access.organization.id);
  const updated = { ...session, active_organization_id: access.organization.id };
  request.auth.session = updated;
  return presentAuthUser(db, user, updated);
}
