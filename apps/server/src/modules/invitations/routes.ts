import type { FastifyInstance } from 'fastify';
import { organizationAccess } from '../../plugins/authorize.ts';
import { acceptInvitation, previewInvitation, registerWithInvitation } from './public-service.ts';
import { inviteMember, listInvitations, resendInvitation, revokeInvitation } from './service.ts';

const manage = { config: { permission: 'invitations.manage' } };

export async function invitationRoutes(app: FastifyInstance): Promise<void> {
  app.get('/organizations/:id/invitations', manage, async (request) => {
    const access = await organizationAccess(request);
    return { data: await listInvitations(request, access) };
  });

  app.post('/organizations/:id/invitations', manage, async (request, reply) => {
    const access = await organizationAccess(request);
    return reply.status(201).send({ data: await inviteMember(request, access) });
  });

  app.post('/organizations/:id/invitations/:invitationId/resend', manage, async (request) => {
    const access = await organizationAccess(request);
    return { data: await resendInvitation(request, access) };
  });

  app.delete('/organizations/:id/invitations/:invitationId', manage, async (request, reply) => {
    const access = await organizationAccess(request);
    await revokeInvitation(request, access);
    return reply.status(204).send();
  });

  // Public: the token in the path is the credential (what the invited person opens from the e-mail).
  app.get('/invitations/:token', async (request) => ({ data: await previewInvitation(request) }));

  app.post('/invitations/:token/register', async (request, reply) => {
    const data = await registerWithInvitation(request, reply);
    return reply.status(201).send({ data });
  });

  app.post('/invitations/:token/accept', async (request) => ({ data: await acceptInvitation(request) }));
}
