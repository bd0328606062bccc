import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createDebtorSchema,
  dataOf,
  debtorDataSchema,
  emptyBodySchema,
  idParamsSchema,
  listDebtorsQuerySchema,
  noContentSchema,
  pageOf,
  updateDebtorSchema,
} from '@afscheid/shared';
import { actorOf, contextFor } from '../../lib/context.ts';
import { activeOrganization, dossierAccess } from '../dossiers/index.ts';
import { debtorAccess } from './access.ts';
import { createDebtor, deleteDebtor, listDebtors, makeClientDebtor, showDebtor, updateDebtor } from './service.ts';

const tags = ['Debiteuren'];
const debtorAnswer = { 200: dataOf(debtorDataSchema) };
/** The client as debtor: the debtor, and whether this request made it (201) or the dossier had made it (200). */
const clientDebtorAnswer = z.object({ data: debtorDataSchema, meta: z.object({ created: z.boolean() }) });

/** Debtors (issue 12) of the active organisation; a debtor `:id` is resolved (404) before the body is read. */
export async function debtorRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/debtors',
    {
      schema: {
        tags,
        summary: 'Debiteuren zoeken',
        querystring: listDebtorsQuerySchema,
        response: { 200: pageOf(debtorDataSchema) },
      },
      config: { permission: 'debtors.view', access: activeOrganization },
    },
    async (request) => {
      const access = await activeOrganization(request);
      return listDebtors(contextFor(request, actorOf(access)), request.query);
    },
  );

  api.post(
    '/debtors',
    {
      schema: {
        tags,
        summary: 'Debiteur aanmaken',
        body: createDebtorSchema,
        response: { 201: dataOf(debtorDataSchema) },
      },
      config: { permission: 'debtors.create', access: activeOrganization },
    },
    async (request, reply) => {
      const access = await activeOrganization(request);
      const data = await createDebtor(contextFor(request, actorOf(access)), request.body);
      return reply.status(201).send({ data });
    },
  );

  api.get(
    '/debtors/:id',
    {
      schema: { tags, summary: 'Debiteur', params: idParamsSchema, response: debtorAnswer },
      config: { permission: 'debtors.view', access: debtorAccess },
    },
    async (request) => {
      const access = await debtorAccess(request);
      return { data: showDebtor(access.debtor) };
    },
  );

  api.put(
    '/debtors/:id',
    {
      schema: {
        tags,
        summary: 'Debiteur wijzigen',
        params: idParamsSchema,
        body: updateDebtorSchema,
        response: debtorAnswer,
      },
      config: { permission: 'debtors.update', access: debtorAccess },
    },
    async (request) => {
      const access = await debtorAccess(request);
      return { data: await updateDebtor(contextFor(request, actorOf(access)), access.debtor, request.body) };
    },
  );

  api.delete(
    '/debtors/:id',
    {
      schema: {
        tags,
        summary: 'Debiteur verwijderen',
        params: idParamsSchema,
        response: { 204: noContentSchema },
      },
      config: { permission: 'debtors.delete', access: debtorAccess },
    },
    async (request, reply) => {
      const access = await debtorAccess(request);
      await deleteDebtor(contextFor(request, actorOf(access)), access.debtor);
      return reply.status(204).send(null);
    },
  );

  api.post(
    '/dossiers/:id/client-debtor',
    {
      schema: {
        tags,
        summary: 'Opdrachtgever van een dossier als debiteur',
        params: idParamsSchema,
        body: emptyBodySchema,
        response: { 200: clientDebtorAnswer, 201: clientDebtorAnswer },
      },
      config: { permission: 'debtors.create', access: dossierAccess },
    },
    async (request, reply) => {
      const access = await dossierAccess(request);
      const { debtor, created } = await makeClientDebtor(contextFor(request, actorOf(access)), access.dossier);
      return reply.status(created ? 201 : 200).send({ data: debtor, meta: { created } });
    },
  );
}
