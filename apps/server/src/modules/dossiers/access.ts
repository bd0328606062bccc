import type { FastifyRequest } from 'fastify';
import type { Dossier } from '../../db/types.ts';
import { notFound } from '../../lib/errors.ts';
import { perRequest } from '../../http/access-hook.ts';
import { activeOrganizationAccess, type OrganizationAccess } from '../../plugins/authorize.ts';
import { dossiersRepository } from './repository.ts';

export type DossierAccess = OrganizationAccess & { dossier: Dossier };

/** Routes on the active organisation's records (`/api/dossiers`, `/api/tasks`, …), once per request. */
export const activeOrganization = perRequest(activeOrganizationAccess);

/**
 * Routes under `/api/dossiers/:id`: the active organisation, the route's permission and the dossier `:id` of
 * that organisation (404 otherwise). Declared as the route's `config.access`, so it runs before the body is
 * validated; the handler calls it again for the typed result.
 */
export const dossierAccess = perRequest(async (request: FastifyRequest): Promise<DossierAccess> => {
  const access = await activeOrganization(request);
  const { id } = request.params as { id?: string };
  const dossier = id ? await dossiersRepository.findById(request.server.deps.db, access.organization.id, id) : undefined;
  if (!dossier) throw notFound();
  return { ...access, dossier };
});

export { assertDossierWritable } from './rules.ts';
