import type { FastifyInstance } from 'fastify';

/** Dossier notes (docs/api-dossiers.md). */
export async function noteRoutes(_app: FastifyInstance): Promise<void> {}
