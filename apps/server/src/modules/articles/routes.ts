import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  articleDataSchema,
  createArticleSchema,
  dataOf,
  idParamsSchema,
  listArticlesQuerySchema,
  noContentSchema,
  pageOf,
  updateArticleSchema,
} from '@afscheid/shared';
import { actorOf, contextFor } from '../../lib/context.ts';
import { activeOrganization } from '../dossiers/index.ts';
import { articleAccess, supplierArticlesAccess } from './access.ts';
import { createArticle, deleteArticle, listArticles, showArticle, updateArticle } from './service.ts';

const tags = ['Artikelen'];
const articleAnswer = { 200: dataOf(articleDataSchema) };

/** The price list of the active organisation (issue 12); records are resolved (404) before the body is read. */
export async function articleRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/articles',
    {
      schema: {
        tags,
        summary: 'Artikelen zoeken',
        querystring: listArticlesQuerySchema,
        response: { 200: pageOf(articleDataSchema) },
      },
      config: { permission: 'articles.view', access: activeOrganization },
    },
    async (request) => {
      const access = await activeOrganization(request);
      return listArticles(contextFor(request, actorOf(access)), request.query);
    },
  );

  api.post(
    '/articles',
    {
      schema: { tags, summary: 'Artikel aanmaken', body: createArticleSchema, response: { 201: dataOf(articleDataSchema) } },
      config: { permission: 'articles.create', access: activeOrganization },
    },
    async (request, reply) => {
      const access = await activeOrganization(request);
      const data = await createArticle(contextFor(request, actorOf(access)), request.body);
      return reply.status(201).send({ data });
    },
  );

  api.get(
    '/articles/:id',
    {
      schema: { tags, summary: 'Artikel', params: idParamsSchema, response: articleAnswer },
      config: { permission: 'articles.view', access: articleAccess },
    },
    async (request) => {
      const access = await articleAccess(request);
      return { data: showArticle(access.article) };
    },
  );

  api.put(
    '/articles/:id',
    {
      schema: { tags, summary: 'Artikel wijzigen', params: idParamsSchema, body: updateArticleSchema, response: articleAnswer },
      config: { permission: 'articles.update', access: articleAccess },
    },
    async (request) => {
      const access = await articleAccess(request);
      return { data: await updateArticle(contextFor(request, actorOf(access)), access.article, request.body) };
    },
  );

  api.delete(
    '/articles/:id',
    {
      schema: { tags, summary: 'Artikel verwijderen', params: idParamsSchema, response: { 204: noContentSchema } },
      config: { permission: 'articles.delete', access: articleAccess },
    },
    async (request, reply) => {
      const access = await articleAccess(request);
      await deleteArticle(contextFor(request, actorOf(access)), access.article);
      return reply.status(204).send(null);
    },
  );

  api.get(
    '/suppliers/:id/articles',
    {
      schema: {
        tags,
        summary: 'Artikelen van een leverancier',
        params: idParamsSchema,
        querystring: listArticlesQuerySchema,
        response: { 200: pageOf(articleDataSchema) },
      },
      config: { permission: 'articles.view', access: supplierArticlesAccess },
    },
    async (request) => {
      const access = await supplierArticlesAccess(request);
      return listArticles(contextFor(request, actorOf(access)), request.query, access.supplier);
    },
  );

  api.post(
    '/suppliers/:id/articles',
    {
      schema: {
        tags,
        summary: 'Artikel van een leverancier aanmaken',
        params: idParamsSchema,
        body: createArticleSchema,
        response: { 201: dataOf(articleDataSchema) },
      },
      config: { permission: 'articles.create', access: supplierArticlesAccess },
    },
    async (request, reply) => {
      const access = await supplierArticlesAccess(request);
      const data = await createArticle(contextFor(request, actorOf(access)), request.body, access.supplier);
      return reply.status(201).send({ data });
    },
  );
}
