import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  categoryDataSchema,
  categoryOrderSchema,
  createCategorySchema,
  dataOf,
  idParamsSchema,
  listOf,
  noContentSchema,
  updateCategorySchema,
} from '@afscheid/shared';
import { actorOf, contextFor } from '../../lib/context.ts';
import { activeOrganization } from '../dossiers/index.ts';
import { categoryAccess } from './access.ts';
import { createCategory, deleteCategory, listCategories, renameCategory, reorderCategories } from './service.ts';

const tags = ['Artikelen'];

/** Article categories of the active organisation (issue 12); the articles.* permissions guard them. */
export async function categoryRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/categories',
    {
      schema: { tags, summary: 'Categorieën van artikelen', response: { 200: listOf(categoryDataSchema) } },
      config: { permission: 'articles.view', access: activeOrganization },
    },
    async (request) => {
      const access = await activeOrganization(request);
      return { data: await listCategories(contextFor(request, actorOf(access))) };
    },
  );

  api.post(
    '/categories',
    {
      schema: {
        tags,
        summary: 'Categorie aanmaken',
        body: createCategorySchema,
        response: { 201: dataOf(categoryDataSchema) },
      },
      config: { permission: 'articles.create', access: activeOrganization },
    },
    async (request, reply) => {
      const access = await activeOrganization(request);
      const data = await createCategory(contextFor(request, actorOf(access)), request.body);
      return reply.status(201).send({ data });
    },
  );

  api.put(
    '/categories/order',
    {
      schema: {
        tags,
        summary: 'Volgorde van de categorieën wijzigen',
        body: categoryOrderSchema,
        response: { 200: listOf(categoryDataSchema) },
      },
      config: { permission: 'articles.update', access: activeOrganization },
    },
    async (request) => {
      const access = await activeOrganization(request);
      return { data: await reorderCategories(contextFor(request, actorOf(access)), request.body) };
    },
  );

  api.put(
    '/categories/:id',
    {
      schema: {
        tags,
        summary: 'Categorie hernoemen',
        params: idParamsSchema,
        body: updateCategorySchema,
        response: { 200: dataOf(categoryDataSchema) },
      },
      config: { permission: 'articles.update', access: categoryAccess },
    },
    async (request) => {
      const access = await categoryAccess(request);
      return { data: await renameCategory(contextFor(request, actorOf(access)), access.category, request.body) };
    },
  );

  api.delete(
    '/categories/:id',
    {
      schema: { tags, summary: 'Categorie verwijderen', params: idParamsSchema, response: { 204: noContentSchema } },
      config: { permission: 'articles.delete', access: categoryAccess },
    },
    async (request, reply) => {
      const access = await categoryAccess(request);
      await deleteCategory(contextFor(request, actorOf(access)), access.category);
      return reply.status(204).send(null);
    },
  );
}
