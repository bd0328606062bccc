import type { FastifyRequest } from 'fastify';
import { perRequest } from '../../http/access-hook.ts';
import { notFound } from '../../lib/errors.ts';
import type { OrganizationAccess } from '../../plugins/authorize.ts';
import { organizationScope } from '../organizations/index.ts';
import { findMember, type MemberRow } from './people.ts';

export type MemberAccess = OrganizationAccess & { member: MemberRow };

/** `/api/organizations/:id/members/:memberId`: the organisation's access and its membership `:memberId` (else 404). */
export const memberAccess = perRequest(async (request: FastifyRequest): Promise<MemberAccess> => {
  const access = await organizationScope(request);
  const { memberId } = request.params as { memberId?: string };
  const member = memberId
    ? await findMember(request.server.deps.db, access.organization.id, memberId)
    : undefined;
  if (!member) throw notFound();
  return { ...access, member };
});
