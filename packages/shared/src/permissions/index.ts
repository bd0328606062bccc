export {
  ROLES,
  SUPER_ROLE,
  ORGANIZATION_TYPES,
  isRole,
  isOrganizationType,
  type Role,
  type OrganizationType,
} from './roles.ts';
export {
  RESOURCES,
  CRUD_ACTIONS,
  SPECIAL_PERMISSIONS,
  PERMISSIONS,
  ROLE_PERMISSIONS,
  rolePatterns,
  type Resource,
} from './permission-names.ts';
export {
  TYPE_CAPABILITIES,
  typeAllows,
  typeAllowsAny,
  capabilitiesOf,
  permissionsForRole,
  canTakeWork,
  type AssignableWork,
} from './capabilities.ts';
export {
  matchesPermission,
  hasAnyPermission,
  hasAllPermissions,
  hasScope,
  createGate,
  type Gate,
  type GateInput,
  type NameExpression,
} from './gate.ts';
