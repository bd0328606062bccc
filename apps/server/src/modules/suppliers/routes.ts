import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  createSupplierSchema,
  dataOf,
  idParamsSchema,
  listSuppliersQuerySchema,
  noContentSchema,
  pageOf,
  supplierDataSchema,
  updateSupplierSchema,
} from '@afscheid/shared';
import { actorOf, contextFor } from '../../lib/context.ts';
import { activeOrganization } from '../dossiers/index.ts';
import { supplierAccess } from './access.ts';
import { createSupplier, deleteSupplier, listSuppliers, showSupplier, updateSupplier } from './service.ts';

const tags = ['Leveranciers'];
const supplierAnswer = { 200: dataOf(supplierDataSchema) };

/** The organisation's suppliers; a supplier by id is resolved (404) before the body is read. */
export async function supplierRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/suppliers',
    {
      schema: {
        tags,
        summary: 'Leveranciers zoeken',
        querystring: listSuppliersQuerySchema,
        response: { 200: pageOf(supplierDataSchema) },
      },
      config: { permission: 'suppliers.view', access: activeOrganization },
    },
    async (request) => {
      const access = await activeOrganization(request);
      return listSuppliers(contextFor(request, actorOf(access)), request.query);
    },
  );

  api.post(
    '/suppliers',
    {
      schema: {
        tags,
        summary: 'Leverancier toevoegen',
        body: createSupplierSchema,
        response: { 201: dataOf(supplierDataSchema) },
      },
      config: { permission: 'suppliers.create', access: activeOrganization },
    },
    async (request, reply) => {
      const access = await activeOrganization(request);
      const data = await createSupplier(contextFor(request, actorOf(access)), request.body);
      return reply.status(201).send({ data });
    },
  );

  api.get(
    '/suppliers/:id',
    {
      schema: { tags, summary: 'Leverancier', params: idParamsSchema, response: supplierAnswer },
      config: { permission: 'suppliers.view', access: supplierAccess },
    },
    async (request) => {
      const access = await supplierAccess(request);
      return { data: showSupplier(access.supplier) };
    },
  );

  api.put(
    '/suppliers/:id',
    {
      schema: {
        tags,
        summary: 'Leverancier wijzigen',
        params: idParamsSchema,
        body: updateSupplierSchema,
        response: supplierAnswer,
      },
      config: { permission: 'suppliers.update', access: supplierAccess },
    },
    async (request) => {
      const access = await supplierAccess(request);
      return { data: await updateSupplier(contextFor(request, actorOf(access)), access.supplier, request.body) };
    },
  );

  api.delete(
    '/suppliers/:id',
    {
      schema: {
        tags,
        summary: 'Leverancier verwijderen (alleen zonder artikelen)',
        params: idParamsSchema,
        response: { 204: noContentSchema },
      },
      config: { permission: 'suppliers.delete', access: supplierAccess },
    },
    async (request, reply) => {
      const access = await supplierAccess(request);
      await deleteSupplier(contextFor(request, actorOf(access)), access.supplier);
      return reply.status(204).send(null);
    },
  );
}
