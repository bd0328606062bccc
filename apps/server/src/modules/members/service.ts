import { messages, type MemberData, type Role, type updateMemberSchema } from '@afscheid/shared';
import type { z } from 'zod';
import type { Organization } from '../../db/types.ts';
import { iso } from '../../lib/clock.ts';
import type { ServiceContext } from '../../lib/context.ts';
import { HttpError, ValidationError } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import { organizationsRepository } from '../organizations/index.ts';
import { findMember, listMemberRows, type MemberRow } from './people.ts';
import { presentMember } from './presenter.ts';
import { isOwner } from './rules.ts';
import { membersRepository } from './repository.ts';
import { inTransaction } from '../../lib/transaction.ts';

const ownerOnly = () => new HttpError(403, messages.members.ownerOnly);
const lastOwner = (field: string) =>
  new ValidationError({ [field]: [messages.members.lastOwner] }, messages.members.lastOwner);

/**
 * An existing account becomes an active member (the platform operator's work: the demo seed and the CLI; in
 * the app people join through an invitation). Refused when they are a member already.
 */
export async function addMembership(
  ctx: ServiceContext,
  organization: Organization,
  input: { userId: string; role: Role },
): Promise<string> {
  if (await membersRepository.findByUser(ctx.db, organization.id, input.userId)) {
    throw new HttpError(409, messages.invitations.alreadyMember);
  }
  const now = iso(ctx.clock.now());
  const id = newId();
  await inTransaction(ctx.db, async (trx) => {
    await membersRepository.insert(trx, {
      id,
      user_id: input.userId,
      organization_id: organization.id,
      role: input.role,
      status: 'active',
      created_at: now,
      updated_at: now,
    });
    await ctx.audit(trx, {
      organizationId: organization.id,
      entity: 'membership',
      entityId: id,
      action: 'member_added',
      changes: { user_id: input.userId, role: input.role },
    });
  });
  return id;
}

export async function listMembers(ctx: ServiceContext, organization: Organization): Promise<MemberData[]> {
  return (await listMemberRows(ctx.db, organization.id)).map(presentMember);
}

/**
 * Role and status changes. Only an owner may touch an owner's membership or make someone owner, and at least
 * one active owner always remains (checked under the organisation's lock).
 */
export async function updateMember(
  ctx: ServiceContext,
  organization: Organization,
  member: MemberRow,
  input: z.output<typeof updateMemberSchema>,
): Promise<MemberData> {
  const role = input.role ?? member.role;
  const status = input.status ?? member.status;
  if (
    (role === 'owner' || member.role === 'owner') &&
    !isOwner(ctx.actor) &&
    (role !== member.role || status !== member.status)
  ) {
    throw ownerOnly();
  }
  await inTransaction(ctx.db, async (trx) => {
    await organizationsRepository.lock(trx, organization.id);
    const current = (await membersRepository.findById(trx, organization.id, member.id)) ?? member;
    const staysOwner = role === 'owner' && status === 'active';
    if (current.role === 'owner' && current.status === 'active' && !staysOwner) {
      const others = await membersRepository.countActiveOwners(trx, organization.id, current.id);
      if (others === 0)
        throw lastOwner(input.role !== undefined && role !== current.role ? 'role' : 'status');
    }
    if (role === current.role && status === current.status) return;
    await membersRepository.update(trx, current.id, {
      role,
      status: status as 'active' | 'disabled',
      updated_at: iso(ctx.clock.now()),
    });
    const audit = { organizationId: organization.id, entity: 'membership', entityId: current.id };
    if (role !== current.role) {
      await ctx.audit(trx, {
        ...audit,
        action: 'member_role_changed',
        changes: { role: { from: current.role, to: role } },
      });
    }
    if (status !== current.status) {
      await ctx.audit(trx, {
        ...audit,
        action: status === 'disabled' ? 'member_disabled' : 'member_enabled',
        changes: { status: { from: current.status, to: status } },
      });
    }
  });
  return presentMember((await findMember(ctx.db, organization.id, member.id))!);
}

export async function removeMember(
  ctx: ServiceContext,
  organization: Organization,
  member: MemberRow,
): Promise<void> {
  if (member.role === 'owner' && !isOwner(ctx.actor)) throw ownerOnly();
  await inTransaction(ctx.db, async (trx) => {
    await organizationsRepository.lock(trx, organization.id);
    const current = await membersRepository.findById(trx, organization.id, member.id);
    if (!current) return;
    if (current.role === 'owner' && current.status === 'active') {
      if ((await membersRepository.countActiveOwners(trx, organization.id, current.id)) === 0) {
        throw lastOwner('member');
      }
    }
    await membersRepository.delete(trx, current.id);
    await ctx.audit(trx, {
      organizationId: organization.id,
      entity: 'membership',
      entityId: current.id,
      action: 'member_removed',
      changes: { user_id: current.user_id, email: member.email, role: current.role },
    });
  });
}
