export type LayoutName = 'default' | 'minimal' | 'public';

/** Route metadata, carried in React Router's `handle`. */
export interface RouteHandle {
  /** `false`: the login guard is off for this page (public). `'guest'`: only for visitors not logged in. */
  auth?: false | 'guest';
  /** Named route middleware, run in order after the global steps and the login guard. */
  middleware?: readonly string[];
  /** Dutch page title; the document title becomes "<title> · Afscheid". */
  title: string;
  layout: LayoutName;
  /** For `check-permissions`: the gate must pass this expression (`'a|b'` = any of them). */
  permission?: string;
  /** With `permission`: all of the names are required instead of any. */
  permissionAll?: boolean;
  /** For `check-permissions`: the gate must also hold one of these roles (`'super'`: the platform administrator). */
  role?: string;
}

export function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null && typeof (value as RouteHandle).title === 'string';
}
