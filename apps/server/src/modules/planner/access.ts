import type { FastifyRequest } from 'fastify';
import { perRequest, recordAccess } from '../../http/access-hook.ts';
import { notFound } from '../../lib/errors.ts';
import { activeOrganization } from '../dossiers/index.ts';
import { placeOfOrganization } from '../places/index.ts';
import type { FeedWithNames } from './repository.ts';
import { feedOfToken } from './service.ts';

/**
 * Routes under `/api/places/:id/calendar-feed`: the active organisation, the route's permission and the place
 * `:id` of that organisation (404 otherwise), before the body is validated.
 */
export const plannerPlaceAccess = recordAccess({
  parent: activeOrganization,
  param: 'id',
  key: 'place',
  find: (db, access, id) => placeOfOrganization(db, access.organization.id, id),
});

/**
 * `GET /api/calendar/:token.ics`: public, the token in the URL is the credential (no session, no CSRF: it is a
 * GET). An unknown or regenerated token is a 404 before anything else runs.
 */
export const calendarFeedByToken = perRequest(async (request: FastifyRequest): Promise<FeedWithNames> => {
  const { token } = request.params as { token?: string };
  const feed = token ? await feedOfToken(request.server.deps.db, token) : undefined;
  if (!feed) throw notFound();
  return feed;
});
