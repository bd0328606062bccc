import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  acceptRequestSchema,
  cappedPageOf,
  type CrematoriumRequestData,
  createCrematoriumRequestSchema,
  createRevisionSchema,
  crematoriumRequestDataSchema,
  crematoriumRequestListItemSchema,
  crematoriumSchema,
  dataOf,
  declineProposalSchema,
  documentFileSchema,
  idParamsSchema,
  listCrematoriumRequestsQuerySchema,
  listOf,
  noContentSchema,
  proposeRequestSchema,
  reasonActionSchema,
  requestActionSchema,
  requestAttachmentParamsSchema,
  requestRevisionSchema,
  requestUpdatesSchema,
  updateCrematoriumRequestSchema,
} from '@afscheid/shared';
import { actorOf, contextFor } from '../../lib/context.ts';
import { cachedAnswer, ORGANIZATION_NAMES_SCOPE, storeCachedAnswer } from '../../lib/response-cache.ts';
import { notFound } from '../../lib/errors.ts';
import type { RequestSide } from '../../db/types.ts';
import type { PartyRule } from '../../plugins/party-access.ts';
import { activeOrganization } from '../dossiers/index.ts';
import { mailContextFor, type MailContext } from '../users/index.ts';
import { requestAccess } from './access.ts';
import { requestsRepository, type RequestRow } from './repository.ts';
import { privateDownload, sendStoredFile } from '../documents/index.ts';
import {
  createRequest,
  deleteRequest,
  listCrematoria,
  listRequests,
  listRevisions,
  openAttachment,
  requestUpdates,
  reviseRequest,
  showRequest,
  sideOfOrganization,
  submitRequest,
  updateRequest,
} from './service.ts';
import {
  acceptProposal,
  acceptRequest,
  cancelRequest,
  declineProposal,
  proposeRequest,
  rejectRequest,
} from './transitions.ts';

const tags = ['Crematieaanvragen'];
const requestAnswer = { 200: dataOf(crematoriumRequestDataSchema) };

/** Who may do what on a request, per side (decision 009): the route's `config.party`. */
const rules = {
  view: { requester: 'crematorium_requests.view', provider: 'crematorium_requests.view' },
  update: { requester: 'crematorium_requests.update' },
  delete: { requester: 'crematorium_requests.delete' },
  submit: { requester: 'crematorium_requests.submit' },
  decide: { provider: 'crematorium_requests.decide' },
  cancel: { requester: 'crematorium_requests.submit', provider: 'crematorium_requests.decide' },
} satisfies Record<string, PartyRule>;

/**
 * Crematorium requests between a funeral company and a crematorium (issue 14, decision 017): the lists of the
 * active organisation's side, and the shared request under party access (404 for a third organisation, 403 for
 * the other side's action).
 */
