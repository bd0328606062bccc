import type { FastifyRequest } from 'fastify';
import {
  capabilitiesOf,
  hasAnyPermission,
  interpolate,
  messages,
  permissionsForRole,
  typeAllowsAny,
} from '@afscheid/shared';
import type { Membership, Organization, Session, User } from '../db/types.ts';
import { forbidden, HttpError, notFound } from '../lib/errors.ts';
import { sessionOrganization, workableOrganization } from '../modules/account/index.ts';
import { requireUser } from './session.ts';

/** Who is asking about which organisation, and what they may do there. */
export type OrganizationAccess = {
  user: User;
  session: Session;
  organization: Organization;
  /** The caller's active membership; null for the super role without one. */
  membership: Membership | null;
  isSuper: boolean;
  /**
   * Concrete permission names: the role's, cut down to what the organisation's type can do; for the super
   * role everything the type can do (decision 009).
   */
  permissions: readonly string[];
};

/** The header in which the web app names the organisation it shows (decision 009). */
export const ORGANIZATION_HEADER = 'x-organization-id';
/** Tells the client which organisation answer a 409 is (`changed` or `required`), whatever else it does with 409s. */
export const ORGANIZATION_ERROR_HEADER = 'x-organization-error';

function accessOf(
  user: User,
  session: Session,
  { organization, membership }: { organization: Organization; membership: Membership | null },
): OrganizationAccess {
  const isSuper = user.is_super === 1;
  const permissions = isSuper
    ? capabilitiesOf(organization.type)
    : permissionsForRole(membership!.role, organization.type);
  return { user, session, organization, membership, isSuper, permissions };
}

/**
 * The caller's access to an organisation: 401 without a session, 404 when the organisation does not exist
 * or the caller is neither an active member nor super (a 403 would confirm that it exists).
 */
export async function loadOrganizationAccess(
  request: FastifyRequest,
  organizationId: string,
): Promise<OrganizationAccess> {
  const { user, session } = requireUser(request);
  const workable = await workableOrganization(request.server.deps.db, user, organizationId);
  if (!workable) throw notFound();
  return accessOf(user, session, workable);
}

/**
 * Whether the access holds the permission. The super role's permissions already hold everything the
 * organisation's type can do, so it needs no shortcut here (and gets none: a crematorium has no dossiers,
 * not even for the platform administrator).
 */
export function can(access: Pick<OrganizationAccess, 'isSuper' | 'permissions'>, permission: string): boolean {
  return hasAnyPermission(access.permissions, permission);
}

/**
 * 403 when the caller lacks the permission (the caller is already known to be a member); when the
 * organisation's type cannot do it at all, the message says so.
 */
export function authorize(access: OrganizationAccess, permission: string): void {
  if (can(access, permission)) return;
  if (!typeAllowsAny(access.organization.type, permission)) {
    const type = messages.organizationTypes[access.organization.type].toLowerCase();
    throw new HttpError(403, interpolate(messages.organizationContext.notForType, { type }));
  }
  throw forbidden();
}

/**
 * The one entry point of organisation-scoped routes (`/api/organizations/:id/...`): loads the access for
 * `:id` and checks the permission in the route's `config.permission`, the same value the tests read.
 */
export async function organizationAccess(request: FastifyRequest): Promise<OrganizationAccess> {
  const { id } = request.params as { id?: string };
  const access = await loadOrganizationAccess(request, id ?? '');
  const permission = request.routeOptions.config.permission;
  if (permission) authorize(access, permission);
  return access;
}

/** Routes with `config.superOnly`: 403 for everybody else. */
export function requireSuper(request: FastifyRequest): { user: User; session: Session } {
  const auth = requireUser(request);
  if (auth.user.is_super !== 1) throw forbidden();
  return auth;
}


/** The organisation the client says it shows (`X-Organization-Id`), or null when it names none. */
export function requestedOrganizationId(request: FastifyRequest): string | null {
  const value = request.headers[ORGANIZATION_HEADER];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

/**
 * The entry point of routes on the active organisation's records (`/api/dossiers`, `/api/tasks`, …), and the
 * one place that decides which organisation a request acts for (decision 009): the session's active
 * organisation (moved off a membership that is no longer active). 409 without one (clear Dutch message, the
 * platform administrator must pick one first), 409 when the client's `X-Organization-Id` names another (a
 * second tab switched: nothing may land in the wrong organisation), 403 without the route's
 * `config.permission`. Without the header (a script) the session's organisation applies. Repositories then
 * scope every query to `access.organization.id`, so another organisation's record is a 404.
 */
export async function activeOrganizationAccess(request: FastifyRequest): Promise<OrganizationAccess> {
  const { user, session } = requireUser(request);
  const active = await sessionOrganization(request.server.deps.db, user, session);
  if (!active) {
    const { requiredSuper, requiredMember } = messages.organizationContext;
    const message = user.is_super === 1 ? requiredSuper : requiredMember;
    throw new HttpError(409, message, { headers: { [ORGANIZATION_ERROR_HEADER]: 'required' } });
  }
  const requested = requestedOrganizationId(request);
  if (requested && requested !== active.organization.id) {
    const message = interpolate(messages.organizationContext.changed, { organization: active.organization.name });
    // The session's organisation goes along: a tab that already switched to it can tell a late answer apart.
    const headers = { [ORGANIZATION_ERROR_HEADER]: 'changed', [ORGANIZATION_HEADER]: active.organization.id };
    throw new HttpError(409, message, { headers });
  }
  const access = accessOf(user, session, active);
  const permission = request.routeOptions.config.permission;
  if (permission) {
    // A route that names a record (`/api/dossiers/:id/…`) of a kind the organisation's type never has: it cannot
    // be one of its own, so it is a 404 like every record that is not its own (a crematorium learns nothing about
    // a funeral company's dossier, issue 14). Lists and creations keep the 403 that says the type cannot do it.
    if (namesRecord(request) && !typeAllowsAny(access.organization.type, permission)) throw notFound();
    authorize(access, permission);
  }
  return access;
}

const namesRecord = (request: FastifyRequest) =>
  Object.keys((request.params as Record<string, unknown> | undefined) ?? {}).length > 0;
