import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  activeOrganizationSchema,
  authUserSchema,
  dataOf,
  idParamsSchema,
  noContentSchema,
  recordOrganizationSchema,
  setPasswordPreviewSchema,
  setPasswordSchema,
  tokenParamsSchema,
} from '@afscheid/shared';
import { contextFor } from '../../lib/context.ts';
import { loadOrganizationAccess } from '../../plugins/authorize.ts';
import { startSession } from '../../plugins/session.ts';
import { authUserOf } from '../auth/index.ts';
import { publicContextFor, signedIn, userActor } from '../users/index.ts';
import { setPasswordLink } from './access.ts';
import { recordOrganization } from './record-organization.ts';
import { previewSetPassword, setPassword, switchActiveOrganization } from './service.ts';

const locate = {
  tags: ['Organisatiecontext'],
  params: idParamsSchema,
  response: { 200: dataOf(recordOrganizationSchema) },
};
// Any logged-in user may ask; the answer is a 404 unless the record is in one of their own organisations.
const locateConfig = { access: signedIn };

/**
 * Account flows outside the session protocol: the first password of a new account, the active organisation,
 * and which of the caller's organisations holds a linked record (decision 009).
 */
export async function accountRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  // Public: the token in the path is the credential.
  api.get(
    '/set-password/:token',
    {
      schema: {
        tags: ['Account'],
        summary: 'Wachtwoordlink bekijken',
        params: tokenParamsSchema,
        response: { 200: dataOf(setPasswordPreviewSchema) },
      },
      config: { access: setPasswordLink },
    },
    async (request) => ({ data: previewSetPassword(await setPasswordLink(request)) }),
  );

  api.post(
    '/set-password/:token',
    {
      schema: {
        tags: ['Account'],
        summary: 'Eerste wachtwoord kiezen (en inloggen)',
        params: tokenParamsSchema,
        body: setPasswordSchema,
        response: { 204: noContentSchema },
      },
      config: { access: setPasswordLink },
    },
    async (request, reply) => {
      const link = await setPasswordLink(request);
      await setPassword(publicContextFor(request), link, request.body, (user, opts) =>
        startSession(request, reply, user, opts),
      );
      return reply.status(204).send(null);
    },
  );

  api.post(
    '/auth/active-organization',
    {
      schema: {
        tags: ['Organisatiecontext'],
        summary: 'Actieve organisatie wisselen',
        body: activeOrganizationSchema,
        response: { 200: dataOf(authUserSchema) },
      },
      config: { access: signedIn },
    },
    async (request) => {
      const { user, session } = await signedIn(request);
      // A member's own organisation, or any for the super role; a disabled membership is a 404.
      const access = await loadOrganizationAccess(request, request.body.organizationId);
      await switchActiveOrganization(contextFor(request, userActor(user)), session, access.organization);
      const switched = { ...user, last_organization_id: access.organization.id };
      return { data: await authUserOf(request.server.deps.db, switched, session) };
    },
  );

  api.get(
    '/dossiers/:id/organization',
    {
      schema: { ...locate, summary: 'Bij welke van mijn organisaties hoort dit dossier' },
      config: locateConfig,
    },
    async (request) => {
      const { user } = await signedIn(request);
      return {
        data: await recordOrganization(contextFor(request, userActor(user)), 'dossier', request.params.id),
      };
    },
  );

  api.get(
    '/tasks/:id/organization',
    {
      schema: { ...locate, summary: 'Bij welke van mijn organisaties hoort deze taak' },
      config: locateConfig,
    },
    async (request) => {
      const { user } = await signedIn(request);
      return {
        data: await recordOrganization(contextFor(request, userActor(user)), 'task', request.params.id),
      };
    },
  );

  api.get(
    '/articles/:id/organization',
    {
      schema: { ...locate, summary: 'Bij welke van mijn organisaties hoort dit artikel' },
      config: locateConfig,
    },
    async (request) => {
      const { user } = await signedIn(request);
      return {
        data: await recordOrganization(contextFor(request, userActor(user)), 'article', request.params.id),
      };
    },
  );

  api.get(
    '/suppliers/:id/organization',
    {
      schema: { ...locate, summary: 'Bij welke van mijn organisaties hoort deze leverancier' },
      config: locateConfig,
    },
    async (request) => {
      const { user } = await signedIn(request);
      return {
        data: await recordOrganization(contextFor(request, userActor(user)), 'supplier', request.params.id),
      };
    },
  );

  api.get(
    '/debtors/:id/organization',
    {
      schema: { ...locate, summary: 'Bij welke van mijn organisaties hoort deze debiteur' },
      config: locateConfig,
    },
    async (request) => {
      const { user } = await signedIn(request);
      return {
        data: await recordOrganization(contextFor(request, userActor(user)), 'debtor', request.params.id),
      };
    },
  );

  api.get(
    '/places/:id/organization',
    {
      schema: { ...locate, summary: 'Bij welke van mijn organisaties hoort deze plaats' },
      config: locateConfig,
    },
    async (request) => {
      const { user } = await signedIn(request);
      return {
        data: await recordOrganization(contextFor(request, userActor(user)), 'place', request.params.id),
      };
    },
  );

  api.get(
    '/cremations/:id/organization',
    {
      schema: { ...locate, summary: 'Bij welke van mijn organisaties hoort deze crematie' },
      config: locateConfig,
    },
    async (request) => {
      const { user } = await signedIn(request);
      return {
        data: await recordOrganization(contextFor(request, userActor(user)), 'cremation', request.params.id),
      };
    },
  );
}
