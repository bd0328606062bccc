import {
  capabilitiesOf,
  hasAnyPermission,
  permissionsForRole,
  type RecordOrganization,
} from '@afscheid/shared';
import { notFound } from '../../lib/errors.ts';
import type { ServiceContext } from '../../lib/context.ts';
import { workableOrganization } from './active-organization.ts';
import { articleOrganizationOf } from '../articles/index.ts';
import { cremationsRepository } from '../cremations/index.ts';
import { debtorOrganizationOf } from '../debtors/index.ts';
import { dossiersRepository } from '../dossiers/index.ts';
import { placesRepository } from '../places/index.ts';
import { suppliersRepository } from '../suppliers/index.ts';
import { tasksRepository } from '../tasks/index.ts';

/** The records a link can point at, with the table that holds them and the permission needed to open one. */
export const LOCATABLE_RECORDS = {
  dossier: { organizationOf: dossiersRepository.organizationOf, permission: 'dossiers.view' },
  task: { organizationOf: tasksRepository.organizationOf, permission: 'tasks.view' },
  article: { organizationOf: articleOrganizationOf, permission: 'articles.view' },
  supplier: { organizationOf: suppliersRepository.organizationOf, permission: 'suppliers.view' },
  debtor: { organizationOf: debtorOrganizationOf, permission: 'debtors.view' },
  place: { organizationOf: placesRepository.organizationOf, permission: 'places.view' },
  cremation: { organizationOf: cremationsRepository.organizationOf, permission: 'cremation_approvals.view' },
} as const;

export type LocatableRecord = keyof typeof LOCATABLE_RECORDS;

/**
 * Which organisation holds the record `:id`, answered only when the caller may open it there: an active
 * member whose role (in that organisation's type) holds the record's view permission, or the platform
 * administrator. Everybody else, and every unknown or deleted record, gets the same 404, so the answer reveals
 * nothing to a non-member (decision 009). The web app asks this after a 404 in its own organisation, to offer
 * a switch instead of "bestaat niet".
 */
export async function recordOrganization(
  ctx: ServiceContext,
  kind: LocatableRecord,
  id: string,
): Promise<RecordOrganization> {
  const { db } = ctx;
  const user = { id: ctx.actor.userId, is_super: ctx.actor.isSuper ? 1 : 0 };
  const { organizationOf, permission } = LOCATABLE_RECORDS[kind];
  const organizationId = await organizationOf(db, id);
  const workable = organizationId ? await workableOrganization(db, user, organizationId) : null;
  if (!workable) throw notFound();
  const { organization, membership } = workable;
  const permissions =
    user.is_super === 1
      ? capabilitiesOf(organization.type)
      : permissionsForRole(membership!.role, organization.type);
  if (!hasAnyPermission(permissions, permission)) throw notFound();
  return { id: organization.id, name: organization.name, type: organization.type };
}
