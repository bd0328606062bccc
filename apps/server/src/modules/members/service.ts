import type { FastifyRequest } from 'fastify';
import { createMemberSchema, messages, updateMemberSchema, type MemberData } from '@afscheid/shared';
import type { Db } from '../../db/types.ts';
import { recordAudit } from '../../lib/audit.ts';
import { iso } from '../../lib/clock.ts';
import { HttpError, notFound, ValidationError } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import { parseInput } from '../../lib/validate.ts';
import { isOwner, type OrganizationAccess } from '../../plugins/authorize.ts';
import { issueSetPasswordToken, SET_PASSWORD_DAYS } from '../account/service.ts';
import { sendSetPasswordMail } from '../account/set-password-mail.ts';
import { authRepository } from '../auth/repository.ts';
import { organizationsRepository } from '../organizations/repository.ts';
import { presentMember } from './presenter.ts';
import { membersRepository, type MemberRow } from './repository.ts';

const ownerOnly = () => new HttpError(403, messages.members.ownerOnly);
const lastOwner = (field: string) =>
  new ValidationError({ [field]: [messages.members.lastOwner] }, messages.members.lastOwner);

export async function listMembers(
  request: FastifyRequest,
  access: OrganizationAccess,
): Promise<MemberData[]> {
  const rows = await membersRepository.list(request.server.deps.db, access.organization.id);
  return rows.map(presentMember);
}

/** An account without a password plus its membership; the person sets a password from the e-mailed link. */
export async function createMember(request: FastifyRequest, access: OrganizationAccess): Promise<MemberData> {
  const { db, clock, mailer, config } = request.server.deps;
  const input = parseInput(createMemberSchema, request.body);
  if (input.role === 'owner' && !isOwner(access)) throw ownerOnly();
  if (await authRepository.findUserByEmail(db, input.email)) {
    throw new ValidationError({ email: [messages.members.accountExists] }, messages.members.accountExists);
  }
  const now = clock.now();
  const userId = newId(now.getTime());
  const memberId = newId(now.getTime());
  const token = await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('users')
      .values({
        id: userId,
        name: input.name,
        email: input.email,
        is_super: 0,
        created_at: iso(now),
        updated_at: iso(now),
      })
      .execute();
    await membersRepository.insert(trx, {
      id: memberId,
      user_id: userId,
      organization_id: access.organization.id,
      role: input.role,
      status: 'active',
      created_at: iso(now),
      updated_at: iso(now),
    });
    await recordAudit(trx, request, {
      organizationId: access.organization.id,
      entity: 'membership',
      entityId: memberId,
      action: 'member_created',
      changes: { email: input.email, name: input.name, role: input.role },
    });
    return issueSetPasswordToken(trx, userId, now);
  });
  sendSetPasswordMail(mailer, config.appUrl, {
    name: input.name,
    email: input.email,
    organizationName: access.organization.name,
    inviterName: access.user.name,
    role: input.role,
    token,
    days: SET_PASSWORD_DAYS,
  });
  return presentMember((await membersRepository.findById(db, access.organization.id, memberId))!);
}

/**
 * Role and status changes. Only an owner may touch an owner's membership or make someone owner, and at least
 * one active owner always remains (checked under the organisation's lock).
 */
export async function updateMember(request: FastifyRequest, access: OrganizationAccess): Promise<MemberData> {
  const { db, clock } = request.server.deps;
  const member = await findMember(db, request, access);
  const input = parseInput(updateMemberSchema, request.body);
  const role = input.role ?? member.role;
  const status = input.status ?? member.status;
  if (
    (role === 'owner' || member.role === 'owner') &&
    !isOwner(access) &&
    (role !== member.role || status !== member.status)
  ) {
    throw ownerOnly();
  }
  await db.transaction().execute(async (trx) => {
    await organizationsRepository.lock(trx, access.organization.id);
    const current = (await membersRepository.findById(trx, access.organization.id, member.id)) ?? member;
    const staysOwner = role === 'owner' && status === 'active';
    if (current.role === 'owner' && current.status === 'active' && !staysOwner) {
      const others = await membersRepository.countActiveOwners(trx, access.organization.id, current.id);
      if (others === 0)
        throw lastOwner(input.role !== undefined && role !== current.role ? 'role' : 'status');
    }
    if (role === current.role && status === current.status) return;
    await membersRepository.update(trx, current.id, {
      role,
      status: status as 'active' | 'disabled',
      updated_at: iso(clock.now()),
    });
    const audit = { organizationId: access.organization.id, entity: 'membership', entityId: current.id };
    if (role !== current.role) {
      await recordAudit(trx, request, {
        ...audit,
        action: 'member_role_changed',
        changes: { role: { from: current.role, to: role } },
      });
    }
    if (status !== current.status) {
      const action = status === 'disabled' ? 'member_disabled' : 'member_enabled';
      await recordAudit(trx, request, {
        ...audit,
        action,
        changes: { status: { from: current.status, to: status } },
      });
    }
  });
  return presentMember((await membersRepository.findById(db, access.organization.id, member.id))!);
}

export async function removeMember(request: FastifyRequest, access: OrganizationAccess): Promise<void> {
  const { db } = request.server.deps;
  const member = await findMember(db, request, access);
  if (member.role === 'owner' && !isOwner(access)) throw ownerOnly();
  await db.transaction().execute(async (trx) => {
    await organizationsRepository.lock(trx, access.organization.id);
    const current = await membersRepository.findById(trx, access.organization.id, member.id);
    if (!current) return;
    if (current.role === 'owner' && current.status === 'active') {
      if ((await membersRepository.countActiveOwners(trx, access.organization.id, current.id)) === 0) {
        throw lastOwner('member');
      }
    }
    await membersRepository.delete(trx, current.id);
    await recordAudit(trx, request, {
      organizationId: access.organization.id,
      entity: 'membership',
      entityId: current.id,
      action: 'member_removed',
      changes: { user_id: current.user_id, email: current.email, role: current.role },
    });
  });
}

async function findMember(db: Db, request: FastifyRequest, access: OrganizationAccess): Promise<MemberRow> {
  const { memberId } = request.params as { memberId: string };
  const member = await membersRepository.findById(db, access.organization.id, memberId);
  if (!member) throw notFound();
  return member;
}
