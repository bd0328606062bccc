import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dataOf, dossierAshStatusSchema, idParamsSchema, sendAshDestinationSchema } from '@afscheid/shared';
import { actorOf, contextFor } from '../../lib/context.ts';
import { dossierAccess } from '../dossiers/index.ts';
import { mailContextFor } from '../users/index.ts';
import { ashRequestAccess } from './access.ts';
import { dossierAshStatus, sendAshDestination } from './funeral-company-service.ts';

const tags = ['Asbeheer'];

/**
 * The funeral company's side of the ashes: the status in its dossier, and the client's decision passed on
 * through the crematorium request. It never reads the crematorium's ash records themselves.
 */
export async function funeralCompanyAshRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/dossiers/:id/ash-status',
    {
      schema: {
        tags,
        summary:
          'Status van de as van het dossier (via de geaccepteerde crematieaanvraag); null zolang er geen is',
        params: idParamsSchema,
        response: { 200: dataOf(dossierAshStatusSchema.nullable()) },
      },
      config: { permission: 'dossiers.view', access: dossierAccess },
    },
    async (request) => {
      const { dossier, ...access } = await dossierAccess(request);
      return { data: await dossierAshStatus(contextFor(request, actorOf(access)), dossier) };
    },
  );

  api.post(
    '/crematorium-requests/:id/ash-destination',
    {
      schema: {
        tags,
        summary: 'Asbestemming van de opdrachtgever doorgeven aan het crematorium (na de crematie)',
        params: idParamsSchema,
        body: sendAshDestinationSchema,
        response: { 201: dataOf(dossierAshStatusSchema) },
      },
      config: { party: { requester: 'crematorium_requests.submit' }, access: ashRequestAccess },
    },
    async (request, reply) => {
      const { record, ...access } = await ashRequestAccess(request);
      const data = await sendAshDestination(mailContextFor(request, actorOf(access)), record, request.body);
      return reply.status(201).send({ data });
    },
  );
}
