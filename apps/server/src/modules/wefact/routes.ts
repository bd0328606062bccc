import type { FastifyInstance } from 'fastify';
import { organizationAccess } from '../../plugins/authorize.ts';
import { showSettings, testConnection, updateSettings } from './service.ts';

const manage = { config: { permission: 'organizations.manage_wefact' } };

/** The invoicing link's settings; the API key goes in, never out. */
export async function wefactRoutes(app: FastifyInstance): Promise<void> {
  app.get('/organizations/:id/wefact', manage, async (request) => {
    const access = await organizationAccess(request);
    return { data: showSettings(request, access) };
  });

  app.put('/organizations/:id/wefact', manage, async (request) => {
    const access = await organizationAccess(request);
    return { data: await updateSettings(request, access) };
  });

  app.post('/organizations/:id/wefact/test', manage, async (request) => {
    const access = await organizationAccess(request);
    return { data: await testConnection(request, access) };
  });
}
