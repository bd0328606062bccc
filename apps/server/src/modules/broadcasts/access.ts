import type { FastifyRequest } from 'fastify';
import type { Place } from '../../db/types.ts';
import { perRequest, recordAccess } from '../../http/access-hook.ts';
import type { OrganizationAccess } from '../../plugins/authorize.ts';
import { activeOrganization } from '../dossiers/index.ts';
import { placeOfOrganization } from '../places/index.ts';
import { SLUG_PATTERN } from './codes.ts';
import { broadcastsRepository, type BroadcastRow } from './repository.ts';
import { countUnknownSlug } from './public-service.ts';

export type BroadcastPlaceAccess = OrganizationAccess & { place: Place };
export type BroadcastAccess = BroadcastPlaceAccess & { broadcast: BroadcastRow };

/**
 * Routes under `/api/places/:id/broadcasts`: the active organisation, the route's permission and the place `:id`
 * of that organisation (404 otherwise), before the body is validated.
 */
export const broadcastPlaceAccess = recordAccess({
  parent: activeOrganization,
  param: 'id',
  key: 'place',
  find: (db, access, id) => placeOfOrganization(db, access.organization.id, id),
});

/** Routes under `/api/places/:id/broadcasts/:broadcastId`: the broadcast of that place (404 otherwise). */
export const broadcastAccess = recordAccess({
  parent: broadcastPlaceAccess,
  param: 'broadcastId',
  key: 'broadcast',
  find: (db, access, id) => broadcastsRepository.findById(db, access.organization.id, access.place.id, id),
});

/**
 * The public page's route (`/api/public/broadcasts/:slug/access`): no session or organisation, the slug is
 * the first half of the credential. An unknown slug is answered exactly as a wrong code (counted against the
 * same limits, then 404 or 429), before the body is read.
 */
export const publicBroadcast = perRequest(
  async (request: FastifyRequest): Promise<{ broadcast: BroadcastRow }> => {
    const { slug = '' } = request.params as { slug?: string };
    const found = SLUG_PATTERN.test(slug)
      ? await broadcastsRepository.findBySlug(request.server.deps.db, slug)
      : undefined;
    if (!found) return countUnknownSlug(request.server.deps, slug, request.ip);
    return { broadcast: found };
  },
);
