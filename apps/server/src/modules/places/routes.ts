import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  createPlaceSchema,
  dataOf,
  idParamsSchema,
  listPlacesQuerySchema,
  noContentSchema,
  pageOf,
  placeDataSchema,
  updatePlaceSchema,
} from '@afscheid/shared';
import { actorOf, contextFor } from '../../lib/context.ts';
import { activeOrganization } from '../dossiers/index.ts';
import { placeAccess } from './access.ts';
import { createPlace, deletePlace, listPlaces, showPlace, updatePlace } from './service.ts';

const tags = ['Plaatsen'];
const placeAnswer = { 200: dataOf(placeDataSchema) };

/** The organisation's places (rooms, ovens); a place by id is resolved (404) before the body is read. */
export async function placeRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/places',
    {
      schema: {
        tags,
        summary: 'Plaatsen (zalen, kamers, ovens)',
        querystring: listPlacesQuerySchema,
        response: { 200: pageOf(placeDataSchema) },
      },
      config: { permission: 'places.view', access: activeOrganization },
    },
    async (request) => {
      const access = await activeOrganization(request);
      return listPlaces(contextFor(request, actorOf(access)), request.query);
    },
  );

  api.post(
    '/places',
    {
      schema: {
        tags,
        summary: 'Plaats toevoegen',
        body: createPlaceSchema,
        response: { 201: dataOf(placeDataSchema) },
      },
      config: { permission: 'places.create', access: activeOrganization },
    },
    async (request, reply) => {
      const access = await activeOrganization(request);
      const data = await createPlace(contextFor(request, actorOf(access)), request.body);
      return reply.status(201).send({ data });
    },
  );

  api.get(
    '/places/:id',
    {
      schema: { tags, summary: 'Plaats', params: idParamsSchema, response: placeAnswer },
      config: { permission: 'places.view', access: placeAccess },
    },
    async (request) => {
      const access = await placeAccess(request);
      return { data: showPlace(access.place) };
    },
  );

  api.put(
    '/places/:id',
    {
      schema: {
        tags,
        summary: 'Plaats wijzigen',
        params: idParamsSchema,
        body: updatePlaceSchema,
        response: placeAnswer,
      },
      config: { permission: 'places.update', access: placeAccess },
    },
    async (request) => {
      const access = await placeAccess(request);
      return { data: await updatePlace(contextFor(request, actorOf(access)), access.place, request.body) };
    },
  );

  api.delete(
    '/places/:id',
    {
      schema: {
        tags,
        summary: 'Plaats verwijderen (alleen zonder reserveringen)',
        params: idParamsSchema,
        response: { 204: noContentSchema },
      },
      config: { permission: 'places.delete', access: placeAccess },
    },
    async (request, reply) => {
      const access = await placeAccess(request);
      await deletePlace(contextFor(request, actorOf(access)), access.place);
      return reply.status(204).send(null);
    },
  );
}
