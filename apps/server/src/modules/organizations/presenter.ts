import type { OrganizationData, OrganizationListItem, Role } from '@afscheid/shared';
import type { Organization } from '../../db/types.ts';
import { can, type OrganizationAccess } from '../../plugins/authorize.ts';

/** What leaves the server about an organisation: never the logo path or the invoicing secrets. */
export function presentOrganization(
  organization: Organization,
  access: Pick<OrganizationAccess, 'isSuper' | 'permissions' | 'membership'>,
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
    version: organization.version,
    createdAt: organization.created_at,
    updatedAt: organization.updated_at,
    myRole: (access.membership?.role as Role | undefined) ?? null,
    can: {
      update: can(access, 'organizations.update'),
      manageMembers: can(access, 'members.manage'),
      manageInvitations: can(access, 'invitations.manage'),
      manageWefact: can(access, 'organizations.manage_wefact'),
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
