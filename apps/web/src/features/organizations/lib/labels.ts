import {
  ROLES,
  formatIban,
  organizationMessages,
  organizationTypeLabels,
  roleLabels,
  type OrganizationData,
  type Role,
} from '@afscheid/shared';

const has = <T extends object>(map: T, key: string): key is Extract<keyof T, string> =>
  Object.prototype.hasOwnProperty.call(map, key);

/** The Dutch label of a role code (`owner` → "Eigenaar"); an unknown code is shown as it is. */
export function roleLabel(role: string | null | undefined): string {
  if (!role) return '';
  return has(roleLabels, role) ? roleLabels[role] : role;
}

export function organizationTypeLabel(type: string): string {
  return has(organizationTypeLabels, type) ? organizationTypeLabels[type] : type;
}

export function memberStatusLabel(status: string): string {
  return has(organizationMessages.members.statuses, status) ? organizationMessages.members.statuses[status] : status;
}

export function invitationStatusLabel(status: string): string {
  return has(organizationMessages.invitations.statuses, status) ? organizationMessages.invitations.statuses[status] : status;
}

type Address = Pick<OrganizationData, 'street' | 'houseNumber' | 'houseNumberAddition' | 'postcode' | 'city'>;

/** "Lindelaan 14 A", "3572 AB Utrecht" (the lines that have content). */
export function addressLines(address: Address): string[] {
  const number = [address.houseNumber, address.houseNumberAddition].filter(Boolean).join(' ');
  const street = [address.street, number].filter(Boolean).join(' ');
  const place = [address.postcode, address.city].filter(Boolean).join(' ');
  return [street, place].filter((line) => line !== '');
}

/** The IBAN in groups of four, or an empty string. */
export function displayIban(iban: string | null | undefined): string {
  return iban ? formatIban(iban) : '';
}

/** Roles the user may hand out here: only an owner (or the platform administrator) makes someone owner. */
export function assignableRoles(myRole: string | null | undefined, isSuper: boolean): Role[] {
  return ROLES.filter((role) => role !== 'owner' || isSuper || myRole === 'owner');
}

export function roleOptions(roles: readonly Role[]): { value: string; label: string }[] {
  return roles.map((role) => ({ value: role, label: roleLabel(role) }));
}
