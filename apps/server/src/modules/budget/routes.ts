import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  budgetDataSchema,
  budgetHistoryEntrySchema,
  budgetHistoryQuerySchema,
  budgetLineDataSchema,
  budgetLineParamsSchema,
  budgetSectionDataSchema,
  budgetSectionOrderSchema,
  budgetSectionParamsSchema,
  createBudgetLineSchema,
  createBudgetSectionSchema,
  dataOf,
  emptyBodySchema,
  idParamsSchema,
  listOf,
  noContentSchema,
  pageOf,
  updateBudgetLineSchema,
  updateBudgetSectionSchema,
} from '@afscheid/shared';
import { actorOf, contextFor } from '../../lib/context.ts';
import { cachedAnswer, storeCachedAnswer, USERS_SCOPE } from '../../lib/response-cache.ts';
import { activeOrganization, dossierAccess } from '../dossiers/index.ts';
import { budgetLineAccess, budgetSectionAccess } from './access.ts';
import { budgetHistory } from './history.ts';
import {
  createBudgetSection,
  deleteBudgetSection,
  listBudgetSections,
  orderBudgetSections,
  renameBudgetSection,
} from './sections-service.ts';
import {
  createBudgetLine,
  creditBudgetLine,
  deleteBudgetLine,
  listBudgetLines,
  showBudget,
  showBudgetLine,
  updateBudgetLine,
} from './service.ts';

const tags = ['Begroting'];
const lineAnswer = { 200: dataOf(budgetLineDataSchema) };

