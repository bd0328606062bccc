import type { FastifyInstance } from 'fastify';

/** The standard task lists per dossier type (docs/api-dossiers.md). */
export async function taskTemplateRoutes(_app: FastifyInstance): Promise<void> {}
