import type { FastifyRequest } from 'fastify';
import type { Role } from '@afscheid/shared';
import type { Db, Invitation, Organization, User } from '../../db/types.ts';
import { recordAudit } from '../../lib/audit.ts';
import { addSeconds, iso } from '../../lib/clock.ts';
import { randomToken, sha256 } from '../../lib/crypto.ts';
import { newId } from '../../lib/ids.ts';
import { authRepository } from '../auth/repository.ts';
import { sendInvitationMail } from './mail.ts';
import { invitationsRepository } from './repository.ts';

export const INVITATION_DAYS = 7;
export const expiryFrom = (now: Date) => iso(addSeconds(now, INVITATION_DAYS * 86_400));

/** Stores a new invitation (only the token's hash) and records it; mail it after the transaction commits. */
export async function createInvitationRecord(
  db: Db,
  request: FastifyRequest,
  input: { organization: Organization; email: string; role: Role; invitedBy: User },
): Promise<{ invitation: Invitation; token: string }> {
  const now = request.server.deps.clock.now();
  const token = randomToken();
  const invitation: Invitation = {
    id: newId(now.getTime()),
    organization_id: input.organization.id,
    email: input.email,
    role: input.role,
    token_hash: sha256(token),
    expires_at: expiryFrom(now),
    accepted_at: null,
    revoked_at: null,
    invited_by: input.invitedBy.id,
    created_at: iso(now),
    updated_at: iso(now),
  };
  await invitationsRepository.insert(db, invitation);
  await recordAudit(db, request, {
    organizationId: input.organization.id,
    entity: 'invitation',
    entityId: invitation.id,
    action: 'invitation_sent',
    changes: { email: input.email, role: input.role },
  });
  return { invitation, token };
}

export async function mailInvitation(
  request: FastifyRequest,
  input: { organization: Organization; inviter: User; invitation: Invitation; token: string },
): Promise<void> {
  const { db, mailer, config } = request.server.deps;
  const account = await authRepository.findUserByEmail(db, input.invitation.email);
  sendInvitationMail(mailer, config.appUrl, {
    email: input.invitation.email,
    organizationName: input.organization.name,
    inviterName: input.inviter.name,
    role: input.invitation.role as Role,
    token: input.token,
    days: INVITATION_DAYS,
    accountExists: account !== undefined,
  });
}
