import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  billableDossierSchema,
  dataOf,
  emptyBodySchema,
  idParamsSchema,
  invoiceDataSchema,
  invoiceDossierSchema,
  listBillableDossiersQuerySchema,
  listOf,
  pageOf,
} from '@afscheid/shared';
import { cachedAnswer, storeCachedAnswer } from '../../lib/response-cache.ts';
import { actorOf, contextFor } from '../../lib/context.ts';
import { dossierAccess } from '../dossiers/index.ts';
import { billableAccess, debtorInvoicesAccess, invoiceAccess } from './access.ts';
import {
  debtorInvoices,
  dossierInvoices,
  invoiceDossier,
  listBillableDossiers,
  refreshInvoiceStatus,
  type FailureLog,
} from './service.ts';

const tags = ['Facturatie'];

/** The detail of a failure below WeFact (refused, timeout, not WeFact's answer) goes to the log only. */
const logTo =
  (request: FastifyRequest): FailureLog =>
  ({ detail, invoiceId }) =>
    request.log.warn({ detail, invoiceId }, 'WeFact invoicing call failed');

/** Invoicing through WeFact (issue 12): the billable dossiers, invoicing a dossier, invoice status. */
export async function invoicingRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/invoicing/billable-dossiers',
    {
      schema: {
        tags,
        summary: 'Te factureren dossiers',
        querystring: listBillableDossiersQuerySchema,
        response: { 200: pageOf(billableDossierSchema) },
      },
      config: { permission: 'budget.view', access: billableAccess },
      onSend: storeCachedAnswer,
    },
    async (request, reply) => {
      const access = await billableAccess(request);
      const organizationId = access.organization.id;
      // The list shows the organisation's billable lines (counts and amounts per debtor), the dossiers' numbers,
      // names and status and the debtors' names; nothing of the member or the clock (decision 044).
      return cachedAnswer(
        request,
        reply,
        {
          key: `billable-dossiers:${organizationId}:${JSON.stringify(request.query)}`,
          scopes: [
            `budget-lines-of:${organizationId}`,
            `dossiers:${organizationId}`,
            `budget:${organizationId}`,
          ],
        },
        () => listBillableDossiers(contextFor(request, actorOf(access)), request.query),
      );
    },
  );

  api.post(
    '/invoicing/dossiers/:id/invoice',
    {
      schema: {
        tags,
        summary: 'Dossier factureren in WeFact',
        params: idParamsSchema,
        body: invoiceDossierSchema,
        response: { 201: listOf(invoiceDataSchema) },
      },
      config: { permission: 'invoicing.invoice', access: dossierAccess },
    },
    async (request, reply) => {
      const access = await dossierAccess(request);
      const data = await invoiceDossier(
        contextFor(request, actorOf(access)),
        access.dossier,
        request.body,
        logTo(request),
      );
      return reply.status(201).send({ data });
    },
  );

  api.post(
    '/invoicing/invoices/:id/refresh',
    {
      schema: {
        tags,
        summary: 'Factuurstatus vernieuwen uit WeFact',
        params: idParamsSchema,
        body: emptyBodySchema,
        response: { 200: dataOf(invoiceDataSchema) },
      },
      config: { permission: 'invoicing.invoice', access: invoiceAccess },
    },
    async (request) => {
      const access = await invoiceAccess(request);
      return {
        data: await refreshInvoiceStatus(
          contextFor(request, actorOf(access)),
          access.invoice,
          logTo(request),
        ),
      };
    },
  );

  api.get(
    '/dossiers/:id/invoices',
    {
      schema: {
        tags,
        summary: 'Facturen van een dossier',
        params: idParamsSchema,
        response: { 200: listOf(invoiceDataSchema) },
      },
      config: { permission: 'budget.view', access: dossierAccess },
    },
    async (request) => {
      const access = await dossierAccess(request);
      return { data: await dossierInvoices(contextFor(request, actorOf(access)), access.dossier) };
    },
  );

  api.get(
    '/debtors/:id/invoices',
    {
      schema: {
        tags,
        summary: 'Facturen van een debiteur',
        params: idParamsSchema,
        response: { 200: listOf(invoiceDataSchema) },
      },
      config: { permission: 'debtors.view', access: debtorInvoicesAccess },
    },
    async (request) => {
      const access = await debtorInvoicesAccess(request);
      return { data: await debtorInvoices(contextFor(request, actorOf(access)), access.debtor) };
    },
  );
}
