import type { FastifyInstance } from 'fastify';
import { dossierAccess } from '../dossiers/access.ts';
import { listSections, saveSection, sectionHistory, showSection } from './service.ts';

const view = { config: { permission: 'sections.view' } };

/** The 18 dossier sections (docs/api-dossiers.md). */
export async function sectionRoutes(app: FastifyInstance): Promise<void> {
  app.get('/dossiers/:id/sections', view, async (request) => ({
    data: await listSections(request, await dossierAccess(request)),
  }));

  app.get('/dossiers/:id/sections/:key', view, async (request) => ({
    data: await showSection(request, await dossierAccess(request)),
  }));

  app.put('/dossiers/:id/sections/:key', { config: { permission: 'sections.update' } }, async (request) => ({
    data: await saveSection(request, await dossierAccess(request)),
  }));

  app.get('/dossiers/:id/sections/:key/history', view, async (request) => ({
    data: await sectionHistory(request, await dossierAccess(request)),
  }));
}
