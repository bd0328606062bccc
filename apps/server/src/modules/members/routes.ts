import type { FastifyInstance } from 'fastify';
import { organizationAccess } from '../../plugins/authorize.ts';
import { createMember, listMembers, removeMember, updateMember } from './service.ts';
import { showUser } from './user-service.ts';

const manage = { config: { permission: 'members.manage' } };

export async function memberRoutes(app: FastifyInstance): Promise<void> {
  app.get('/organizations/:id/members', { config: { permission: 'members.view' } }, async (request) => {
    const access = await organizationAccess(request);
    return { data: await listMembers(request, access) };
  });

  app.post('/organizations/:id/members', manage, async (request, reply) => {
    const access = await organizationAccess(request);
    return reply.status(201).send({ data: await createMember(request, access) });
  });

  app.put('/organizations/:id/members/:memberId', manage, async (request) => {
    const access = await organizationAccess(request);
    return { data: await updateMember(request, access) };
  });

  app.delete('/organizations/:id/members/:memberId', manage, async (request, reply) => {
    const access = await organizationAccess(request);
    await removeMember(request, access);
    return reply.status(204).send();
  });

  // No organisation in the path: the rule ("members.view in an organisation both share") lives in showUser.
  app.get('/users/:id', { config: { permission: 'members.view' } }, async (request) => ({
    data: await showUser(request),
  }));
}
