import { isRole, type OrganizationData, type OrganizationListItem, type Role } from '@afscheid/shared';
import type { Organization } from '../../db/types.ts';
import { can, type Actor } from '../../lib/context.ts';

/**
 * What leaves the server about an organisation: never the logo path or the invoicing secrets. `myRole` is the
 * actor's membership role there (null for the platform administrator without one).
 */
export function presentOrganization(
  organization: Organization,
  actor: Pick<Actor, 'isSuper' | 'permissions' | 'role'>,
): OrganizationData {
  return {
    id: organization.id,
    name: organization.name,
    type: organization.type,
    kvkNumber: organization.kvk_number,
    vatNumber: organization.vat_number,
    iban: organization.iban,
    street: organization.street,
    houseNumber: organization.house_number,
    houseNumberAddition: organization.house_number_addition,
    postcode: organization.postcode,
    city: organization.city,
    phone: organization.phone,
    email: organization.email,
    hasLogo: organization.logo_path !== null,
    acceptsRequests: organization.accepts_requests === 1,
    ashStorageTermMonths: organization.ash_storage_term_months,
    version: organization.version,
    createdAt: organization.created_at,
    updatedAt: organization.updated_at,
    myRole: isRole(actor.role) ? actor.role : null,
    can: {
      update: can(actor, 'organizations.update'),
      manageMembers: can(actor, 'members.manage'),
      manageInvitations: can(actor, 'invitations.manage'),
      manageWefact: can(actor, 'organizations.manage_wefact'),
    },
  };
}

export function presentListItem(row: {
  id: string;
  name: string;
  type: Organization['type'];
  city: string | null;
  my_role: string | null;
  member_count: string | number | null;
}): OrganizationListItem {
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    city: row.city,
    memberCount: Number(row.member_count ?? 0),
    myRole: (row.my_role as Role | null) ?? null,
  };
}
