import type { FastifyInstance } from 'fastify';
import { organizationAccess } from '../../plugins/authorize.ts';
import { logoRoutes } from './logo-routes.ts';
import { presentOrganization } from './presenter.ts';
import { createOrganization, listOrganizations, updateOrganization } from './service.ts';

/** Organisations (docs/api-organizations.md); every route with :id goes through `organizationAccess`. */
export async function organizationRoutes(app: FastifyInstance): Promise<void> {
  app.get('/organizations', async (request) => listOrganizations(request));

  app.post('/organizations', { config: { superOnly: true } }, async (request, reply) => {
    const data = await createOrganization(request);
    return reply.status(201).send({ data });
  });

  app.get('/organizations/:id', { config: { permission: 'organizations.view' } }, async (request) => {
    const access = await organizationAccess(request);
    return { data: presentOrganization(access.organization, access) };
  });

  app.put('/organizations/:id', { config: { permission: 'organizations.update' } }, async (request) => {
    const access = await organizationAccess(request);
    return { data: await updateOrganization(request, access) };
  });

  await app.register(logoRoutes);
}
