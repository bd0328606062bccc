import { recordAccess } from '../../http/access-hook.ts';
import type { OrganizationAccess } from '../../plugins/authorize.ts';
import { organizationScope } from '../organizations/index.ts';
import { findMember, type MemberRow } from './people.ts';

export type MemberAccess = OrganizationAccess & { member: MemberRow };

/** `/api/organizations/:id/members/:memberId`: the organisation's access and its membership `:memberId` (else 404). */
export const memberAccess = recordAccess({
  parent: organizationScope,
  param: 'memberId',
  key: 'member',
  find: (db, access, id) => findMember(db, access.organization.id, id),
});
