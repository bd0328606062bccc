import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  createOrganizationSchema,
  dataOf,
  idParamsSchema,
  listOrganizationsQuerySchema,
  organizationDataSchema,
  organizationListItemSchema,
  pageOf,
  updateOrganizationSchema,
} from '@afscheid/shared';
import { actorOf, contextFor } from '../../lib/context.ts';
import { loadOrganizationAccess } from '../../plugins/authorize.ts';
import { mailContextFor, platformAdmin, signedIn, userActor } from '../users/index.ts';
import { organizationScope } from './access.ts';
import { logoRoutes } from './logo-routes.ts';
import { presentOrganization } from './presenter.ts';
import { createOrganization, listOrganizations, showOrganization, updateOrganization } from './service.ts';

const tags = ['Organisaties'];
const organizationAnswer = { 200: dataOf(organizationDataSchema) };

/** Organisations (docs/api-organizations.md); every route with :id goes through `organizationScope`. */
export async function organizationRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/organizations',
    {
      schema: {
        tags,
        summary: 'Mijn organisaties (alle voor de platformbeheerder)',
        querystring: listOrganizationsQuerySchema,
        response: { 200: pageOf(organizationListItemSchema) },
      },
      config: { access: signedIn },
    },
    async (request) => {
      const { user } = await signedIn(request);
      return listOrganizations(contextFor(request, userActor(user)), request.query);
    },
  );

  api.post(
    '/organizations',
    {
      schema: {
        tags,
        summary: 'Organisatie aanmaken',
        body: createOrganizationSchema,
        response: { 201: dataOf(organizationDataSchema) },
      },
      config: { superOnly: true, access: platformAdmin },
    },
    async (request, reply) => {
      const { user } = await platformAdmin(request);
      const organization = await createOrganization(mailContextFor(request, userActor(user)), request.body);
      // Presented as the creator sees it now (the owner's role when they made themselves owner).
      const access = await loadOrganizationAccess(request, organization.id);
      return reply.status(201).send({ data: presentOrganization(access.organization, actorOf(access)) });
    },
  );

  api.get(
    '/organizations/:id',
    {
      schema: { tags, summary: 'Organisatie', params: idParamsSchema, response: organizationAnswer },
      config: { permission: 'organizations.view', access: organizationScope },
    },
    async (request) => {
      const access = await organizationScope(request);
      return { data: showOrganization(contextFor(request, actorOf(access)), access.organization) };
    },
  );

  api.put(
    '/organizations/:id',
    {
      schema: {
        tags,
        summary: 'Organisatie wijzigen',
        params: idParamsSchema,
        body: updateOrganizationSchema,
        response: organizationAnswer,
      },
      config: { permission: 'organizations.update', access: organizationScope },
    },
    async (request) => {
      const access = await organizationScope(request);
      return {
        data: await updateOrganization(
          contextFor(request, actorOf(access)),
          access.organization,
          request.body,
        ),
      };
    },
  );

  await app.register(logoRoutes);
}
