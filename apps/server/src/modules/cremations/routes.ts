import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  approveCremationSchema,
  cremationDataSchema,
  cremationListItemSchema,
  dataOf,
  idParamsSchema,
  listCremationsQuerySchema,
  pageOf,
  performCremationSchema,
  updateCremationSchema,
} from '@afscheid/shared';
import { actorOf, contextFor } from '../../lib/context.ts';
import { activeOrganization } from '../dossiers/index.ts';
import { mailContextFor } from '../users/index.ts';
import { cremationAccess } from './access.ts';
import {
  approveCremation,
  listCremations,
  performCremation,
  showCremation,
  updateCremation,
} from './service.ts';

const tags = ['Crematies'];
const cremationAnswer = { 200: dataOf(cremationDataSchema) };

/**
 * The crematorium's own records of the cremations it performs (made when it accepts a request), the approval
 * (vrijgave) and the recording as performed. A funeral company has no `cremation_approvals` permissions: 403.
 */
export async function cremationRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/cremations',
    {
      schema: {
        tags,
        summary: 'Crematies van het crematorium',
        querystring: listCremationsQuerySchema,
        response: { 200: pageOf(cremationListItemSchema) },
      },
      config: { permission: 'cremation_approvals.view', access: activeOrganization },
    },
    async (request) => {
      const access = await activeOrganization(request);
      return listCremations(contextFor(request, actorOf(access)), request.query);
    },
  );

  api.get(
    '/cremations/:id',
    {
      schema: { tags, summary: 'Crematie', params: idParamsSchema, response: cremationAnswer },
      config: { permission: 'cremation_approvals.view', access: cremationAccess },
    },
    async (request) => {
      const access = await cremationAccess(request);
      return { data: showCremation(access.cremation) };
    },
  );

  api.put(
    '/cremations/:id',
    {
      schema: {
        tags,
        summary: 'Crematie aanvullen (oven, identificatie, documenten)',
        params: idParamsSchema,
        body: updateCremationSchema,
        response: cremationAnswer,
      },
      config: { permission: 'cremation_approvals.update', access: cremationAccess },
    },
    async (request) => {
      const access = await cremationAccess(request);
      const ctx = contextFor(request, actorOf(access));
      return { data: await updateCremation(ctx, access.cremation, request.body) };
    },
  );

  api.post(
    '/cremations/:id/approve',
    {
      schema: {
        tags,
        summary: 'Crematie vrijgeven (409 met wat ontbreekt)',
        params: idParamsSchema,
        body: approveCremationSchema,
        response: cremationAnswer,
      },
      config: { permission: 'cremation_approvals.approve', access: cremationAccess },
    },
    async (request) => {
      const access = await cremationAccess(request);
      const ctx = mailContextFor(request, actorOf(access));
      return { data: await approveCremation(ctx, access.cremation, request.body) };
    },
  );

  api.post(
    '/cremations/:id/perform',
    {
      schema: {
        tags,
        summary: 'Crematie vastleggen als uitgevoerd (maakt het asrecord)',
        params: idParamsSchema,
        body: performCremationSchema,
        response: cremationAnswer,
      },
      config: { permission: 'cremation_approvals.approve', access: cremationAccess },
    },
    async (request) => {
      const access = await cremationAccess(request);
      const ctx = mailContextFor(request, actorOf(access));
      return { data: await performCremation(ctx, access.cremation, request.body) };
    },
  );
}
