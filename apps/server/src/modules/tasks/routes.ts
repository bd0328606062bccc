import type { FastifyInstance } from 'fastify';
import { activeOrganizationAccess } from '../../plugins/authorize.ts';
import { dossierAccess } from '../dossiers/access.ts';
import { createTask, deleteTask, listDossierTasks, listTasks, showTask, updateTask } from './service.ts';

/** Tasks, per dossier and general (docs/api-dossiers.md); records are loaded (404) before the body is read. */
export async function taskRoutes(app: FastifyInstance): Promise<void> {
  app.get('/tasks', { config: { permission: 'tasks.view' } }, async (request) => {
    const access = await activeOrganizationAccess(request);
    return listTasks(request, access);
  });

  app.post('/tasks', { config: { permission: 'tasks.create' } }, async (request, reply) => {
    const access = await activeOrganizationAccess(request);
    return reply.status(201).send({ data: await createTask(request, access) });
  });

  app.get('/tasks/:id', { config: { permission: 'tasks.view' } }, async (request) => {
    const access = await activeOrganizationAccess(request);
    return { data: await showTask(request, access) };
  });

  app.put('/tasks/:id', { config: { permission: 'tasks.update' } }, async (request) => {
    const access = await activeOrganizationAccess(request);
    return { data: await updateTask(request, access) };
  });

  app.delete('/tasks/:id', { config: { permission: 'tasks.delete' } }, async (request, reply) => {
    const access = await activeOrganizationAccess(request);
    await deleteTask(request, access);
    return reply.status(204).send();
  });

  app.get('/dossiers/:id/tasks', { config: { permission: 'tasks.view' } }, async (request) => {
    const access = await dossierAccess(request);
    return { data: await listDossierTasks(request, access) };
  });
}
