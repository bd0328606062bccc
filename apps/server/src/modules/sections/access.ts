import type { FastifyRequest } from 'fastify';
import { isSectionKey, sectionsForType, type SectionKey } from '@afscheid/shared';
import { perRequest } from '../../http/access-hook.ts';
import { notFound } from '../../lib/errors.ts';
import { dossierAccess, type DossierAccess } from '../dossiers/index.ts';

export type SectionAccess = DossierAccess & { key: SectionKey };

/**
 * Routes under `/api/dossiers/:id/sections/:key`: the dossier (see `dossierAccess`) and a section key of its
 * type; any other key is a 404, before the body is validated.
 */
export const sectionAccess = perRequest(async (request: FastifyRequest): Promise<SectionAccess> => {
  const access = await dossierAccess(request);
  const { key } = request.params as { key?: string };
  if (!isSectionKey(key) || !sectionsForType(access.dossier.type).includes(key)) throw notFound();
  return { ...access, key };
});
