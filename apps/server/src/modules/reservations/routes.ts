import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  addPlannerDays,
  amsterdamDateOf,
  amsterdamToday,
  createReservationSchema,
  dataOf,
  idParamsSchema,
  isPlannerDate,
  listOf,
  listReservationsQuerySchema,
  noContentSchema,
  reservationDataSchema,
  updateReservationSchema,
} from '@afscheid/shared';
import { actorOf, contextFor } from '../../lib/context.ts';
import { cachedAnswer, storeCachedAnswer, USERS_SCOPE } from '../../lib/response-cache.ts';
import { activeOrganization, dossierAccess } from '../dossiers/index.ts';
import { reservationAccess } from './access.ts';
import {
  createReservation,
  deleteReservation,
  listDossierReservations,
  listReservations,
  showReservation,
  updateReservation,
} from './service.ts';

const tags = ['Reserveringen'];
const reservationAnswer = { 200: dataOf(reservationDataSchema) };

/** How many days `GET /api/reservations` covers when `to` is left out. */
const DEFAULT_RANGE_DAYS = 7;

/**
 * `GET /api/reservations` without `from` starts today (Amsterdam, by the app's clock), and without `to` covers
 * the seven days from `from`: a script that asks for "the reservations" gets the coming week. Filled in before
 * the query is validated; a `from` that is neither a date nor an instant is left to the schema's 422.
 */
async function defaultRange(request: FastifyRequest): Promise<void> {
  const query = request.query as Record<string, unknown>;
  const missing = (value: unknown) => value === undefined || value === '';
  if (missing(query['from'])) query['from'] = amsterdamToday(request.server.deps.clock.now());
  const from = query['from'];
  if (missing(query['to']) && typeof from === 'string') {
    const instant = !isPlannerDate(from) && !Number.isNaN(new Date(from).getTime());
    const day = isPlannerDate(from) ? from : instant ? amsterdamDateOf(from) : null;
    if (day) query['to'] = addPlannerDays(day, DEFAULT_RANGE_DAYS);
  }
}

/** Reservations of the organisation's places; a reservation by id is resolved (404) before the body is read. */
export async function reservationRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/reservations',
    {
      schema: {
        tags,
        summary: 'Reserveringen in een periode (standaard de komende zeven dagen)',
        querystring: listReservationsQuerySchema,
        response: { 200: listOf(reservationDataSchema) },
      },
      config: { permission: 'planner.view', access: activeOrganization },
      preValidation: defaultRange,
      onSend: storeCachedAnswer,
    },
    async (request, reply) => {
      const access = await activeOrganization(request);
      const organizationId = access.organization.id;
      // The answer depends on the organisation and the query (its range filled in by `defaultRange`) only, and
      // on what the scope `planner:<organisation>` and the users' names cover (migration 0020).
      return cachedAnswer(
        request,
        reply,
        {
          key: `reservations:${organizationId}:${JSON.stringify(request.query)}`,
          scopes: [`planner:${organizationId}`, USERS_SCOPE],
        },
        () => listReservations(contextFor(request, actorOf(access)), request.query),
      );
    },
  );

  api.post(
    '/reservations',
    {
      schema: {
        tags,
        summary: 'Reservering maken',
        body: createReservationSchema,
        response: { 201: dataOf(reservationDataSchema) },
      },
      config: { permission: 'planner.create', access: activeOrganization },
    },
    async (request, reply) => {
      const access = await activeOrganization(request);
      const data = await createReservation(contextFor(request, actorOf(access)), request.body);
      return reply.status(201).send({ data });
    },
  );

  api.get(
    '/reservations/:id',
    {
      schema: { tags, summary: 'Reservering', params: idParamsSchema, response: reservationAnswer },
      config: { permission: 'planner.view', access: reservationAccess },
    },
    async (request) => {
      const access = await reservationAccess(request);
      return { data: showReservation(access.reservation) };
    },
  );

  api.put(
    '/reservations/:id',
    {
      schema: {
        tags,
        summary: 'Reservering wijzigen, verplaatsen, bevestigen of annuleren',
        params: idParamsSchema,
        body: updateReservationSchema,
        response: reservationAnswer,
      },
      config: { permission: 'planner.update', access: reservationAccess },
    },
    async (request) => {
      const access = await reservationAccess(request);
      const ctx = contextFor(request, actorOf(access));
      return { data: await updateReservation(ctx, access.reservation, request.body) };
    },
  );

  api.delete(
    '/reservations/:id',
    {
      schema: {
        tags,
        summary: 'Reservering verwijderen',
        params: idParamsSchema,
        response: { 204: noContentSchema },
      },
      config: { permission: 'planner.delete', access: reservationAccess },
    },
    async (request, reply) => {
      const access = await reservationAccess(request);
      await deleteReservation(contextFor(request, actorOf(access)), access.reservation);
      return reply.status(204).send(null);
    },
  );

  api.get(
    '/dossiers/:id/reservations',
    {
      schema: {
        tags,
        summary: 'Reserveringen van een dossier',
        params: idParamsSchema,
        response: { 200: listOf(reservationDataSchema) },
      },
      config: { permission: 'planner.view', access: dossierAccess },
    },
    async (request) => {
      const access = await dossierAccess(request);
      return { data: await listDossierReservations(contextFor(request, actorOf(access)), access.dossier) };
    },
  );
}
