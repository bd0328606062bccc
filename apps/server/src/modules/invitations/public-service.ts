import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  messages,
  passwordMatchesEmail,
  registerInvitationSchema,
  type AuthUser,
  type InvitationPreview,
  type OrganizationType,
  type Role,
} from '@afscheid/shared';
import type { Db, Invitation, Organization } from '../../db/types.ts';
import { recordAudit } from '../../lib/audit.ts';
import { iso } from '../../lib/clock.ts';
import { hashPassword, sha256 } from '../../lib/crypto.ts';
import { HttpError, ValidationError } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import { parseInput } from '../../lib/validate.ts';
import { requireUser, startSession } from '../../plugins/session.ts';
import { accountRepository } from '../account/repository.ts';
import { presentAuthUser } from '../auth/presenter.ts';
import { authRepository } from '../auth/repository.ts';
import { membersRepository } from '../members/repository.ts';
import { organizationsRepository } from '../organizations/repository.ts';
import { invitationStatus } from './presenter.ts';
import { invitationsRepository } from './repository.ts';

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
const invalid = () => new HttpError(404, messages.invitations.invalid);

/** The invitation of the token in the path, when it can still be used; otherwise one 404 for every reason. */
async function findPending(
  request: FastifyRequest,
): Promise<{ invitation: Invitation; organization: Organization }> {
  const { db, clock } = request.server.deps;
  const { token } = request.params as { token: string };
  if (!TOKEN_PATTERN.test(token)) throw invalid();
  const invitation = await invitationsRepository.findByTokenHash(db, sha256(token));
  if (!invitation || invitationStatus(invitation, iso(clock.now())) !== 'pending') throw invalid();
  const organization = await organizationsRepository.findById(db, invitation.organization_id);
  if (!organization) throw invalid();
  return { invitation, organization };
}

export async function previewInvitation(request: FastifyRequest): Promise<InvitationPreview> {
  const { invitation, organization } = await findPending(request);
  const account = await authRepository.findUserByEmail(request.server.deps.db, invitation.email);
  return {
    email: invitation.email,
    organizationName: organization.name,
    organizationType: organization.type as OrganizationType,
    role: invitation.role as Role,
    accountExists: account !== undefined,
    expiresAt: invitation.expires_at,
  };
}

/** Marks the invitation accepted (single use) and records it; false when another request was first. */
async function markAccepted(
  db: Db,
  request: FastifyRequest,
  invitation: Invitation,
  userId: string,
  now: string,
) {
  if (!(await invitationsRepository.updateOpen(db, invitation.id, { accepted_at: now, updated_at: now })))
    return false;
  await recordAudit(db, request, {
    organizationId: invitation.organization_id,
    userId,
    entity: 'invitation',
    entityId: invitation.id,
    action: 'invitation_accepted',
    changes: { email: invitation.email, role: invitation.role },
  });
  return true;
}

/** A new account for the invited address, its membership, and a session in the inviting organisation. */
export async function registerWithInvitation(
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<AuthUser> {
  const { db, clock, config } = request.server.deps;
  const { invitation, organization } = await findPending(request);
  const input = parseInput(registerInvitationSchema, request.body);
  if (passwordMatchesEmail(input.password, invitation.email)) {
    throw new ValidationError({ password: [messages.validation.passwordEmail] });
  }
  if (await authRepository.findUserByEmail(db, invitation.email)) {
    throw new ValidationError(
      { email: [messages.invitations.accountExists] },
      messages.invitations.accountExists,
    );
  }
  const passwordHash = await hashPassword(input.password, config.passwordHashCost);
  const now = iso(clock.now());
  const user = {
    id: newId(),
    name: input.name,
    email: invitation.email,
    password_hash: passwordHash,
    phone: null,
    is_super: 0,
    disabled_at: null,
    last_login_at: now,
    created_at: now,
    updated_at: now,
  };
  await db.transaction().execute(async (trx) => {
    await trx.insertInto('users').values(user).execute();
    if (!(await markAccepted(trx, request, invitation, user.id, now))) throw invalid();
    await membersRepository.insert(trx, {
      id: newId(),
      user_id: user.id,
      organization_id: organization.id,
      role: invitation.role,
      status: 'active',
      created_at: now,
      updated_at: now,
    });
  });
  const session = await startSession(request, reply, user, {
    remember: false,
    activeOrganizationId: organization.id,
  });
  return presentAuthUser(db, user, session);
}

/** An existing account joins (or rejoins) the organisation; only the invited address may accept. */
export async function acceptInvitation(request: FastifyRequest): Promise<AuthUser> {
  const { db, clock } = request.server.deps;
  const { user, session } = requireUser(request);
  const { invitation, organization } = await findPending(request);
  if (user.email !== invitation.email) throw new HttpError(403, messages.invitations.otherAccount);
  const now = iso(clock.now());
  await db.transaction().execute(async (trx) => {
    if (!(await markAccepted(trx, request, invitation, user.id, now))) throw invalid();
    const existing = await membersRepository.findByUser(trx, organization.id, user.id);
    if (existing) {
      await membersRepository.update(trx, existing.id, {
        role: invitation.role,
        status: 'active',
        updated_at: now,
      });
    } else {
      await membersRepository.insert(trx, {
        id: newId(),
        user_id: user.id,
        organization_id: organization.id,
        role: invitation.role,
        status: 'active',
        created_at: now,
        updated_at: now,
      });
    }
    await accountRepository.setActiveOrganization(trx, session.id, organization.id);
  });
  const updated = { ...session, active_organization_id: organization.id };
  request.auth.session = updated;
  return presentAuthUser(db, user, updated);
}
