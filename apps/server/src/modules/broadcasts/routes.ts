import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  broadcastAccessSchema,
  broadcastDataSchema,
  createBroadcastSchema,
  dataOf,
  emptyBodySchema,
  idParamsSchema,
  listOf,
  messageResponseSchema,
  noContentSchema,
  publicBroadcastSchema,
  shareBroadcastSchema,
  updateBroadcastSchema,
} from '@afscheid/shared';
import { actorOf, contextFor } from '../../lib/context.ts';
import { mailContextFor } from '../users/index.ts';
import { broadcastAccess, broadcastPlaceAccess, publicBroadcast } from './access.ts';
import { openBroadcast } from './public-service.ts';
import {
  createBroadcast,
  deleteBroadcast,
  listBroadcasts,
  regenerateAccessCode,
  shareBroadcast,
  showBroadcast,
  updateBroadcast,
} from './service.ts';

const tags = ['Uitzendingen'];
const broadcastAnswer = { 200: dataOf(broadcastDataSchema) };
/** `/api/places/:id/broadcasts/:broadcastId`. */
const broadcastParamsSchema = z.object({ id: z.string(), broadcastId: z.string() });
/** `/api/public/broadcasts/:slug/access`: any text; an unknown slug is a wrong code (404), never a 422. */
const slugParamsSchema = z.object({ slug: z.string() });

/** A place's broadcasts (livestreams), and the public page's access with the code. */
export async function broadcastRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/places/:id/broadcasts',
    {
      schema: {
        tags,
        summary: 'Uitzendingen van een plaats',
        params: idParamsSchema,
        response: { 200: listOf(broadcastDataSchema) },
      },
      config: { permission: 'broadcasts.view', access: broadcastPlaceAccess },
    },
    async (request) => {
      const access = await broadcastPlaceAccess(request);
      return { data: await listBroadcasts(contextFor(request, actorOf(access)), access.place) };
    },
  );

  api.post(
    '/places/:id/broadcasts',
    {
      schema: {
        tags,
        summary: 'Uitzending toevoegen',
        params: idParamsSchema,
        body: createBroadcastSchema,
        response: { 201: dataOf(broadcastDataSchema) },
      },
      config: { permission: 'broadcasts.create', access: broadcastPlaceAccess },
    },
    async (request, reply) => {
      const access = await broadcastPlaceAccess(request);
      const data = await createBroadcast(contextFor(request, actorOf(access)), access.place, request.body);
      return reply.status(201).send({ data });
    },
  );

  api.get(
    '/places/:id/broadcasts/:broadcastId',
    {
      schema: { tags, summary: 'Uitzending', params: broadcastParamsSchema, response: broadcastAnswer },
      config: { permission: 'broadcasts.view', access: broadcastAccess },
    },
    async (request) => {
      const access = await broadcastAccess(request);
      return { data: showBroadcast(contextFor(request, actorOf(access)), access.broadcast) };
    },
  );

  api.put(
    '/places/:id/broadcasts/:broadcastId',
    {
      schema: {
        tags,
        summary: 'Uitzending wijzigen',
        params: broadcastParamsSchema,
        body: updateBroadcastSchema,
        response: broadcastAnswer,
      },
      config: { permission: 'broadcasts.update', access: broadcastAccess },
    },
    async (request) => {
      const access = await broadcastAccess(request);
      const ctx = contextFor(request, actorOf(access));
      return { data: await updateBroadcast(ctx, access.broadcast, request.body) };
    },
  );

  api.delete(
    '/places/:id/broadcasts/:broadcastId',
    {
      schema: {
        tags,
        summary: 'Uitzending verwijderen',
        params: broadcastParamsSchema,
        response: { 204: noContentSchema },
      },
      config: { permission: 'broadcasts.delete', access: broadcastAccess },
    },
    async (request, reply) => {
      const access = await broadcastAccess(request);
      await deleteBroadcast(contextFor(request, actorOf(access)), access.broadcast);
      return reply.status(204).send(null);
    },
  );

  api.post(
    '/places/:id/broadcasts/:broadcastId/regenerate-code',
    {
      schema: {
        tags,
        summary: 'Nieuwe toegangscode maken (de oude werkt niet meer)',
        params: broadcastParamsSchema,
        body: emptyBodySchema,
        response: broadcastAnswer,
      },
      config: { permission: 'broadcasts.update', access: broadcastAccess },
    },
    async (request) => {
      const access = await broadcastAccess(request);
      return { data: await regenerateAccessCode(contextFor(request, actorOf(access)), access.broadcast) };
    },
  );

  api.post(
    '/places/:id/broadcasts/:broadcastId/share',
    {
      schema: {
        tags,
        summary: 'Link en toegangscode per e-mail delen',
        params: broadcastParamsSchema,
        body: shareBroadcastSchema,
        response: { 202: messageResponseSchema },
      },
      config: { permission: 'broadcasts.update', access: broadcastAccess },
    },
    async (request, reply) => {
      const access = await broadcastAccess(request);
      const answer = await shareBroadcast(
        mailContextFor(request, actorOf(access)),
        access.broadcast,
        request.body,
      );
      return reply.status(202).send(answer);
    },
  );

  // Public: the slug and the code are the credential; a visitor needs only the guest session of the CSRF cookie.
  api.post(
    '/public/broadcasts/:slug/access',
    {
      schema: {
        tags,
        summary: 'Uitzending openen met de toegangscode (openbare pagina)',
        params: slugParamsSchema,
        body: broadcastAccessSchema,
        response: { 200: dataOf(publicBroadcastSchema) },
      },
      config: { access: publicBroadcast },
    },
    async (request) => {
      const { broadcast } = await publicBroadcast(request);
      const data = await openBroadcast(request.server.deps, broadcast, request.body.code, request.ip);
      return { data };
    },
  );
}
