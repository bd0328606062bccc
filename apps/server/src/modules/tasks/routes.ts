import type { FastifyInstance } from 'fastify';

/** Tasks, per dossier and general (docs/api-dossiers.md). */
export async function taskRoutes(_app: FastifyInstance): Promise<void> {}
