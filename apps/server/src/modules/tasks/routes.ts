import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  createTaskSchema,
  dataOf,
  idParamsSchema,
  listOf,
  listTasksQuerySchema,
  noContentSchema,
  pageOf,
  taskDataSchema,
  updateTaskSchema,
} from '@afscheid/shared';
import { actorOf, contextFor } from '../../lib/context.ts';
import { activeOrganization, dossierAccess } from '../dossiers/index.ts';
import { taskAccess } from './access.ts';
import { createTask, deleteTask, listDossierTasks, listTasks, showTask, updateTask } from './service.ts';

const tags = ['Taken'];
const taskAnswer = { 200: dataOf(taskDataSchema) };

/** Tasks, per dossier and general (docs/api-dossiers.md); records are resolved (404) before the body is read. */
export async function taskRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/tasks',
    {
      schema: {
        tags,
        summary: 'Taken zoeken',
        querystring: listTasksQuerySchema,
        response: { 200: pageOf(taskDataSchema) },
      },
      config: { permission: 'tasks.view', access: activeOrganization },
    },
    async (request) => {
      const access = await activeOrganization(request);
      return listTasks(contextFor(request, actorOf(access)), request.query);
    },
  );

  api.post(
    '/tasks',
    {
      schema: {
        tags,
        summary: 'Taak aanmaken',
        body: createTaskSchema,
        response: { 201: dataOf(taskDataSchema) },
      },
      config: { permission: 'tasks.create', access: activeOrganization },
    },
    async (request, reply) => {
      const access = await activeOrganization(request);
      const data = await createTask(contextFor(request, actorOf(access)), request.body);
      return reply.status(201).send({ data });
    },
  );

  api.get(
    '/tasks/:id',
    {
      schema: { tags, summary: 'Taak', params: idParamsSchema, response: taskAnswer },
      config: { permission: 'tasks.view', access: taskAccess },
    },
    async (request) => {
      const access = await taskAccess(request);
      return { data: showTask(contextFor(request, actorOf(access)), access.task) };
    },
  );

  api.put(
    '/tasks/:id',
    {
      schema: {
        tags,
        summary: 'Taak wijzigen',
        params: idParamsSchema,
        body: updateTaskSchema,
        response: taskAnswer,
      },
      config: { permission: 'tasks.update', access: taskAccess },
    },
    async (request) => {
      const access = await taskAccess(request);
      return { data: await updateTask(contextFor(request, actorOf(access)), access.task, request.body) };
    },
  );

  api.delete(
    '/tasks/:id',
    {
      schema: {
        tags,
        summary: 'Taak verwijderen',
        params: idParamsSchema,
        response: { 204: noContentSchema },
      },
      config: { permission: 'tasks.delete', access: taskAccess },
    },
    async (request, reply) => {
      const access = await taskAccess(request);
      await deleteTask(contextFor(request, actorOf(access)), access.task);
      return reply.status(204).send(null);
    },
  );

  api.get(
    '/dossiers/:id/tasks',
    {
      schema: {
        tags,
        summary: 'Taken van een dossier',
        params: idParamsSchema,
        response: { 200: listOf(taskDataSchema) },
      },
      config: { permission: 'tasks.view', access: dossierAccess },
    },
    async (request) => {
      const access = await dossierAccess(request);
      return { data: await listDossierTasks(contextFor(request, actorOf(access)), access.dossier) };
    },
  );
}
