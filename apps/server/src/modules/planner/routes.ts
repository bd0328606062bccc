import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  calendarFeedSchema,
  dataOf,
  emptyBodySchema,
  idParamsSchema,
  plannerGenerateSchema,
  tokenParamsSchema,
} from '@afscheid/shared';
import { actorOf, contextFor } from '../../lib/context.ts';
import { activeOrganization } from '../dossiers/index.ts';
import { calendarFeedByToken, plannerPlaceAccess } from './access.ts';
import { calendarOfFeed, generatePlanning, regenerateCalendarFeed, showCalendarFeed } from './service.ts';

const tags = ['Planning'];
const feedAnswer = { 200: dataOf(calendarFeedSchema) };
const pdfFile = z.any().describe('De planning als PDF (application/pdf), als bijlage');
const calendarFile = z.any().describe('De agenda als iCalendar (text/calendar; charset=utf-8, RFC 5545)');

/** The planning PDF and the calendar feeds of the organisation and of its places. */
export async function plannerRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/planner/generate',
    {
      schema: {
        tags,
        summary: 'Dag- of weekplanning als PDF (A4 liggend)',
        body: plannerGenerateSchema,
        response: { 200: pdfFile },
      },
      config: { permission: 'planner.view', access: activeOrganization },
    },
    async (request, reply) => {
      const access = await activeOrganization(request);
      const file = await generatePlanning(
        contextFor(request, actorOf(access)),
        access.organization,
        request.body,
      );
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('content-length', file.content.length)
        .header('x-content-type-options', 'nosniff')
        .send(file.content);
    },
  );

  api.get(
    '/calendar-feed',
    {
      schema: {
        tags,
        summary: 'Agenda-abonnement van de organisatie (gemaakt bij eerste gebruik)',
        response: feedAnswer,
      },
      config: { permission: 'planner.view', access: activeOrganization },
    },
    async (request) => {
      const access = await activeOrganization(request);
      return {
        data: await showCalendarFeed(contextFor(request, actorOf(access)), access.organization.id, null),
      };
    },
  );

  api.post(
    '/calendar-feed/regenerate',
    {
      schema: {
        tags,
        summary: 'Nieuwe URL voor het agenda-abonnement van de organisatie (de oude werkt niet meer)',
        body: emptyBodySchema,
        response: feedAnswer,
      },
      config: { permission: 'planner.update', access: activeOrganization },
    },
    async (request) => {
      const access = await activeOrganization(request);
      return {
        data: await regenerateCalendarFeed(
          contextFor(request, actorOf(access)),
          access.organization.id,
          null,
        ),
      };
    },
  );

  api.get(
    '/places/:id/calendar-feed',
    {
      schema: {
        tags,
        summary: 'Agenda-abonnement van een plaats (gemaakt bij eerste gebruik)',
        params: idParamsSchema,
        response: feedAnswer,
      },
      config: { permission: 'planner.view', access: plannerPlaceAccess },
    },
    async (request) => {
      const { place, ...access } = await plannerPlaceAccess(request);
      return {
        data: await showCalendarFeed(contextFor(request, actorOf(access)), access.organization.id, place.id),
      };
    },
  );

  api.post(
    '/places/:id/calendar-feed/regenerate',
    {
      schema: {
        tags,
        summary: 'Nieuwe URL voor het agenda-abonnement van een plaats (de oude werkt niet meer)',
        params: idParamsSchema,
        body: emptyBodySchema,
        response: feedAnswer,
      },
      config: { permission: 'planner.update', access: plannerPlaceAccess },
    },
    async (request) => {
      const { place, ...access } = await plannerPlaceAccess(request);
      const ctx = contextFor(request, actorOf(access));
      return { data: await regenerateCalendarFeed(ctx, access.organization.id, place.id) };
    },
  );

  // Public: the secret token in the URL is the credential (a phone's calendar app subscribes without a session).
  api.get(
    '/calendar/:token.ics',
    {
      schema: {
        tags,
        summary: 'Agenda-abonnement (iCalendar, openbaar met de geheime URL)',
        params: tokenParamsSchema,
        response: { 200: calendarFile },
      },
      config: { access: calendarFeedByToken },
      // Runs after the API-wide `no-store`: a calendar app may keep it five minutes, no shared cache may.
      onSend: async (_request, reply) => {
        if (reply.statusCode === 200) reply.header('cache-control', 'private, max-age=300');
      },
    },
    async (request, reply) => {
      const feed = await calendarFeedByToken(request);
      const { db, clock } = request.server.deps;
      const text = await calendarOfFeed(db, clock, feed);
      return reply
        .type('text/calendar; charset=utf-8')
        .header('x-content-type-options', 'nosniff')
        .send(text);
    },
  );
}
