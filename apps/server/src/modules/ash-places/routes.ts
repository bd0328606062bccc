import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ashPlaceSchema,
  createAshPlaceSchema,
  dataOf,
  idParamsSchema,
  listAshPlacesQuerySchema,
  noContentSchema,
  pageOf,
  updateAshPlaceSchema,
} from '@afscheid/shared';
import { actorOf, contextFor } from '../../lib/context.ts';
import { activeOrganization } from '../dossiers/index.ts';
import { ashPlaceAccess } from './access.ts';
import { createAshPlace, deleteAshPlace, listAshPlaces, showAshPlace, updateAshPlace } from './service.ts';

const tags = ['Asplaatsen'];
const placeAnswer = { 200: dataOf(ashPlaceSchema) };

/**
 * The crematorium's ash places (niches, urn walls, urn graves, the urn garden, the scattering field). A funeral
 * company has no `ash` permissions: 403 on the list and on creating, 404 on a place by id.
 */
export async function ashPlaceRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/ash-places',
    {
      schema: {
        tags,
        summary: 'Asplaatsen (met bezetting; terms_ending=true: termijnen die binnen 90 dagen aflopen)',
        querystring: listAshPlacesQuerySchema,
        response: { 200: pageOf(ashPlaceSchema) },
      },
      config: { permission: 'ash.view', access: activeOrganization },
    },
    async (request) => {
      const access = await activeOrganization(request);
      return listAshPlaces(contextFor(request, actorOf(access)), request.query);
    },
  );

  api.post(
    '/ash-places',
    {
      schema: {
        tags,
        summary: 'Asplaats toevoegen',
        body: createAshPlaceSchema,
        response: { 201: dataOf(ashPlaceSchema) },
      },
      config: { permission: 'ash.create', access: activeOrganization },
    },
    async (request, reply) => {
      const access = await activeOrganization(request);
      const data = await createAshPlace(contextFor(request, actorOf(access)), request.body);
      return reply.status(201).send({ data });
    },
  );

  api.get(
    '/ash-places/:id',
    {
      schema: { tags, summary: 'Asplaats', params: idParamsSchema, response: placeAnswer },
      config: { permission: 'ash.view', access: ashPlaceAccess },
    },
    async (request) => {
      const access = await ashPlaceAccess(request);
      return { data: await showAshPlace(contextFor(request, actorOf(access)), access.place) };
    },
  );

  api.put(
    '/ash-places/:id',
    {
      schema: {
        tags,
        summary: 'Asplaats wijzigen (capaciteit niet lager dan de geplaatste urnen)',
        params: idParamsSchema,
        body: updateAshPlaceSchema,
        response: placeAnswer,
      },
      config: { permission: 'ash.update', access: ashPlaceAccess },
    },
    async (request) => {
      const access = await ashPlaceAccess(request);
      return { data: await updateAshPlace(contextFor(request, actorOf(access)), access.place, request.body) };
    },
  );

  api.delete(
    '/ash-places/:id',
    {
      schema: {
        tags,
        summary: 'Asplaats verwijderen (alleen als geen asbestemming haar ooit noemde)',
        params: idParamsSchema,
        response: { 204: noContentSchema },
      },
      config: { permission: 'ash.delete', access: ashPlaceAccess },
    },
    async (request, reply) => {
      const access = await ashPlaceAccess(request);
      await deleteAshPlace(contextFor(request, actorOf(access)), access.place);
      return reply.status(204).send(null);
    },
  );
}
