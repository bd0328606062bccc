import type { FastifyInstance } from 'fastify';

/** The address book (docs/api-dossiers.md). */
export async function addressBookRoutes(_app: FastifyInstance): Promise<void> {}
