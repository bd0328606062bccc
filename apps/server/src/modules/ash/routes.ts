import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import multipart from '@fastify/multipart';
import { z } from 'zod';
import {
  approveAshDestinationSchema,
  auditEntrySchema,
  ashDestinationSchema,
  ashDocumentKindSchema,
  ashDocumentParamsSchema,
  ashDocumentSchema,
  ashRecordListItemSchema,
  ashRecordSchema,
  cappedPageOf,
  closeAshDestinationSchema,
  correctAshDestinationSchema,
  createAshDestinationSchema,
  createAshRecordSchema,
  dataOf,
  DOCUMENT_MAX_BYTES,
  documentFileSchema,
  errorResponseSchema,
  executeAshDestinationSchema,
  idParamsSchema,
  listAshRecordsQuerySchema,
  listOf,
  requiredMessage,
  updateAshDestinationSchema,
  updateAshRecordSchema,
  withdrawAshDestinationSchema,
} from '@afscheid/shared';
import { actorOf, contextFor } from '../../lib/context.ts';
import { cachedAnswer, storeCachedAnswer } from '../../lib/response-cache.ts';
import { HttpError, notFound, ValidationError } from '../../lib/errors.ts';
import { activeOrganization } from '../dossiers/index.ts';
import { filePartOf, privateDownload, sendStoredFile } from '../documents/index.ts';
import { mailContextFor } from '../users/index.ts';
import { ashDestinationAccess, ashDocumentAccess, ashRecordAccess } from './access.ts';
import { a, e, loadAshRecord, todayOf } from './common.ts';
import { ashRecordHistory } from './history.ts';
import {
  approveAshDestination,
  closeAshDestination,
  correctAshDestination,
  createAshDestination,
  executeAshDestination,
  refuseDestinationDelete,
  showAshDestination,
  updateAshDestination,
  withdrawAshDestination,
} from './destinations-service.ts';
import { openAshDocument, uploadAshDocument } from './documents-service.ts';
import { funeralCompanyAshRoutes } from './funeral-company-routes.ts';
import { createAshRecord, listAshRecords, showAshRecord, updateAshRecord } from './records-service.ts';

const tags = ['Asbeheer'];
const recordAnswer = { 200: dataOf(ashRecordSchema) };
const destinationAnswer = { 200: dataOf(ashDestinationSchema) };

/** `?kind=&destination_id=` of an upload (the form may send them as fields before the file instead). */
const uploadQuerySchema = z.object({
  kind: ashDocumentKindSchema.optional(),
  destinationId: z.string().trim().min(1).optional(),
});

/**
 * The crematorium's ash records, their destinations (with the approval, the execution and the close approval
 * of the register entry) and their documents (issue 15). Every route works on the active organisation with an
 * `ash.*` permission, which only a crematorium has: a funeral company gets 403 on the lists and creations and
 * 404 on a record. Nothing in the register is ever deleted. Multipart is parsed only in this scope.
 */
