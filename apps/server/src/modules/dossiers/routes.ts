import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  auditEntrySchema,
  cappedPageOf,
  createDossierSchema,
  dataOf,
  dossierDataSchema,
  dossierListItemSchema,
  dossierStatusSchema,
  idParamsSchema,
  listDossiersQuerySchema,
  listOf,
  updateDossierSchema,
  amsterdamToday,
} from '@afscheid/shared';
import { actorOf, contextFor } from '../../lib/context.ts';
import { cachedAnswer, storeCachedAnswer, USERS_SCOPE } from '../../lib/response-cache.ts';
import { activeOrganization, dossierAccess } from './access.ts';
import {
  changeStatus,
  createDossier,
  dossierHistory,
  listDossiers,
  showDossier,
  updateDossier,
} from './service.ts';
import { bsnCandidate } from './search.ts';

const tags = ['Dossiers'];
const view = { permission: 'dossiers.view', access: dossierAccess };
const update = { permission: 'dossiers.update', access: dossierAccess };
const dossierAnswer = { 200: dataOf(dossierDataSchema) };

/** Dossiers: list, create, detail, edit, status, history (docs/api-dossiers.md). */
export async function dossierRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/dossiers',
    {
      schema: {
        tags,
        summary: 'Dossiers zoeken',
        querystring: listDossiersQuerySchema,
        response: { 200: cappedPageOf(dossierListItemSchema) },
      },
      config: { permission: 'dossiers.view', access: activeOrganization },
      onSend: storeCachedAnswer,
    },
    async (request, reply) => {
      const access = await activeOrganization(request);
      const ctx = contextFor(request, actorOf(access));
      const today = amsterdamToday(ctx.clock.now());
      // A search for a BSN is answered afresh each time: the number is not kept in the cache's keys.
      if (bsnCandidate(request.query.search ?? '')) return listDossiers(ctx, request.query, today);
      const organizationId = access.organization.id;
      // The answer depends on the organisation, the query and today (`filter[deadline]=soon`), and on the
      // organisation's dossiers and the responsible users' names, which the scopes cover (migration 0027 and
      // 0020): kept by the revision-keyed cache (decisions 025, 043), the same bytes as a fresh build.
      return cachedAnswer(
        request,
        reply,
        {
          key: `dossiers:${organizationId}:${today}:${JSON.stringify(request.query)}`,
          scopes: [`dossiers:${organizationId}`, USERS_SCOPE],
        },
        () => listDossiers(ctx, request.query, today),
      );
    },
  );

  api.post(
    '/dossiers',
    {
      schema: {
        tags,
        summary: 'Dossier aanmaken',
        body: createDossierSchema,
        response: { 201: dataOf(dossierDataSchema) },
      },
      config: { permission: 'dossiers.create', access: activeOrganization },
    },
    async (request, reply) => {
      const access = await activeOrganization(request);
      const data = await createDossier(contextFor(request, actorOf(access)), request.body);
      return reply.status(201).send({ data });
    },
  );

  api.get(
    '/dossiers/:id',
    { schema: { tags, summary: 'Dossier', params: idParamsSchema, response: dossierAnswer }, config: view },
    async (request) => {
      const access = await dossierAccess(request);
      return { data: await showDossier(contextFor(request, actorOf(access)), access.dossier) };
    },
  );

  api.put(
    '/dossiers/:id',
    {
      schema: {
        tags,
        summary: 'Dossierkop wijzigen',
        params: idParamsSchema,
        body: updateDossierSchema,
        response: dossierAnswer,
      },
      config: update,
    },
    async (request) => {
      const access = await dossierAccess(request);
      return {
        data: await updateDossier(contextFor(request, actorOf(access)), access.dossier, request.body),
      };
    },
  );

  api.post(
    '/dossiers/:id/status',
    {
      schema: {
        tags,
        summary: 'Status wijzigen',
        params: idParamsSchema,
        body: dossierStatusSchema,
        response: dossierAnswer,
      },
      config: update,
    },
    async (request) => {
      const access = await dossierAccess(request);
      return { data: await changeStatus(contextFor(request, actorOf(access)), access.dossier, request.body) };
    },
  );

  api.get(
    '/dossiers/:id/history',
    {
      schema: {
        tags,
        summary: 'Geschiedenis',
        params: idParamsSchema,
        response: { 200: listOf(auditEntrySchema) },
      },
      config: view,
    },
    async (request) => {
      const access = await dossierAccess(request);
      return { data: await dossierHistory(contextFor(request, actorOf(access)), access.dossier) };
    },
  );
}
