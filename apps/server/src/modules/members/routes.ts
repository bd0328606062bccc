import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  createMemberSchema,
  dataOf,
  idParamsSchema,
  invitationDataSchema,
  listOf,
  memberDataSchema,
  memberParamsSchema,
  noContentSchema,
  updateMemberSchema,
  userDetailSchema,
} from '@afscheid/shared';
import { actorOf, contextFor } from '../../lib/context.ts';
import { inviteMember } from '../invitations/index.ts';
import { organizationScope } from '../organizations/index.ts';
import { mailContextFor } from '../users/index.ts';
import { memberAccess } from './access.ts';
import { listMembers, removeMember, updateMember } from './service.ts';
import { showUser, userAccess } from './user-service.ts';

const tags = ['Leden'];
const manage = { permission: 'members.manage', access: memberAccess };

export async function memberRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/organizations/:id/members',
    {
      schema: { tags, summary: 'Leden', params: idParamsSchema, response: { 200: listOf(memberDataSchema) } },
      config: { permission: 'members.view', access: organizationScope },
    },
    async (request) => {
      const access = await organizationScope(request);
      return { data: await listMembers(contextFor(request, actorOf(access)), access.organization) };
    },
  );

  api.post(
    '/organizations/:id/members',
    {
      schema: {
        tags,
        summary: 'Lid toevoegen (stuurt een uitnodiging, met of zonder bestaand account)',
        params: idParamsSchema,
        body: createMemberSchema,
        response: { 201: dataOf(invitationDataSchema) },
      },
      config: { permission: 'members.manage', access: organizationScope },
    },
    // Always an invitation: creating an account here, or refusing an address that has one, would tell any
    // tenant which addresses have an account on the platform (issue 10, item 7). The invitation's link lets a
    // new address register and an existing account confirm, so the answer is the same either way.
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

  api.put(
    '/organizations/:id/members/:memberId',
    {
      schema: {
        tags,
        summary: 'Rol of status van een lid wijzigen',
        params: memberParamsSchema,
        body: updateMemberSchema,
        response: { 200: dataOf(memberDataSchema) },
      },
      config: manage,
    },
    async (request) => {
      const access = await memberAccess(request);
      const ctx = contextFor(request, actorOf(access));
      return { data: await updateMember(ctx, access.organization, access.member, request.body) };
    },
  );

  api.delete(
    '/organizations/:id/members/:memberId',
    {
      schema: {
        tags,
        summary: 'Lid verwijderen',
        params: memberParamsSchema,
        response: { 204: noContentSchema },
      },
      config: manage,
    },
    async (request, reply) => {
      const access = await memberAccess(request);
      await removeMember(contextFor(request, actorOf(access)), access.organization, access.member);
      return reply.status(204).send(null);
    },
  );

  // No organisation in the path: who may see whom ("members.view in an organisation both share") is userAccess.
  api.get(
    '/users/:id',
    {
      schema: {
        tags,
        summary: 'Gebruiker',
        params: idParamsSchema,
        response: { 200: dataOf(userDetailSchema) },
      },
      config: { permission: 'members.view', access: userAccess },
    },
    async (request) => ({ data: showUser(await userAccess(request)) }),
  );
}