export async function ashRoutes(app: FastifyInstance): Promise<void> {
  await app.register(multipart, {
    limits: { fileSize: DOCUMENT_MAX_BYTES, files: 1, fields: 5, parts: 6 },
  });
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/ash-records',
    {
      schema: {
        tags,
        summary: 'Asregistraties van het crematorium (zoeken, filters, sortering, pagina’s)',
        querystring: listAshRecordsQuerySchema,
        response: { 200: cappedPageOf(ashRecordListItemSchema) },
      },
      config: { permission: 'ash.view', access: activeOrganization },
      onSend: storeCachedAnswer,
    },
    async (request, reply) => {
      const access = await activeOrganization(request);
      const ctx = contextFor(request, actorOf(access));
      const organizationId = access.organization.id;
      const termMonths = access.organization.ash_storage_term_months;
      const today = todayOf(ctx);
      // The answer depends on the organisation, the query, today and the storage term (release, over the term)
      // and on the organisation's records and destinations (their kinds), which the scopes cover (migrations
      // 0025 and 0026): kept by the revision-keyed cache (decision 025), the same bytes as a fresh build.
      return cachedAnswer(
        request,
        reply,
        {
          key: `ash-records:${organizationId}:${today}:${termMonths}:${JSON.stringify(request.query)}`,
          scopes: [`ash-records:${organizationId}`, `ash-destinations:${organizationId}`],
        },
        () => listAshRecords(ctx, request.query, { termMonths, today }),
      );
    },
  );

  api.post(
    '/ash-records',
    {
      schema: {
        tags,
        summary:
          'Asregistratie aanmaken (as ontvangen van een ander crematorium, of buiten het platform gecremeerd)',
        body: createAshRecordSchema,
        response: { 201: dataOf(ashRecordSchema) },
      },
      config: { permission: 'ash.create', access: activeOrganization },
    },
    async (request, reply) => {
      const access = await activeOrganization(request);
      const data = await createAshRecord(contextFor(request, actorOf(access)), request.body);
      return reply.status(201).send({ data });
    },
  );

  api.get(
    '/ash-records/:id',
    {
      schema: {
        tags,
        summary: 'Asregistratie met bestemmingen en documenten',
        params: idParamsSchema,
        response: recordAnswer,
      },
      config: { permission: 'ash.view', access: ashRecordAccess },
    },
    async (request) => {
      const { record, ...access } = await ashRecordAccess(request);
      return { data: await showAshRecord(contextFor(request, actorOf(access)), record) };
    },
  );

  api.get(
    '/ash-records/:id/history',
    {
      schema: {
        tags,
        summary: 'Geschiedenis van de asregistratie, haar bestemmingen en documenten (nieuwste eerst)',
        params: idParamsSchema,
        response: { 200: listOf(auditEntrySchema) },
      },
      config: { permission: 'ash.view', access: ashRecordAccess },
    },
    async (request) => {
      const { record } = await ashRecordAccess(request);
      return { data: await ashRecordHistory(request.server.deps.db, record) };
    },
  );

  api.put(
    '/ash-records/:id',
    {
      schema: {
        tags,
        summary: 'Asregistratie wijzigen (urnen, bewaarplaats, ontheffing, verbod); versiebeheerd',
        params: idParamsSchema,
        body: updateAshRecordSchema,
        response: recordAnswer,
      },
      config: { permission: 'ash.update', access: ashRecordAccess },
    },
    async (request) => {
      const { record, ...access } = await ashRecordAccess(request);
      return { data: await updateAshRecord(contextFor(request, actorOf(access)), record, request.body) };
    },
  );

  api.delete(
    '/ash-records/:id',
    {
      schema: {
        tags,
        summary: 'Wordt altijd geweigerd (409): het register bewaart elke crematie',
        params: idParamsSchema,
        response: { 409: errorResponseSchema },
      },
      config: { permission: 'ash.delete', access: ashRecordAccess },
    },
    async (request) => {
      await ashRecordAccess(request);
      throw new HttpError(409, e.neverDeleted);
    },
  );

  api.get(
    '/ash-records/:id/destinations',
    {
      schema: {
        tags,
        summary: 'Asbestemmingen van een registratie (in volgorde van aanvraag)',
        params: idParamsSchema,
        response: { 200: listOf(ashDestinationSchema) },
      },
      config: { permission: 'ash.view', access: ashRecordAccess },
    },
    async (request) => {
      const { record, ...access } = await ashRecordAccess(request);
      const data = await loadAshRecord(
        contextFor(request, actorOf(access)),
        request.server.deps.db,
        record.organization_id,
        record.id,
      );
      return { data: data.destinations };
    },
  );

  api.post(
    '/ash-records/:id/destinations',
    {
      schema: {
        tags,
        summary: 'Asbestemming vastleggen (de beslissing van de opdrachtgever, met het getekende formulier)',
        params: idParamsSchema,
        body: createAshDestinationSchema,
        response: { 201: dataOf(ashDestinationSchema) },
      },
      config: { permission: 'ash.create', access: ashRecordAccess },
    },
    async (request, reply) => {
      const { record, ...access } = await ashRecordAccess(request);
      const data = await createAshDestination(contextFor(request, actorOf(access)), record.id, request.body);
      return reply.status(201).send({ data });
    },
  );

  api.post(
    '/ash-records/:id/documents',
    {
      schema: {
        tags,
        summary:
          'Document toevoegen (multipart, één PDF, JPG of PNG in het veld `file`; de soort in `kind`, eventueel `destination_id`)',
        params: idParamsSchema,
        querystring: uploadQuerySchema,
        response: { 201: dataOf(ashDocumentSchema) },
      },
      config: { permission: 'ash.update', access: ashRecordAccess, multipart: { field: 'file' } },
    },
    async (request, reply) => {
      const { record, ...access } = await ashRecordAccess(request);
      const part = await filePartOf(request);
      let data;
      try {
        const given = request.query.kind ?? part.fields['kind'];
        const kind = ashDocumentKindSchema.safeParse(given);
        if (!kind.success) {
          throw new ValidationError({ kind: [given ? e.status : requiredMessage(a.fields.documentKind)] });
        }
        const destinationId = request.query.destinationId ?? part.fields['destination_id'] ?? null;
        data = await uploadAshDocument(
          contextFor(request, actorOf(access)),
          record,
          { kind: kind.data, destinationId },
          async () => part,
        );
      } finally {
        // A refused upload still reads the rest of the file, so the request ends cleanly.
        part.stream.resume();
      }
      return reply.status(201).send({ data });
    },
  );

  api.get(
    '/ash-records/:id/documents/:documentId/download',
    {
      schema: {
        tags,
        summary: 'Document van een asregistratie downloaden',
        params: ashDocumentParamsSchema,
        response: { 200: documentFileSchema },
      },
      config: { permission: 'ash.view', access: ashDocumentAccess },
      ...privateDownload,
    },
    async (request, reply) => {
      const { document, ...access } = await ashDocumentAccess(request);
      const ctx = contextFor(request, actorOf(access));
      // A HEAD request (which Fastify answers with this handler) reads no content: not a download.
      const stored = await openAshDocument(ctx, document, { audited: request.method !== 'HEAD' });
      if (!stored) {
        request.log.error({ documentId: document.id }, 'ash document file missing');
        throw notFound();
      }
      return sendStoredFile(reply, stored, { mimeType: document.mime_type, fileName: document.file_name });
    },
  );

  api.get(
    '/ash-destinations/:id',
    {
      schema: { tags, summary: 'Asbestemming', params: idParamsSchema, response: destinationAnswer },
      config: { permission: 'ash.view', access: ashDestinationAccess },
    },
    async (request) => {
      const { destination, ...access } = await ashDestinationAccess(request);
      return { data: await showAshDestination(contextFor(request, actorOf(access)), destination) };
    },
  );

  api.put(
    '/ash-destinations/:id',
    {
      schema: {
        tags,
        summary:
          'Asbestemming wijzigen zolang ze niet is uitgevoerd (een goedgekeurde gaat terug naar aangevraagd)',
        params: idParamsSchema,
        body: updateAshDestinationSchema,
        response: destinationAnswer,
      },
      config: { permission: 'ash.update', access: ashDestinationAccess },
    },
    async (request) => {
      const { destination, ...access } = await ashDestinationAccess(request);
      const ctx = contextFor(request, actorOf(access));
      return { data: await updateAshDestination(ctx, destination, request.body) };
    },
  );

  api.delete(
    '/ash-destinations/:id',
    {
      schema: {
        tags,
        summary:
          'Wordt altijd geweigerd (409): een asbestemming wordt ingetrokken, een registerregel nooit verwijderd',
        params: idParamsSchema,
        response: { 409: errorResponseSchema },
      },
      config: { permission: 'ash.delete', access: ashDestinationAccess },
    },
    async (request) => {
      const { destination } = await ashDestinationAccess(request);
      refuseDestinationDelete(destination);
    },
  );

  api.post(
    '/ash-destinations/:id/approve',
    {
      schema: {
        tags,
        summary: 'Asbestemming goedkeuren (na de vrijgavedatum, alleen een beslissing van de opdrachtgever)',
        params: idParamsSchema,
        body: approveAshDestinationSchema,
        response: destinationAnswer,
      },
      config: { permission: 'ash.approve', access: ashDestinationAccess },
    },
    async (request) => {
      const { destination, ...access } = await ashDestinationAccess(request);
      const ctx = mailContextFor(request, actorOf(access));
      return { data: await approveAshDestination(ctx, destination, request.body) };
    },
  );

  api.post(
    '/ash-destinations/:id/execute',
    {
      schema: {
        tags,
        summary: 'Uitvoering vastleggen (overdracht, bijzetting of verstrooiing)',
        params: idParamsSchema,
        body: executeAshDestinationSchema,
        response: destinationAnswer,
      },
      config: { permission: 'ash.update', access: ashDestinationAccess },
    },
    async (request) => {
      const { destination, ...access } = await ashDestinationAccess(request);
      const ctx = mailContextFor(request, actorOf(access));
      return { data: await executeAshDestination(ctx, destination, request.body) };
    },
  );

  api.post(
    '/ash-destinations/:id/close',
    {
      schema: {
        tags,
        summary: 'Registerregel afsluiten (daarna nooit meer gewijzigd of verwijderd)',
        params: idParamsSchema,
        body: closeAshDestinationSchema,
        response: destinationAnswer,
      },
      config: { permission: 'ash.close', access: ashDestinationAccess },
    },
    async (request) => {
      const { destination, ...access } = await ashDestinationAccess(request);
      const ctx = mailContextFor(request, actorOf(access));
      return { data: await closeAshDestination(ctx, destination, request.body) };
    },
  );

  api.post(
    '/ash-destinations/:id/withdraw',
    {
      schema: {
        tags,
        summary: 'Asbestemming intrekken (vóór de uitvoering, met een reden)',
        params: idParamsSchema,
        body: withdrawAshDestinationSchema,
        response: destinationAnswer,
      },
      config: { permission: 'ash.update', access: ashDestinationAccess },
    },
    async (request) => {
      const { destination, ...access } = await ashDestinationAccess(request);
      const ctx = contextFor(request, actorOf(access));
      return { data: await withdrawAshDestination(ctx, destination, request.body) };
    },
  );

  api.post(
    '/ash-destinations/:id/corrections',
    {
      schema: {
        tags,
        summary: 'Correctie op een afgesloten registerregel (een nieuwe regel die naar de oude verwijst)',
        params: idParamsSchema,
        body: correctAshDestinationSchema,
        response: { 201: dataOf(ashDestinationSchema) },
      },
      config: { permission: 'ash.close', access: ashDestinationAccess },
    },
    async (request, reply) => {
      const { destination, ...access } = await ashDestinationAccess(request);
      const data = await correctAshDestination(
        contextFor(request, actorOf(access)),
        destination,
        request.body,
      );
      return reply.status(201).send({ data });
    },
  );

  await api.register(funeralCompanyAshRoutes);
}
