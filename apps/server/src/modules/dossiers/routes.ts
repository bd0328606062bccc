import type { FastifyInstance } from 'fastify';
import { activeOrganizationAccess } from '../../plugins/authorize.ts';
import { dossierAccess } from './access.ts';
import {
  changeStatus,
  createDossier,
  dossierHistory,
  listDossiers,
  showDossier,
  updateDossier,
} from './service.ts';

const view = { config: { permission: 'dossiers.view' } };
const update = { config: { permission: 'dossiers.update' } };

/** Dossiers: list, create, detail, edit, status, history (docs/api-dossiers.md). */
export async function dossierRoutes(app: FastifyInstance): Promise<void> {
  app.get('/dossiers', view, async (request) =>
    listDossiers(request, await activeOrganizationAccess(request)),
  );

  app.post('/dossiers', { config: { permission: 'dossiers.create' } }, async (request, reply) => {
    const access = await activeOrganizationAccess(request);
    return reply.status(201).send({ data: await createDossier(request, access) });
  });

  app.get('/dossiers/:id', view, async (request) => ({
    data: await showDossier(request, await dossierAccess(request)),
  }));

  app.put('/dossiers/:id', update, async (request) => ({
    data: await updateDossier(request, await dossierAccess(request)),
  }));

  app.post('/dossiers/:id/status', update, async (request) => ({
    data: await changeStatus(request, await dossierAccess(request)),
  }));

  app.get('/dossiers/:id/history', view, async (request) => ({
    data: await dossierHistory(request, await dossierAccess(request)),
  }));
}
