import type { FastifyInstance } from 'fastify';

/** Dossier documents (docs/api-dossiers.md). */
export async function documentRoutes(_app: FastifyInstance): Promise<void> {}
