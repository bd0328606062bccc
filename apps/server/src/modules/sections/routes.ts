import type { FastifyInstance } from 'fastify';

/** The 18 dossier sections (docs/api-dossiers.md). */
export async function sectionRoutes(_app: FastifyInstance): Promise<void> {}