export async function crematoriumRequestRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/crematoria',
    {
      schema: {
        tags,
        summary: 'Crematoria die aanvragen via het platform aannemen',
        response: { 200: listOf(crematoriumSchema) },
      },
      config: { permission: 'crematorium_requests.create', access: activeOrganization },
    },
    async (request) => {
      const access = await activeOrganization(request);
      return listCrematoria(contextFor(request, actorOf(access)));
    },
  );

  api.get(
    '/crematorium-requests',
    {
      schema: {
        tags,
        summary: 'Crematieaanvragen van de eigen kant (verstuurd of ontvangen)',
        querystring: listCrematoriumRequestsQuerySchema,
        response: { 200: cappedPageOf(crematoriumRequestListItemSchema) },
      },
      config: { permission: 'crematorium_requests.view', access: activeOrganization },
      onSend: storeCachedAnswer,
    },
    async (request, reply) => {
      const access = await activeOrganization(request);
      const ctx = contextFor(request, actorOf(access));
      // `ash=waiting` reads cremations and ash records too: built afresh each time.
      if (request.query.ash === 'waiting') return listRequests(ctx, request.query);
      const organizationId = access.organization.id;
      // The answer depends on the organisation (its side), the query, the side's requests (the scope bumped for
      // both parties, migration 0025) and the other parties' names (migration 0028): kept by the
      // revision-keyed cache (decisions 025, 043), the same bytes as a fresh build.
      return cachedAnswer(
        request,
        reply,
        {
          key: `crematorium-requests:${organizationId}:${sideOfOrganization(ctx)}:${JSON.stringify(request.query)}`,
          scopes: [`crematorium-requests:${organizationId}`, ORGANIZATION_NAMES_SCOPE],
        },
        () => listRequests(ctx, request.query),
      );
    },
  );

  api.get(
    '/crematorium-requests/updates',
    {
      schema: {
        tags,
        summary: 'Wat op de eigen organisatie wacht en wat de andere kant onlangs deed',
        response: { 200: dataOf(requestUpdatesSchema) },
      },
      config: { permission: 'crematorium_requests.view', access: activeOrganization },
    },
    async (request) => {
      const access = await activeOrganization(request);
      return { data: await requestUpdates(contextFor(request, actorOf(access))) };
    },
  );

  api.post(
    '/crematorium-requests',
    {
      schema: {
        tags,
        summary: 'Crematieaanvraag aanmaken (concept)',
        body: createCrematoriumRequestSchema,
        response: { 201: dataOf(crematoriumRequestDataSchema) },
      },
      config: { permission: 'crematorium_requests.create', access: activeOrganization },
    },
    async (request, reply) => {
      const access = await activeOrganization(request);
      const data = await createRequest(mailContextFor(request, actorOf(access)), request.body);
      return reply.status(201).send({ data });
    },
  );

  api.get(
    '/crematorium-requests/:id',
    {
      schema: { tags, summary: 'Crematieaanvraag', params: idParamsSchema, response: requestAnswer },
      config: { party: rules.view, access: requestAccess },
    },
    async (request) => {
      const { record, side, ...access } = await requestAccess(request);
      return { data: await showRequest(contextFor(request, actorOf(access)), record, side) };
    },
  );

  api.put(
    '/crematorium-requests/:id',
    {
      schema: {
        tags,
        summary: 'Concept-aanvraag wijzigen',
        params: idParamsSchema,
        body: updateCrematoriumRequestSchema,
        response: requestAnswer,
      },
      config: { party: rules.update, access: requestAccess },
    },
    async (request) => {
      const { record, ...access } = await requestAccess(request);
      return { data: await updateRequest(contextFor(request, actorOf(access)), record, request.body) };
    },
  );

  api.delete(
    '/crematorium-requests/:id',
    {
      schema: {
        tags,
        summary: 'Concept-aanvraag verwijderen',
        params: idParamsSchema,
        response: { 204: noContentSchema },
      },
      config: { party: rules.delete, access: requestAccess },
    },
    async (request, reply) => {
      const { record, ...access } = await requestAccess(request);
      await deleteRequest(contextFor(request, actorOf(access)), record);
      return reply.status(204).send(null);
    },
  );

  // The state changes: one route each, same shape (party rule, body, the request as answer).
  const action = <Body extends z.ZodType>(
    verb: string,
    summary: string,
    body: Body,
    party: PartyRule,
    run: (
      ctx: MailContext,
      record: RequestRow,
      side: RequestSide,
      input: z.output<Body>,
    ) => Promise<CrematoriumRequestData>,
  ) =>
    api.post(
      `/crematorium-requests/:id/${verb}`,
      {
        schema: { tags, summary, params: idParamsSchema, body, response: requestAnswer },
        config: { party, access: requestAccess },
      },
      async (request) => {
        const { record, side, ...access } = await requestAccess(request);
        return {
          data: await run(
            mailContextFor(request, actorOf(access)),
            record,
            side,
            request.body as z.output<Body>,
          ),
        };
      },
    );
  action(
    'submit',
    'Aanvraag indienen bij het crematorium',
    requestActionSchema,
    rules.submit,
    (ctx, record, _side, input) => submitRequest(ctx, record, input),
  );
  action(
    'accept',
    'Aanvraag accepteren en de plaatsen van het crematorium reserveren',
    acceptRequestSchema,
    rules.decide,
    (ctx, record, _side, input) => acceptRequest(ctx, record, input),
  );
  action(
    'reject',
    'Aanvraag afwijzen (met reden)',
    reasonActionSchema,
    rules.decide,
    (ctx, record, _side, input) => rejectRequest(ctx, record, input),
  );
  action(
    'propose',
    'Ander tijdstip voorstellen',
    proposeRequestSchema,
    rules.decide,
    (ctx, record, _side, input) => proposeRequest(ctx, record, input),
  );
  action(
    'accept-proposal',
    'Voorstel van het crematorium accepteren',
    requestActionSchema,
    rules.submit,
    (ctx, record, _side, input) => acceptProposal(ctx, record, input),
  );
  action(
    'decline-proposal',
    'Voorstel van het crematorium afwijzen',
    declineProposalSchema,
    rules.submit,
    (ctx, record, _side, input) => declineProposal(ctx, record, input),
  );
  action('cancel', 'Aanvraag annuleren (met reden)', reasonActionSchema, rules.cancel, cancelRequest);

  api.get(
    '/crematorium-requests/:id/revisions',
    {
      schema: {
        tags,
        summary: 'Versies van de gedeelde gegevens (nieuwste eerst)',
        params: idParamsSchema,
        response: { 200: listOf(requestRevisionSchema) },
      },
      config: { party: rules.view, access: requestAccess },
    },
    async (request) => {
      const { record, ...access } = await requestAccess(request);
      return { data: await listRevisions(contextFor(request, actorOf(access)), record) };
    },
  );

  api.post(
    '/crematorium-requests/:id/revisions',
    {
      schema: {
        tags,
        summary: 'Gewijzigde gegevens als nieuwe versie versturen',
        params: idParamsSchema,
        body: createRevisionSchema,
        response: { 201: dataOf(crematoriumRequestDataSchema) },
      },
      config: { party: rules.submit, access: requestAccess },
    },
    async (request, reply) => {
      const { record, ...access } = await requestAccess(request);
      const data = await reviseRequest(mailContextFor(request, actorOf(access)), record, request.body);
      return reply.status(201).send({ data });
    },
  );

  api.get(
    '/crematorium-requests/:id/attachments/:attachmentId',
    {
      schema: {
        tags,
        summary: 'Bijgevoegd document downloaden (een kopie, alleen-lezen)',
        params: requestAttachmentParamsSchema,
        response: { 200: documentFileSchema },
      },
      config: { party: rules.view, access: requestAccess },
      ...privateDownload,
    },
    async (request, reply) => {
      const { record, ...access } = await requestAccess(request);
      const attachment = await requestsRepository.attachments.findById(
        request.server.deps.db,
        record.id,
        request.params.attachmentId,
      );
      if (!attachment) throw notFound();
      const ctx = contextFor(request, actorOf(access));
      // A HEAD request (which Fastify answers with this handler) reads no content: not a download.
      const stored = await openAttachment(ctx, record, attachment, { audited: request.method !== 'HEAD' });
      if (!stored) {
        request.log.error({ attachmentId: attachment.id }, 'attachment file missing');
        throw notFound();
      }
      return sendStoredFile(reply, stored, {
        mimeType: attachment.mime_type,
        fileName: attachment.file_name,
      });
    },
  );
}
