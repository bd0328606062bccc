import type { MemberData, MemberStatus, Role, UserDetail } from '@afscheid/shared';
import type { User } from '../../db/types.ts';
import type { MemberRow } from './people.ts';

export function presentMember(row: MemberRow): MemberData {
  return {
    id: row.id,
    userId: row.user_id,
    name: row.name,
    email: row.email,
    role: row.role as Role,
    status: row.status as MemberStatus,
    lastLoginAt: row.last_login_at,
    createdAt: row.created_at,
  };
}

export function presentUserDetail(
  user: User,
  memberships: {
    id: string;
    organization_id: string;
    organization_name: string;
    role: string;
    status: string;
  }[],
): UserDetail {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    phone: user.phone,
    lastLoginAt: user.last_login_at,
    memberships: memberships.map((m) => ({
      id: m.id,
      organizationId: m.organization_id,
      organizationName: m.organization_name,
      role: m.role as Role,
      status: m.status as MemberStatus,
    })),
  };
}
