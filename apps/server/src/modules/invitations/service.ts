import { messages, type createInvitationSchema, type InvitationData } from '@afscheid/shared';
import type { z } from 'zod';
import type { Db, Invitation, Organization } from '../../db/types.ts';
import { iso } from '../../lib/clock.ts';
import type { ServiceContext } from '../../lib/context.ts';
import { randomToken, sha256 } from '../../lib/crypto.ts';
import { HttpError, ValidationError } from '../../lib/errors.ts';
import { isOwner, membersRepository } from '../members/index.ts';
import { usersRepository, type MailContext } from '../users/index.ts';
import { createInvitationRecord, expiryFrom, mailInvitation } from './issue.ts';
import { presentInvitation } from './presenter.ts';
import { invitationsRepository } from './repository.ts';
import { inTransaction } from '../../lib/transaction.ts';

/** The invitations as the list shows them, with the inviters' names. */
async function present(ctx: ServiceContext, rows: Invitation[]): Promise<InvitationData[]> {
  const names = await usersRepository.namesByIds(
    ctx.db,
    rows.map((row) => row.invited_by),
  );
  const now = iso(ctx.clock.now());
  return rows.map((row) => presentInvitation(row, now, names));
}

export async function listInvitations(
  ctx: ServiceContext,
  organization: Organization,
): Promise<InvitationData[]> {
  return present(ctx, await invitationsRepository.list(ctx.db, organization.id));
}

const ownerOnly = () => new HttpError(403, messages.members.ownerOnly);
/** A 422 on the invitation as a whole (not one field): it is no longer in a state that allows this. */
const invitationRefused = (message: string) => new ValidationError({ invitation: [message] }, message);

/**
 * Changes an invitation that is still open and records `action`; false (nothing written) when it was accepted
 * or revoked in the meantime.
 */
async function changeOpen(
  trx: Db,
  ctx: ServiceContext,
  invitation: Invitation,
  values: Parameters<typeof invitationsRepository.updateOpen>[2],
  action: 'invitation_resent' | 'invitation_revoked',
): Promise<boolean> {
  if (!(await invitationsRepository.updateOpen(trx, invitation.id, values))) return false;
  await ctx.audit(trx, {
    organizationId: invitation.organization_id,
    entity: 'invitation',
    entityId: invitation.id,
    action,
    changes: { email: invitation.email },
  });
  return true;
}

export async function inviteMember(
  ctx: MailContext,
  organization: Organization,
  input: z.output<typeof createInvitationSchema>,
): Promise<InvitationData> {
  const { db, clock } = ctx;
  if (input.role === 'owner' && !isOwner(ctx.actor)) throw ownerOnly();
  const inviter = (await usersRepository.findById(db, ctx.actor.userId))!;
  // Checked and written under one lock: two requests at once (two app servers) cannot both find no open one.
  const created = await inTransaction(db, async (trx) => {
    await invitationsRepository.lockForInvitation(trx, organization.id);
    const account = await usersRepository.findByEmail(trx, input.email);
    if (account && (await membersRepository.findByUser(trx, organization.id, account.id))) {
      throw new ValidationError({ email: [messages.invitations.alreadyMember] });
    }
    const open = await invitationsRepository.findOpenByEmail(
      trx,
      organization.id,
      input.email,
      iso(clock.now()),
    );
    if (open.length > 0) throw new ValidationError({ email: [messages.invitations.alreadyPending] });
    return createInvitationRecord(trx, ctx, { organization, ...input, invitedBy: inviter });
  });
  return presentOne(ctx, organization, created.invitation.id);
}

/** A new token and seven more days for an invitation that was not accepted or revoked. */
export async function resendInvitation(
  ctx: MailContext,
  organization: Organization,
  invitation: Invitation,
): Promise<InvitationData> {
  const { db, clock } = ctx;
  if (invitation.accepted_at || invitation.revoked_at) {
    throw invitationRefused(messages.invitations.notPending);
  }
  if (invitation.role === 'owner' && !isOwner(ctx.actor)) throw ownerOnly();
  const now = clock.now();
  const inviter = (await usersRepository.findById(db, ctx.actor.userId))!;
  const others = await invitationsRepository.findOpenByEmail(db, organization.id, invitation.email, iso(now));
  if (others.some((other) => other.id !== invitation.id)) {
    throw invitationRefused(messages.invitations.alreadyPending);
  }
  const token = randomToken();
  const updated = await inTransaction(db, async (trx) => {
    const values = { token_hash: sha256(token), expires_at: expiryFrom(now), updated_at: iso(now) };
    if (!(await changeOpen(trx, ctx, invitation, values, 'invitation_resent'))) return null;
    const renewed = { ...invitation, ...values };
    await mailInvitation(trx, ctx, {
      organization,
      inviter,
      invitation: renewed,
      token,
    });
    return renewed;
  });
  if (!updated) throw invitationRefused(messages.invitations.notPending);
  return presentOne(ctx, organization, invitation.id);
}

/** Revoking is idempotent; an accepted invitation cannot be revoked (remove the member instead). */
export async function revokeInvitation(
  ctx: ServiceContext,
  organization: Organization,
  invitation: Invitation,
): Promise<void> {
  const { db, clock } = ctx;
  if (invitation.accepted_at) throw invitationRefused(messages.invitations.alreadyAccepted);
  if (invitation.revoked_at) return;
  if (invitation.role === 'owner' && !isOwner(ctx.actor)) throw ownerOnly();
  const now = iso(clock.now());
  await inTransaction(db, (trx) =>
    changeOpen(trx, ctx, invitation, { revoked_at: now, updated_at: now }, 'invitation_revoked'),
  );
}

async function presentOne(
  ctx: ServiceContext,
  organization: Organization,
  id: string,
): Promise<InvitationData> {
  const row = await invitationsRepository.findById(ctx.db, organization.id, id);
  return (await present(ctx, [row!]))[0]!;
}