/** Budget sections of the organisation and the budget lines of a dossier (issue 12). */
export async function budgetRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  // Sections --------------------------------------------------------------------------------------------

  api.get(
    '/budget-sections',
    {
      schema: {
        tags,
        summary: 'Rubrieken van de begroting',
        response: { 200: listOf(budgetSectionDataSchema) },
      },
      config: { permission: 'budget.view', access: activeOrganization },
    },
    async (request) => {
      const access = await activeOrganization(request);
      return { data: await listBudgetSections(contextFor(request, actorOf(access))) };
    },
  );

  api.post(
    '/budget-sections',
    {
      schema: {
        tags,
        summary: 'Rubriek toevoegen',
        body: createBudgetSectionSchema,
        response: { 201: dataOf(budgetSectionDataSchema) },
      },
      config: { permission: 'budget.update', access: activeOrganization },
    },
    async (request, reply) => {
      const access = await activeOrganization(request);
      const data = await createBudgetSection(contextFor(request, actorOf(access)), request.body);
      return reply.status(201).send({ data });
    },
  );

  api.put(
    '/budget-sections/order',
    {
      schema: {
        tags,
        summary: 'Volgorde van de rubrieken',
        body: budgetSectionOrderSchema,
        response: { 200: listOf(budgetSectionDataSchema) },
      },
      config: { permission: 'budget.update', access: activeOrganization },
    },
    async (request) => {
      const access = await activeOrganization(request);
      return { data: await orderBudgetSections(contextFor(request, actorOf(access)), request.body) };
    },
  );

  api.put(
    '/budget-sections/:id',
    {
      schema: {
        tags,
        summary: 'Rubriek hernoemen',
        params: budgetSectionParamsSchema,
        body: updateBudgetSectionSchema,
        response: { 200: dataOf(budgetSectionDataSchema) },
      },
      config: { permission: 'budget.update', access: budgetSectionAccess },
    },
    async (request) => {
      const access = await budgetSectionAccess(request);
      return {
        data: await renameBudgetSection(contextFor(request, actorOf(access)), access.section, request.body),
      };
    },
  );

  api.delete(
    '/budget-sections/:id',
    {
      schema: {
        tags,
        summary: 'Rubriek verwijderen',
        params: budgetSectionParamsSchema,
        response: { 204: noContentSchema },
      },
      config: { permission: 'budget.update', access: budgetSectionAccess },
    },
    async (request, reply) => {
      const access = await budgetSectionAccess(request);
      await deleteBudgetSection(contextFor(request, actorOf(access)), access.section);
      return reply.status(204).send(null);
    },
  );

  // Lines of a dossier ----------------------------------------------------------------------------------

  api.get(
    '/dossiers/:id/budget',
    {
      schema: {
        tags,
        summary: 'Begroting van een dossier',
        params: idParamsSchema,
        response: { 200: dataOf(budgetDataSchema) },
      },
      config: { permission: 'budget.view', access: dossierAccess },
      onSend: storeCachedAnswer,
    },
    async (request, reply) => {
      const access = await dossierAccess(request);
      const { dossier } = access;
      // The answer depends on the dossier only (not on the actor), and on what the scopes of its lines, of the
      // organisation's sections, articles, debtors and invoices, and of the users' names cover (migration 0020).
      return cachedAnswer(
        request,
        reply,
        {
          key: `budget:${dossier.organization_id}:${dossier.id}`,
          scopes: [`budget-lines:${dossier.id}`, `budget:${dossier.organization_id}`, USERS_SCOPE],
        },
        async () => ({ data: await showBudget(contextFor(request, actorOf(access)), dossier) }),
      );
    },
  );

  api.get(
    '/dossiers/:id/budget/history',
    {
      schema: {
        tags,
        summary: 'Wijzigingen van de begroting',
        params: idParamsSchema,
        querystring: budgetHistoryQuerySchema,
        response: { 200: pageOf(budgetHistoryEntrySchema) },
      },
      config: { permission: 'budget.view', access: dossierAccess },
    },
    async (request) => {
      const access = await dossierAccess(request);
      return budgetHistory(contextFor(request, actorOf(access)), access.dossier, request.query);
    },
  );

  api.get(
    '/dossiers/:id/budget-lines',
    {
      schema: {
        tags,
        summary: 'Begrotingsregels',
        params: idParamsSchema,
        response: { 200: listOf(budgetLineDataSchema) },
      },
      config: { permission: 'budget.view', access: dossierAccess },
    },
    async (request) => {
      const access = await dossierAccess(request);
      return { data: await listBudgetLines(contextFor(request, actorOf(access)), access.dossier) };
    },
  );

  api.post(
    '/dossiers/:id/budget-lines',
    {
      schema: {
        tags,
        summary: 'Begrotingsregel toevoegen',
        params: idParamsSchema,
        body: createBudgetLineSchema,
        response: { 201: dataOf(budgetLineDataSchema) },
      },
      config: { permission: 'budget.create', access: dossierAccess },
    },
    async (request, reply) => {
      const access = await dossierAccess(request);
      const data = await createBudgetLine(contextFor(request, actorOf(access)), access.dossier, request.body);
      return reply.status(201).send({ data });
    },
  );

  api.get(
    '/dossiers/:id/budget-lines/:lineId',
    {
      schema: { tags, summary: 'Begrotingsregel', params: budgetLineParamsSchema, response: lineAnswer },
      config: { permission: 'budget.view', access: budgetLineAccess },
    },
    async (request) => {
      const access = await budgetLineAccess(request);
      return { data: showBudgetLine(access.line) };
    },
  );

  api.put(
    '/dossiers/:id/budget-lines/:lineId',
    {
      schema: {
        tags,
        summary: 'Begrotingsregel wijzigen',
        params: budgetLineParamsSchema,
        body: updateBudgetLineSchema,
        response: lineAnswer,
      },
      config: { permission: 'budget.update', access: budgetLineAccess },
    },
    async (request) => {
      const access = await budgetLineAccess(request);
      const ctx = contextFor(request, actorOf(access));
      return { data: await updateBudgetLine(ctx, access.dossier, access.line, request.body) };
    },
  );

  api.delete(
    '/dossiers/:id/budget-lines/:lineId',
    {
      schema: {
        tags,
        summary: 'Begrotingsregel verwijderen',
        params: budgetLineParamsSchema,
        response: { 204: noContentSchema },
      },
      config: { permission: 'budget.delete', access: budgetLineAccess },
    },
    async (request, reply) => {
      const access = await budgetLineAccess(request);
      await deleteBudgetLine(contextFor(request, actorOf(access)), access.dossier, access.line);
      return reply.status(204).send(null);
    },
  );

  api.post(
    '/dossiers/:id/budget-lines/:lineId/credit',
    {
      schema: {
        tags,
        summary: 'Begrotingsregel crediteren',
        params: budgetLineParamsSchema,
        body: emptyBodySchema,
        response: { 201: dataOf(budgetLineDataSchema) },
      },
      config: { permission: 'budget.update', access: budgetLineAccess },
    },
    async (request, reply) => {
      const access = await budgetLineAccess(request);
      const data = await creditBudgetLine(contextFor(request, actorOf(access)), access.dossier, access.line);
      return reply.status(201).send({ data });
    },
  );
}
