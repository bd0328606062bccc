import type { FastifyRequest } from 'fastify';
import { createInvitationSchema, messages, type InvitationData } from '@afscheid/shared';
import { recordAudit } from '../../lib/audit.ts';
import { iso } from '../../lib/clock.ts';
import { randomToken, sha256 } from '../../lib/crypto.ts';
import { HttpError, notFound, ValidationError } from '../../lib/errors.ts';
import { parseInput } from '../../lib/validate.ts';
import { isOwner, type OrganizationAccess } from '../../plugins/authorize.ts';
import { authRepository } from '../auth/repository.ts';
import { membersRepository } from '../members/repository.ts';
import { createInvitationRecord, expiryFrom, mailInvitation } from './issue.ts';
import { presentInvitation } from './presenter.ts';
import { invitationsRepository } from './repository.ts';

export async function listInvitations(
  request: FastifyRequest,
  access: OrganizationAccess,
): Promise<InvitationData[]> {
  const { db, clock } = request.server.deps;
  const rows = await invitationsRepository.list(db, access.organization.id);
  const now = iso(clock.now());
  return rows.map((row) => presentInvitation(row, now));
}

const ownerOnly = () => new HttpError(403, messages.members.ownerOnly);

export async function inviteMember(
  request: FastifyRequest,
  access: OrganizationAccess,
): Promise<InvitationData> {
  const { db, clock } = request.server.deps;
  const input = parseInput(createInvitationSchema, request.body);
  if (input.role === 'owner' && !isOwner(access)) throw ownerOnly();
  const organization = access.organization;
  const account = await authRepository.findUserByEmail(db, input.email);
  if (account && (await membersRepository.findByUser(db, organization.id, account.id))) {
    throw new ValidationError({ email: [messages.invitations.alreadyMember] });
  }
  const open = await invitationsRepository.findOpenByEmail(
    db,
    organization.id,
    input.email,
    iso(clock.now()),
  );
  if (open.length > 0) throw new ValidationError({ email: [messages.invitations.alreadyPending] });

  const created = await db
    .transaction()
    .execute((trx) =>
      createInvitationRecord(trx, request, { organization, ...input, invitedBy: access.user }),
    );
  await mailInvitation(request, { organization, inviter: access.user, ...created });
  return presentOne(request, access, created.invitation.id);
}

/** A new token and seven more days for an invitation that was not accepted or revoked. */
export async function resendInvitation(
  request: FastifyRequest,
  access: OrganizationAccess,
): Promise<InvitationData> {
  const { db, clock } = request.server.deps;
  const invitation = await findInOrganization(request, access);
  if (invitation.accepted_at || invitation.revoked_at) {
    throw new ValidationError(
      { invitation: [messages.invitations.notPending] },
      messages.invitations.notPending,
    );
  }
  if (invitation.role === 'owner' && !isOwner(access)) throw ownerOnly();
  const now = clock.now();
  const others = await invitationsRepository.findOpenByEmail(
    db,
    access.organization.id,
    invitation.email,
    iso(now),
  );
  if (others.some((other) => other.id !== invitation.id)) {
    throw new ValidationError(
      { invitation: [messages.invitations.alreadyPending] },
      messages.invitations.alreadyPending,
    );
  }
  const token = randomToken();
  const updated = await db.transaction().execute(async (trx) => {
    const values = { token_hash: sha256(token), expires_at: expiryFrom(now), updated_at: iso(now) };
    if (!(await invitationsRepository.updateOpen(trx, invitation.id, values))) return null;
    await recordAudit(trx, request, {
      organizationId: access.organization.id,
      entity: 'invitation',
      entityId: invitation.id,
      action: 'invitation_resent',
      changes: { email: invitation.email },
    });
    return { ...invitation, ...values };
  });
  if (!updated)
    throw new ValidationError(
      { invitation: [messages.invitations.notPending] },
      messages.invitations.notPending,
    );
  await mailInvitation(request, {
    organization: access.organization,
    inviter: access.user,
    invitation: updated,
    token,
  });
  return presentOne(request, access, invitation.id);
}

/** Revoking is idempotent; an accepted invitation cannot be revoked (remove the member instead). */
export async function revokeInvitation(request: FastifyRequest, access: OrganizationAccess): Promise<void> {
  const { db, clock } = request.server.deps;
  const invitation = await findInOrganization(request, access);
  if (invitation.accepted_at) {
    throw new ValidationError(
      { invitation: [messages.invitations.alreadyAccepted] },
      messages.invitations.alreadyAccepted,
    );
  }
  if (invitation.revoked_at) return;
  if (invitation.role === 'owner' && !isOwner(access)) throw ownerOnly();
  const now = iso(clock.now());
  await db.transaction().execute(async (trx) => {
    if (!(await invitationsRepository.updateOpen(trx, invitation.id, { revoked_at: now, updated_at: now })))
      return;
    await recordAudit(trx, request, {
      organizationId: access.organization.id,
      entity: 'invitation',
      entityId: invitation.id,
      action: 'invitation_revoked',
      changes: { email: invitation.email },
    });
  });
}

async function findInOrganization(request: FastifyRequest, access: OrganizationAccess) {
  const { invitationId } = request.params as { invitationId: string };
  const invitation = await invitationsRepository.findById(
    request.server.deps.db,
    access.organization.id,
    invitationId,
  );
  if (!invitation) throw notFound();
  return invitation;
}

async function presentOne(
  request: FastifyRequest,
  access: OrganizationAccess,
  id: string,
): Promise<InvitationData> {
  const { db, clock } = request.server.deps;
  const row = await invitationsRepository.findById(db, access.organization.id, id);
  return presentInvitation(row!, iso(clock.now()));
}
