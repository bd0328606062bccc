import type { FastifyRequest } from 'fastify';
import { messages } from '@afscheid/shared';
import type { Db, Dossier } from '../../db/types.ts';
import { HttpError, notFound } from '../../lib/errors.ts';
import { activeOrganizationAccess, type OrganizationAccess } from '../../plugins/authorize.ts';

export type DossierAccess = OrganizationAccess & { dossier: Dossier };

/** A dossier of the organisation, not deleted; undefined otherwise (another organisation's is not found). */
export function findDossierInOrganization(db: Db, organizationId: string, dossierId: string) {
  return db
    .selectFrom('dossiers')
    .selectAll()
    .where('id', '=', dossierId)
    .where('organization_id', '=', organizationId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

/**
 * The entry point of routes under `/api/dossiers/:id`: the active organisation, the route's permission and
 * the dossier `:id` of that organisation (404 otherwise). Call it before parsing the body.
 */
export async function dossierAccess(request: FastifyRequest): Promise<DossierAccess> {
  const access = await activeOrganizationAccess(request);
  const { id } = request.params as { id?: string };
  const dossier = id
    ? await findDossierInOrganization(request.server.deps.db, access.organization.id, id)
    : undefined;
  if (!dossier) throw notFound();
  return { ...access, dossier };
}

/** Closed (archived) and cancelled dossiers are read-only: 409 with a Dutch message. */
export function assertDossierWritable(dossier: Pick<Dossier, 'status'>): void {
  if (dossier.status === 'closed' || dossier.status === 'cancelled') {
    throw new HttpError(409, messages.dossierApi.readOnly);
  }
}
