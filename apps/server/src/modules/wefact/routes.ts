import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  dataOf,
  idParamsSchema,
  wefactSettingsDataSchema,
  wefactSettingsSchema,
  wefactTestResultSchema,
  wefactTestSchema,
} from '@afscheid/shared';
import { actorOf, contextFor } from '../../lib/context.ts';
import { organizationScope } from '../organizations/index.ts';
import { showSettings, testConnection, updateSettings } from './service.ts';

const tags = ['WeFact'];
const manage = { permission: 'organizations.manage_wefact', access: organizationScope };
const settingsAnswer = { 200: dataOf(wefactSettingsDataSchema) };

/** The invoicing link's settings; the API key goes in, never out. */
export async function wefactRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/organizations/:id/wefact',
    {
      schema: { tags, summary: 'WeFact-koppeling', params: idParamsSchema, response: settingsAnswer },
      config: manage,
    },
    async (request) => {
      const access = await organizationScope(request);
      return { data: showSettings(contextFor(request, actorOf(access)), access.organization) };
    },
  );

  api.put(
    '/organizations/:id/wefact',
    {
      schema: {
        tags,
        summary: 'WeFact-koppeling instellen',
        params: idParamsSchema,
        body: wefactSettingsSchema,
        response: settingsAnswer,
      },
      config: manage,
    },
    async (request) => {
      const access = await organizationScope(request);
      return {
        data: await updateSettings(contextFor(request, actorOf(access)), access.organization, request.body),
      };
    },
  );

  api.post(
    '/organizations/:id/wefact/test',
    {
      schema: {
        tags,
        summary: 'WeFact-verbinding testen',
        params: idParamsSchema,
        body: wefactTestSchema,
        response: { 200: dataOf(wefactTestResultSchema) },
      },
      config: manage,
    },
    async (request) => {
      const access = await organizationScope(request);
      const { result, problem } = await testConnection(
        contextFor(request, actorOf(access)),
        access.organization,
        request.body,
      );
      // Why the call failed stays in the log: the answer must not tell an open port from a closed one.
      if (problem)
        request.log.warn(
          { organizationId: access.organization.id, problem },
          'WeFact connection test failed',
        );
      return { data: result };
    },
  );
}
