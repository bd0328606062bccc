export { gateStore, createGateStore, ROLES_KEY, PERMISSIONS_KEY, type GateInput, type Scope } from './gate-store.ts';
export { GateStoreContext, IfCan, IfRole, IfRoleOrCan, IfScope, useGate, useGateSnapshot, useHasScope } from './gate-components.tsx';
