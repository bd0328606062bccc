import type { FastifyInstance } from 'fastify';
import { activeOrganizationAccess } from '../../plugins/authorize.ts';
import { replaceTemplates, showTemplates } from './service.ts';

/** The standard task lists per dossier type (docs/api-dossiers.md). */
export async function taskTemplateRoutes(app: FastifyInstance): Promise<void> {
  app.get('/task-templates', { config: { permission: 'tasks.view' } }, async (request) => {
    const access = await activeOrganizationAccess(request);
    return { data: await showTemplates(request, access) };
  });

  app.put('/task-templates', { config: { permission: 'organizations.update' } }, async (request) => {
    const access = await activeOrganizationAccess(request);
    return { data: await replaceTemplates(request, access) };
  });
}
