import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  auditEntrySchema,
  dataOf,
  dossierSectionDataSchema,
  idParamsSchema,
  listOf,
  saveSectionSchema,
  sectionParamsSchema,
} from '@afscheid/shared';
import { actorOf, contextFor } from '../../lib/context.ts';
import { dossierAccess } from '../dossiers/index.ts';
import { sectionAccess } from './access.ts';
import { listSections, saveSection, sectionHistory, showSection } from './service.ts';

const tags = ['Secties'];
const view = { permission: 'sections.view', access: sectionAccess };
const sectionAnswer = { 200: dataOf(dossierSectionDataSchema) };

/** The 18 dossier sections (docs/api-dossiers.md). */
export async function sectionRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/dossiers/:id/sections',
    {
      schema: {
        tags,
        summary: 'Secties van een dossier',
        params: idParamsSchema,
        response: { 200: listOf(dossierSectionDataSchema) },
      },
      config: { permission: 'sections.view', access: dossierAccess },
    },
    async (request) => {
      const access = await dossierAccess(request);
      return { data: await listSections(contextFor(request, actorOf(access)), access.dossier) };
    },
  );

  api.get(
    '/dossiers/:id/sections/:key',
    {
      schema: { tags, summary: 'Sectie', params: sectionParamsSchema, response: sectionAnswer },
      config: view,
    },
    async (request) => {
      const access = await sectionAccess(request);
      return { data: await showSection(contextFor(request, actorOf(access)), access.dossier, access.key) };
    },
  );

  api.put(
    '/dossiers/:id/sections/:key',
    {
      schema: {
        tags,
        summary: 'Sectie opslaan',
        params: sectionParamsSchema,
        body: saveSectionSchema,
        response: sectionAnswer,
      },
      config: { permission: 'sections.update', access: sectionAccess },
    },
    async (request) => {
      const access = await sectionAccess(request);
      const ctx = contextFor(request, actorOf(access));
      return { data: await saveSection(ctx, access.dossier, access.key, request.body) };
    },
  );

  api.get(
    '/dossiers/:id/sections/:key/history',
    {
      schema: {
        tags,
        summary: 'Geschiedenis van een sectie',
        params: sectionParamsSchema,
        response: { 200: listOf(auditEntrySchema) },
      },
      config: view,
    },
    async (request) => {
      const access = await sectionAccess(request);
      return { data: await sectionHistory(contextFor(request, actorOf(access)), access.dossier, access.key) };
    },
  );
}
