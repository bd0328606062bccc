import type { FastifyRequest } from 'fastify';
import { hasAnyPermission, permissionsForRole, type Role } from '@afscheid/shared';
import type { Membership, Organization, Session, User } from '../db/types.ts';
import { forbidden, notFound } from '../lib/errors.ts';
import { membersRepository } from '../modules/members/repository.ts';
import { organizationsRepository } from '../modules/organizations/repository.ts';
import { requireUser } from './session.ts';

/** Who is asking about which organisation, and what they may do there. */
export type OrganizationAccess = {
  user: User;
  session: Session;
  organization: Organization;
  /** The caller's active membership; null for the super role without one. */
  membership: Membership | null;
  isSuper: boolean;
  permissions: readonly string[];
};

/**
 * The caller's access to an organisation: 401 without a session, 404 when the organisation does not exist
 * or the caller is neither an active member nor super (a 403 would confirm that it exists).
 */
export async function loadOrganizationAccess(
  request: FastifyRequest,
  organizationId: string,
): Promise<OrganizationAccess> {
  const { user, session } = requireUser(request);
  const { db } = request.server.deps;
  const organization = await organizationsRepository.findById(db, organizationId);
  if (!organization) throw notFound();
  const found = await membersRepository.findByUser(db, organization.id, user.id);
  const membership = found?.status === 'active' ? found : null;
  const isSuper = user.is_super === 1;
  if (!membership && !isSuper) throw notFound();
  const permissions = isSuper ? ['*'] : permissionsForRole(membership!.role as Role);
  return { user, session, organization, membership, isSuper, permissions };
}

export function can(
  access: Pick<OrganizationAccess, 'isSuper' | 'permissions'>,
  permission: string,
): boolean {
  return access.isSuper || hasAnyPermission(access.permissions, permission);
}

/** 403 when the caller lacks the permission (the caller is already known to be a member). */
export function authorize(access: OrganizationAccess, permission: string): void {
  if (!can(access, permission)) throw forbidden();
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

export const isOwner = (access: OrganizationAccess) => access.isSuper || access.membership?.role === 'owner';

/**
 * The entry point of routes on the active organisation's records (`/api/dossiers`, `/api/tasks`, …): the
 * session's active organisation, the caller's membership there and the route's `config.permission`.
 * 404 without an active organisation (or when the membership is gone or disabled), 403 without the
 * permission. Repositories then scope every query to `access.organization.id`, so another organisation's
 * record is a 404.
 */
export async function activeOrganizationAccess(request: FastifyRequest): Promise<OrganizationAccess> {
  const { session } = requireUser(request);
  if (!session.active_organization_id) throw notFound();
  const access = await loadOrganizationAccess(request, session.active_organization_id);
  const permission = request.routeOptions.config.permission;
  if (permission) authorize(access, permission);
  return access;
}
