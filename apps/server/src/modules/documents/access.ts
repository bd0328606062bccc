import type { FastifyRequest } from 'fastify';
import { perRequest } from '../../http/access-hook.ts';
import { notFound } from '../../lib/errors.ts';
import { dossierAccess, type DossierAccess } from '../dossiers/index.ts';
import { documentsRepository, type DocumentRow } from './repository.ts';

export type DocumentAccess = DossierAccess & { document: DocumentRow };

/**
 * Routes under `/api/dossiers/:id/documents/:documentId`: the dossier (see `dossierAccess`) and a document of
 * that dossier that is not deleted (404 otherwise).
 */
export const documentAccess = perRequest(async (request: FastifyRequest): Promise<DocumentAccess> => {
  const access = await dossierAccess(request);
  const { documentId } = request.params as { documentId?: string };
  const document = documentId
    ? await documentsRepository.findById(
        request.server.deps.db,
        access.organization.id,
        access.dossier.id,
        documentId,
      )
    : undefined;
  if (!document) throw notFound();
  return { ...access, document };
});
