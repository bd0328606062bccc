import type { Role } from '@afscheid/shared';
import type { Db, Invitation, Organization, User } from '../../db/types.ts';
import { addSeconds, iso } from '../../lib/clock.ts';
import { randomToken, sha256 } from '../../lib/crypto.ts';
import { newId } from '../../lib/ids.ts';
import { usersRepository, type MailContext } from '../users/index.ts';
import { sendInvitationMail } from './mail.ts';
import { invitationsRepository } from './repository.ts';

export const INVITATION_DAYS = 7;
export const expiryFrom = (now: Date) => iso(addSeconds(now, INVITATION_DAYS * 86_400));

/** What issuing an invitation needs of the service context: the clock, the audit trail and the outbox. */
export type InvitationContext = Pick<MailContext, 'clock' | 'audit' | 'mailer' | 'config'>;

/**
 * Stores a new invitation (only the token's hash), records it and queues its e-mail, all with `db`: pass the
 * transaction, so the invitation and its mail commit together.
 */
export async function createInvitationRecord(
  db: Db,
  ctx: InvitationContext,
  input: { organization: Organization; email: string; role: Role; invitedBy: Pick<User, 'id' | 'name'> },
): Promise<{ invitation: Invitation; token: string }> {
  const now = ctx.clock.now();
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
  await ctx.audit(db, {
    organizationId: input.organization.id,
    entity: 'invitation',
    entityId: invitation.id,
    action: 'invitation_sent',
    changes: { email: input.email, role: input.role },
  });
  await mailInvitation(db, ctx, {
    organization: input.organization,
    inviter: input.invitedBy,
    invitation,
    token,
  });
  return { invitation, token };
}

/** Queues the invitation e-mail with `db`, the transaction that stores or renews the invitation. */
export async function mailInvitation(
  db: Db,
  ctx: InvitationContext,
  input: { organization: Organization; inviter: Pick<User, 'name'>; invitation: Invitation; token: string },
): Promise<void> {
  const { mailer, config } = ctx;
  const account = await usersRepository.findByEmail(db, input.invitation.email);
  await sendInvitationMail(db, mailer, config.appUrl, {
    email: input.invitation.email,
    organizationName: input.organization.name,
    inviterName: input.inviter.name,
    role: input.invitation.role as Role,
    token: input.token,
    days: INVITATION_DAYS,
    accountExists: account !== undefined,
  });
}
