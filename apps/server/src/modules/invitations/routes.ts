import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  authUserSchema,
  createInvitationSchema,
  dataOf,
  emptyBodySchema,
  idParamsSchema,
  invitationDataSchema,
  invitationParamsSchema,
  invitationPreviewSchema,
  listOf,
  noContentSchema,
  registerInvitationSchema,
  tokenParamsSchema,
} from '@afscheid/shared';
import { perRequest } from '../../http/access-hook.ts';
import { actorOf, contextFor } from '../../lib/context.ts';
import { startSession } from '../../plugins/session.ts';
import { authUserOf } from '../auth/index.ts';
import { organizationScope } from '../organizations/index.ts';
import { mailContextFor, publicContextFor, signedIn, userActor } from '../users/index.ts';
import { invitationAccess, pendingInvitation } from './access.ts';
import { acceptInvitation, previewInvitation, registerWithInvitation } from './public-service.ts';
import { inviteMember, listInvitations, resendInvitation, revokeInvitation } from './service.ts';

const tags = ['Uitnodigingen'];
const manage = { permission: 'invitations.manage', access: organizationScope };
const manageOne = { permission: 'invitations.manage', access: invitationAccess };
const invitationAnswer = dataOf(invitationDataSchema);
/** Accepting needs a session first (401), then a usable link (404). */
const acceptance = perRequest(async (request: FastifyRequest) => {
  await signedIn(request);
  return pendingInvitation(request);
});

export async function invitationRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/organizations/:id/invitations',
    {
      schema: {
        tags,
        summary: 'Uitnodigingen',
        params: idParamsSchema,
        response: { 200: listOf(invitationDataSchema) },
      },
      config: manage,
    },
    async (request) => {
      const access = await organizationScope(request);
      return { data: await listInvitations(contextFor(request, actorOf(access)), access.organization) };
    },
  );

  api.post(
    '/organizations/:id/invitations',
    {
      schema: {
        tags,
        summary: 'Uitnodigen',
        params: idParamsSchema,
        body: createInvitationSchema,
        response: { 201: invitationAnswer },
      },
      config: manage,
    },
    async (request, reply) => {
      const access = await organizationScope(request);
      const data = await inviteMember(
        mailContextFor(request, actorOf(access)),
        access.organization,
        request.body,
      );
      return reply.status(201).send({ data });
    },
  );

  api.post(
    '/organizations/:id/invitations/:invitationId/resend',
    {
      schema: {
        tags,
        summary: 'Uitnodiging opnieuw versturen',
        params: invitationParamsSchema,
        body: emptyBodySchema,
        response: { 200: invitationAnswer },
      },
      config: manageOne,
    },
    async (request) => {
      const access = await invitationAccess(request);
      const ctx = mailContextFor(request, actorOf(access));
      return { data: await resendInvitation(ctx, access.organization, access.invitation) };
    },
  );

  api.delete(
    '/organizations/:id/invitations/:invitationId',
    {
      schema: {
        tags,
        summary: 'Uitnodiging intrekken',
        params: invitationParamsSchema,
        response: { 204: noContentSchema },
      },
      config: manageOne,
    },
    async (request, reply) => {
      const access = await invitationAccess(request);
      await revokeInvitation(contextFor(request, actorOf(access)), access.organization, access.invitation);
      return reply.status(204).send(null);
    },
  );

  // Public: the token in the path is the credential (what the invited person opens from the e-mail).
  api.get(
    '/invitations/:token',
    {
      schema: {
        tags,
        summary: 'Uitnodiging bekijken',
        params: tokenParamsSchema,
        response: { 200: dataOf(invitationPreviewSchema) },
      },
      config: { access: pendingInvitation },
    },
    async (request) => ({
      data: await previewInvitation(publicContextFor(request), await pendingInvitation(request)),
    }),
  );

  api.post(
    '/invitations/:token/register',
    {
      schema: {
        tags,
        summary: 'Account aanmaken met een uitnodiging',
        params: tokenParamsSchema,
        body: registerInvitationSchema,
        response: { 201: dataOf(authUserSchema) },
      },
      config: { access: pendingInvitation },
    },
    async (request, reply) => {
      const pending = await pendingInvitation(request);
      const user = await registerWithInvitation(publicContextFor(request), pending, request.body);
      const session = await startSession(request, reply, user, {
        remember: false,
        activeOrganizationId: pending.organization.id,
      });
      return reply.status(201).send({ data: await authUserOf(request.server.deps.db, user, session) });
    },
  );

  api.post(
    '/invitations/:token/accept',
    {
      schema: {
        tags,
        summary: 'Uitnodiging aannemen met het eigen account',
        params: tokenParamsSchema,
        body: emptyBodySchema,
        response: { 200: dataOf(authUserSchema) },
      },
      config: { access: acceptance },
    },
    async (request) => {
      const { user, session } = await signedIn(request);
      const pending = await acceptance(request);
      await acceptInvitation(contextFor(request, userActor(user)), pending, user, session);
      const updated = { ...session, active_organization_id: pending.organization.id };
      request.auth.session = updated;
      return { data: await authUserOf(request.server.deps.db, user, updated) };
    },
  );
}
