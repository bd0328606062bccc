import {
  messages,
  passwordMatchesEmail,
  type InvitationPreview,
  type OrganizationType,
  type registerInvitationSchema,
  type Role,
} from '@afscheid/shared';
import type { z } from 'zod';
import type { Db, Invitation, Session, User } from '../../db/types.ts';
import type { AuditWriter } from '../../lib/audit.ts';
import { iso } from '../../lib/clock.ts';
import type { ServiceContext } from '../../lib/context.ts';
import { hashPassword } from '../../lib/crypto.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { HttpError, ValidationError } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import { activateOrganization } from '../account/index.ts';
import { membersRepository } from '../members/index.ts';
import { usersRepository, type PublicContext } from '../users/index.ts';
import { invalidInvitation as invalid, type PendingInvitation } from './access.ts';
import { invitationsRepository } from './repository.ts';
import { inTransaction } from '../../lib/transaction.ts';

export async function previewInvitation(
  ctx: PublicContext,
  pending: PendingInvitation,
): Promise<InvitationPreview> {
  const { invitation, organization } = pending;
  const account = await usersRepository.findByEmail(ctx.db, invitation.email);
  return {
    email: invitation.email,
    organizationName: organization.name,
    organizationType: organization.type as OrganizationType,
    role: invitation.role as Role,
    accountExists: account !== undefined,
    expiresAt: invitation.expires_at,
  };
}

/**
 * Uses the invitation for `userId` in one transaction: marks it accepted (single use, a 404 when another
 * request was first), records that, and makes the user an active member with the invited role (rejoining
 * when they had a membership before).
 */
async function acceptFor(db: Db, audit: AuditWriter, invitation: Invitation, userId: string, now: string) {
  if (!(await invitationsRepository.updateOpen(db, invitation.id, { accepted_at: now, updated_at: now }))) {
    throw invalid();
  }
  await audit(db, {
    organizationId: invitation.organization_id,
    userId,
    entity: 'invitation',
    entityId: invitation.id,
    action: 'invitation_accepted',
    changes: { email: invitation.email, role: invitation.role },
  });
  const existing = await membersRepository.findByUser(db, invitation.organization_id, userId);
  const membership = { role: invitation.role, status: 'active', updated_at: now } as const;
  if (existing) {
    await membersRepository.update(db, existing.id, membership);
  } else {
    await membersRepository.insert(db, {
      ...membership,
      id: newId(),
      user_id: userId,
      organization_id: invitation.organization_id,
      created_at: now,
    });
  }
}

const accountExists = () =>
  new ValidationError({ email: [messages.invitations.accountExists] }, messages.invitations.accountExists);

/**
 * A new account for the invited address and its membership; the route then starts a session in the inviting
 * organisation.
 */
export async function registerWithInvitation(
  ctx: PublicContext,
  pending: PendingInvitation,
  input: z.output<typeof registerInvitationSchema>,
): Promise<User> {
  const { db, clock, config } = ctx;
  const { invitation } = pending;
  if (passwordMatchesEmail(input.password, invitation.email)) {
    throw new ValidationError({ password: [messages.validation.passwordEmail] });
  }
  if (await usersRepository.findByEmail(db, invitation.email)) throw accountExists();
  const passwordHash = await hashPassword(input.password, config.passwordHashCost);
  const now = iso(clock.now());
  const user: User = {
    id: newId(),
    name: input.name,
    email: invitation.email,
    password_hash: passwordHash,
    phone: null,
    is_super: 0,
    disabled_at: null,
    last_login_at: now,
    last_organization_id: null,
    created_at: now,
    updated_at: now,
  };
  try {
    await inTransaction(db, async (trx) => {
      await usersRepository.insert(trx, user);
      await acceptFor(trx, ctx.audit, invitation, user.id, now);
    });
  } catch (error) {
    // A simultaneous registration for the same address (through this invitation or another) was first.
    if (isUniqueViolation(error)) throw accountExists();
    throw error;
  }
  return user;
}

/**
 * An existing account joins (or rejoins) the organisation, which becomes the session's active one; only the
 * invited address may accept.
 */
export async function acceptInvitation(
  ctx: ServiceContext,
  pending: PendingInvitation,
  user: Pick<User, 'id' | 'email'>,
  session: Session,
): Promise<void> {
  const { db, clock } = ctx;
  const { invitation, organization } = pending;
  if (user.email !== invitation.email) throw new HttpError(403, messages.invitations.otherAccount);
  const now = iso(clock.now());
  await inTransaction(db, async (trx) => {
    await acceptFor(trx, ctx.audit, invitation, user.id, now);
    // The organisation joined becomes the one worked in, and the one the next login restores.
    await activateOrganization(trx, session, organization.id);
  });
}
