import { SUPER_ROLE } from './roles.ts';

/** An expression `'a|b'` or a list of names. */
export type NameExpression = string | readonly string[];

function splitNames(expr: NameExpression): string[] {
  const parts = typeof expr === 'string' ? expr.split('|') : expr;
  return parts.map((part) => part.trim()).filter((part) => part.length > 0);
}

const patternCache = new Map<string, RegExp>();

function compile(pattern: string): RegExp {
  let regex = patternCache.get(pattern);
  if (!regex) {
    const source = pattern
      .split('*')
      .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
      .join('.*');
    regex = new RegExp(`^${source}$`);
    patternCache.set(pattern, regex);
  }
  return regex;
}

/** `*` matches any run of characters, dots included (`*`, `dossiers.*`, `*.view`); otherwise exact. */
export function matchesPermission(pattern: string, name: string): boolean {
  if (!pattern.includes('*')) return pattern === name;
  return compile(pattern).test(name);
}

function holds(held: readonly string[], name: string): boolean {
  return held.some((pattern) => matchesPermission(pattern, name));
}

/** Any-of: `'a|b'` (or a list) is satisfied when some held pattern matches some required name. */
export function hasAnyPermission(held: readonly string[] | null | undefined, expr: NameExpression): boolean {
  const required = splitNames(expr);
  return required.length > 0 && required.some((name) => holds(held ?? [], name));
}

/** All-of: every name of `'a|b'` (or of a list) is matched by some held pattern. */
export function hasAllPermissions(held: readonly string[] | null | undefined, expr: NameExpression): boolean {
  const required = splitNames(expr);
  return required.length > 0 && required.every((name) => holds(held ?? [], name));
}

/**
 * True when `scope` is a list containing `name` (entries may use `*` wildcards) or a map whose key
 * `name` is truthy.
 */
export function hasScope(
  scope: readonly string[] | Record<string, unknown> | null | undefined,
  name: string,
): boolean {
  if (!scope) return false;
  if (Array.isArray(scope))
    return scope.some((entry) => typeof entry === 'string' && matchesPermission(entry, name));
  const map = scope as Record<string, unknown>;
  return Object.prototype.hasOwnProperty.call(map, name) && Boolean(map[name]);
}

export interface GateInput {
  roles?: readonly string[] | null;
  permissions?: readonly string[] | null;
}

export interface Gate {
  readonly isSuper: boolean;
  readonly roles: readonly string[];
  readonly permissions: readonly string[];
  hasRole(expr: NameExpression): boolean;
  hasAllRoles(expr: NameExpression): boolean;
  can(expr: NameExpression): boolean;
  canAll(expr: NameExpression): boolean;
  hasRoleOrPermission(roleExpr: NameExpression, permExpr: NameExpression): boolean;
}

/** The permission gate's pure logic: the super role passes every check. */
export function createGate({ roles, permissions }: GateInput): Gate {
  const heldRoles = [...(roles ?? [])];
  const heldPermissions = [...(permissions ?? [])];
  const isSuper = heldRoles.includes(SUPER_ROLE);

  const hasRole = (expr: NameExpression): boolean =>
    isSuper || splitNames(expr).some((role) => heldRoles.includes(role));
  const hasAllRoles = (expr: NameExpression): boolean => {
    const required = splitNames(expr);
    return isSuper || (required.length > 0 && required.every((role) => heldRoles.includes(role)));
  };
  const can = (expr: NameExpression): boolean => isSuper || hasAnyPermission(heldPermissions, expr);
  const canAll = (expr: NameExpression): boolean => isSuper || hasAllPermissions(heldPermissions, expr);

  return {
    isSuper,
    roles: heldRoles,
    permissions: heldPermissions,
    hasRole,
    hasAllRoles,
    can,
    canAll,
    hasRoleOrPermission: (roleExpr, permExpr) => hasRole(roleExpr) || can(permExpr),
  };
}
