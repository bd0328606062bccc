/** The organizations feature's public face: other features and the app import from here (decision 011). */
export {
  getOrganization,
  getUser,
  listMembers,
  listOrganizations,
  switchActiveOrganization,
  updateMember,
} from './api/organizations-api.ts';
export { organizationKeys } from './api/query-keys.ts';
export { RoleControl } from './components/role-control.tsx';
export { assignableRoles, memberStatusLabel, organizationTypeLabel, roleLabel } from './lib/labels.ts';
export { destinationAfterSwitch } from './lib/switch-destination.ts';
